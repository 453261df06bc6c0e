/**
 * Trade (digest §5.2, D11, D22): the active player, not in combat, pays 1 action card and proposes to one or more
 * characters in its room what it gives each and what it takes from each; every counterparty accepts or refuses, and
 * each accepted exchange happens once all have answered. Items and heavy objects may change hands, a weapon with its
 * ammo; gifts and uneven deals are allowed. Nobody may end up holding more heavy things than hand slots, whatever
 * the answers. The other characters of the room may trade among themselves in the same window (rules/trade-window.ts).
 * A face-up light quest item is "a normal item from then on: it may be given to another player" (digest §5.15): it
 * changes hands face up, keeping its active state; a sideways one cannot be traded (it is not an item yet).
 *
 * Secrecy (§7): others see the count and colour of an inventory, and heavy things in hand. So the active player names
 * a counterparty's inventory card only by its place (`inventory:<n>`, whose colour it sees), the counterparty's
 * prompt names both sides' cards (they are shown to each other), and the public log says who traded with whom, the
 * colours of the inventory cards and the names of the heavy things; the card names go to the two traders alone.
 */
import type { Seat } from '../../../engine';
import { cardKind, characterById, itemOf, questItemById, startingWeaponById } from '../data';
import type { NemesisEvent, TradeThing } from '../events';
import type { HeavyObject, NemesisState, PendingTrade } from '../state';
import { copyNemesisState } from '../state-copy';
import { magazineGoesWith } from './magazine';
import { charactersIn, handSlots, inCombat } from './ship';

export const TRADE_COST = 1;

const OBJECTS: Record<HeavyObject, string> = {
  'character-corpse': 'a character corpse',
  'crew-corpse': 'the crew corpse',
  'intruder-carcass': 'an intruder carcass',
  'intruder-egg': 'an intruder egg',
};
const isObject = (thing: string): thing is HeavyObject => thing in OBJECTS;

/** The seats a character may trade with now: the other characters in its room. */
export function tradePartners(s: NemesisState, seat: Seat): Seat[] {
  const room = s.players[seat].room;
  return room === null || inCombat(s, seat) ? [] : charactersIn(s, room).filter((x) => x !== seat);
}

/** The face-up light quest items a character keeps (public, like its other quest items). */
const activeLightQuests = (s: NemesisState, seat: Seat) => s.players[seat].quests.flatMap((q) => (q.active ? [q.card] : []));

/** What a character can hand over: its inventory cards, its held items (card ids) and objects (kinds), its face-up quest items. */
export function tradeable(s: NemesisState, seat: Seat): string[] {
  const p = s.players[seat];
  return [...p.inventory, ...p.hands.map((h) => (h.kind === 'item' ? h.card : h.object)), ...activeLightQuests(s, seat)];
}

/**
 * How the active player names a counterparty's things: its inventory cards by place (`inventory:<n>`) since their
 * faces are hidden, its held things as they are (public).
 */
export function publicNames(s: NemesisState, seat: Seat): string[] {
  const p = s.players[seat];
  return [...p.inventory.map((_c, n) => `inventory:${n}`), ...p.hands.map((h) => (h.kind === 'item' ? h.card : h.object)), ...activeLightQuests(s, seat)];
}

/** The counterparty's things named publicly, as ids and kinds; null when one is not there or named twice. */
export function resolveTake(s: NemesisState, seat: Seat, names: readonly string[]): string[] | null {
  if (new Set(names).size !== names.length || !names.every((n) => publicNames(s, seat).includes(n))) return null;
  const inventory = s.players[seat].inventory;
  const things = names.map((n) => (n.startsWith('inventory:') ? inventory[Number(n.slice('inventory:'.length))] : n));
  // A held object kind names one token: two of a kind must both be held.
  return fitsMultiset(things, tradeable(s, seat)) ? things : null;
}

