/**
 * Trade (digest §5.7, C3; §7.2: a proposal that the partner accepts or refuses, the action paid when declared). The
 * proposer picks a character in the room, then adds what it gives (any item it holds, or a belt token `belt-<n>`) and
 * what it asks for (the partner's public things: heavy items, armor, belt tokens; a backpack is private, so its
 * contents cannot be asked for); gifts are allowed. Items change hands with their tokens and malfunction markers.
 * Everything must fit: 2 hands, 1 armor, a legal free slot for each token (reading 12.26), checked again on the answer;
 * each receiver then names where its tokens go (F4).
 *
 * Counter-offers (C3 "accept / reject / counter"): instead of answering, the partner may put a different exchange
 * together and send it back; the proposer then accepts, refuses or counters in turn. A counter starts empty and grows
 * like a proposal; the side countering may give anything it holds and ask for the other side's public things and for
 * what the other side had just offered it (seen already). `give` and `take` stay written from the proposer's side.
 */
import type { Seat } from '../../../engine';
import { itemOfInstance } from '../data';
import type { RetaliationEvent } from '../events';
import type { GearSlot, GearToken, PendingTrade, RetaliationState } from '../state';
import { handSlots, heldItems, offerFreeUse, untape } from './equipment';
import { inPlay } from './health';
import { tokensFit } from './items-fit';
import { placeTokens } from './items-placing';
import { copyRetaliationState } from '../state-copy';

const BELT = 'belt-';
const beltThings = (s: RetaliationState, seat: Seat) => s.players[seat].belt.flatMap((t, i) => (t ? [`${BELT}${i}`] : []));

/** Characters in the proposer's room it may trade with. */
export const tradePartners = (s: RetaliationState, seat: Seat): Seat[] =>
  s.players.flatMap((p, other) => (other !== seat && inPlay(p) && p.space === s.players[seat].space ? [other] : []));

export const giveable = (s: RetaliationState, seat: Seat): string[] => [...heldItems(s, seat), ...beltThings(s, seat)];

export function askable(s: RetaliationState, partner: Seat): string[] {
  const p = s.players[partner];
  return [...p.hands, ...(p.armor ? [p.armor] : []), ...beltThings(s, partner)];
}

interface Lifted {
  item: string;
  gear?: GearSlot[];
  malfunction?: number;
}

function liftItems(s: RetaliationState, from: Seat, items: readonly string[]): Lifted[] {
  const a = s.players[from];
  return items.map((item) => {
    a.hands = a.hands.filter((h) => h !== item);
    untape(a, item);
    a.backpack = a.backpack.filter((h) => h !== item);
    if (a.armor === item) a.armor = null;
    const lifted: Lifted = { item, gear: a.itemGear[item], malfunction: a.itemMalfunctions[item] };
    delete a.itemGear[item];
    delete a.itemMalfunctions[item];
    return lifted;
  });
}

function placeItems(s: RetaliationState, to: Seat, lifted: readonly Lifted[]): boolean {
  const b = s.players[to];
  for (const { item, gear, malfunction } of lifted) {
    const data = itemOfInstance(item);
    if (data.heavy) b.hands.push(item);
    else if (data.armor) {
      if (b.armor) return false;
      b.armor = item;
    } else b.backpack.push(item);
    if (gear) b.itemGear[item] = gear;
    if (malfunction) b.itemMalfunctions[item] = malfunction;
  }
  return b.hands.length <= handSlots(s, to);
}

function liftTokens(s: RetaliationState, from: Seat, things: readonly string[]): GearToken[] {
  const belt = s.players[from].belt;
  return things.map((thing) => {
    const slot = Number(thing.slice(BELT.length));
    const token = belt[slot]!;
    belt[slot] = null;
    return token;
  });
}

const isBelt = (thing: string) => thing.startsWith(BELT);

interface Exchanged {
  state: RetaliationState;
  sent: GearToken[];
  returned: GearToken[];
}

/** Who composes (or sent) the offer now: the proposer, or the side that countered last. */
export const composer = (t: PendingTrade): Seat => t.by ?? t.seat;
/** Who answers the offer once it is sent. */
export const answerer = (t: PendingTrade): Seat => (composer(t) === t.seat ? t.partner : t.seat);

/** The composer's side of the offer (`give`: what it gives), as stored from the proposer's side. */
const sideOf = (t: PendingTrade, side: 'give' | 'take'): string[] => ((composer(t) === t.seat) === (side === 'give') ? t.give : t.take);

/** What the composer may ask for: the other side's public things, and what that side had just offered it (a counter). */
function askableBy(s: RetaliationState, t: PendingTrade): string[] {
  const other = answerer(t);
  const offeredBack = (t.offered ?? []).filter((x) => giveable(s, other).includes(x));
  return [...new Set([...askable(s, other), ...offeredBack])];
}

