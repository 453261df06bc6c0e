/**
 * A Shoot or a Burst with a named weapon, wherever it comes from (the basic actions, Fast Reload, Weak Spot and
 * Hippocratic Oath, commands): one place, so a weapon's printed text and a serious wound read the same everywhere.
 * A Burst's hits wait for `allocator` (the shooter, or the commander who makes every choice: digest §5.3).
 */
import type { Rng, Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { Intruder, RetaliationState } from '../state';
import { burstRoll, hitAndRoll } from './combat';
import { spendAmmo } from './equipment';
import { shootResultBonus } from './wound-effects';

export function spendAmmoEvents(s: RetaliationState, seat: Seat, weapon: string): RetaliationEvent[] {
  const left = spendAmmo(s, seat, weapon);
  return left ? [{ type: 'ammo-spent', seat, item: weapon, left }] : [];
}

/** A Shoot: 1 hit and the shoot die (the Eyes wound's +1), Ammo spent on the Ammo-loss face. */
export function shootAt(s: RetaliationState, seat: Seat, weapon: string, target: Intruder, rng: Rng): RetaliationEvent[] {
  const { face, killed, events: hit } = hitAndRoll(s, target, rng, shootResultBonus(s, seat));
  const events: RetaliationEvent[] = [{ type: 'shot', seat, weapon, target: target.id, face, killed }, ...hit];
  return face === 'ammo-loss' ? [...events, ...spendAmmoEvents(s, seat, weapon)] : events;
}

/** A Burst: Ammo spent, the burst die rolled into the corridor, its hits left for the allocation. */
export function burstInto(s: RetaliationState, seat: Seat, weapon: string, corridor: string, rng: Rng, allocator: Seat = seat): RetaliationEvent[] {
  const events = spendAmmoEvents(s, seat, weapon);
  const { face, hits } = burstRoll(s, allocator, corridor, 0, 'burst', rng);
  return [...events, { type: 'burst', seat, weapon, corridor, face, hits }];
}
