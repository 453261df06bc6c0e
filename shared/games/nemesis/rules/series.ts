/**
 * Series of noise rolls or encounters "in turn order" that a First Encounter may interrupt: the rest of the series is
 * kept as a continuation in the pause and resumed when every objective is chosen.
 */
import type { Rng, Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { encounter } from './encounter';
import { noiseRoll } from './noise';
import { deferIfPaused, pendingThen } from './pause';
import { inCombat } from './ship';

/** Noise rolls for `seats` in order; characters no longer aboard, and (bag development) those in combat, skip theirs. */
export function noiseRolls(s: NemesisState, seats: Seat[], skipInCombat: boolean, rng: Rng, events: NemesisEvent[]): void {
  for (let k = 0; k < seats.length && s.phase !== 'over'; k++) {
    const seat = seats[k];
    if (s.players[seat].status !== 'aboard' || (skipInCombat && inCombat(s, seat))) continue;
    noiseRoll(s, seat, rng, events);
    if (pendingThen(s) && k + 1 < seats.length) return void deferIfPaused(s, [{ kind: 'noise-rolls', seats: seats.slice(k + 1), skipInCombat }]);
  }
}

/** One encounter for each of `seats`, in order, in its character's room. */
export function encounters(s: NemesisState, seats: Seat[], rng: Rng, events: NemesisEvent[]): void {
  for (let k = 0; k < seats.length && s.phase !== 'over'; k++) {
    const p = s.players[seats[k]];
    if (p.status !== 'aboard') continue;
    encounter(s, seats[k], p.room!, rng, events);
    if (pendingThen(s) && k + 1 < seats.length) return void deferIfPaused(s, [{ kind: 'encounters', seats: seats.slice(k + 1) }]);
  }
}
