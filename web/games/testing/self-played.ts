/**
 * Whole games played by random bots with fixed seeds, for the boards' tests and screenshots: every state of the game
 * with the events each move produced. Each game's testing folder wraps it with its own module and config type.
 */
import { applyMove, randomStep, Rng, setupGame, type AnyGameModule, type BaseState } from '../../../shared/engine';

export interface PlayedStep<S> {
  state: S;
  /** The events of the move that led here (none for the setup). */
  events: unknown[];
}

export function selfPlayedGame<S extends BaseState>(game: AnyGameModule, seats: number, seed: string, config: object, maxMoves: number): PlayedStep<S>[] {
  const setup = setupGame<S>(game, { config, seats, seed, startedAt: 0 });
  if (!setup.ok) throw new Error(setup.error.message);
  const steps: PlayedStep<S>[] = [{ state: setup.state, events: [] }];
  const rng = Rng.fromSeed(`bot:${seed}`);
  let state = setup.state;
  for (let i = 0; i < maxMoves && !game.outcome(state as never); i++) {
    const step = randomStep(game, state, rng);
    if (!step) break;
    const r = applyMove<S>(game, state, step.seat, step.move, (i + 1) * 1000);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    steps.push({ state, events: r.events as unknown[] });
  }
  return steps;
}
