/**
 * The Adrenaline data, validated once (validated.ts: at import in tests and local dev, when bundled for the Lambdas):
 * a malformed file throws then, never in the middle of a game. Card instances get unique ids (`pu-07`, `at-12`) so a
 * secret id never collides with public text.
 */
import type { AmmoColor, MapData, MapId, PowerupType, WeaponData } from './schema';
import * as validated from './validated';

export type { AmmoColor, MapData, MapId, PowerupType, WeaponData };
export type { EffectData } from './schema';

export const weapons: readonly WeaponData[] = validated.weapons;
export const weaponById: ReadonlyMap<string, WeaponData> = new Map(weapons.map((w) => [w.id, w]));

const { powerupsFile, ammoTilesFile } = validated;
export const powerupNames: Readonly<Record<PowerupType, string>> = Object.fromEntries(powerupsFile.types.map((t) => [t.id, t.name])) as Record<PowerupType, string>;

export interface PowerupCard {
  id: string;
  type: PowerupType;
  color: AmmoColor;
}
const pad = (n: number) => String(n).padStart(2, '0');

export const powerupCards: readonly PowerupCard[] = powerupsFile.cards
  .flatMap((c) => Array.from({ length: c.count }, () => ({ type: c.type, color: c.color })))
  .map((c, i) => ({ id: `pu-${pad(i + 1)}`, ...c }));
export const powerupById: ReadonlyMap<string, PowerupCard> = new Map(powerupCards.map((c) => [c.id, c]));

export interface AmmoTile {
  id: string;
  kind: string;
  cubes: Record<AmmoColor, number>;
  powerup: boolean;
}
export const ammoTiles: readonly AmmoTile[] = ammoTilesFile.tiles
  .flatMap((t) => Array.from({ length: t.count }, () => ({ kind: t.id, cubes: t.cubes, powerup: t.powerup })))
  .map((t, i) => ({ id: `at-${pad(i + 1)}`, ...t }));
export const ammoTileById: ReadonlyMap<string, AmmoTile> = new Map(ammoTiles.map((t) => [t.id, t]));

export const maps: readonly MapData[] = validated.maps;
export const mapIds = ['map-10', 'map-11-a', 'map-11-b', 'map-12'] as const satisfies readonly MapId[];
