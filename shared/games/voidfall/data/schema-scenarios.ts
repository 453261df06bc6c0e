/**
 * zod schemas of the scenario, map, co-op and reference files. The co-op files (Crisis cards and board) and the
 * reference files (crosswalk, supplement facts) are validated for shape only: the competitive engine does not read
 * them yet, but a broken file must still fail at import.
 */
import { z } from 'zod';
import { idSchema } from './schema';

const count = z.number().int().min(0);

export const scenarioSchema = z.object({
  id: idSchema, reference: z.string().nullable(), name: z.string().min(1), mode: z.enum(['solo', 'cooperative', 'competitive']),
  players: z.number().int().min(1).max(4), aggression: z.number().int().min(1).max(4).nullable(), complexity: z.number().int().min(1).max(4),
  fallen_houses: z.array(idSchema).length(4).nullable(), recommended_player_houses: z.array(idSchema).nullable(), map: idSchema.nullable(),
});
export type ScenarioData = z.infer<typeof scenarioSchema>;

/** A count the map sketches (C031-C081, low confidence) may leave out or null. */
const maybe = count.nullable().optional();
/** A sector as the data's scenario maps give it (odd-q offset coordinates); full maps give every field. */
export const scenarioSectorSchema = z.object({
  id: z.string().min(1), coord: z.tuple([z.number().int(), z.number().int()]), type: idSchema,
  population: z.number().int().min(0).max(6).nullable(), corrupted: z.boolean().optional(), voidborn_fleet_power: maybe,
  sector_defenses: maybe, harbingers: maybe, bounty_tokens: maybe, reclaim_tokens: maybe,
  glory_token_value: z.number().int().min(1).max(5).nullable(),
});
export const scenarioMapSchema = z.object({
  id: idSchema, scenario_reference: z.string(), mode: z.enum(['solo', 'cooperative', 'competitive']),
  sectors: z.array(scenarioSectorSchema), voidstorms: z.array(z.tuple([z.string(), z.string()])),
  adjacency: z.array(z.tuple([z.string(), z.string()])), safe_havens: z.array(z.unknown()).nullable(), confidence: z.string(),
});
export type ScenarioMapData = z.infer<typeof scenarioMapSchema>;

export const crisisCardSchema = z.discriminatedUnion('record_kind', [
  z.object({ record_kind: z.literal('card'), id: idSchema, name: z.string().min(1), crisis_type: z.enum(['military', 'economic', 'general']) }),
  z.object({ record_kind: z.literal('deck'), id: idSchema, level: z.number().int().min(0).max(3), count: z.number().int().min(1), number_range: z.tuple([z.number().int(), z.number().int()]) }),
]);
export const crisisBoardSchema = z.object({ id: idSchema, component: z.string().min(1) });
export const crosswalkSchema = z.object({ id: idSchema, digest_term: z.string(), retail_term: z.string().nullable(), status: z.string() });
export const supplementFactSchema = z.object({ id: idSchema, topic: z.string(), text: z.string().min(1) });
