import type { z } from 'zod';
import type { Rng, RngState } from './rng';

/** A seat is the index of a player at the table, 0-based, in seating order. */
export type Seat = number;

/** Who looks at a game: a seat, or someone without a seat. */
export type Viewer = Seat | 'spectator';

/**
 * What a seat is expected to do now.
 * - `turn`: the seat acts alone; the game waits for it.
 * - `simultaneous`: several seats act at once and their choices stay hidden from each other until revealed.
 * - `reaction`: the seat may respond to something on another seat's turn, or decline.
 */
export interface Prompt {
  seat: Seat;
  kind: string;
  mode: 'turn' | 'simultaneous' | 'reaction';
  /** A sentence for the player, e.g. "Choose a powerup to discard and spawn". */
  message: string;
  /** Game-specific details for the UI (choices, targets). Shown only to `seat`. */
  options?: unknown;
  /**
   * The move a time-out plays for `seat` when the rules name a default (a trade refused, a reaction declined, the
   * oldest miniature relocated). It must be one of `legalMoves(state, seat)`; without it the service's policy picks.
   */
  timeoutMove?: unknown;
}

export interface EngineError {
  /** A stable code, e.g. `move/not-your-turn`, `move/illegal`, `move/malformed`. */
  code: string;
  /** A sentence a player understands. Never names anything the player may not see. */
  message: string;
}

export type ApplyResult<S, E> =
  | { ok: true; state: S; events: E[] }
  | { ok: false; error: EngineError };

export interface Outcome {
  /** Seats that won; empty when everybody lost (cooperative games). */
  winners: Seat[];
  /** Final scores by seat, where the game scores. */
  scores: number[];
  /** A sentence: why the game ended. */
  reason: string;
}

/** Every game state carries the PRNG state: the kernel owns it, views must never include it. */
export interface BaseState {
  rng: RngState;
}

/** What an engine is handed with every command: the PRNG (already positioned), the time and the rules version. */
export interface ApplyContext {
  rng: Rng;
  /** Milliseconds since the epoch, given by the caller; engines never read a clock. */
  now: number;
  /**
   * The rules version the table plays; undefined means the newest (`engineVersion`). A rules fix is gated on it,
   * e.g. `(ctx.engineVersion ?? NEWEST) >= 2`, so tables pinned to older rules keep them. It is never stored in the state.
   */
  engineVersion?: number;
}

export interface SetupContext {
  rng: Rng;
  now: number;
  /** As in `ApplyContext`: the rules version the table is set up under; undefined means the newest. */
  engineVersion?: number;
}

/**
 * A game, as the kernel sees it. One plain object per game, registered in `shared/games/index.ts`.
 * Every function is pure; `apply` returns errors as values and never mutates its input.
 */
export interface GameModule<C = any, S extends BaseState = any, M extends { type: string } = any, V = unknown, E = unknown> {
  id: string;
  title: string;
  players: { min: number; max: number };
  /**
   * The newest rules version. Bumped by a rules fix that can alter the replay of an existing log; the fix is gated on
   * `ctx.engineVersion` so that tables whose log it would change finish under the rules they started with.
   */
  engineVersion: number;
  /**
   * Older rules versions still served (tables pinned to them play on). Default: only `engineVersion`.
   * A fix that changes what `prompts` or `legalMoves` return (they get no context) must record its decision in the
   * state when `apply` runs under the new version, and read it from there.
   */
  supportedVersions?: readonly number[];
  /** Every option has a default: `configSchema.parse({})` is a standard game (the player count comes from the seats). */
  configSchema: z.ZodType<C, any>;
  moveSchema: z.ZodType<M, any>;
  /** `rng` is seeded from the game's secret seed; its position afterwards becomes `state.rng`. */
  setup(config: C, seatCount: number, ctx: SetupContext): Omit<S, 'rng'>;
  prompts(state: S): Prompt[];
  legalMoves(state: S, seat: Seat): M[];
  apply(state: S, seat: Seat, move: M, ctx: ApplyContext): ApplyResult<Omit<S, 'rng'> & Partial<BaseState>, E>;
  view(state: S, viewer: Viewer): V;
  /** The event as `viewer` may see it, or null when `viewer` may not know it happened. */
  redact(event: E, viewer: Viewer): E | null;
  outcome(state: S): Outcome | null;
  /** Strings `viewer` must never see in a view or a redacted event at this state (other seats' cards, deck order...). */
  secrets(state: S, viewer: Viewer): string[];
  /** Whether table chat is open now (Space Alert closes it during communications-down). Default: open. */
  chatOpen?(state: S): boolean;
  /** A short sentence naming whose turn it is and what is awaited, for lobby lines and notifications. */
  summary?(state: S): string;
}

export type AnyGameModule = GameModule<any, any, any, any, any>;
