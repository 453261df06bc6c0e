/** Use Item (with C2 consent) and discarding freely (F1): rules/items-use.ts, rules/items.ts. */
import type { Rng, Seat } from '../../../engine';
import { combatProblem, costOf } from '../rules/actions';
import { pay, payProblem } from '../rules/cards';
import { afterAction } from '../rules/flow';
import { woundSurcharge } from '../rules/wound-effects';
import { discardFreely, discardProblem, type DiscardMove } from '../rules/items';
import { answerConsent, askConsent, resolveUse, useProblem, type ItemUse } from '../rules/items-use';
import type { RetaliationState } from '../state';
import { arrangeGear, endGear, useGear } from './gear-moves';
import { refuse, type Handler, type Outcome } from './result';
import type { MoveOf, RetaliationMove } from './schema';
import { answerTradeMove, tradeAddMove, tradeCancelMove, tradeCounterMove, tradeMove, tradeSendMove } from './trade-moves';
import { answerer } from '../rules/trade';
import { placeTokenMove, relayMove, setHeavyArmorMove, useOnGainMove } from './item-more-moves';
import { setPassiveMove } from './passive-moves';

export const useItemMove: Handler<MoveOf<'use-item'>> = (s, seat, move, rng) => {
  // A Hand serious wound makes Use Item cost more (rules/wound-effects.ts).
  const problem = combatProblem(s, seat, 'use-item') ?? payProblem(s, seat, move.pay, costOf('use-item') + woundSurcharge(s, seat, 'use-item'));
  if (problem) return refuse('move/illegal', problem);
  const use: ItemUse = { item: move.item, option: move.option, target: move.target, on: move.on };
  const useIssue = useProblem(s, seat, use);
  if (useIssue) return refuse('move/illegal', useIssue);
  const events = pay(s, seat, move.pay);
  if (move.on !== undefined) return [...events, ...askConsent(s, seat, use)];
  events.push(...resolveUse(s, seat, use, rng));
  // A relayed use (a Robot Controller, the Portable Device) ends the action once its robot activation or room use is named.
  return s.itemRelay ? events : [...events, ...afterAction(s, seat, rng)];
};

export const answerConsentMove: Handler<MoveOf<'answer-consent'>> = (s, _seat, move, rng) => {
  const user = s.consent!.seat;
  return [...answerConsent(s, move.accept, rng), ...afterAction(s, user, rng)];
};

export function discardMove(s: RetaliationState, seat: Seat, move: DiscardMove): Outcome {
  const problem = discardProblem(s, seat, move);
  if (problem) return refuse('move/illegal', problem);
  return discardFreely(s, seat, move);
}

const discards = new Set(['discard-item', 'discard-gear']);
export const isDiscard = (move: RetaliationMove): move is RetaliationMove & DiscardMove => discards.has(move.type);

/** The seat a consent, a trade answer or a free use on gain waits for, or null. */
export function itemAwaited(s: RetaliationState): Seat | null {
  if (s.consent) return s.consent.on;
  if (s.trade?.stage === 'answer') return answerer(s.trade);
  // A counter-offer is put together by the side countering (rules/trade.ts).
  if (s.trade?.by !== undefined) return s.trade.by;
  if (s.gained) return s.gained.seat;
  if (s.placing) return s.placing.seat;
  return null;
}

/**
 * Moves of the item families in the Player Phase, once no hits wait to be allocated: the consent and trade answers,
 * composing a trade, an open gear action, free discards, and Use Item / Trade / rearranging as actions. Null leaves the
 * move to the other actions.
 */
export function itemFollowUp(s: RetaliationState, seat: Seat, move: RetaliationMove, rng: Rng): Outcome | null {
  if (s.consent) return move.type === 'answer-consent' ? answerConsentMove(s, seat, move, rng) : refuse('move/not-now', 'First say whether you accept the item.');
  if (s.trade?.stage === 'answer') {
    if (move.type === 'trade-counter') return tradeCounterMove(s, seat, move, rng);
    return move.type === 'answer-trade' ? answerTradeMove(s, seat, move, rng) : refuse('move/not-now', 'First accept, refuse or counter the trade.');
  }
  if (s.gained) return move.type === 'use-on-gain' ? useOnGainMove(s, seat, move, rng) : refuse('move/not-now', 'First use the item card you gained at once, or keep it.');
  if (s.placing) return move.type === 'place-token' ? placeTokenMove(s, seat, move, rng) : refuse('move/not-now', 'First say where the token you gained goes.');
  if (s.itemRelay) return relayMove(s, seat, move, rng);
  if (isDiscard(move)) return discardMove(s, seat, move);
  if (s.trade) {
    if (move.type === 'trade-add') return tradeAddMove(s, seat, move, rng);
    if (move.type === 'trade-cancel') return tradeCancelMove(s, seat, move, rng);
    return move.type === 'trade-send' ? tradeSendMove(s, seat, move, rng) : refuse('move/not-now', 'First finish your trade proposal and send it, or withdraw it.');
  }
  if (s.gearAction) {
    if (move.type === 'use-gear') return useGear(s, seat, move, rng);
    if (move.type === 'arrange-gear') return arrangeGear(s, seat, move, rng);
    return move.type === 'end-gear' ? endGear(s, seat, move, rng) : refuse('move/not-now', 'First use more tokens or end the Use Tactical Gear action.');
  }
  if (move.type === 'use-item') return useItemMove(s, seat, move, rng);
  if (move.type === 'trade') return tradeMove(s, seat, move, rng);
  if (move.type === 'arrange-gear') return arrangeGear(s, seat, move, rng);
  if (move.type === 'set-heavy-armor') return setHeavyArmorMove(s, seat, move, rng);
  if (move.type === 'set-passive') return setPassiveMove(s, seat, move, rng);
  return null;
}
