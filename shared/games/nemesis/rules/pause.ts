/**
 * Pauses in the middle of a resolution: the First Encounter's objective choice (`objectiveChoice`) and a single seat's
 * answer (`pause`: D23's relocation, a Nerves of Steel question). Code that may open one in the middle of a series
 * keeps the rest of the series in the open pause's `then`, which `resume` (rules/flow.ts) runs once it is over.
 */
import type { Continuation, NemesisState } from '../state';

/** The continuations of the pause now open, or null when nothing waits. */
export const pendingThen = (s: NemesisState): Continuation[] | null => s.objectiveChoice?.then ?? s.pause?.then ?? null;

/** Keeps `rest` for after the pause a resolution just opened; true when one is open (the caller stops there). */
export function deferIfPaused(s: NemesisState, rest: Continuation[]): boolean {
  const then = pendingThen(s);
  if (!then) return false;
  then.push(...rest);
  return true;
}
