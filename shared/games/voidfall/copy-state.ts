/**
 * The copy of the state a move works on. The galaxy map (its sectors, adjacencies and starts: a third of the state)
 * never changes after set-up, so the copy shares it with the input instead of copying it on every move; everything
 * else is copied deeply, as the kernel's `cloneState` does.
 */
import { cloneState } from '../../engine';
import type { VoidfallState } from './state';

export function copyState(state: VoidfallState): VoidfallState {
  const out: Record<string, unknown> = {};
  const from = state as unknown as Record<string, unknown>;
  for (const key of Object.keys(from)) out[key] = key === 'map' ? from[key] : cloneState(from[key]);
  return out as unknown as VoidfallState;
}
