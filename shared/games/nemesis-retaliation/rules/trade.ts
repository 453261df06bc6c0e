/**
 * Trade (digest §5.7, C3; §7.2: a proposal that the partner accepts or refuses, the action paid when declared). The
 * proposer picks a character in the room, then adds what it gives (any item it holds, or a belt token `belt-<n>`) and
 * what it asks for (the partner's public things: heavy items, armor, belt tokens; a backpack is private, so its
 * contents cannot be asked for); gifts are allowed. Items change hands with their tokens and malfunction markers.
 * Everything must fit: 2 hands, 1 armor, a legal free slot for each token (reading 12.26), checked again on the answer;
 * each receiver then names where its tokens go (F4).
 */
import type { Seat } from '../../../engine';
import { itemOfInstance } from '../data';
import type { RetaliationEvent } from '../events';
import type { GearSlot, GearToken, RetaliationState } from '../state';
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

/**
 * The state after both sides moved at once (everything lifted before anything is placed), the tokens each side receives
 * still to be placed by their receiver (F4: a trade is a gain, FAQ), or null if it does not fit.
 */
function exchanged(s: RetaliationState, seat: Seat, partner: Seat, give: readonly string[], take: readonly string[]): Exchanged | null {
  const ownsAll = give.every((t) => giveable(s, seat).includes(t)) && take.every((t) => askable(s, partner).includes(t));
  if (!ownsAll) return null;
  const c = copyRetaliationState(s);
  const gone = liftItems(c, seat, give.filter((t) => !isBelt(t)));
  const back = liftItems(c, partner, take.filter((t) => !isBelt(t)));
  if (!placeItems(c, partner, gone) || !placeItems(c, seat, back)) return null;
  const sent = liftTokens(c, seat, give.filter(isBelt));
  const returned = liftTokens(c, partner, take.filter(isBelt));
  const kinds = (tokens: GearToken[]) => tokens.map((x) => x.token);
  return tokensFit(c, partner, kinds(sent)) && tokensFit(c, seat, kinds(returned)) ? { state: c, sent, returned } : null;
}

/** Why the composed trade cannot be sent (or accepted) now, or null. */
export function tradeProblem(s: RetaliationState): string | null {
  const t = s.trade!;
  if (!inPlay(s.players[t.partner]) || s.players[t.partner].space !== s.players[t.seat].space) return 'Your partner is no longer in your room.';
  return exchanged(s, t.seat, t.partner, t.give, t.take) ? null : 'That exchange does not fit: each character has 2 hands, 1 armor and a free slot for every token.';
}

/** Adds a thing to the proposal (never taken back out: a proposal only grows until it is sent, so it always ends). */
export function addThing(s: RetaliationState, thing: string, side: 'give' | 'take'): void {
  (side === 'give' ? s.trade!.give : s.trade!.take).push(thing);
}

/** What can still be added on each side. */
export const addable = (s: RetaliationState, side: 'give' | 'take'): string[] => {
  const t = s.trade!;
  return side === 'give' ? giveable(s, t.seat).filter((x) => !t.give.includes(x)) : askable(s, t.partner).filter((x) => !t.take.includes(x));
};

/** The answer: on acceptance the exchange happens (if it still fits); either way the trade ends. */
export function answerTrade(s: RetaliationState, accept: boolean): RetaliationEvent[] {
  const t = s.trade!;
  const inRoom = inPlay(s.players[t.partner]) && s.players[t.partner].space === s.players[t.seat].space;
  const after = accept && inRoom ? exchanged(s, t.seat, t.partner, t.give, t.take) : null;
  if (after) Object.assign(s, after.state);
  s.trade = null;
  const done = after !== null;
  if (done) offerFreeUse(s, t.partner, t.give);
  // What changed hands stays between the two: a backpack item is private (digest §7); heavy items, armor and belts show on the board.
  const answered: RetaliationEvent = { type: 'trade-answered', seat: t.seat, partner: t.partner, accepted: done };
  // The tokens received go where each receiver names, the partner first (rules/items-placing.ts).
  return after ? [answered, ...placeTokens(s, t.partner, after.sent, { seat: t.seat, tokens: after.returned })] : [answered];
}
