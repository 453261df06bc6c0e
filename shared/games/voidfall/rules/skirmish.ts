/**
 * The Evaluation Skirmish (rules addendum E1), its inputs only: the Voidborn strength against a player and the sectors
 * it may strike. Strength = the Corruption markers on the player's House mat (track markers and Agenda slots;
 * Decontamination Chambers join with the Technologies), +1 in Cycles 2 and 3, no cap; Corrupted sectors do not count.
 * Targets: sectors the player controls that are adjacent to a Voidborn sector, never the Home Sector; none = no
 * Skirmish. Choosing among several targets needs the combat (A10): the ranking prefers a sector where the Voidborn
 * would win or tie, so it comes with the combat rules.
 */
import type { Seat } from '../../../engine';
import { neighboursOf } from '../map/schema';
import type { VoidfallState } from '../state';
import { matCorruption } from './corruption';
import { keptCorruption } from './frames/lasting';

type Draft = Omit<VoidfallState, 'rng'>;

export function skirmishStrength(s: Draft, seat: Seat): number {
  return matCorruption(s, seat) + keptCorruption(s, seat) + (s.cycle >= 2 ? 1 : 0);
}

/** A Voidborn sector: one holding Voidborn Fleet Power (A1). */
export const isVoidborn = (s: Draft, sector: string) => s.sectors[sector].voidbornFleetPower > 0;

export function skirmishTargets(s: Draft, seat: Seat): string[] {
  const next = neighboursOf(s.map);
  const home = s.map.starts[seat]?.home;
  return Object.entries(s.sectors)
    .filter(([id, x]) => x.owner === seat && id !== home && next.get(id)!.some((n) => isVoidborn(s, n)))
    .map(([id]) => id);
}