/** Whether every element of `wanted` can be matched to a distinct element of `pool`. */
function fitsMultiset(wanted: readonly string[], pool: readonly string[]): boolean {
  const left = [...pool];
  for (const w of wanted) {
    const i = left.indexOf(w);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** Nothing, or one of the things: what the listed proposals give or ask for on one side. */
export const singles = (things: string[]) => [[], ...[...new Set(things)].map((t) => [t])];

export const ownsAll = (s: NemesisState, seat: Seat, things: readonly string[]) => fitsMultiset(things, tradeable(s, seat));

/** Moves one thing from one character to another: an inventory card, a held item with its ammo, a held object, a quest item. */
function hand(s: NemesisState, from: Seat, to: Seat, thing: string): void {
  const a = s.players[from];
  const b = s.players[to];
  if (a.inventory.includes(thing)) {
    a.inventory = a.inventory.filter((c) => c !== thing);
    b.inventory.push(thing);
    return;
  }
  const quest = a.quests.find((q) => q.card === thing && q.active);
  if (quest) {
    a.quests = a.quests.filter((q) => q !== quest);
    b.quests.push({ ...quest });
    return;
  }
  // A duct-taped pair parts when one of its items is handed over.
  if (a.taped) a.taped = a.taped.filter((pair) => !pair.includes(thing));
  const i = a.hands.findIndex((h) => (h.kind === 'item' ? h.card : h.object) === thing);
  b.hands.push(a.hands[i]);
  a.hands.splice(i, 1);
  // An Extended Magazine and its weapon count as one item: it goes along.
  magazineGoesWith(s, from, thing, to);
}

export function exchange(s: NemesisState, seat: Seat, offer: { seat: Seat; give: readonly string[]; take: readonly string[] }): void {
  for (const thing of offer.give) hand(s, seat, offer.seat, thing);
  for (const thing of offer.take) hand(s, offer.seat, seat, thing);
}

/** Whether every participant keeps within its hand slots, whichever counterparties accept. */
export function handsFit(s: NemesisState, trade: PendingTrade): boolean {
  const seats = [trade.seat, ...trade.offers.map((o) => o.seat)];
  for (let mask = 1; mask < 2 ** trade.offers.length; mask++) {
    const t = copyNemesisState(s);
    trade.offers.forEach((offer, k) => (mask >> k) & 1 && exchange(t, trade.seat, offer));
    if (seats.some((x) => t.players[x].hands.length > handSlots(t, x))) return false;
  }
  return true;
}

/** An inventory card shows its colour to everyone and its name to the two traders; a held thing shows its name. */
export function described(s: NemesisState, owner: Seat, thing: string): TradeThing {
  if (!s.players[owner].inventory.includes(thing)) return { colour: null, thing: isObject(thing) ? thing : cardKind(thing) };
  return { colour: itemOf(thing)?.deck ?? 'quest', thing: cardKind(thing) };
}

/** Once every counterparty has answered: the accepted exchanges, in the order of the proposal. */
export function finishTrade(s: NemesisState, events: NemesisEvent[]): void {
  const trade = s.trade!;
  s.trade = null;
  for (const offer of trade.offers.filter((o) => o.answer)) {
    const gave = offer.give.map((t) => described(s, trade.seat, t));
    const got = offer.take.map((t) => described(s, offer.seat, t));
    exchange(s, trade.seat, offer);
    events.push({ type: 'traded', seat: trade.seat, with: offer.seat, gave, got });
  }
}

/** A thing in words, for the counterparty's prompt (both sides' cards are shown to it). */
export function thingWords(thing: string): string {
  if (isObject(thing)) return OBJECTS[thing];
  const name = itemOf(thing)?.name ?? startingWeaponById.get(thing)?.name ?? questItemById.get(thing)?.name ?? 'an item';
  return `the ${name}`;
}

const list = (things: readonly string[]) => (things.length === 0 ? 'nothing' : things.map(thingWords).join(', '));

/** The question put to a counterparty. */
export function tradeQuestion(s: NemesisState, trade: PendingTrade, seat: Seat): string {
  const offer = trade.offers.find((o) => o.seat === seat)!;
  const who = characterById.get(s.players[trade.seat].character!)?.name ?? 'Another character';
  return `Trade: the ${who} offers you ${list(offer.give)} and asks for ${list(offer.take)}. Accept or refuse?`;
}
