/**
 * The working copy of a Focus turn (A2): a snapshot of the state before the Selection and before each action, which
 * `undo-action` restores. A snapshot is the state's own parts except the PRNG, the galaxy map (never changed after
 * set-up) and the snapshot list itself, and it is never changed once taken: taken at the start of a move, before the
 * move changes anything, it shares every part with the move's input state (which no one changes: a move works on a
 * copy), so taking one costs a few references instead of a copy or a text. Restoring copies the parts back, so the
 * state after a take-back shares nothing with the snapshot.
 */
import { cloneState } from '../../../engine';
import { inputOf } from '../copy-state';
import type { TurnSnapshot, VoidfallState } from '../state';

/** Keys a snapshot leaves out: the PRNG (a take-back does not rewind it), the map (never changes), the list itself. */
const notSaved = new Set(['rng', 'map', 'turnUndo']);

/**
 * Saves the state for a take-back. Call it before the move changes `s`: the snapshot is then the move's input state,
 * shared; for a state not made by `copyState` (a rules test's draft), `s` itself is copied.
 */
export function saveForUndo(s: VoidfallState): void {
  const input = inputOf(s);
  const from = (input ?? s) as unknown as Record<string, unknown>;
  const snapshot: Record<string, unknown> = {};
  for (const key of Object.keys(from)) if (!notSaved.has(key)) snapshot[key] = input ? from[key] : cloneState(from[key]);
  s.turnUndo = [...(s.turnUndo ?? []), snapshot as unknown as TurnSnapshot];
}

/** Restores the newest snapshot into `s` (copied, so the snapshot stays as taken) and drops it from the list. */
export function restoreNewest(s: VoidfallState): void {
  const saved = s.turnUndo ?? [];
  const snapshot = saved[saved.length - 1] as unknown as Record<string, unknown>;
  const target = s as unknown as Record<string, unknown>;
  for (const key of Object.keys(target)) if (!notSaved.has(key) && !(key in snapshot)) delete target[key];
  for (const key of Object.keys(snapshot)) target[key] = cloneState(snapshot[key]);
  s.turnUndo = saved.slice(0, -1);
}
