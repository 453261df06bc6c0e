/**
 * Parsed, typed Nemesis: Retaliation data. Every file is validated at import (a bad file throws), then the
 * cross-file references are checked (`checkReferences`), so the engine can trust ids it reads from here.
 */
import { z } from 'zod';
import actionCardsJson from './action-cards.json';
import basicActionsJson from './basic-actions.json';
import corridorPositionsJson from './board-corridor-positions.json';
import directionsJson from './board-directions.json';
import boardSpacesJson from './board-spaces.json';
import charactersJson from './characters.json';
import componentsJson from './components.json';
import contaminationJson from './contamination-cards.json';
import corridorTilesJson from './corridor-tiles.json';
import diceJson from './dice.json';
import eventCardsJson from './event-cards.json';
import explorationCardsJson from './exploration-cards.json';
import attackCardsJson from './intruder-attack-cards.json';
import tokenEffectsJson from './intruder-token-effects.json';
import intrudersJson from './intruders.json';
import itemsJson from './items.json';
import missionTasksJson from './mission-tasks.json';
import objectivesJson from './objectives.json';
import queenHealthJson from './queen-health-cards.json';
import robotCardsJson from './robot-cards.json';
import roomsJson from './rooms.json';
import rulingsJson from './rulings.json';
import seriousWoundsJson from './serious-wounds.json';
import soloCoopJson from './solo-coop-mission-tasks.json';
import tacticalGearJson from './tactical-gear-tokens.json';
import tracksJson from './tracks.json';
import * as s from './schema';

function parseList<T extends z.ZodTypeAny>(file: string, schema: T, json: unknown): z.infer<T>[] {
  const parsed = z.array(schema).safeParse(json);
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const list = parsed.data as (z.infer<T> & { id: string })[];
  const ids = new Set(list.map((e) => e.id));
  if (ids.size !== list.length) throw new Error(`${file}: duplicate ids`);
  return list;
}

export const boardSpaces = parseList('board-spaces', s.boardSpaceSchema, boardSpacesJson);
export const directions = parseList('board-directions', s.boardDirectionSchema, directionsJson);
export const corridorPositions = parseList('board-corridor-positions', s.corridorPositionSchema, corridorPositionsJson);
export const corridorTiles = parseList('corridor-tiles', s.corridorTileSchema, corridorTilesJson);
export const tracks = parseList('tracks', s.trackSchema, tracksJson);
export const rooms = parseList('rooms', s.roomSchema, roomsJson);
export const explorationCards = parseList('exploration-cards', s.explorationCardSchema, explorationCardsJson);
export const eventCards = parseList('event-cards', s.eventCardSchema, eventCardsJson);
export const attackCards = parseList('intruder-attack-cards', s.attackCardSchema, attackCardsJson);
export const queenHealthCards = parseList('queen-health-cards', s.queenHealthCardSchema, queenHealthJson);
export const robotCards = parseList('robot-cards', s.robotCardSchema, robotCardsJson);
export const seriousWounds = parseList('serious-wounds', s.seriousWoundSchema, seriousWoundsJson);
export const contaminationCard = parseList('contamination-cards', s.contaminationCardSchema, contaminationJson)[0]!;
export const actionCards = parseList('action-cards', s.actionCardSchema, actionCardsJson);
export const basicActions = parseList('basic-actions', s.basicActionSchema, basicActionsJson);
export const items = parseList('items', s.itemSchema, itemsJson);
export const characters = parseList('characters', s.characterSchema, charactersJson);
export const tacticalGear = parseList('tactical-gear-tokens', s.tacticalGearSchema, tacticalGearJson);
export const objectives = parseList('objectives', s.objectiveSchema, objectivesJson);
export const missionTasks = parseList('mission-tasks', s.missionTaskSchema, missionTasksJson);
export const soloCoopTasks = parseList('solo-coop-mission-tasks', s.soloCoopTaskSchema, soloCoopJson);
export const intruders = parseList('intruders', s.intruderSchema, intrudersJson);
export const tokenEffects = parseList('intruder-token-effects', s.tokenEffectSchema, tokenEffectsJson);
export const dice = parseList('dice', s.dieSchema, diceJson);
export const components = parseList('components', s.componentSchema, componentsJson);
export const rulings = parseList('rulings', s.rulingSchema, rulingsJson);

/** Every data file by its name, for the reference checks (`components.dataFile`, `rulings.affectsFiles`). */
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

/** Intruder tokens by type with their printed backs (data README: per-token distribution). */
export const intruderTokenBacks: { type: s.IntruderType; back: string }[] = (() => {
  const ref = (intrudersJson as { id: string; perTokenDistribution?: { token: s.IntruderType; back: string; count: number }[] }[])
    .find((e) => e.id === 'token-back-faces')?.perTokenDistribution ?? [];
  return ref.flatMap((r) => Array.from({ length: r.count }, () => ({ type: r.token, back: r.back })));
})();

function checkReferences(): void {
  const fail = (m: string) => { throw new Error(`nemesis-retaliation data: ${m}`); };
  const spaceIds = new Set(boardSpaces.map((b) => b.id));
  const roomIds = new Set(rooms.map((r) => r.id));
  for (const b of boardSpaces) {
    for (const n of Object.values(b.neighbors)) if (n !== null && !spaceIds.has(n)) fail(`${b.id} neighbours unknown ${n}`);
    if (b.fixedRoom !== null && !roomIds.has(b.fixedRoom)) fail(`${b.id} holds unknown room ${b.fixedRoom}`);
  }
  for (const p of corridorPositions) for (const sp of p.spaces) if (!spaceIds.has(sp)) fail(`corridor ${p.id} touches unknown ${sp}`);
  const actionIds = new Set(actionCards.map((a) => a.id));
  const itemIds = new Set(items.map((i) => i.id));
  const characterIdSet = new Set(characters.map((c) => c.id));
  for (const c of characters) {
    for (const a of c.actionDeck) if (!actionIds.has(a)) fail(`${c.id} deck names unknown card ${a}`);
    for (const i of c.characterItems) if (!itemIds.has(i)) fail(`${c.id} names unknown item ${i}`);
  }
  for (const a of actionCards) if (!characterIdSet.has(a.character)) fail(`${a.id} belongs to unknown ${a.character}`);
  for (const i of items) if (i.owner && !characterIdSet.has(i.owner)) fail(`${i.id} owned by unknown ${i.owner}`);
  for (const c of components) if (c.dataFile !== null && !(c.dataFile in dataFiles)) fail(`${c.id} points to missing ${c.dataFile}`);
  for (const r of rulings) for (const f of r.affectsFiles) if (!(f in dataFiles)) fail(`ruling ${r.id} names missing ${f}`);
}
checkReferences();

/** The 40 Intruder token instances (`<type>-<n>`), each with its printed back; the back is secret while face down. */
export const intruderTokens: { id: string; type: s.IntruderType; back: string }[] = (() => {
  const seen: Record<string, number> = {};
  return intruderTokenBacks.map((t) => {
    seen[t.type] = (seen[t.type] ?? 0) + 1;
    return { id: `${t.type}-${seen[t.type]}`, ...t };
  });
})();
