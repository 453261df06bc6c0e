/**
 * The copy of the state a move works on. The galaxy map (its sectors, adjacencies and starts: a third of the state)
 * never changes after set-up, so the copy shares it with the input instead of copying it on every move; the take-back
 * snapshots (`turnUndo`) are never changed either, so the copy shares them too (a new list, the same snapshots);
 * everything else is copied deeply, as the kernel's `cloneState` does.
 */
import { cloneState } from '../../engine';
import type { VoidfallState } from './state';

/** Each working copy's input state: a move's input is never changed, so a snapshot may share it (moves/turn-undo.ts). */
const inputs = new WeakMap<VoidfallState, VoidfallState>();

export function copyState(state: VoidfallState): VoidfallState {
  const out: Record<string, unknown> = {};
  const from = state as unknown as Record<string, unknown>;
  for (const key of Object.keys(from)) {
    const value = from[key];
    out[key] = key === 'map' ? value : key === 'turnUndo' && Array.isArray(value) ? value.slice() : cloneState(value);
  }
  const copy = out as unknown as VoidfallState;
  inputs.set(copy, state);
  return copy;
}

/** The state `copy` was made from by `copyState`, if it was. */
export function inputOf(copy: VoidfallState): VoidfallState | undefined {
  return inputs.get(copy);
}
