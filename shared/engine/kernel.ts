import { ErrorCodes, fail } from './errors';
import { stateHash } from './hash';
import { Rng } from './rng';
import type { AnyGameModule, ApplyResult, BaseState, EngineError, Prompt, Seat } from './types';

/** A move as the log keeps it: who, what, when. */
export interface LoggedMove {
  seat: Seat;
  move: unknown;
  at: number;
}

/** What fixes a game's start: with the moves, it rebuilds every state. */
export interface GameStart {
  config: unknown;
  seats: number;
  seed: string;
  startedAt: number;
}

/** Every rules version the module serves: its newest (`engineVersion`) and the older `supportedVersions`, ascending. */
export function servedVersions(game: AnyGameModule): number[] {
  return [...new Set([...(game.supportedVersions ?? []), game.engineVersion])].sort((a, b) => a - b);
}

/** Whether `engineVersion` is served: asked on every move, so the answer is not rebuilt from the lists each time. */
function serves(game: AnyGameModule, engineVersion: number): boolean {
  return engineVersion === game.engineVersion || (game.supportedVersions?.includes(engineVersion) ?? false);
}

/** Null when `engineVersion` (undefined: the newest) is served by the module, else the refusal. */
export function versionRefusal(game: AnyGameModule, engineVersion: number | undefined): EngineError | null {
  if (engineVersion === undefined || serves(game, engineVersion)) return null;
  return {
    code: 'engine/version',
    message: `${game.title} is no longer played under rules version ${engineVersion}; this server serves version ${servedVersions(game).join(', ')}.`,
  };
}

/**
 * Validates the config (filling defaults) and the seat count, then sets the game up from the seed, under the rules
 * version `engineVersion` (default: the newest).
 */
export function setupGame<S extends BaseState>(
  game: AnyGameModule,
  start: GameStart,
  engineVersion?: number,
): { ok: true; state: S; config: unknown } | { ok: false; error: EngineError } {
  const refused = versionRefusal(game, engineVersion);
  if (refused) return { ok: false, error: refused };
  const parsed = game.configSchema.safeParse(start.config ?? {});
  if (!parsed.success) {
    return { ok: false, error: { code: 'config/invalid', message: `This ${game.title} option is not valid: ${describeIssues(parsed.error)}` } };
  }
  if (!Number.isInteger(start.seats) || start.seats < game.players.min || start.seats > game.players.max) {
    return {
      ok: false,
      error: { code: 'config/players', message: `${game.title} is played by ${game.players.min} to ${game.players.max} players, not ${start.seats}.` },
    };
  }
  const rng = Rng.fromSeed(start.seed);
  const state = game.setup(parsed.data, start.seats, { rng, now: start.startedAt, engineVersion: engineVersion ?? game.engineVersion });
  return { ok: true, state: { ...state, rng: rng.state() } as S, config: parsed.data };
}

/**
 * Applies one move through the guard clauses every game shares: is the rules version served, is the game running,
 * is the move well formed, is this seat awaited; then the game's own rules under `engineVersion` (default: the newest).
 * Never throws; the input state is never changed.
 */
export function applyMove<S extends BaseState>(
  game: AnyGameModule,
  state: S,
  seat: Seat,
  rawMove: unknown,
  now: number,
  engineVersion?: number,
): ApplyResult<S, unknown> {
  const refused = versionRefusal(game, engineVersion);
  if (refused) return { ok: false, error: refused };
  if (game.outcome(state)) return fail(ErrorCodes.gameOver, 'This game is over: no more moves can be made.');
  const parsed = game.moveSchema.safeParse(rawMove);
  if (!parsed.success) return fail(ErrorCodes.malformed, `That move is not one this game understands: ${describeIssues(parsed.error)}`);
  if (!game.prompts(state).some((p: Prompt) => p.seat === seat)) {
    return fail(ErrorCodes.notYourTurn, 'It is not your turn: the game is not waiting for you now.');
  }
  const rng = new Rng(state.rng);
  try {
    const result = game.apply(state, seat, parsed.data, { rng, now, engineVersion: engineVersion ?? game.engineVersion });
    if (!result.ok) return result;
    return { ok: true, state: { ...result.state, rng: rng.state() } as S, events: result.events };
  } catch (err) {
    return fail(ErrorCodes.internal, `The rules engine could not apply this move (${err instanceof Error ? err.message : 'unknown error'}); nothing was changed.`);
  }
}

/** Seats the game waits for now, each once, in seat order. */
export function awaitedSeats(game: AnyGameModule, state: BaseState): Seat[] {
  if (game.outcome(state)) return [];
  return [...new Set(game.prompts(state).map((p: Prompt) => p.seat))].sort((a, b) => a - b);
}

export interface ReplayResult<S> {
  ok: boolean;
  state: S;
  /** `hashes[k]` is the hash of the state after k moves; `hashes[0]` is the setup. */
  hashes: string[];
  /** Set when a logged move was refused on replay (the log and the engine disagree). */
  error?: { at: number; error: EngineError };
}

/**
 * Rebuilds a game from its start and its log under the rules version `engineVersion` (default: the newest);
 * `upTo` stops after that many moves (history browsing).
 */
export function replay<S extends BaseState>(
  game: AnyGameModule,
  start: GameStart,
  moves: readonly LoggedMove[],
  upTo = moves.length,
  engineVersion?: number,
): ReplayResult<S> {
  const setup = setupGame<S>(game, start, engineVersion);
  if (!setup.ok) throw new Error(`replay: setup refused: ${setup.error.message}`);
  let state = setup.state;
  const hashes = [stateHash(state)];
  for (let k = 0; k < Math.min(upTo, moves.length); k++) {
    const { seat, move, at } = moves[k];
    const result = applyMove<S>(game, state, seat, move, at, engineVersion);
    if (!result.ok) return { ok: false, state, hashes, error: { at: k, error: result.error } };
    state = result.state;
    hashes.push(stateHash(state));
  }
  return { ok: true, state, hashes };
}

/** zod issues as one readable clause, e.g. "target: expected number". */
export function describeIssues(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> }): string {
  return error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ');
}
