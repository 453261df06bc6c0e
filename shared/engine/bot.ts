import { stableStringify } from './hash';
import { applyMove, awaitedSeats, setupGame, type GameStart, type LoggedMove } from './kernel';
import { Rng } from './rng';
import type { AnyGameModule, BaseState, Seat } from './types';

/** A bot that picks uniformly among the legal moves of one seat; null when it has none. */
export function randomMove(game: AnyGameModule, state: BaseState, seat: Seat, rng: Rng): unknown | null {
  const moves = game.legalMoves(state, seat);
  return moves.length ? rng.pick(moves) : null;
}

/** Whether `move` is one of the moves `legalMoves` lists for `seat` (equal as stable JSON). */
export function isListedMove(game: AnyGameModule, state: BaseState, seat: Seat, move: unknown): boolean {
  const key = stableStringify(move);
  return game.legalMoves(state, seat).some((m: unknown) => stableStringify(m) === key);
}

/** A random awaited seat that has a legal move, and that move; null when no awaited seat can move. */
export function randomStep(game: AnyGameModule, state: BaseState, rng: Rng): { seat: Seat; move: unknown } | null {
  const seats = rng.shuffle(awaitedSeats(game, state));
  for (const seat of seats) {
    const move = randomMove(game, state, seat, rng);
    if (move !== null) return { seat, move };
  }
  return null;
}

export interface PlayOutResult<S> {
  state: S;
  log: LoggedMove[];
  finished: boolean;
  /** Why the game stopped before its end, if it did. */
  error?: string;
  /** Milliseconds spent in apply for each move (measured by the caller's clock, if given). */
  moveTimes: number[];
}

/**
 * Plays a whole game with random bots. `clock` is injected (the engine never reads time) and only used to measure.
 * Moves are stamped one second apart from `start.startedAt`.
 */
export function playOut<S extends BaseState>(
  game: AnyGameModule,
  start: GameStart,
  botSeed: string | number,
  options: { maxMoves?: number; clock?: () => number } = {},
): PlayOutResult<S> {
  const maxMoves = options.maxMoves ?? 20000;
  const setup = setupGame<S>(game, start);
  if (!setup.ok) return { state: undefined as unknown as S, log: [], finished: false, error: setup.error.message, moveTimes: [] };
  let state = setup.state;
  const botRng = Rng.fromSeed(`bot:${botSeed}`);
  const log: LoggedMove[] = [];
  const moveTimes: number[] = [];
  while (!game.outcome(state)) {
    if (log.length >= maxMoves) return { state, log, finished: false, error: `no end after ${maxMoves} moves`, moveTimes };
    const step = randomStep(game, state, botRng);
    if (!step) return { state, log, finished: false, error: `stuck: no awaited seat has a legal move (awaited ${awaitedSeats(game, state).join(',') || 'none'})`, moveTimes };
    const at = start.startedAt + (log.length + 1) * 1000;
    const t0 = options.clock?.() ?? 0;
    const result = applyMove<S>(game, state, step.seat, step.move, at);
    moveTimes.push((options.clock?.() ?? 0) - t0);
    if (!result.ok) {
      return { state, log, finished: false, error: `a legal move was refused: ${result.error.code} ${result.error.message} (seat ${step.seat}, ${JSON.stringify(step.move)})`, moveTimes };
    }
    state = result.state;
    log.push({ seat: step.seat, move: step.move, at });
  }
  return { state, log, finished: true, moveTimes };
}
