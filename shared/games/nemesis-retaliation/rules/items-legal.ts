/**
 * The legal moves of the item families (Use Item, C2, Trade, the open gear action, F1 discards, free use on gain, relayed
 * robot or room uses, Heavy Armor's setting): see moves/item-moves.ts.
 */
import type { Seat } from '../../../engine';
import type { RetaliationMove } from '../moves/schema';
import type { RetaliationState } from '../state';
import { combatProblem, costOf, type BasicAction } from './actions';
import { payOptions } from './cards';
import { gearMoves } from './gear';
import { discardMoves } from './items';
import { itemUses } from './items-use';
import { heavyArmorSettings } from './items-armor';
import { passiveSettingMoves } from './passive-items';
import { gainedMoves } from './items-gained';
import { placingChoices } from './items-placing';
import { relayMoves } from './items-relay';
import { woundSurcharge } from './wound-effects';
import { addable, mayCounter, tradePartners, tradeProblem } from './trade';

const paying = (s: RetaliationState, seat: Seat, action: BasicAction) => (combatProblem(s, seat, action) ? [] : payOptions(s, seat, costOf(action) + woundSurcharge(s, seat, action)));

/** The moves awaited in a consent, trade or open gear action, or null when none of them is under way. */
export function itemFollowUpMoves(s: RetaliationState, seat: Seat): RetaliationMove[] | null {
  if (s.consent) return [true, false].map((accept) => ({ type: 'answer-consent', accept }));
  if (s.trade?.stage === 'answer') return [...[true, false].map((accept): RetaliationMove => ({ type: 'answer-trade', accept })), ...(mayCounter(s.trade) ? [{ type: 'trade-counter' } as const] : [])];
  if (s.gained) return gainedMoves(s, seat);
  if (s.placing) return placingChoices(s, seat).map((to): RetaliationMove => ({ type: 'place-token', to }));
  if (s.itemRelay) return relayMoves(s, seat);
  if (s.trade) {
    const give = addable(s, 'give').map((thing): RetaliationMove => ({ type: 'trade-add', thing, side: 'give' }));
    const take = addable(s, 'take').map((thing): RetaliationMove => ({ type: 'trade-add', thing, side: 'take' }));
    // Sending is listed only when the exchange fits; withdrawing always is.
    return [...give, ...take, ...discardMoves(s, seat), ...sendable(s), { type: 'trade-cancel' }];
  }
  if (s.gearAction) return [...gearMoves(s, seat, []), { type: 'end-gear' }, ...discardMoves(s, seat)];
  return null;
}

function sendable(s: RetaliationState): RetaliationMove[] {
  const t = s.trade!;
  return t.give.length + t.take.length > 0 && !tradeProblem(s) ? [{ type: 'trade-send' }] : [];
}

/** Actions of the item families in an ordinary turn: Use Item (and on another character), Trade, free discards. */
export function itemTurnMoves(s: RetaliationState, seat: Seat): RetaliationMove[] {
  const uses = paying(s, seat, 'use-item').flatMap((pay) => itemUses(s, seat).map((u): RetaliationMove => ({ type: 'use-item', ...u, pay })));
  const partners = tradePartners(s, seat);
  const trades = partners.length ? paying(s, seat, 'trade').flatMap((pay) => partners.map((partner): RetaliationMove => ({ type: 'trade', with: partner, pay }))) : [];
  const armor = heavyArmorSettings(s, seat).map((setting): RetaliationMove => ({ type: 'set-heavy-armor', setting }));
  return [...uses, ...trades, ...discardMoves(s, seat), ...armor, ...passiveSettingMoves(s, seat)];
}
