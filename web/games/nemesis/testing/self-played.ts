/**
 * Nemesis positions for the board's tests and screenshots, from games played by random bots with fixed seeds: every
 * state of a game with the events each move produced, and the table's seats with test names.
 */
import type { SeatInfo } from '../../../../shared/api';
import { applyMove, randomStep, Rng, setupGame } from '../../../../shared/engine';
import { nemesis } from '../../../../shared/games/nemesis';
import type { NemesisState } from '../../../../shared/games/nemesis/state';

export interface Step {
  state: NemesisState;
  /** The events of the move that led here (none for the setup). */
  events: unknown[];
  /** The seat that moved and its move. */
  seat: number | null;
  move: unknown;
}

const NAMES = ['Ann', 'Bob', 'Cleo', 'Dev', 'Eve'];

export function seatsFor(count: number, mySeat: number | null): SeatInfo[] {
  return Array.from({ length: count }, (_, seat) => ({ seat, status: 'joined' as const, name: NAMES[seat], isMe: seat === mySeat }));
}

/** A whole bot game (or `maxMoves` of it): every state in order. */
export function selfPlayed(seats: number, seed: string, board: 'A' | 'B' = 'A', maxMoves = 3000): Step[] {
  const setup = setupGame<NemesisState>(nemesis, { config: { board }, seats, seed, startedAt: 0 });
  if (!setup.ok) throw new Error(setup.error.message);
  const steps: Step[] = [{ state: setup.state, events: [], seat: null, move: null }];
  const rng = Rng.fromSeed(`bot:${seed}`);
  let state = setup.state;
  for (let i = 0; i < maxMoves && !nemesis.outcome(state); i++) {
    const step = randomStep(nemesis, state, rng);
    if (!step) break;
    const r = applyMove<NemesisState>(nemesis, state, step.seat, step.move, (i + 1) * 1000);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    steps.push({ state, events: r.events as unknown[], seat: step.seat, move: step.move });
  }
  return steps;
}
