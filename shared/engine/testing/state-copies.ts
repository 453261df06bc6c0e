/**
 * Checks for a game's own state copy (a copy written for the state's shape instead of the kernel's `cloneState`):
 * the states of a self-played game to copy, and what a copy must be.
 */
import { playOut } from '../bot';
import { stableStringify } from '../hash';
import { applyMove, setupGame, type GameStart } from '../kernel';
import type { AnyGameModule, BaseState } from '../types';

/** Every state of one self-played game, from its setup to its end. */
export function selfPlayedStates<S extends BaseState>(game: AnyGameModule, start: GameStart): S[] {
  const played = playOut(game, start, start.seed);
  const setup = setupGame<S>(game, start);
  if (!setup.ok) throw new Error(setup.error.message);
  const states = [setup.state];
  for (const m of played.log) {
    const r = applyMove<S>(game, states[states.length - 1], m.seat, m.move, m.at);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.state);
  }
  return states;
}

/** Every object and array reachable from `value`. */
function objectsIn(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value === 'object' && value !== null && !into.has(value)) {
    into.add(value);
    for (const v of Object.values(value)) objectsIn(v, into);
  }
  return into;
}

/** Why `copy` is not an independent deep copy of `original` (equal as JSON, with the same keys, no object shared), or null. */
export function copyProblem(original: object, copy: object): string | null {
  if (stableStringify(copy) !== stableStringify(original)) return 'the copy differs from the original';
  if (Object.keys(copy).sort().join() !== Object.keys(original).sort().join()) return 'the copy has other keys';
  const shared = objectsIn(original);
  for (const o of objectsIn(copy)) if (shared.has(o)) return `the copy shares an object with the original: ${JSON.stringify(o).slice(0, 80)}`;
  return null;
}
