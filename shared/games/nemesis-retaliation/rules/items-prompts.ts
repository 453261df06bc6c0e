/** What the item families wait for (C2 consent, C3 trade answer, composing a trade, an open gear action), in game words. */
import type { Prompt } from '../../../engine';
import { itemOfInstance } from '../data';
import type { RetaliationState } from '../state';

export function itemPrompt(s: RetaliationState): Prompt | null {
  if (s.consent) {
    const name = s.consent.slot === undefined ? itemOfInstance(s.consent.item).name : s.consent.item === 'medpack' ? 'a Medpack token' : 'an Oxygen token';
    // Unanswered, the offer is refused: nothing is done to a character without its consent.
    return { seat: s.consent.on, kind: 'answer-consent', mode: 'simultaneous', message: `Another character wants to use ${name} on you: accept or refuse?`, timeoutMove: { type: 'answer-consent', accept: false } };
  }
  if (s.trade?.stage === 'answer') {
    return { seat: s.trade.partner, kind: 'answer-trade', mode: 'simultaneous', message: 'Another character proposes a trade: accept or refuse it.', timeoutMove: { type: 'answer-trade', accept: false } };
  }
  if (s.trade) return { seat: s.trade.seat, kind: 'compose-trade', mode: 'turn', message: 'Add what you give and what you ask for, then send your proposal (or withdraw it).' };
  if (s.gearAction) return { seat: s.gearAction.seat, kind: 'gear-action', mode: 'turn', message: 'Use more tactical gear, move your tokens between slots, or end the action.' };
  return null;
}
