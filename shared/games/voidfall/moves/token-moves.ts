/**
 * Resolving a held Bounty or Reclaim token (rules addendum A15) on your Focus turn, after the Selection, whenever no
 * other choice is in progress (effects/tokens.ts). The move names the token to the server; the events tell its text.
 */
import { stableStringify, type Seat } from '../../../engine';
import { heldTokens, tokenOptions, useToken } from '../effects/tokens';
import { activeSeat } from '../flow/cycle';
import type { VoidfallState } from '../state';
import { gatheringInvasion, waitingStep } from './focus-actions';
import type { VoidfallMove } from './schema';
import { refuse, type Result } from './setup-moves';

type UseToken = Extract<VoidfallMove, { type: 'use-token' }>;

const canUseNow = (s: VoidfallState, seat: Seat) =>
  s.phase === 'focus' && activeSeat(s) === seat && s.focusTurn !== null && waitingStep(s) === null && !gatheringInvasion(s);

/** Every use-token move open to `seat` now. */
export function tokenMoves(s: VoidfallState, seat: Seat): UseToken[] {
  if (!canUseNow(s, seat)) return [];
  return heldTokens(s, seat).flatMap((token) => tokenOptions(s, seat, token).map(({ effects, choice }): UseToken => ({ type: 'use-token', token, effects, choice })));
}

export function useTokenMove(s: VoidfallState, seat: Seat, move: UseToken): Result {
  if (!canUseNow(s, seat)) return refuse('move/illegal', 'You can resolve a held token on your turn, after playing your Focus card, when no other choice is in progress.');
  if (!heldTokens(s, seat).includes(move.token)) return refuse('move/illegal', 'You do not hold that token.');
  const key = stableStringify({ effects: move.effects, choice: move.choice });
  if (!tokenOptions(s, seat, move.token).some((o) => stableStringify(o) === key)) {
    return refuse('move/illegal', 'That token does not give that, or not with that choice.');
  }
  const events = useToken(s, seat, move.token, move.effects, move.choice);
  // The token was shown to everyone: the turn cannot be taken back before this point.
  s.turnUndo = [];
  return events;
}
