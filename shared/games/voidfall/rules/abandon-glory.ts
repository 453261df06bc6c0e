/**
 * Which Glory token a player discards when one of its sectors is abandoned (rules addendum A9: "discard a Glory token
 * per abandoned sector", the owner's choice). The move that empties the sector names the value (`glory`); without it
 * the lowest goes (the reading, and the time-out's choice). A move names a value only when the choice matters: the
 * sector is emptied and the player holds Glory tokens of two or more values.
 */
import type { Seat } from '../../../engine';
import type { VoidfallState } from '../state';
import { abandon } from './fleets';

type Draft = Omit<VoidfallState, 'rng'>;

/** Whether taking one cube from `sector` empties it and so abandons it (never the Home Sector). */
export function lastCubeOf(s: Draft, seat: Seat, sector: string): boolean {
  const x = s.sectors[sector];
  return !s.map.starts.some((st) => st.home === sector) && x.fleets.reduce((n, f) => n + f.power, 0) === 1;
}

/** The Glory values a move emptying a sector may name: every distinct held value, or none when there is no choice. */
export function gloryChoices(s: Draft, seat: Seat): number[] {
  const values = [...new Set(s.players[seat].glory)].sort((a, b) => a - b);
  return values.length > 1 ? values : [];
}

/** Abandons `sector` of `seat`, discarding the Glory token of value `glory` (held), else the lowest; returns the value. */
export function abandonDiscarding(s: Draft, seat: Seat, sector: string, glory?: number): number | null {
  abandon(s, sector);
  const p = s.players[seat];
  if (p.glory.length === 0) return null;
  const value = glory !== undefined && p.glory.includes(glory) ? glory : Math.min(...p.glory);
  p.glory.splice(p.glory.indexOf(value), 1);
  return value;
}
