/**
 * The Arm serious wound (data: serious-wounds.json): "You only have 1 Hand slot. If you have Items in both Hand slots,
 * you must immediately discard the Items from one of them." The pause is derived from the state (a character in play
 * holding more heavy items than its hand slots), so it needs no field of its own. A wound gained in the Player Phase is
 * answered before any other move; one gained while the rounds run on without a seat (Intruder or Event phase) is
 * answered as the next Player Phase opens, before anyone acts.
 */
import type { Prompt, Seat } from '../../../engine';
import type { RetaliationMove } from '../moves/schema';
import type { RetaliationState } from '../state';
import { handSlots } from './equipment';

/** The first seat (in seat order) whose hands hold more items than its hand slots, or null. */
export function overfullHands(s: RetaliationState): Seat | null {
  const seat = s.players.findIndex((p, i) => p.status === 'in-play' && p.hands.length > handSlots(s, i));
  return seat < 0 ? null : seat;
}

/** The discards that answer the Arm wound: one for each item in the character's hands. */
export const armDiscards = (s: RetaliationState, seat: Seat) => s.players[seat].hands.map((item) => ({ type: 'discard-item' as const, item }));

/** Why a move does not answer the Arm wound, or null. */
export function armDiscardProblem(s: RetaliationState, seat: Seat, move: RetaliationMove): string | null {
  if (move.type !== 'discard-item') return 'Your wounded arm leaves you one hand slot: first discard one of the items in your hands.';
  return s.players[seat].hands.includes(move.item) ? null : 'Discard one of the items in your hands (your wounded arm leaves you one hand slot).';
}

/** Unanswered, the first item in the hands is discarded (the card asks for an immediate discard; the player chose none). */
export function armPrompt(s: RetaliationState): Prompt | null {
  const seat = overfullHands(s);
  if (seat === null) return null;
  const first = s.players[seat].hands[0];
  const message = 'Your wounded arm leaves you one hand slot: discard one of the items in your hands.';
  return { seat, kind: 'discard-hand-item', mode: 'turn', message, timeoutMove: { type: 'discard-item', item: first } };
}
