/** What the item families wait for (C2 consent, C3 trade answer, free use on gain, a relayed item use, composing a trade, an open gear action), in game words. */
import type { Prompt } from '../../../engine';
import { itemOfInstance } from '../data';
import type { RetaliationState } from '../state';
import { placingChoices } from './items-placing';
import { answerer, mayCounter } from './trade';

const GEAR_NAMES = { ammo: 'Ammo', grenade: 'Grenade', oxygen: 'Oxygen', medpack: 'Medpack' } as const;

export function itemPrompt(s: RetaliationState): Prompt | null {
  if (s.consent) {
    const name = s.consent.slot === undefined ? itemOfInstance(s.consent.item).name : s.consent.item === 'medpack' ? 'a Medpack token' : 'an Oxygen token';
    // Unanswered, the offer is refused: nothing is done to a character without its consent.
    return { seat: s.consent.on, kind: 'answer-consent', mode: 'simultaneous', message: `Another character wants to use ${name} on you: accept or refuse?`, timeoutMove: { type: 'answer-consent', accept: false } };
  }
  if (s.trade?.stage === 'answer') {
    const or = mayCounter(s.trade) ? ', refuse it or make a counter-offer' : ' or refuse it';
    const message = s.trade.by === undefined ? `Another character proposes a trade: accept it${or}.` : `Your trade partner answers with a counter-offer: accept it${or}.`;
    // Unanswered, the offer is refused: nothing changes hands without both sides agreeing.
    return { seat: answerer(s.trade), kind: 'answer-trade', mode: 'simultaneous', message, timeoutMove: { type: 'answer-trade', accept: false } };
  }
  if (s.gained) {
    // Said the same way for every card: which card was kept is private (rules/items-gained.ts).
    return { seat: s.gained.seat, kind: 'use-on-gain', mode: 'turn', message: 'Use the item card you just gained at once, without an action, if it allows it, or keep it.', timeoutMove: { type: 'use-on-gain', option: null } };
  }
  if (s.placing) {
    // The belt when it has room, else the first item that takes the token.
    const to = placingChoices(s, s.placing.seat)[0];
    const token = GEAR_NAMES[s.placing.tokens[0].token];
    return { seat: s.placing.seat, kind: 'place-token', mode: 'turn', message: `Put the ${token} token you gained on your belt or on an item with a free slot for it.`, timeoutMove: { type: 'place-token', to } };
  }
  if (s.itemRelay) {
    const what = s.itemRelay.kind === 'robot' ? 'what the robot does' : 'how you use the room';
    return { seat: s.itemRelay.seat, kind: 'item-relay', mode: 'turn', message: `Your item works now: choose ${what}.` };
  }
  if (s.trade?.by !== undefined) {
    // A counter-offer is an answer: left unsent at the deadline, it is withdrawn, refusing the trade.
    const message = 'Put your counter-offer together: add what you give and what you ask for, then send it (or refuse the trade).';
    return { seat: s.trade.by, kind: 'compose-counter', mode: 'simultaneous', message, timeoutMove: { type: 'trade-cancel' } };
  }
  if (s.trade) return { seat: s.trade.seat, kind: 'compose-trade', mode: 'turn', message: 'Add what you give and what you ask for, then send your proposal (or withdraw it).' };
  if (s.gearAction) return { seat: s.gearAction.seat, kind: 'gear-action', mode: 'turn', message: 'Use more tactical gear, move your tokens between slots, or end the action.' };
  return null;
}
