/** Trade (C3; rules/trade.ts): declared and paid with a partner, composed, sent, then accepted, refused or countered. */
import { combatProblem, costOf } from '../rules/actions';
import { pay, payProblem } from '../rules/cards';
import { afterAction } from '../rules/flow';
import { addable, addThing, answerer, answerTrade, composer, counterTrade, mayCounter, tradePartners, tradeProblem } from '../rules/trade';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const tradeMove: Handler<MoveOf<'trade'>> = (s, seat, move) => {
  const problem = combatProblem(s, seat, 'trade') ?? payProblem(s, seat, move.pay, costOf('trade'));
  if (problem) return refuse('move/illegal', problem);
  if (!tradePartners(s, seat).includes(move.with)) return refuse('move/illegal', 'Trade with another character in your room.');
  s.trade = { seat, partner: move.with, give: [], take: [], stage: 'compose' };
  return pay(s, seat, move.pay);
};

export const tradeAddMove: Handler<MoveOf<'trade-add'>> = (s, _seat, move) => {
  if (!addable(s, move.side).includes(move.thing)) {
    return refuse('move/illegal', move.side === 'give' ? 'Offer something you hold that is not offered yet.' : 'Ask for a held item, the armor or a belt token of your partner.');
  }
  addThing(s, move.thing, move.side);
  return [];
};

/**
 * Withdrawn before it is sent: the trade ends and nothing changes hands (its card stays spent). A counter-offer
 * withdrawn (or timed out) refuses the offer it answered.
 */
export const tradeCancelMove: Handler<MoveOf<'trade-cancel'>> = (s, _seat, _move, rng) => {
  const t = s.trade!;
  if (t.by !== undefined) return [...answerTrade(s, false), ...afterAction(s, t.seat, rng)];
  s.trade = null;
  return afterAction(s, t.seat, rng);
};

export const tradeSendMove: Handler<MoveOf<'trade-send'>> = (s) => {
  const t = s.trade!;
  if (t.give.length + t.take.length === 0) return refuse('move/illegal', 'Add something to give or to ask for, or withdraw the trade.');
  const problem = tradeProblem(s);
  if (problem) return refuse('move/illegal', problem);
  t.stage = 'answer';
  return [{ type: 'trade-proposed', seat: composer(t), partner: answerer(t), ...(t.by === undefined ? {} : { counter: true as const }) }];
};

export const answerTradeMove: Handler<MoveOf<'answer-trade'>> = (s, _seat, move, rng) => {
  const proposer = s.trade!.seat;
  return [...answerTrade(s, move.accept), ...afterAction(s, proposer, rng)];
};

export const tradeCounterMove: Handler<MoveOf<'trade-counter'>> = (s) =>
  mayCounter(s.trade!) ? counterTrade(s) : refuse('move/illegal', 'This trade has had all its counter-offers: accept or refuse it.');
