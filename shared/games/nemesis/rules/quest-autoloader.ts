/**
 * The Soldier's Autoloader (quest item, light, once face up): "Attach to the Assault Rifle: its Ammo capacity is
 * increased by 1, and fully loading it with an Energy Charge costs 0 Action cards."
 *
 * Reading: once face up it is attached to the Soldier's own Assault Rifle and works by itself (it is not used as an
 * action): the rifle holds 1 more Ammo while the Soldier with the active Autoloader holds it (an Energy Charge and the
 * Armory charge it up to that capacity), and the Energy Charge's `reload:` of that rifle costs no action card. Like the
 * Extended Magazine, a rifle handed to another character leaves the Autoloader behind (the quest item stays with its
 * character), so it has its printed capacity there.
 */
import type { Seat } from '../../../engine';
import { itemOf } from '../data';
import type { NemesisState } from '../state';

const AUTOLOADER = 'autoloader';
const RIFLE = 'assault-rifle';
const ENERGY_CHARGES = new Set(['red-energy-charge', 'yellow-energy-charge']);

/** The extra Ammo capacity the Autoloader gives a weapon its character holds (1 for the Assault Rifle, else 0). */
export function autoloaderBonus(s: NemesisState, seat: Seat, weapon: string): number {
  const p = s.players[seat];
  const held = p.hands.some((h) => h.kind === 'item' && h.card === weapon);
  return weapon === RIFLE && held && p.quests.some((q) => q.card === AUTOLOADER && q.active) ? 1 : 0;
}

/** The action cards using an item card with this option costs: its printed cost, or 0 for the Autoloader's free reload. */
export function itemUseCost(s: NemesisState, seat: Seat, item: string, choice: string | undefined): number {
  const data = itemOf(item);
  if (data && ENERGY_CHARGES.has(data.id) && choice === `reload:${RIFLE}` && autoloaderBonus(s, seat, RIFLE) > 0) return 0;
  return data?.cost ?? 0;
}
