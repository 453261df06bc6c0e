/**
 * zod schemas for the copied Space Alert data (threats, trajectories, mission timelines).
 * The JSON is validated once, at module load, so a bad edit fails loudly instead of resolving a mission wrongly.
 */
import { z } from 'zod';

export const zoneSchema = z.enum(['red', 'white', 'blue']);

/** One structured effect of an X/Y/Z action; the field set depends on `type` (see threats.json `effect_vocabulary`). */
export const effectSchema: z.ZodType<Effect> = z.lazy(() =>
  z
    .object({
      type: z.string(),
      amount: z.union([z.number(), z.string()]).optional(),
      value: z.number().optional(),
      zones: z.union([z.string(), z.array(z.string())]).optional(),
      scope: z.union([z.string(), z.array(z.string())]).optional(),
      direction: z.string().optional(),
      condition: z.string().optional(),
      double_through_shields: z.boolean().optional(),
      ignores_shields: z.boolean().optional(),
      from: z.string().optional(),
      station: z.string().optional(),
      if_empty: effectSchema.optional(),
      then: effectSchema.optional(),
      else: effectSchema.optional(),
    })
    .loose(),
);

export interface Effect {
  type: string;
  amount?: number | string;
  value?: number;
  zones?: string | string[];
  scope?: string | string[];
  direction?: string;
  condition?: string;
  double_through_shields?: boolean;
  ignores_shields?: boolean;
  from?: string;
  station?: string;
  if_empty?: Effect;
  then?: Effect;
  else?: Effect;
}

const actionSchema = z.object({ text: z.string(), effects: z.array(effectSchema) });

const special = z.object({ structured: z.object({ type: z.string() }).loose().nullable().optional() }).loose();

const common = {
  id: z.string(),
  name: z.string(),
  severity: z.enum(['common', 'serious']),
  difficulty: z.enum(['white', 'yellow']),
  speed: z.number().int(),
  points: z.object({ survived: z.number().int(), destroyed: z.number().int() }),
  actions: z.object({ X: actionSchema, Y: actionSchema, Z: actionSchema }),
  special: z.array(special),
};

export const externalThreatSchema = z.object({
  ...common,
  kind: z.literal('external'),
  structure: z.number().int(),
  shields: z.number().int(),
  targetable_by_rockets: z.boolean(),
});

export const internalThreatSchema = z.object({
  ...common,
  kind: z.literal('internal'),
  health: z.union([z.number().int(), z.literal('rockets_on_ship')]),
  category: z.enum(['malfunction', 'intruder']),
  location: z.object({ stations: z.array(z.string()), system: z.string().nullable() }),
  hit_by: z.enum(['A', 'B', 'C', 'battlebots', 'interceptors']),
  fights_back: z.union([z.boolean(), z.literal('after_X')]),
});

export const threatFileSchema = z.object({
  threats: z.array(z.discriminatedUnion('kind', [externalThreatSchema, internalThreatSchema])),
});

export const trajectoryFileSchema = z.object({
  trajectories: z.array(
    z.object({
      id: z.string(),
      length: z.number().int().min(5),
      x_spaces: z.array(z.number().int()),
      y_spaces: z.array(z.number().int()),
      z_space: z.literal(1),
    }),
  ),
});

const scriptEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('threat'),
    at: z.number(),
    turn: z.number().int().min(1).max(8),
    kind: z.enum(['external', 'internal']),
    severity: z.enum(['common', 'serious']),
    confirmed: z.boolean(),
    zone: zoneSchema.optional(),
  }),
  z.object({ type: z.literal('incoming_data'), at: z.number() }),
  z.object({ type: z.literal('data_transfer'), at: z.number() }),
  z.object({ type: z.literal('communications_down'), at: z.number(), duration: z.number(), until: z.number() }),
]);

export const missionFileSchema = z.object({
  missions: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      group: z.string(),
      phases: z.number().int().min(2).max(3),
      phase_ends_s: z.array(z.number()),
      events: z.array(scriptEventSchema),
    }),
  ),
});

export type ExternalThreatDef = z.infer<typeof externalThreatSchema>;
export type InternalThreatDef = z.infer<typeof internalThreatSchema>;
export type ThreatDef = ExternalThreatDef | InternalThreatDef;
export type TrajectoryDef = z.infer<typeof trajectoryFileSchema>['trajectories'][number];
export type MissionDef = z.infer<typeof missionFileSchema>['missions'][number];
export type ScriptEventDef = MissionDef['events'][number];
