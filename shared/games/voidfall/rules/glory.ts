/**
 * Glory tokens (rules addendum A15, A10): values 1-5 (`default-glory-supply`: unlimited), at most 4 held after
 * Clean-up (which to return is the player's choice), upgradable by 1 (upgrading is not gaining). Invading a sector no
 * player controls gains its Glory token and then Influence equal to the total value of your Glory tokens (A10, low
 * confidence); its Bounty and Reclaim tokens are the caller's to resolve.
 */
import type { Seat } from '../../../engine';
import { upgradeNewGlory } from './frames/lasting';
import type { PlayerState, VoidfallState } from '../state';

type Draft = Omit<VoidfallState, 'rng'>;
export const MAX_GLORY_HELD = 4;
export const MAX_GLORY_VALUE = 5;

export const gloryTotal = (p: PlayerState) => p.glory.reduce((a, b) => a + b, 0);

/** How many Glory tokens the player must return in Clean-up step 2. */
export const gloryExcess = (p: PlayerState) => Math.max(0, p.glory.length - MAX_GLORY_HELD);

/** Upgrades one held token of `value`; false when none is held or it is already at 5. */
export function upgradeGlory(p: PlayerState, value: number): boolean {
  const at = p.glory.indexOf(value);
  if (at < 0 || value >= MAX_GLORY_VALUE) return false;
  p.glory[at] = value + 1;
  return true;
}

/** Returns one held token of `value` to the supply; false when none is held. */
export function returnGlory(p: PlayerState, value: number): boolean {
  const at = p.glory.indexOf(value);
  if (at < 0) return false;
  p.glory.splice(at, 1);
  return true;
}

/** The Glory part of an invasion reward: the sector's token, then Influence = total Glory. Returns the Influence gained. */
export function invasionGlory(s: Draft, seat: Seat, sector: string): number {
  const p = s.players[seat];
  const x = s.sectors[sector];
  if (x.gloryToken !== null) {
    p.glory.push(x.gloryToken);
    upgradeNewGlory(s, seat, MAX_GLORY_VALUE);
    x.gloryToken = null;
  }
  const gain = gloryTotal(p);
  p.influence += gain;
  return gain;
}
