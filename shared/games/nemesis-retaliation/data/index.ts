/**
 * Typed Nemesis: Retaliation data and its lookups. Every file is validated and the cross-file references checked once
 * (validated.ts: at import in tests and local dev, when bundled for the Lambdas), so the engine can trust ids it reads
 * from here.
 */
import type * as s from './schema';
import {
  actionCards, attackCards, basicActions, boardSpaces, characters, components, contaminationCard, corridorPositions, corridorTiles, dice,
  directions, eventCards, explorationCards, intruders, intruderTokenBacks, items, missionTasks, objectives, queenHealthCards, robotCards,
  rooms, rulings, seriousWounds, soloCoopTasks, tacticalGear, tokenEffects, tracks,
} from './validated';

export * from './validated';

/** Every data file by its name, as `components.dataFile` and `rulings.affectsFiles` name them. */
export const dataFiles: Record<string, readonly { id: string }[]> = {
  'board-spaces.json': boardSpaces, 'board-directions.json': directions, 'board-corridor-positions.json': corridorPositions,
  'corridor-tiles.json': corridorTiles, 'tracks.json': tracks, 'rooms.json': rooms, 'exploration-cards.json': explorationCards,
  'event-cards.json': eventCards, 'intruder-attack-cards.json': attackCards, 'queen-health-cards.json': queenHealthCards,
  'robot-cards.json': robotCards, 'serious-wounds.json': seriousWounds, 'contamination-cards.json': [contaminationCard],
  'action-cards.json': actionCards, 'basic-actions.json': basicActions, 'items.json': items, 'characters.json': characters,
  'tactical-gear-tokens.json': tacticalGear, 'objectives.json': objectives, 'mission-tasks.json': missionTasks,
  'solo-coop-mission-tasks.json': soloCoopTasks, 'intruders.json': intruders, 'intruder-token-effects.json': tokenEffects,
  'dice.json': dice, 'components.json': components, 'rulings.json': rulings,
};

function byId<T extends { id: string }>(list: readonly T[], what: string): (id: string) => T {
  const map = new Map(list.map((e) => [e.id, e]));
  return (id) => {
    const found = map.get(id);
    if (!found) throw new Error(`unknown ${what} ${id}`);
    return found;
  };
}
export const roomOf = byId(rooms, 'room');
export const spaceOf = byId(boardSpaces, 'board space');
export const characterOf = byId(characters, 'character');
export const itemOf = byId(items, 'item');
export const actionCardOf = byId(actionCards, 'action card');
export const objectiveOf = byId(objectives, 'objective');
export const corridorTileOf = byId(corridorTiles, 'corridor tile');
export const trackOf = byId(tracks, 'track');
export const objectiveOfInstance = entryOfInstance(objectives, 'objective');
export const itemOfInstance = entryOfInstance(items, 'item');

export const characterIds = characters.map((c) => c.id);
export const LANDING_ZONE = 'landing-zone';
export const HIBERNATORIUM = 'hibernatorium';
/** The Objective Choice track: Action cards drawn by the 1st..5th player to choose an Objective (rulebook p.13). */
export const objectiveChoiceDraws = trackOf('objective-choice-track').cardsDrawnByChoiceOrder ?? [];
export const roundTrackSpaces = trackOf('round-track').spaces as number;
export const landerSetupSpace = trackOf('round-track').tokens?.flatMap((t) => (typeof t === 'string' || t.token !== 'lander' ? [] : [t.setupSpace ?? 0]))[0] ?? 0;

/** Physical copies of a deck entry, as instance ids (`<id>-<n>`); a single copy keeps its id. */
export function instancesOf(list: readonly { id: string; count: number }[]): string[] {
  return list.flatMap((e) => (e.count === 1 ? [e.id] : Array.from({ length: e.count }, (_, i) => `${e.id}-${i + 1}`)));
}
/** The entry an instance id stands for (the inverse of `instancesOf`). */
function entryOfInstance<T extends { id: string }>(list: readonly T[], what: string): (instance: string) => T {
  const of = byId(list, what);
  const ids = new Set(list.map((e) => e.id));
  return (instance) => of(ids.has(instance) ? instance : instance.replace(/-\d+$/, ''));
}

/** The 40 Intruder token instances (`<type>-<n>`), each with its printed back; the back is secret while face down. */
export const intruderTokens: { id: string; type: s.IntruderType; back: string }[] = (() => {
  const seen: Record<string, number> = {};
  return intruderTokenBacks.map((t) => {
    seen[t.type] = (seen[t.type] ?? 0) + 1;
    return { id: `${t.type}-${seen[t.type]}`, ...t };
  });
})();
