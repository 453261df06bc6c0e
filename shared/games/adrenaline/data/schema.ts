/**
 * zod schemas of the Adrenaline data files. The engine reads only the fields it needs; the rest (sources, notes,
 * structured summaries) stays in the JSON for people. Parsing happens once at module load so bad data fails at start.
 */
import { z } from 'zod';

export const ammoColorSchema = z.enum(['red', 'blue', 'yellow']);
export type AmmoColor = z.infer<typeof ammoColorSchema>;

const effectSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  cardLabel: z.string(),
  kind: z.enum(['basic', 'optional', 'alternative-mode']),
  extraCost: z.array(ammoColorSchema),
  timing: z.string(),
  requires: z.array(z.string()),
  rulesText: z.string().min(1),
});

const weaponSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  color: ammoColorSchema,
  reloadCost: z.array(ammoColorSchema).min(1),
  pickupCost: z.array(ammoColorSchema),
  structure: z.enum(['optional-effects', 'alternative-modes', 'single-effect']),
  effects: z.array(effectSchema).min(1),
  notes: z.array(z.string()),
});

export const weaponsFileSchema = z
  .object({ weapons: z.array(weaponSchema).length(21) })
  .superRefine((file, ctx) => {
    for (const w of file.weapons) {
      if (w.reloadCost[0] !== w.color) ctx.addIssue({ code: 'custom', message: `${w.id}: the top cube must be the card colour` });
      if (w.pickupCost.join() !== w.reloadCost.slice(1).join()) ctx.addIssue({ code: 'custom', message: `${w.id}: pickupCost must be reloadCost without its top cube` });
      if (w.effects.filter((e) => e.kind === 'basic').length !== 1) ctx.addIssue({ code: 'custom', message: `${w.id}: exactly one basic effect` });
      for (const e of w.effects) {
        for (const r of e.requires) {
          if (!w.effects.some((o) => o.id === r)) ctx.addIssue({ code: 'custom', message: `${w.id}.${e.id}: requires unknown effect ${r}` });
        }
      }
    }
  });
export type WeaponData = z.infer<typeof weaponSchema>;
export type EffectData = z.infer<typeof effectSchema>;

export const powerupTypeSchema = z.enum(['targeting-scope', 'newton', 'tagback-grenade', 'teleporter']);
export type PowerupType = z.infer<typeof powerupTypeSchema>;

export const powerupsFileSchema = z.object({
  totalCards: z.literal(24),
  types: z.array(z.object({ id: powerupTypeSchema, name: z.string(), rulesText: z.string() })).length(4),
  cards: z.array(z.object({ type: powerupTypeSchema, color: ammoColorSchema, count: z.number().int().positive() })),
});

export const ammoTilesFileSchema = z.object({
  totalTiles: z.literal(36),
  tiles: z.array(
    z.object({
      id: z.string().min(1),
      cubes: z.object({ red: z.number().int().min(0), blue: z.number().int().min(0), yellow: z.number().int().min(0) }),
      powerup: z.boolean(),
      count: z.number().int().positive(),
    }),
  ),
});

const side = z.enum(['floor', 'door', 'wall']);
const cell = z.tuple([z.number().int().min(0).max(3), z.number().int().min(0).max(2)]);

export const boardsFileSchema = z.object({
  maps: z
    .array(
      z.object({
        id: z.enum(['map-10', 'map-11-a', 'map-11-b', 'map-12']),
        name: z.string(),
        squareCount: z.number().int(),
        playerCountLabel: z.string(),
        recommendedPlayers: z.object({ min: z.number().int(), max: z.number().int() }),
        spawnpoints: z.object({ red: cell, blue: cell, yellow: cell }),
        rooms: z.array(z.object({ color: z.string(), squares: z.array(cell) })),
        squares: z.array(
          z.object({
            x: z.number().int(),
            y: z.number().int(),
            room: z.string(),
            spawn: ammoColorSchema.nullable(),
            holdsAmmoTile: z.boolean(),
            sides: z.object({ N: side, E: side, S: side, W: side }),
          }),
        ),
        connections: z.array(z.object({ a: cell, b: cell, type: side })),
      }),
    )
    .length(4),
});
export type MapData = z.infer<typeof boardsFileSchema>['maps'][number];
export type MapId = MapData['id'];
