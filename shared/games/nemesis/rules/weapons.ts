/**
 * What a combat die face deals (digest §5.9), with the starting weapons' printed rules. Deck weapons (the prototypes,
 * the Flamethrower) cannot be in a hand yet (Search and Craft of heavy items are not built) and are not shootable here.
 */
import type { IntruderType } from '../data';

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

/** The starting weapons by card id, each with its printed rule (data `starting-weapons.json`). */
export const weaponRules: Record<string, WeaponRule> = {
  'scout-rifle': plain,
  'six-shooter': (face, target) => plain(face, target) + (face === 'double-hit' ? 1 : 0),
  'scientist-pistol': (face, target) => plain(face === 'double-hit' ? 'single-hit' : face, target),
  'sawed-off-shotgun': (face, target) => plain(face === 'single-hit' ? 'double-hit' : face, target),
  'pilot-shotgun': (face, target) => (plain(face, target) > 0 ? plain(face, target) + 1 : 0),
  'assault-rifle': (face, target) => (plain(face, target) > 0 ? plain(face, target) + 1 : 0),
};
