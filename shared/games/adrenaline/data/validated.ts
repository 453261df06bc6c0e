/**
 * The Adrenaline data files, parsed by their zod schemas and checked (card and tile counts): a malformed file throws
 * here. Plain JSON only: the Lambda bundles run this module when they are built and carry its exports as JSON, so a
 * game's first use pays no parse; data/index.ts builds the card instances and indexes from them.
 */
import ammoTilesJson from './ammo-tiles.json';
import boardsJson from './boards.json';
import powerupsJson from './powerups.json';
import weaponsJson from './weapons.json';
import { ammoTilesFileSchema, boardsFileSchema, powerupsFileSchema, weaponsFileSchema } from './schema';

export const weapons = weaponsFileSchema.parse(weaponsJson).weapons;
export const powerupsFile = powerupsFileSchema.parse(powerupsJson);
export const ammoTilesFile = ammoTilesFileSchema.parse(ammoTilesJson);
export const maps = boardsFileSchema.parse(boardsJson).maps;

const total = (entries: readonly { count: number }[]) => entries.reduce((n, e) => n + e.count, 0);
if (total(powerupsFile.cards) !== powerupsFile.totalCards) throw new Error('powerups.json: the card counts do not add up to totalCards');
if (total(ammoTilesFile.tiles) !== ammoTilesFile.totalTiles) throw new Error('ammo-tiles.json: the tile counts do not add up to totalTiles');
