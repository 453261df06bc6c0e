/**
 * The Nemesis data, validated once at load: a malformed file throws when the module is imported, never mid-game.
 * Physical copies get instance ids here (`red-grenade-2`, `captain-search-1`, `wound-arm-3`), so a card in a deck
 * or hand is one string that is unique in the state. Contamination cards are the exception: their ids
 * (`contamination-01`..) say nothing, and which of them are INFECTED is drawn at setup (see setup.ts), because a
 * fixed id-to-flag table would tell every client the hidden flag.
 */
import actionCardsJson from './action-cards.json';
import sideACorridorsJson from './board-side-a-corridors.json';
import sideASlotsJson from './board-side-a-slots.json';
import sideBCorridorsJson from './board-side-b-corridors.json';
import sideBSlotsJson from './board-side-b-slots.json';
import charactersJson from './characters.json';
import componentsJson from './components.json';
import contaminationJson from './contamination.json';
import coordinatesJson from './coordinates.json';
import diceJson from './dice.json';
import eventsJson from './events.json';
import explorationTokensJson from './exploration-tokens.json';
import helpCardsJson from './help-cards.json';
import intruderAttacksJson from './intruder-attacks.json';
import intruderBagSetupJson from './intruder-bag-setup.json';
import intruderPlayerCardsJson from './intruder-player-cards.json';
import intruderTokensJson from './intruder-tokens.json';
import blueItemsJson from './items-blue-crafted.json';
import greenItemsJson from './items-green-medical.json';
import redItemsJson from './items-red-military.json';
import yellowItemsJson from './items-yellow-technical.json';
import objectivesJson from './objectives.json';
import questItemsJson from './quest-items.json';
import roomsJson from './rooms.json';
import seriousWoundsJson from './serious-wounds.json';
import soloCoopObjectivesJson from './solo-coop-objectives.json';
import startingWeaponsJson from './starting-weapons.json';
import tracksJson from './tracks.json';
import weaknessesJson from './weaknesses.json';
import * as S from './schema';
import { characterIds } from './schema';

export * from './schema';

const byId = <T extends { id: string }>(items: readonly T[]): ReadonlyMap<string, T> => new Map(items.map((x) => [x.id, x]));
const pad = (n: number) => String(n).padStart(2, '0');
/** `copies` physical cards of each definition, as instance ids `<id>-<k>`. */
const instances = (defs: ReadonlyArray<{ id: string; copies: number }>) => defs.flatMap((d) => Array.from({ length: d.copies }, (_, k) => `${d.id}-${k + 1}`));

export const rooms = S.fileOf(S.roomSchema, 25).parse(roomsJson);
export const roomById = byId(rooms);
export const explorationTokens = S.fileOf(S.explorationTokenSchema, 20).parse(explorationTokensJson);
export const explorationTokenById = byId(explorationTokens);
export const tracks = S.fileOf(S.trackSchema, 3).parse(tracksJson);

export const intruderTokens = S.fileOf(S.intruderTokenSchema, 27).parse(intruderTokensJson);
export const intruderTokenById = byId(intruderTokens);
export const bagSetups = S.fileOf(S.bagSetupSchema, 5).parse(intruderBagSetupJson);
export const attackCards = S.fileOf(S.attackCardSchema, 20).parse(intruderAttacksJson);
export const attackCardById = byId(attackCards);
export const eventCards = S.fileOf(S.eventCardSchema, 20).parse(eventsJson);
export const eventCardById = byId(eventCards);
export const weaknesses = S.fileOf(S.weaknessSchema, 8).parse(weaknessesJson);
export const weaknessById = byId(weaknesses);

export const actionCards = S.fileOf(S.actionCardSchema, 28).parse(actionCardsJson);
export const actionCardById = byId(actionCards);
export const characters = S.fileOf(S.characterSchema, 6).parse(charactersJson);
export const characterById = byId(characters) as ReadonlyMap<S.CharacterId, S.CharacterData>;
export const startingWeapons = S.fileOf(S.startingWeaponSchema, 6).parse(startingWeaponsJson);
export const startingWeaponById = byId(startingWeapons);
export const questItems = S.fileOf(S.questItemSchema, 12).parse(questItemsJson);
export const questItemById = byId(questItems);

