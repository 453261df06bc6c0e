/**
 * A Trade's window (digest §5.2 Trade, D11, D22, §11 "Trade negotiation"): "all characters in the room may trade
 * freely among themselves; only the active player pays the cost". When the active player's Trade leaves two or more
 * other characters in its room, each of them may, while the window is open, offer one trade at a time to another of
 * them (the active player trades through its own proposal), answer the offers made to it, show its inventory cards,
 * and say when it is done. An accepted offer changes hands at once; the active player's accepted offers at the close,
 * once every offer is answered and every other character is done. Nothing promised to the active player may be
 * offered meanwhile, and no exchange may leave anyone with more heavy things than hands, whatever is still to answer.
 * Reading: the window closes once every other character is done and every offer answered (a timeout refuses and
 * ends), not on the active player's word as the digest's §11 suggests: the active player has no move left in it.
 *
 * Secrecy (§7): offers name the other's inventory cards by place; the prompt of the character asked names both
 * sides' cards (shown to each other); the public log says who offered to whom and, for an exchange, the colours.
 */
import type { Seat } from '../../../engine';
import { characterById } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisMove } from '../moves/schema';
import type { NemesisState, PendingTrade, SideOffer } from '../state';
import { copyNemesisState } from '../state-copy';
import { charactersIn, handSlots } from './ship';
import { described, exchange, handsFit, resolveTake, thingWords, tradeable, tradePartners, tradeQuestion } from './trade';

/** Opens the window for the others when there are at least two of them (one alone has nobody else to trade with). */
export function openWindow(s: NemesisState, trade: PendingTrade): void {
  const others = tradePartners(s, trade.seat);
  if (others.length < 2) return;
  Object.assign(trade, { others, trading: others.slice(), side: [] });
}

/** The seats the window waits for: the active player's counterparties still to answer, those asked, those still trading. */
export function windowSeats(trade: PendingTrade): Seat[] {
  const seats = [...trade.offers.filter((o) => o.answer === null).map((o) => o.seat), ...(trade.side ?? []).map((o) => o.with), ...(trade.trading ?? [])];
  return [...new Set(seats)].sort((a, b) => a - b);
}

export const windowClosed = (trade: PendingTrade) => windowSeats(trade).length === 0;

/** The things of a character promised to the active player (or offered by it in its open offer): they cannot be offered again. */
function promised(trade: PendingTrade, seat: Seat, except?: SideOffer): string[] {
  const toActive = trade.offers.filter((o) => o.seat === seat && o.answer !== false).flatMap((o) => o.take);
  const own = (trade.side ?? []).filter((o) => o !== except && o.seat === seat).flatMap((o) => o.give);
  return [...toActive, ...own];
}