/**
 * The state after both sides moved at once (everything lifted before anything is placed), the tokens each side receives
 * still to be placed by their receiver (F4: a trade is a gain, FAQ), or null if it does not fit.
 */
function exchanged(s: RetaliationState, t: PendingTrade): Exchanged | null {
  const { seat, partner, give, take } = t;
  const ownsAll = sideOf(t, 'give').every((x) => giveable(s, composer(t)).includes(x)) && sideOf(t, 'take').every((x) => askableBy(s, t).includes(x));
  if (!ownsAll) return null;
  const c = copyRetaliationState(s);
  const gone = liftItems(c, seat, give.filter((x) => !isBelt(x)));
  const back = liftItems(c, partner, take.filter((x) => !isBelt(x)));
  if (!placeItems(c, partner, gone) || !placeItems(c, seat, back)) return null;
  const sent = liftTokens(c, seat, give.filter(isBelt));
  const returned = liftTokens(c, partner, take.filter(isBelt));
  const kinds = (tokens: GearToken[]) => tokens.map((x) => x.token);
  return tokensFit(c, partner, kinds(sent)) && tokensFit(c, seat, kinds(returned)) ? { state: c, sent, returned } : null;
}

const together = (s: RetaliationState, t: PendingTrade) => inPlay(s.players[t.partner]) && s.players[t.partner].space === s.players[t.seat].space;

/** Why the composed trade cannot be sent (or accepted) now, or null. */
export function tradeProblem(s: RetaliationState): string | null {
  const t = s.trade!;
  if (!together(s, t)) return 'Your partner is no longer in your room.';
  return exchanged(s, t) ? null : 'That exchange does not fit: each character has 2 hands, 1 armor and a free slot for every token.';
}

/** Adds a thing to the offer, `side` seen from its composer (never taken back out: an offer only grows until it is sent, so it always ends). */
export function addThing(s: RetaliationState, thing: string, side: 'give' | 'take'): void {
  sideOf(s.trade!, side).push(thing);
}

/** What the composer can still add on each side (`give`: its own things). */
export const addable = (s: RetaliationState, side: 'give' | 'take'): string[] => {
  const t = s.trade!;
  const already = sideOf(t, side);
  return (side === 'give' ? giveable(s, composer(t)) : askableBy(s, t)).filter((x) => !already.includes(x));
};

/**
 * How many counter-offers one trade may have. The rules name none, but a haggle must end and each answer may take a
 * whole deadline: two let the partner make an offer of its own and the proposer one more, then the partner says yes or no.
 */
export const TRADE_COUNTERS = 2;

export const mayCounter = (t: PendingTrade): boolean => (t.counters ?? 0) < TRADE_COUNTERS;

/** The answerer counters: the offer is dropped (the answerer has seen it) and it composes its own, from nothing. */
export function counterTrade(s: RetaliationState): RetaliationEvent[] {
  const t = s.trade!;
  const by = answerer(t);
  const before = composer(t);
  s.trade = { ...t, give: [], take: [], stage: 'compose', by, counters: (t.counters ?? 0) + 1, offered: sideOf(t, 'give').slice() };
  return [{ type: 'trade-countered', seat: by, partner: before }];
}

/**
 * The answer (accepting, refusing, or a countering side withdrawing its counter): on acceptance the exchange happens (if
 * it still fits); either way the trade ends. `by` marks, in the log, an answer to a counter-offer.
 */
export function answerTrade(s: RetaliationState, accept: boolean): RetaliationEvent[] {
  const t = s.trade!;
  const after = accept && together(s, t) ? exchanged(s, t) : null;
  if (after) Object.assign(s, after.state);
  s.trade = null;
  const done = after !== null;
  // Only one gainer is asked at a time (rules/equipment.ts): the partner's cards first, else the proposer's.
  if (done) offerFreeUse(s, t.partner, t.give);
  if (done && !s.gained) offerFreeUse(s, t.seat, t.take);
  // What changed hands stays between the two: a backpack item is private (digest §7); heavy items, armor and belts show on the board.
  const answered: RetaliationEvent = { type: 'trade-answered', seat: t.seat, partner: t.partner, accepted: done, ...(t.by === undefined ? {} : { by: t.stage === 'answer' ? answerer(t) : composer(t) }) };
  // The tokens received go where each receiver names, the partner first (rules/items-placing.ts).
  return after ? [answered, ...placeTokens(s, t.partner, after.sent, { seat: t.seat, tokens: after.returned })] : [answered];
}
