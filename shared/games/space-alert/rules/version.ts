/**
 * Space Alert's rules versions. 1: every window waits for every player. 2 (newest): players may stand ready for the
 * rest of a phase (`ready-phase`, `watch`), and tiles repaired between missions are recorded as public.
 * A table keeps the version it started with; the version is never written into the state.
 */
import type { ApplyContext } from '../../../engine/types';

export const NEWEST_VERSION = 2;
export const SUPPORTED_VERSIONS = [1, 2] as const;

export function rulesVersion(ctx: Pick<ApplyContext, 'engineVersion'>): number {
  return ctx.engineVersion ?? NEWEST_VERSION;
}
