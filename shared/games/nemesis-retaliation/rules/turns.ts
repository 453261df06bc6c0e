/** Who acts next in the Player Phase, and the start of a round (digest §4: clockwise from the start player). */
import type { Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { inPlay, turnOrder } from './health';

/** The next seat to act after `after` (or from the start player), or null when every character has passed. */
export function nextActor(s: RetaliationState, after: Seat | null): Seat | null {
  const order = turnOrder(s);
  const from = after === null ? 0 : order.indexOf(after) + 1;
  for (let k = 0; k < order.length; k++) {
    const seat = order[(from + k) % order.length];
    if (inPlay(s.players[seat]) && !s.players[seat].passed) return seat;
  }
  return null;
}

/** T0 is still open to this seat: objectives in play (not solo or co-op) and none chosen yet. */
export function mayChooseObjective(s: RetaliationState, seat: Seat): boolean {
  const p = s.players[seat];
  return !s.solo && p.chosenObjective === null && p.objectives.length === 2;
}

export function startRound(s: RetaliationState): RetaliationEvent[] {
  s.phase = 'player';
  for (const p of s.players) p.passed = false;
  const first = nextActor(s, null);
  s.turn = first === null ? null : { seat: first, actions: 0 };
  return [{ type: 'round-started', round: s.round, startPlayer: s.startPlayer! }];
}
