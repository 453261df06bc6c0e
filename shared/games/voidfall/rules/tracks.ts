/**
 * Civilization tracks (rules addendum A13, E2): Society, Statecraft and Economy, markers on positions 0-7 of the
 * House's mat (`civilization-tracks.json`, the Valnis tier strip for every House by default). A marker advancing onto a
 * space gains that space's benefit unless the track's marker is Corrupted (A11); the benefit is resolved by the caller.
 * Entering the first space of Tier I and of Tier II each raise the Improved-Technology limit by 1; entering Tier III and
 * Tier IV first deactivates 1 and 2 Fleet Power (improved Cloning waives it).
 */
import type { Seat } from '../../../engine';
import { civilizationTrackOf } from '../data';
import type { Track } from '../data/schema';
import type { VoidfallState } from '../state';

type Draft = Omit<VoidfallState, 'rng'>;
export const LAST_SPACE = 7;

export function tierOf(s: Draft, seat: Seat, track: Track): number {
  const house = s.players[seat].house!;
  return civilizationTrackOf(house, track).tier_boundaries.position_to_tier[String(s.players[seat].tracks[track])];
}

/** Fleet Power to deactivate before the marker may enter the next space (0 with improved Cloning). */
export function deactivationToAdvance(s: Draft, seat: Seat, track: Track): number {
  const p = s.players[seat];
  const next = p.tracks[track] + 1;
  if (p.technologies.includes('cloning-improved')) return 0;
  return civilizationTrackOf(p.house!, track).tier_boundaries.deactivate_fleet_power_before_entering_space[String(next)] ?? 0;
}

/** Why `seat` cannot advance on `track` now, or null (the deactivation needs Active cubes; recalling first is the player's choice). */
export function advanceProblem(s: Draft, seat: Seat, track: Track): string | null {
  const p = s.players[seat];
  if (p.tracks[track] >= LAST_SPACE) return 'That track is already at its last space.';
  const cubes = deactivationToAdvance(s, seat, track);
  if (p.fleetPower.active < cubes) return `Entering that Tier first deactivates ${cubes} Active Fleet Power.`;
  return null;
}

/** Advances one space: pays the deactivation, moves the marker; returns the space entered and whether it gives its benefit. */
export function advanceTrack(s: Draft, seat: Seat, track: Track): { space: number; benefit: boolean } {
  const p = s.players[seat];
  const cubes = deactivationToAdvance(s, seat, track);
  p.fleetPower.active -= cubes;
  p.fleetPower.inactive += cubes;
  p.tracks[track] += 1;
  return { space: p.tracks[track], benefit: !p.trackCorruption[track] };
}

/** Improved-Technology limit raised by the tier markers passed, counted over the three tracks (E2). */
export function improvedTechUnlocks(s: Draft, seat: Seat): number {
  const p = s.players[seat];
  return (['society', 'statecraft', 'economy'] as const).reduce((sum, track) => {
    const marks = civilizationTrackOf(p.house!, track).tier_boundaries.improved_tech_marker_on_entering_space;
    return sum + marks.filter((space) => p.tracks[track] >= space).length;
  }, 0);
}
