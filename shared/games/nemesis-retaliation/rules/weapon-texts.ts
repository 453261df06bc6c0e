/**
 * The printed texts of the weapons that change a Shoot, a Burst or a Melee Attack without a choice (data items.json):
 * - Burst results: Handgun and Hand Cannon -1; BF Gun reads a 1 as 2; Sonic Gun reads 3 and 4 as 2.
 * - Shoot results: Hand Cannon -1 (a lower result kills more: a face kills when at most the hits).
 * - The Burst die's ★ face (the 4) / the Shoot die's Ammo-loss face: a Malfunction marker on the Gatling Gun and the
 *   BF Gun (★ only); a Malfunction marker in your room for the Sonic Gun; a Fire marker in your room for the
 *   Flamethrower; the Plasma Gun costs 2 HP per Universal marker on it, then takes one more.
 * - Flamethrower: 1 Oxygen spent to fire it in a section whose life support is off.
 * - Automatic Shotgun: 1 more hit before the Shoot's roll; on a Critical, Ammo spent if it has any.
 * - Submachine Gun: its Ammo-loss face is also a critical hit (the Ammo is still spent: both are printed).
 * - Carbine: a Shoot that fails to kill deals 1 more hit.
 * - Tactical Hatchet: a Melee Attack by a character holding it (working) is a critical hit instead of the roll, and
 *   the Hatchet takes a Malfunction marker (read as always used when held: it is the weapon of a Melee Attack).
 */
import type { Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { sectionOf } from './board';
import { malfunctionItem } from './equipment';
import { loseHealth, loseOxygen } from './health';
import { placeFire, placeMalfunction } from './markers';

export const STAR_FACE = '4+special';

/** The hits of a burst face fired with this weapon (never below 0). */
export function burstResult(weapon: string | null, face: string): number {
  const n = Number.parseInt(face, 10);
  switch (weapon) {
    case 'handgun':
    case 'hand-cannon':
      return Math.max(0, n - 1);
    case 'bf-gun':
      return n === 1 ? 2 : n;
    case 'sonic-gun':
      return n === 3 || n === 4 ? 2 : n;
    default:
      return n;
  }
}

/** Added to a numbered shoot result (the Eyes wound's +1 is added by the caller). */
export const shootResultModifier = (weapon: string | null) => (weapon === 'hand-cannon' ? -1 : 0);

/** A malfunction marker on a held item (none left in the supply: a fire in the room, as for Melee). */
export function malfunctionWeapon(s: RetaliationState, seat: Seat, item: string): RetaliationEvent[] {
  if (s.markers.malfunction === 0) return placeFire(s, s.players[seat].space!);
  return [{ type: 'item-malfunctioned', seat, item, destroyed: malfunctionItem(s, seat, item) }];
}

/** What a weapon's ★ face (Burst) or Ammo-loss face (Shoot) does besides the roll's own effect. */
export function faceSideEffects(s: RetaliationState, seat: Seat, weapon: string | null, face: string): RetaliationEvent[] {
  const star = face === STAR_FACE;
  if (!star && face !== 'ammo-loss') return [];
  const room = s.players[seat].space!;
  switch (weapon) {
    case 'gatling-gun':
    case 'bf-gun':
      return star ? malfunctionWeapon(s, seat, weapon) : [];
    case 'sonic-gun':
      return placeMalfunction(s, room);
    case 'flamethrower':
      return placeFire(s, room);
    case 'plasma-gun': {
      // "lose 2 HP for each Universal marker on this Weapon, then place 1 Universal marker on it" (the engine keeps no
      // supply of Universal markers: the 30 markers also count hits and tracks it does not draw from).
      const markers = s.itemMarkers?.[weapon] ?? 0;
      const events = loseHealth(s, seat, 2 * markers, 'the Plasma Gun');
      s.itemMarkers = { ...s.itemMarkers, [weapon]: markers + 1 };
      return [...events, { type: 'weapon-marked', seat, item: weapon, markers: markers + 1 }];
    }
    default:
      return [];
  }
}

/** The cost of firing beyond Ammo: the Flamethrower's Oxygen in a section without life support. */
export function firingCost(s: RetaliationState, seat: Seat, weapon: string | null): RetaliationEvent[] {
  if (weapon !== 'flamethrower' || s.lifeSupport[sectionOf(s.players[seat].space!)]) return [];
  return loseOxygen(s, seat, 1);
}

/** Whether the character's Melee Attack is the Tactical Hatchet's critical hit. */
export const hatchetReady = (s: RetaliationState, seat: Seat) => {
  const p = s.players[seat];
  return p.hands.includes('tactical-hatchet') && !p.itemMalfunctions['tactical-hatchet'];
};
