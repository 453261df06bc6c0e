/**
 * Trade moves (D11, D22): the active player's proposal (a basic action, cost 1, not in combat), then each
 * counterparty's answer; the turn goes on once the last one has answered (see rules/trade.ts).
 */
import type { Rng, Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import { pay, paymentProblem } from '../rules/cards';
import { openWindow } from '../rules/trade-window';
import { handsFit, ownsAll, publicNames, resolveTake, singles, TRADE_COST, tradeable, tradePartners } from '../rules/trade';
import { inCombat } from '../rules/ship';
import type { NemesisState, PendingTrade } from '../state';
import { refuse, type Handler, type Outcome } from './result';
import { answerSide, closeIfDone, endTrade, offerTrade, showCard, showMoves, sideMoves } from './trade-window-moves';
import type { MoveOf, NemesisMove } from './schema';

/** The proposal as the state keeps it, or why it cannot be made. */
function proposal(s: NemesisState, seat: Seat, move: MoveOf<'propose-trade'>): PendingTrade | string {
  if (inCombat(s, seat)) return 'Trade cannot be done in combat.';
  // With no offer of its own, the active player only opens the window for two or more others (rules/trade-window.ts).
  if (move.offers.length === 0 && tradePartners(s, seat).length < 2) return 'Make an offer to a character in your room.';
  const seats = move.offers.map((o) => o.seat);
  if (new Set(seats).size !== seats.length) return 'Make one offer to each character.';
  if (!seats.every((x) => tradePartners(s, seat).includes(x))) return 'You can only trade with other characters in your room.';
  if (move.offers.some((o) => o.give.length === 0 && o.take.length === 0)) return 'Each offer must give or ask for something.';
  if (!ownsAll(s, seat, move.offers.flatMap((o) => o.give))) return 'You can only give what you carry, each thing once.';
  const offers: PendingTrade['offers'] = [];
  for (const o of move.offers) {
    const take = resolveTake(s, o.seat, o.take);
    if (!take) return 'Ask only for things the other character carries, each once.';
    offers.push({ seat: o.seat, give: o.give.slice(), take, answer: null });
  }
  const trade = { seat, offers };
  if (!handsFit(s, trade)) return 'Whatever the answers, nobody may end up holding more heavy things than hands.';
  return trade;
}

export const proposeTrade: Handler<MoveOf<'propose-trade'>> = (s, seat, move) => {
  const trade = proposal(s, seat, move);
  if (typeof trade === 'string') return refuse('move/trade', trade);
  const problem = paymentProblem(s.players[seat], move.pay, TRADE_COST);
  if (problem) return refuse('move/payment', problem);
  const events: NemesisEvent[] = [];
  pay(s, seat, move.pay, events);
  s.turn!.actions += 1;
  s.trade = trade;
  openWindow(s, trade);
  events.push({ type: 'trade-proposed', seat, with: trade.offers.map((o) => o.seat) });
  return events;
};

export const answerTrade: Handler<MoveOf<'answer-trade'>> = (s, seat, move, rng) => {
  // Without `from`, the answer is to the active player's offer; with it, to an offer made in the window.
  if (move.from !== undefined) return answerSide(s, seat, move, rng);
  const offer = s.trade!.offers.find((o) => o.seat === seat && o.answer === null);
  if (!offer) return refuse('move/not-now', 'A Trade is waiting for the answers of the characters asked.');
  offer.answer = move.accept;
  const events: NemesisEvent[] = [{ type: 'trade-answered', seat, accepted: move.accept }];
  closeIfDone(s, rng, events);
  return events;
};

/** The moves of a seat while a Trade is open: its answer to the active player, then the window's moves and card shows. */
export const tradeAnswers = (s: NemesisState, seat: Seat): NemesisMove[] => [
  ...(s.trade!.offers.some((o) => o.seat === seat && o.answer === null) ? [{ type: 'answer-trade', accept: true } as const, { type: 'answer-trade', accept: false } as const] : []),
  ...sideMoves(s, seat),
  ...showMoves(s, seat),
];

/** A move made while a Trade is open, or null when it is not one of the Trade's. */
export function tradeWindowMove(s: NemesisState, seat: Seat, move: NemesisMove, rng: Rng): Outcome | null {
  switch (move.type) {
    case 'answer-trade':
      return answerTrade(s, seat, move, rng);
    case 'offer-trade':
      return offerTrade(s, seat, move, rng);
    case 'end-trade':
      return endTrade(s, seat, move, rng);
    case 'show-card':
      return showCard(s, seat, move, rng);
    default:
      return null;
  }
}

/**
 * The proposals listed: to one character, at most one thing each way (the conformance test declares the larger ones
 * unlisted, since any two subsets of two carriers' things may be proposed).
 */
export function tradeMoves(s: NemesisState, seat: Seat, pays: string[][]): NemesisMove[] {
  const out: NemesisMove[] = [];
  if (tradePartners(s, seat).length >= 2) out.push(...pays.map((p): NemesisMove => ({ type: 'propose-trade', offers: [], pay: p })));
  for (const other of tradePartners(s, seat)) {
    for (const give of singles(tradeable(s, seat))) {
      for (const take of singles(publicNames(s, other))) {
        if (give.length + take.length === 0) continue;
        const offers = [{ seat: other, give, take }];
        if (typeof proposal(s, seat, { type: 'propose-trade', offers, pay: [] }) === 'string') continue;
        out.push(...pays.map((p): NemesisMove => ({ type: 'propose-trade', offers, pay: p })));
      }
    }
  }
  return out;
}
