/**
 * What a combat die face deals (digest §5.9), with every weapon's printed rule: the six starting weapons
 * (`starting-weapons.json`, keyed by card id) and the deck weapons (the three red prototypes and the crafted
 * Flamethrower, keyed by item kind: their cards are instances such as `red-prototype-pistol-1`).
 */
import { cardKind, itemOf, startingWeaponById, type IntruderType } from '../data';

export type CombatFace = 'blank' | 'creeper' | 'adult' | 'single-hit' | 'double-hit';
export type Target = IntruderType | 'eggs';

/** Injuries a face deals before weapon rules; eggs take an injury on every face but Blank. */
export function baseInjuries(face: CombatFace, target: Target, melee: boolean): number {
  if (face === 'blank') return 0;
  if (face === 'double-hit') return melee ? 1 : 2;
  if (face === 'single-hit' || target === 'eggs') return 1;
  if (face === 'creeper') return target === 'larva' || target === 'creeper' ? 1 : 0;
  return target === 'breeder' || target === 'queen' ? 0 : 1;
}

type WeaponRule = (face: CombatFace, target: Target) => number;
const plain: WeaponRule = (face, target) => baseInjuries(face, target, false);
/** "You always deal at least 1 Injury except on a blank." */
const atLeastOne: WeaponRule = (face, target) => (face === 'blank' ? 0 : Math.max(1, plain(face, target)));
const plusOneOnHit: WeaponRule = (face, target) => (plain(face, target) > 0 ? plain(face, target) + 1 : 0);

/** Weapon rules by card id (starting weapons) or item kind (deck weapons). */
export const weaponRules: Record<string, WeaponRule> = {
  'scout-rifle': plain,
  'six-shooter': (face, target) => plain(face, target) + (face === 'double-hit' ? 1 : 0),
  'scientist-pistol': (face, target) => plain(face === 'double-hit' ? 'single-hit' : face, target),
  'sawed-off-shotgun': (face, target) => plain(face === 'single-hit' ? 'double-hit' : face, target),
  'pilot-shotgun': plusOneOnHit,
  'assault-rifle': plusOneOnHit,
  // The Prototype Pistol's reroll and the Prototype Rifle's extra ammo are in rules/shots.ts: the faces deal as printed.
  'red-prototype-pistol': plain,
  'red-prototype-rifle': plain,
  'red-prototype-shotgun': (face, target) => atLeastOne(face, target) + (face === 'single-hit' || face === 'double-hit' ? 1 : 0),
  // Its Fire marker on a double hit is placed in rules/shots.ts.
  'crafted-flamethrower': atLeastOne,
};

/** The rule of a held weapon card, or undefined when the card is no weapon that can shoot. */
export const weaponRuleOf = (card: string): WeaponRule | undefined => weaponRules[cardKind(card)];

/** A weapon card's printed class and capacity (starting weapon or item), or null. */
export function weaponStats(card: string): { class: 'energy' | 'classic'; ammoCapacity: number } | null {
  const stats = startingWeaponById.get(card)?.weapon ?? itemOf(card)?.weapon ?? null;
  return stats ? { class: stats.class, ammoCapacity: stats.ammoCapacity } : null;
}
