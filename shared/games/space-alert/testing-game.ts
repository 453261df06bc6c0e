/** Test helpers that drive a whole Space Alert game through the kernel (setup, moves, windows). */
import { applyMove, setupGame } from '../../engine/kernel';
import { spaceAlert } from '.';
import type { SpaceAlertState } from './state';

export function newGame(config: object, seats: number, seed = 'plan'): SpaceAlertState {
  const r = setupGame<SpaceAlertState>(spaceAlert, { config, seats, seed, startedAt: 0 });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

export function tryMove(s: SpaceAlertState, seat: number, move: unknown, now = 1000) {
  return applyMove<SpaceAlertState>(spaceAlert, s, seat, move, now);
}

export function play(s: SpaceAlertState, seat: number, move: unknown, now = 1000): SpaceAlertState {
  const r = tryMove(s, seat, move, now);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

/** Everyone readies (and gives nothing in transfers) until `until` holds or the mission is resolved. */
export function advance(s: SpaceAlertState, until: (s: SpaceAlertState) => boolean): SpaceAlertState {
  while (!until(s) && s.status !== 'over') {
    const seat = s.status === 'transfer' ? s.gifts.findIndex((g) => !g) : s.ready.findIndex((r) => !r);
    s = play(s, seat, s.status === 'transfer' ? { type: 'give', card: null, to: null } : { type: 'ready' });
  }
  return s;
}
