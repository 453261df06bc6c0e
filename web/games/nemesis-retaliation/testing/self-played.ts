/**
 * Nemesis: Retaliation positions for the board's tests and screenshots, from games played by random bots with fixed
 * seeds: every state of a game with the events each move produced, and the table's seats with test names.
 */
import type { SeatInfo } from '../../../../shared/api';
import { applyMove, randomStep, Rng, setupGame } from '../../../../shared/engine';
import { nemesisRetaliation } from '../../../../shared/games/nemesis-retaliation';
import type { RetaliationConfig, RetaliationState } from '../../../../shared/games/nemesis-retaliation/state';

export interface Step {
  state: RetaliationState;
  /** The events of the move that led here (none for the setup). */
  events: unknown[];
}

const NAMES = ['Ann', 'Bob', 'Cleo', 'Dev', 'Eve'];

export function seatsFor(count: number, mySeat: number | null): SeatInfo[] {
  return Array.from({ length: count }, (_, seat) => ({ seat, status: 'joined' as const, name: NAMES[seat], isMe: seat === mySeat }));
}

/** A whole bot game (or `maxMoves` of it): every state in order. */
export function selfPlayed(seats: number, seed: string, config: Partial<RetaliationConfig> = {}, maxMoves = 3000): Step[] {
  const setup = setupGame<RetaliationState>(nemesisRetaliation, { config, seats, seed, startedAt: 0 });
  if (!setup.ok) throw new Error(setup.error.message);
  const steps: Step[] = [{ state: setup.state, events: [] }];
  const rng = Rng.fromSeed(`bot:${seed}`);
  let state = setup.state;
  for (let i = 0; i < maxMoves && !nemesisRetaliation.outcome(state); i++) {
    const step = randomStep(nemesisRetaliation, state, rng);
    if (!step) break;
    const r = applyMove<RetaliationState>(nemesisRetaliation, state, step.seat, step.move, (i + 1) * 1000);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    steps.push({ state, events: r.events as unknown[] });
  }
  return steps;
}