export const items = [
  ...S.fileOf(S.itemSchema, 12).parse(redItemsJson),
  ...S.fileOf(S.itemSchema, 9).parse(yellowItemsJson),
  ...S.fileOf(S.itemSchema, 7).parse(greenItemsJson),
  ...S.fileOf(S.itemSchema, 4).parse(blueItemsJson),
];
export const itemById = byId(items);

export const seriousWounds = S.fileOf(S.seriousWoundSchema, 5).parse(seriousWoundsJson);
export const contamination = S.fileOf(S.contaminationSchema, 2).parse(contaminationJson);
export const objectives = S.fileOf(S.objectiveSchema, 18).parse(objectivesJson);
export const soloCoopObjectives = S.fileOf(S.objectiveSchema, 7).parse(soloCoopObjectivesJson);
export const objectiveById = byId([...objectives, ...soloCoopObjectives]);
export const coordinatesCards = S.fileOf(S.coordinatesSchema, 8).parse(coordinatesJson);
export const coordinatesById = byId(coordinatesCards);
export const dice = S.fileOf(S.diceSchema, 2).parse(diceJson);
export const helpCards = S.fileOf(S.helpCardSchema, 5).parse(helpCardsJson);
export const intruderPlayerCards = S.fileOf(S.intruderPlayerCardSchema, 10).parse(intruderPlayerCardsJson);
export const [podComponents, engineComponents, draftComponents] = S.componentsSchema.parse(componentsJson);

export const boardData = {
  A: { slots: S.fileOf(S.slotSchema, 21).parse(sideASlotsJson), corridors: S.fileOf(S.corridorSchema, 36).parse(sideACorridorsJson) },
  B: { slots: S.fileOf(S.slotSchema, 21).parse(sideBSlotsJson), corridors: S.fileOf(S.corridorSchema, 43).parse(sideBCorridorsJson) },
} as const;
export type BoardSide = keyof typeof boardData;

// ── Instances ────────────────────────────────────────────────────────────────────────────────────────────────

/** A character's 10 action cards as instance ids `<character>-<card>-<k>`. */
export function actionDeckOf(character: S.CharacterId): string[] {
  return characterById.get(character)!.actionDeck.flatMap((e) => Array.from({ length: e.copies }, (_, k) => `${character}-${e.card}-${k + 1}`));
}
/** The action-card definition of an instance id. */
export function actionCardOf(instance: string): S.ActionCardData {
  return actionCardById.get(cardKind(instance))!;
}

export const itemInstances: Record<S.ItemDeck, readonly string[]> = {
  red: instances(items.filter((i) => i.deck === 'red')),
  yellow: instances(items.filter((i) => i.deck === 'yellow')),
  green: instances(items.filter((i) => i.deck === 'green')),
  blue: instances(items.filter((i) => i.deck === 'blue')),
};
/** The item definition of an instance id (`red-grenade-2` → Grenade); starting weapons and quest items are their own ids. */
export function itemOf(instance: string): S.ItemData | undefined {
  return itemById.get(instance.replace(/-\d+$/, ''));
}

export const seriousWoundInstances: readonly string[] = instances(seriousWounds);
export const seriousWoundOf = (instance: string) => seriousWounds.find((w) => instance.startsWith(`${w.id}-`))!;

export const contaminationCount = contamination.reduce((n, c) => n + c.copies, 0);
export const infectedCount = contamination.filter((c) => c.infected).reduce((n, c) => n + c.copies, 0);
export const contaminationInstances: readonly string[] = Array.from({ length: contaminationCount }, (_, i) => `contamination-${pad(i + 1)}`);
export const isContamination = (card: string) => card.startsWith('contamination-');

/**
 * The kind of a card instance, as events name it: `search` for `scout-search-1`, `red-grenade` for `red-grenade-2`,
 * `contamination` for any contamination card. Events never carry instance ids of cards that can go back into a hidden
 * place (a reshuffled deck, a hand), so that what was public stays public without tying an id to a secret place.
 */
