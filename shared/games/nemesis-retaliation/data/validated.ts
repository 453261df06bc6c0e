/**
 * The Nemesis: Retaliation data files, parsed by their zod schemas, then the cross-file references checked
 * (`checkReferences`), so the engine can trust the ids it reads: a bad file throws here. Plain JSON only: the Lambda
 * bundles run this module when they are built and carry its exports as JSON, so a game's first use pays no parse;
 * data/index.ts builds the lookups from them.
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

/** The files parsed so far (`components.dataFile` and `rulings.affectsFiles` must name one of them). */
const parsedFiles = new Set<string>();

function parseList<T extends z.ZodTypeAny>(file: string, schema: T, json: unknown): z.infer<T>[] {
  const parsed = z.array(schema).safeParse(json);
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const list = parsed.data as (z.infer<T> & { id: string })[];
  const ids = new Set(list.map((e) => e.id));
  if (ids.size !== list.length) throw new Error(`${file}: duplicate ids`);
  parsedFiles.add(`${file}.json`);
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
/** How many alternative effects each action card prints (the file's `options`, which the card schema does not keep). */
export const actionCardOptionCounts: Record<string, number> = Object.fromEntries(actionCardsJson.map((c) => [c.id, c.options.length]));
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
  for (const c of components) if (c.dataFile !== null && !(parsedFiles.has(c.dataFile))) fail(`${c.id} points to missing ${c.dataFile}`);
  for (const r of rulings) for (const f of r.affectsFiles) if (!parsedFiles.has(f)) fail(`ruling ${r.id} names missing ${f}`);
}
checkReferences();
