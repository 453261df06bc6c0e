/**
 * Trade moves (D11, D22): the active player's proposal (a basic action, cost 1, not in combat), then each
 * counterparty's answer; the turn goes on once the last one has answered (see rules/trade.ts).
 */
import type { Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import { pay, paymentProblem } from '../rules/cards';
import { settle } from '../rules/flow';
import { finishTrade, handsFit, ownsAll, publicNames, resolveTake, TRADE_COST, tradeable, tradePartners } from '../rules/trade';
import { inCombat } from '../rules/ship';
import type { NemesisState, PendingTrade } from '../state';
import { refuse, type Handler } from './result';
import type { MoveOf, NemesisMove } from './schema';

/** The proposal as the state keeps it, or why it cannot be made. */
function proposal(s: NemesisState, seat: Seat, move: MoveOf<'propose-trade'>): PendingTrade | string {
  if (inCombat(s, seat)) return 'Trade cannot be done in combat.';
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
  events.push({ type: 'trade-proposed', seat, with: trade.offers.map((o) => o.seat) });
  return events;
};

export const answerTrade: Handler<MoveOf<'answer-trade'>> = (s, seat, move, rng) => {
  const offer = s.trade!.offers.find((o) => o.seat === seat && o.answer === null);
  if (!offer) return refuse('move/not-now', 'A Trade is waiting for the answers of the characters asked.');
  offer.answer = move.accept;
  const events: NemesisEvent[] = [{ type: 'trade-answered', seat, accepted: move.accept }];
  if (s.trade!.offers.every((o) => o.answer !== null)) {
    finishTrade(s, events);
    settle(s, rng, events);
  }
  return events;
};

/** A counterparty's two answers. */
export const tradeAnswers = (s: NemesisState, seat: Seat): NemesisMove[] =>
  s.trade!.offers.some((o) => o.seat === seat && o.answer === null) ? [{ type: 'answer-trade', accept: true }, { type: 'answer-trade', accept: false }] : [];

const singles = (things: string[]) => [[], ...[...new Set(things)].map((t) => [t])];

/**
 * The proposals listed: to one character, at most one thing each way (the conformance test declares the larger ones
 * unlisted, since any two subsets of two carriers' things may be proposed).
 */
export function tradeMoves(s: NemesisState, seat: Seat, pays: string[][]): NemesisMove[] {
  const out: NemesisMove[] = [];
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
