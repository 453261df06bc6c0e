/** Test positions for the Space Alert board, built by the real engine with fixed seeds. */
import { spaceAlert } from '../../../shared/games/space-alert';
import type { SpaceAlertState } from '../../../shared/games/space-alert/state';
import { newGame, play } from '../../../shared/games/space-alert/testing-game';
import type { SpaceAlertView } from './view-types';

export const NAMES = ['Ann', 'Bob', 'Cy', 'Dee'];

/** Every seat places its first listed card on its own board, then everyone advances and readies, window after window. */
export function playUntil(seed: string, stop: (s: SpaceAlertState) => boolean, players = 4): SpaceAlertState {
  let s = newGame({}, players, seed);
  for (let guard = 0; guard < 2000 && s.status !== 'over' && !stop(s); guard++) {
    if (s.status === 'transfer') {
      s = play(s, s.gifts.findIndex((g) => !g), { type: 'give', card: null, to: null });
      continue;
    }
    const seat = s.ready.findIndex((r) => !r);
    const moves = spaceAlert.legalMoves(s, seat);
    const place = moves.find((m) => m.type === 'place' && m.member === undefined);
    s = play(s, seat, place ?? (s.phase[seat] < s.scriptPhase && s.phase[seat] < s.phaseCount ? { type: 'advance-phase' } : { type: 'ready' }));
  }
  return s;
}

export function viewOf(s: SpaceAlertState, seat: number): SpaceAlertView {
  return spaceAlert.view(s, seat);
}
