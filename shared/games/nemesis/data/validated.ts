/**
 * The Nemesis data files, parsed by their zod schemas and checked across files (the composition checks of the data
 * README): a malformed file throws here, never mid-game. Plain JSON only: the Lambda bundles run this module when they
 * are built and carry its exports as JSON, so a game's first use pays no parse; data/index.ts builds the card
 * instances and indexes from them.
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

export const rooms = S.fileOf(S.roomSchema, 25).parse(roomsJson);
export const explorationTokens = S.fileOf(S.explorationTokenSchema, 20).parse(explorationTokensJson);
export const tracks = S.fileOf(S.trackSchema, 3).parse(tracksJson);

export const intruderTokens = S.fileOf(S.intruderTokenSchema, 27).parse(intruderTokensJson);
export const bagSetups = S.fileOf(S.bagSetupSchema, 5).parse(intruderBagSetupJson);
export const attackCards = S.fileOf(S.attackCardSchema, 20).parse(intruderAttacksJson);
export const eventCards = S.fileOf(S.eventCardSchema, 20).parse(eventsJson);
export const weaknesses = S.fileOf(S.weaknessSchema, 8).parse(weaknessesJson);

export const actionCards = S.fileOf(S.actionCardSchema, 28).parse(actionCardsJson);
export const characters = S.fileOf(S.characterSchema, 6).parse(charactersJson);
export const startingWeapons = S.fileOf(S.startingWeaponSchema, 6).parse(startingWeaponsJson);
export const questItems = S.fileOf(S.questItemSchema, 12).parse(questItemsJson);

export const items = [
  ...S.fileOf(S.itemSchema, 12).parse(redItemsJson),
  ...S.fileOf(S.itemSchema, 9).parse(yellowItemsJson),
  ...S.fileOf(S.itemSchema, 7).parse(greenItemsJson),
  ...S.fileOf(S.itemSchema, 4).parse(blueItemsJson),
];

export const seriousWounds = S.fileOf(S.seriousWoundSchema, 5).parse(seriousWoundsJson);
export const contamination = S.fileOf(S.contaminationSchema, 2).parse(contaminationJson);
export const objectives = S.fileOf(S.objectiveSchema, 18).parse(objectivesJson);
export const soloCoopObjectives = S.fileOf(S.objectiveSchema, 7).parse(soloCoopObjectivesJson);
export const coordinatesCards = S.fileOf(S.coordinatesSchema, 8).parse(coordinatesJson);
export const dice = S.fileOf(S.diceSchema, 2).parse(diceJson);
export const helpCards = S.fileOf(S.helpCardSchema, 5).parse(helpCardsJson);
export const intruderPlayerCards = S.fileOf(S.intruderPlayerCardSchema, 10).parse(intruderPlayerCardsJson);
export const [podComponents, engineComponents, draftComponents] = S.componentsSchema.parse(componentsJson);

export const boardData = {
  A: { slots: S.fileOf(S.slotSchema, 21).parse(sideASlotsJson), corridors: S.fileOf(S.corridorSchema, 36).parse(sideACorridorsJson) },
  B: { slots: S.fileOf(S.slotSchema, 21).parse(sideBSlotsJson), corridors: S.fileOf(S.corridorSchema, 43).parse(sideBCorridorsJson) },
} as const;

/** How many physical cards a list of definitions makes. */
const copiesOf = (defs: ReadonlyArray<{ copies: number }>) => defs.reduce((n, d) => n + d.copies, 0);
export const contaminationCount = copiesOf(contamination);
export const infectedCount = copiesOf(contamination.filter((c) => c.infected));

// ── Checks across files (the composition checks of the data README) ─────────────────────────────────────────

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(`Nemesis data: ${message}`);
}
const has = (list: ReadonlyArray<{ id: string }>, id: string) => list.some((x) => x.id === id);
const allIds = [rooms, explorationTokens, tracks, intruderTokens, bagSetups, attackCards, eventCards, weaknesses, actionCards, characters, startingWeapons, questItems, items, seriousWounds, contamination, objectives, soloCoopObjectives, coordinatesCards, dice, helpCards, intruderPlayerCards, boardData.A.slots, boardData.A.corridors, boardData.B.slots, boardData.B.corridors].flatMap((f) => f.map((x: { id: string }) => x.id));
check(new Set(allIds).size === allIds.length, 'ids are not unique across the files');
for (const c of characters) {
  check(c.actionDeck.reduce((n, e) => n + e.copies, 0) === 10, `${c.id} does not have 10 action cards`);
  check(c.actionDeck.every((e) => has(actionCards, e.card)), `${c.id} names an unknown action card`);
  check(startingWeapons.find((w) => w.id === c.startingWeapon)?.character === c.id, `${c.id}: unknown starting weapon`);
  check(c.questItems.every((q) => questItems.find((i) => i.id === q)?.character === c.id), `${c.id}: unknown quest item`);
}
for (const deck of ['red', 'yellow', 'green'] as const) check(copiesOf(items.filter((i) => i.deck === deck)) === 30, `the ${deck} item deck is not 30 cards`);
check(copiesOf(items.filter((i) => i.deck === 'blue')) === 12, 'the crafted deck is not 12 cards');
check(copiesOf(seriousWounds) === 16 && contaminationCount === 27, 'wound or contamination deck size');
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
    if (s.fixedRoom) check(has(rooms, s.fixedRoom), `side ${side} ${s.id}: unknown fixed room ${s.fixedRoom}`);
  }
  check(corridors.every((c) => c.rooms.every((r) => slots.some((s) => s.id === r))) && corridorIds.size === corridors.length, `side ${side}: corridor ends`);
}
