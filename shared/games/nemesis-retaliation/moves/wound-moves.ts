/** Answering the Arm serious wound: discarding one of the items in the hands (rules/wound-arm.ts). */
import type { Seat } from '../../../engine';
import { discardItem } from '../rules/equipment';
import { armDiscardProblem } from '../rules/wound-arm';
import type { RetaliationState } from '../state';
import { refuse, type Outcome } from './result';
import type { RetaliationMove } from './schema';

export function armDiscardMove(s: RetaliationState, seat: Seat, move: RetaliationMove): Outcome {
  const problem = armDiscardProblem(s, seat, move);
  if (problem || move.type !== 'discard-item') return refuse(move.type === 'discard-item' ? 'move/illegal' : 'move/not-now', problem!);
  return discardItem(s, seat, move.item);
}
