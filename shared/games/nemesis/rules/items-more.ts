/**
 * More item actions (digest §5.15, D14): Military Drugs, Nemesis Plans, Smoke Grenade, Decoy, Comms Key and Duct
 * Tape's binding of two heavy items. Item actions are actions (§5.1: "item-card actions" are one of the four kinds of
 * action), so they are taken on one's own turn; no deck item's text allows a use out of turn, so none pauses the game
 * for other seats. Choices: a room slot, `<slot>+<slot>`, a corridor id, `character:<seat>`, `bind:<card>+<card>`.
 */
import type { Rng, Seat } from '../../../engine';
import { cardKind, isContamination, roomById } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { boardOf } from './board';
import { drawActionCards } from './cards';
import { decoyMoves, decoyRow } from './decoy';
import { enterRoom } from './explore';
import { charactersIn, openExits, tapedPairs } from './ship';

/** What the move adds besides its `choice`: Military Drugs' cards to discard. */
export interface ItemExtra {
  discard?: readonly string[];
}

/** Applies an item's effect; returns a sentence when the chosen branch would do nothing (the move is then refused). */
export type ItemUse = (s: NemesisState, seat: Seat, choice: string | undefined, rng: Rng, events: NemesisEvent[], extra?: ItemExtra) => string | null;

export interface ItemEntry {
  /** The `choice` values now; null for a single effect. */
  options: ((s: NemesisState, seat: Seat) => string[]) | null;
  use: ItemUse;
}

/** Military Drugs: the chosen hand cards (contamination included) discarded, then that many +1 drawn. */
const militaryDrugs: ItemUse = (s, seat, _choice, rng, events, extra) => {
  const p = s.players[seat];
  const discard = extra?.discard ?? [];
  if (new Set(discard).size !== discard.length || !discard.every((c) => p.hand.includes(c))) return 'Choose cards from your hand to discard, each once, other than those you pay with.';
  if (discard.length > 0) events.push({ type: 'hand-discarded', seat, cards: discard.map(cardKind) });
  p.hand = p.hand.filter((c) => !discard.includes(c));
  p.discard.push(...discard);
  drawActionCards(s, seat, discard.length + 1, rng, events);
  return null;
};

const unexplored = (s: NemesisState) => Object.keys(s.rooms).filter((k) => !s.rooms[k].explored);

/** Nemesis Plans' options: every pair of unexplored rooms, in board order (`a-slot-03+a-slot-07`). */
const roomPairs = (s: NemesisState): string[] => {
  const rooms = unexplored(s).sort();
  return rooms.flatMap((a, i) => rooms.slice(i + 1).map((b) => `${a}+${b}`));
};

/** Nemesis Plans: two unexplored tiles seen in secret, without their exploration tokens. */
const nemesisPlans: ItemUse = (s, seat, choice) => {
  if (!choice || !roomPairs(s).includes(choice)) return 'Choose two different unexplored rooms.';
  for (const slot of choice.split('+')) s.players[seat].knowledge.push({ round: s.round, what: 'room', slot, tile: s.rooms[slot].tile, token: null, items: null });
  return null;
};

/**
 * Smoke Grenade (combat only): every other character in the room discards 1 action card, then the user moves through
 * an open corridor with no attack on the way (the normal effects of entering still apply). Reading: the discarded card
 * is drawn at random from the action cards of that hand, as a pause asking each of them would stop the user's turn for
 * a card they would all choose the same way (their least useful).
 */
const smokeGrenade: ItemUse = (s, seat, choice, rng, events) => {
  const from = s.players[seat].room!;
  const exit = openExits(s, from).find((e) => e.id === choice);
  if (!exit) return 'Choose a corridor out of your room without a closed door.';
  for (const other of charactersIn(s, from).filter((x) => x !== seat)) {
    const p = s.players[other];
    const cards = p.hand.filter((c) => !isContamination(c));
    if (cards.length === 0) continue;
    const card = cards[rng.int(cards.length)];
    p.hand = p.hand.filter((c) => c !== card);
    p.discard.push(card);
    events.push({ type: 'hand-discarded', seat: other, cards: [cardKind(card)] });
  }
  s.players[seat].room = exit.to!;
  events.push({ type: 'moved', seat, from, to: exit.to!, corridor: exit.id, careful: false });
  enterRoom(s, seat, exit.to!, exit.id, 'normal', rng, events);
  return null;
};

