/**
 * The Adrenaline data, validated once at load: a malformed file throws here, when the registry is imported,
 * never in the middle of a game. Card instances get unique ids (`pu-07`, `at-12`) so a secret id never collides
 * with public text.
 */
import ammoTilesJson from './ammo-tiles.json';
import boardsJson from './boards.json';
import powerupsJson from './powerups.json';
import weaponsJson from './weapons.json';
import {
  ammoTilesFileSchema,
  boardsFileSchema,
  powerupsFileSchema,
  weaponsFileSchema,
  type AmmoColor,
  type MapData,
  type MapId,
  type PowerupType,
  type WeaponData,
} from './schema';

export type { AmmoColor, MapData, MapId, PowerupType, WeaponData };
export type { EffectData } from './schema';

export const weapons: readonly WeaponData[] = weaponsFileSchema.parse(weaponsJson).weapons;
export const weaponById: ReadonlyMap<string, WeaponData> = new Map(weapons.map((w) => [w.id, w]));

const powerupsFile = powerupsFileSchema.parse(powerupsJson);
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
if (powerupCards.length !== powerupsFile.totalCards) throw new Error('powerups.json: the card counts do not add up to totalCards');
export const powerupById: ReadonlyMap<string, PowerupCard> = new Map(powerupCards.map((c) => [c.id, c]));

export interface AmmoTile {
  id: string;
  kind: string;
  cubes: Record<AmmoColor, number>;
  powerup: boolean;
}
const ammoFile = ammoTilesFileSchema.parse(ammoTilesJson);
export const ammoTiles: readonly AmmoTile[] = ammoFile.tiles
  .flatMap((t) => Array.from({ length: t.count }, () => ({ kind: t.id, cubes: t.cubes, powerup: t.powerup })))
  .map((t, i) => ({ id: `at-${pad(i + 1)}`, ...t }));
if (ammoTiles.length !== ammoFile.totalTiles) throw new Error('ammo-tiles.json: the tile counts do not add up to totalTiles');
export const ammoTileById: ReadonlyMap<string, AmmoTile> = new Map(ammoTiles.map((t) => [t.id, t]));

export const maps: readonly MapData[] = boardsFileSchema.parse(boardsJson).maps;
export const mapIds = ['map-10', 'map-11-a', 'map-11-b', 'map-12'] as const satisfies readonly MapId[];