export function cardKind(instance: string): string {
  if (isContamination(instance)) return 'contamination';
  // Starting weapons (`scout-rifle`) also begin with a character's name: only a known action card counts as one.
  const character = characterIds.find((c) => instance.startsWith(`${c}-`));
  const action = character ? actionCardById.get(instance.slice(character.length + 1).replace(/-\d+$/, '')) : undefined;
  return action?.id ?? itemOf(instance)?.id ?? instance;
}

// The data corrects the digest's guessed combat die (§8.1): Creeper ×2, single hit ×1 (data README).
export const noiseDieFaces = dice.find((d) => d.id === 'noise-die')!.faces as ReadonlyArray<'1' | '2' | '3' | '4' | 'silence' | 'danger'>;
export const combatDieFaces = dice.find((d) => d.id === 'combat-die')!.faces as ReadonlyArray<'blank' | 'creeper' | 'adult' | 'single-hit' | 'double-hit'>;

// The data corrects the digest's time track (§9.5): 15 advances to the jump, hibernation after 7 (data README).
export const timeTrackJump = tracks.find((t) => t.id === 'time-track')!.spaces.length - 1;
export const timeTrackFirstBlue = tracks.find((t) => t.id === 'time-track')!.spaces.findIndex((s) => s.colour === 'blue');
export const selfDestructFirstYellow = tracks.find((t) => t.id === 'self-destruct-track')!.spaces.findIndex((s) => s.colour === 'yellow');
export const selfDestructSkull = tracks.find((t) => t.id === 'self-destruct-track')!.spaces.length - 1;

// ── Checks across files (the composition checks of the data README) ─────────────────────────────────────────

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(`Nemesis data: ${message}`);
}
const allIds = [rooms, explorationTokens, tracks, intruderTokens, bagSetups, attackCards, eventCards, weaknesses, actionCards, characters, startingWeapons, questItems, items, seriousWounds, contamination, objectives, soloCoopObjectives, coordinatesCards, dice, helpCards, intruderPlayerCards, boardData.A.slots, boardData.A.corridors, boardData.B.slots, boardData.B.corridors].flatMap((f) => f.map((x: { id: string }) => x.id));
check(new Set(allIds).size === allIds.length, 'ids are not unique across the files');
for (const c of characters) {
  check(c.actionDeck.reduce((n, e) => n + e.copies, 0) === 10, `${c.id} does not have 10 action cards`);
  check(c.actionDeck.every((e) => actionCardById.has(e.card)), `${c.id} names an unknown action card`);
  check(startingWeaponById.get(c.startingWeapon)?.character === c.id, `${c.id}: unknown starting weapon`);
  check(c.questItems.every((q) => questItemById.get(q)?.character === c.id), `${c.id}: unknown quest item`);
}
for (const deck of ['red', 'yellow', 'green'] as const) check(itemInstances[deck].length === 30, `the ${deck} item deck is not 30 cards`);
check(itemInstances.blue.length === 12, 'the crafted deck is not 12 cards');
check(seriousWoundInstances.length === 16 && contaminationCount === 27, 'wound or contamination deck size');
check(intruderTokens.every((t) => (t.type === 'blank') === (t.backNumber === null)), 'only the Blank token has no back number');
for (const setup of bagSetups) check(Object.values(setup.contents).reduce((a, b) => a + b, 0) === setup.total && setup.total === 10 + setup.players, `bag for ${setup.players}`);
for (const side of ['A', 'B'] as const) {
  const { slots, corridors } = boardData[side];
  const corridorIds = new Set(corridors.map((c) => c.id));
  for (const s of slots) {
    for (const n of ['1', '2', '3', '4'] as const) {
      const exit = corridors.find((c) => c.id === s.exitsByNoiseNumber[n]);
      check(exit !== undefined && exit.rooms.includes(s.id) && exit.numbers.includes(Number(n) as 1), `side ${side} ${s.id}: noise ${n} leads nowhere`);
    }
    if (s.fixedRoom) check(roomById.has(s.fixedRoom), `side ${side} ${s.id}: unknown fixed room ${s.fixedRoom}`);
  }
  check(corridors.every((c) => c.rooms.every((r) => slots.some((s) => s.id === r))) && corridorIds.size === corridors.length, `side ${side}: corridor ends`);
}