/** Whether `things` are carried by the seat besides what it promised (a multiset match: object kinds repeat). */
function free(s: NemesisState, trade: PendingTrade, seat: Seat, things: readonly string[], except?: SideOffer): boolean {
  const left = tradeable(s, seat);
  for (const t of [...promised(trade, seat, except), ...things]) {
    const i = left.indexOf(t);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** Whether, after this exchange, everyone keeps within its hands however the active player's open offers are answered. */
function fits(s: NemesisState, trade: PendingTrade, offer: SideOffer): boolean {
  const t = copyNemesisState(s);
  exchange(t, offer.seat, { seat: offer.with, give: offer.give, take: offer.take });
  if ([offer.seat, offer.with].some((x) => t.players[x].hands.length > handSlots(t, x))) return false;
  return handsFit(t, { seat: trade.seat, offers: trade.offers.filter((o) => o.answer !== false) });
}

/** The offer as the state keeps it (the other's inventory named by place becomes card ids), or why it cannot be made. */
export function sideOffer(s: NemesisState, seat: Seat, move: { with: Seat; give: readonly string[]; take: readonly string[] }): SideOffer | string {
  const trade = s.trade!;
  if (!(trade.trading ?? []).includes(seat)) return 'You are done trading in this window; you can still answer the offers made to you.';
  if (move.with === seat || !(trade.others ?? []).includes(move.with)) return 'Offer a trade to another character of the room, other than the one whose Trade this is.';
  if ((trade.side ?? []).some((o) => o.seat === seat)) return 'Wait for the answer to your offer first.';
  if (move.give.length + move.take.length === 0) return 'An offer must give or ask for something.';
  if (new Set(move.give).size !== move.give.length || !free(s, trade, seat, move.give)) return 'You can only give what you carry and have not promised in this trade, each thing once.';
  const take = resolveTake(s, move.with, move.take);
  if (!take || !free(s, trade, move.with, take)) return 'Ask only for things the other character carries and has not promised in this trade, each once.';
  const offer = { seat, with: move.with, give: move.give.slice(), take };
  if (!fits(s, trade, offer)) return 'Nobody may end up holding more heavy things than hands.';
  return offer;
}

/** Why an offer can no longer be accepted (its things changed hands meanwhile, or hands would overflow), or null. */
export function acceptProblem(s: NemesisState, offer: SideOffer): string | null {
  const trade = s.trade!;
  if (!free(s, trade, offer.seat, offer.give, offer) || !free(s, trade, offer.with, offer.take)) return 'That offer can no longer be made: its things have changed hands. Refuse it.';
  if (!fits(s, trade, offer)) return 'Accepting would leave someone with more heavy things than hands. Refuse it.';
  return null;
}

/** An accepted offer, exchanged at once. */
export function exchangeSide(s: NemesisState, offer: SideOffer, events: NemesisEvent[]): void {
  const gave = offer.give.map((t) => described(s, offer.seat, t));
  const got = offer.take.map((t) => described(s, offer.with, t));
  exchange(s, offer.seat, { seat: offer.with, give: offer.give, take: offer.take });
  events.push({ type: 'traded', seat: offer.seat, with: offer.with, gave, got });
}

/** The characters a seat of the window may show a card to: the others in the room. */
export function showTargets(s: NemesisState, seat: Seat): Seat[] {
  const room = s.players[seat].room;
  return room === null ? [] : charactersIn(s, room).filter((x) => x !== seat);
}

const name = (s: NemesisState, seat: Seat) => `the ${characterById.get(s.players[seat].character!)?.name ?? 'other character'}`;
const list = (things: readonly string[]) => (things.length === 0 ? 'nothing' : things.map(thingWords).join(', '));

/** Everything the window asks of one seat, in one message (only its own offers' cards are named). */
export function windowQuestion(s: NemesisState, seat: Seat): string {
  const trade = s.trade!;
  const parts: string[] = [];
  if (trade.offers.some((o) => o.seat === seat && o.answer === null)) parts.push(tradeQuestion(s, trade, seat));
  for (const o of (trade.side ?? []).filter((x) => x.with === seat)) {
    parts.push(`Trade: ${name(s, o.seat)} offers you ${list(o.give)} and asks for ${list(o.take)}. Accept or refuse?`);
  }
  if ((trade.trading ?? []).includes(seat)) {
    const with_ = (trade.others ?? []).filter((x) => x !== seat).map((x) => name(s, x));
    parts.push(`While this Trade lasts you may trade with ${with_.join(' or ')}, or show a card; say when you are done.`);
  }
  return parts.join(' ');
}

/** The window in the view: who is still trading and who offered to whom are public; what is offered is not. */
export function tradeWindowView(trade: PendingTrade): { trading?: Seat[]; offered?: Array<{ seat: Seat; with: Seat }> } {
  if (!trade.others) return {};
  return { trading: (trade.trading ?? []).slice(), offered: (trade.side ?? []).map((o) => ({ seat: o.seat, with: o.with })) };
}

/** What a time-out does for a seat of the Trade: refuses the active player's offer, then each offer to it, then ends its part. */
export function tradeTimeoutMove(trade: PendingTrade, seat: Seat): NemesisMove {
  if (trade.offers.some((o) => o.seat === seat && o.answer === null)) return { type: 'answer-trade', accept: false };
  const offer = (trade.side ?? []).find((o) => o.with === seat);
  return offer ? { type: 'answer-trade', accept: false, from: offer.seat } : { type: 'end-trade' };
}