/** The rooms joined to a room by a corridor (whatever its door), without repeats. */
const neighbours = (s: NemesisState, room: string): string[] => [
  ...new Set(boardOf(s.side).exits(room).filter((e) => e.kind === 'corridor').map((e) => e.to!)),
];

/** Decoy: its intruders move into a room next to yours (rules/decoy.ts). */
const decoy: ItemUse = (s, seat, choice, rng, events) => {
  if (!choice || !neighbours(s, s.players[seat].room!).includes(choice)) return 'Choose a room next to yours.';
  decoyMoves(s, decoyRow(s, choice), rng, events);
  return null;
};

const computerHere = (s: NemesisState, seat: Seat) => roomById.get(s.rooms[s.players[seat].room!].tile)!.computer;

/** Comms Key: in a room with a computer, the objective cards of a character with a signal marker, seen in secret. */
const commsKeyOptions = (s: NemesisState, seat: Seat): string[] =>
  computerHere(s, seat) ? s.players.flatMap((p, other) => (other !== seat && p.signal && p.status !== 'drafting' && p.objectives.length > 0 ? [`character:${other}`] : [])) : [];

const commsKey: ItemUse = (s, seat, choice) => {
  if (!computerHere(s, seat)) return 'The Comms Key works only in a room with a computer.';
  if (!choice || !commsKeyOptions(s, seat).includes(choice)) return 'Choose another character with a signal marker.';
  const other = Number(choice.slice('character:'.length));
  s.players[seat].knowledge.push({ round: s.round, what: 'objectives', seat: other, objectives: s.players[other].objectives.slice() });
  return null;
};

/** Item cards held in hand (all heavy: weapons, heavy items) and not yet taped, for Duct Tape's binding. */
function looseHeavyItems(s: NemesisState, seat: Seat): string[] {
  const taped = tapedPairs(s, seat).flat();
  return s.players[seat].hands.flatMap((h) => (h.kind === 'item' && !taped.includes(h.card) ? [h.card] : []));
}

export const bindOptions = (s: NemesisState, seat: Seat): string[] => {
  const loose = looseHeavyItems(s, seat);
  return loose.flatMap((a, i) => loose.slice(i + 1).map((b) => `bind:${a}+${b}`));
};

/** Duct Tape's third branch: two heavy items held (never objects) bound so that they take one hand slot. */
export const bind: ItemUse = (s, seat, choice) => {
  if (!choice || !bindOptions(s, seat).includes(choice)) return 'Choose two heavy items you hold that are not taped yet (heavy objects cannot be taped).';
  const p = s.players[seat];
  p.taped = [...tapedPairs(s, seat), choice.slice('bind:'.length).split('+')];
  return null;
};

export const moreItemUses: Record<string, ItemEntry> = {
  'green-military-drugs': { options: null, use: militaryDrugs },
  'yellow-nemesis-plans': { options: roomPairs, use: nemesisPlans },
  'red-smoke-grenade': { options: (s, seat) => openExits(s, s.players[seat].room!).map((e) => e.id), use: smokeGrenade },
  'red-decoy': { options: (s, seat) => neighbours(s, s.players[seat].room!), use: decoy },
  'red-comms-key': { options: commsKeyOptions, use: commsKey },
};

/** Whether Military Drugs may discard `discard` alongside a payment (the two never overlap). */
export function discardProblem(kind: string, pay: readonly string[], discard: readonly string[] | undefined): string | null {
  if (discard === undefined) return null;
  if (kind !== 'green-military-drugs') return 'Only Military Drugs discard cards besides the payment.';
  if (discard.some((c) => pay.includes(c))) return 'A card cannot both pay for Military Drugs and be discarded by them.';
  return null;
}

