/**
 * Adrenaline's rules versions. A table plays the version it started with (the kernel hands it to `apply` as
 * `ctx.engineVersion`); a fix is gated on it so that a table whose log the fix would change finishes under its own
 * rules. The version is never stored in the state: a log the fix does not touch replays hash for hash under both.
 *
 * Version 2 (the rule-check fixes):
 * - the Fragmenting Warhead's Tagback sight is judged from where the shooter stood during the basic effect;
 * - the last Final Frenzy turn ends the game at once, without waiting for respawns;
 * - `apply` refuses every shot step that `legalMoves` would not offer (a shot that can hit nobody, a dead-end choice,
 *   a payment or drop that means nothing);
 * - a Tagback Grenade play closes that seat's window (several grenades are played in one move);
 * - a shot question with exactly one possible answer is answered by the engine.
 */
import type { ApplyContext, Rng } from '../../../engine';

export const NEWEST_RULES = 2;
export const SUPPORTED_RULES: readonly number[] = [1, 2];

/** What a move handler is given: the PRNG and the rules version the table plays. */
export interface MoveContext {
  rng: Rng;
  version: number;
}

export function moveContext(ctx: ApplyContext): MoveContext {
  return { rng: ctx.rng, version: ctx.engineVersion ?? NEWEST_RULES };
}

/** True when the table plays rules `version` or later. */
export const rulesAt = (ctx: MoveContext, version: number): boolean => ctx.version >= version;
