/**
 * zod schemas of the Voidfall data files (retail content; see data/README.md). Each file is a JSON array of objects
 * with a unique kebab-case `id`. The schemas check the fields the engine reads; `source`, `confidence`, `notes`, French
 * originals and the like stay in the JSON for people and are stripped at parse. The English `text` is authoritative
 * over `structured`, which is given only where the text is simple (null otherwise).
 */
import { z } from 'zod';

export const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const text = z.string().min(1);
const count = z.number().int().min(0);

export const resourceSchema = z.enum(['food', 'energy', 'materials', 'credits', 'science']);
export type Resource = z.infer<typeof resourceSchema>;
export const resources: readonly Resource[] = resourceSchema.options;
export const guildSchema = z.enum(['farmers', 'engineers', 'miners', 'bankers', 'scientists']);
export type Guild = z.infer<typeof guildSchema>;
export const installationSchema = z.enum(['shipyard', 'sector_defense', 'starbase']);
export type Installation = z.infer<typeof installationSchema>;
export const fleetTypeSchema = z.enum(['corvette', 'sentry', 'destroyer', 'dreadnought', 'carrier']);
export type FleetType = z.infer<typeof fleetTypeSchema>;
export const trackSchema = z.enum(['society', 'statecraft', 'economy']);
export type Track = z.infer<typeof trackSchema>;
export const focusTypeSchema = z.enum([
  'conquest', 'development', 'innovation', 'politics', 'production', 'progress', 'prosperity', 'reinforcement', 'temptation', 'command',
]);
export type FocusType = z.infer<typeof focusTypeSchema>;
export const agendaTypeSchema = z.enum(['dominance', 'might', 'support', 'wealth']);
export type AgendaType = z.infer<typeof agendaTypeSchema>;

/** The primitives of the data's effect structure (data README §2); an unknown `op` is a data error. */
export const effectOpSchema = z.enum([
  'invade', 'regroup', 'gain_agenda', 'move_corruption', 'remove_corruption', 'increase_pure_population', 'establish_guild',
  'build_installation', 'gain_trade_token', 'gain_bounty_token', 'upgrade_glory_token', 'gain_technology', 'deploy_fleet_power',
  'deploy_per_shipyard', 'activate_fleet_power', 'produce', 'produce_types_of_choice', 'gain_resources', 'gain_resources_of_choice',
  'gain_influence', 'gain_influence_per', 'gain_resources_per', 'gain_per', 'gain_influence_equal_to_total_glory', 'advance_track',
  'advance_again_same_track', 'peek_galactic_events', 'preferred_focus_action', 'remove_harbinger', 'discard_crisis', 'remove_crisis',
  'remove_voidborn_fleet_power', 'build_safe_haven_level', 'evaluate_agenda', 'place_and_resolve_reclaim_token', 'repeat', 'none',
]);
/** An effect: a primitive (`op` plus its parameters, kept as given) or a combinator of effects. */
export type Effect =
  | ({ op: z.infer<typeof effectOpSchema> } & Record<string, unknown>)
  | ({ and_or: Effect[] } & Record<string, unknown>)
  | ({ one_of: Effect[] } & Record<string, unknown>)
  | ({ all_of: Effect[] } & Record<string, unknown>);
export const effectSchema: z.ZodType<Effect> = z.lazy(() =>
  z.union([
    z.looseObject({ op: effectOpSchema }),
    z.looseObject({ and_or: z.array(effectSchema).min(2) }),
    z.looseObject({ one_of: z.array(effectSchema).min(2) }),
    z.looseObject({ all_of: z.array(effectSchema).min(1) }),
  ]),
) as z.ZodType<Effect>;

/** A cost: resource amounts and the non-resource cost keys of data README §2. */
export const costSchema = z.strictObject({
  food: count.optional(), energy: count.optional(), materials: count.optional(), credits: count.optional(), science: count.optional(),
  resources_of_choice: count.optional(), recall_fleet_power: count.optional(), deactivate_fleet_power: count.optional(),
  gain_corruption: count.optional(), gain_corruption_on_civilization_track: count.optional(),
  destroy: z.partialRecord(z.enum(['installation', 'guild']), count).optional(), decrease_pure_population: count.optional(),
  discard_agenda_in_play: z.object({ exclude: z.literal('starting_agenda') }).optional(), discard_bounty_token: count.optional(), discard_reclaim_token: count.optional(),
  discard_glory_token: count.optional(), return_trade_token: count.optional(), not_in_home_sector: z.literal(true).optional(),
});
export type Cost = z.infer<typeof costSchema>;
const textAndStructure = { text, structured: effectSchema.nullable() };

// ── Houses, Origins, Starting Agendas ────────────────────────────────────────────────────────────────────────────
const piecesSchema = z.object({
  population: z.number().int().min(1).max(6),
  fleet_power: z.partialRecord(fleetTypeSchema, count),
  guilds: z.partialRecord(guildSchema, count),
  installations: z.partialRecord(installationSchema, count),
  corrupted: z.boolean(),
});
export type StartingPieces = z.infer<typeof piecesSchema>;
export const houseSchema = z.object({
  id: idSchema, name: text, complexity: z.number().int().min(1).max(4),
  technologies: z.tuple([idSchema, idSchema]), origin_a_technology: idSchema, origin_b_technology: idSchema,
  origins: z.tuple([idSchema, idSchema]), civilization_tracks: idSchema, custom_focus_cards: z.array(idSchema),
  home_sector_printed: z.object({ shipyard: z.number().int().min(1) }),
  home_sector_details: z.object({
    installation_spaces_total: count.nullable(), printed_shipyards: z.number().int().min(1),
    extra_upkeep: z.object({ amount: count.nullable() }).nullable(), corruptible: z.boolean().nullable(),
  }).nullable(),
  fallen_house: z.object({
    population: z.number().int().min(1).max(6), sector_defenses: count, cracked_glass_icon: z.boolean(), liberation_reward: z.null(),
  }),
  house_ability: z.null(),
});
export type HouseData = z.infer<typeof houseSchema>;
export const originSchema = z.object({
  id: idSchema, house: idSchema, letter: z.enum(['A', 'B']), starting_technology: idSchema,
  home_sector: piecesSchema, outpost: piecesSchema, active_fleet_power: count,
  resources: z.record(resourceSchema, count), civilization_start: z.record(trackSchema, z.number().int().min(0).max(7)),
  production_bonus: resourceSchema.nullable(), extra_setup: z.object({ text }).nullable(), starting_agenda: idSchema,
});
export type OriginData = z.infer<typeof originSchema>;
export const startingAgendaSchema = z.object({
  id: idSchema, house: idSchema, origin: idSchema, starting_technology: idSchema, supplementary: z.boolean(),
  objectives: z.array(z.object({ text })).min(1), permanent_production_bonus: z.string().nullable(), upkeep: z.literal(0),
});
export const preferredFocusSchema = z.object({
  id: idSchema, house: idSchema, preferred_focus: z.array(focusTypeSchema).min(1).max(2),
  preferred_focus_detail: z.array(z.object({ focus_type: focusTypeSchema, card_used: idSchema })).min(1),
});

// ── Cards ───────────────────────────────────────────────────────────────────────────────────────────────────
export const focusActionSchema = z.object({
  position: z.number().int().min(1).max(3), name: text,
  cost: z.object({ text, structured: costSchema.nullable() }), ...textAndStructure,
});
export const focusCardSchema = z.object({
  id: idSchema, name: text, kind: z.enum(['standard', 'house', 'heroic']), house: idSchema.nullable(), focus_type: focusTypeSchema,
  copies: z.literal(1), actions: z.array(focusActionSchema).length(3), available_from_cycle: z.number().int().min(1).max(3).nullable(),
  replaces_standard: idSchema.optional(),
});
export type FocusCardData = z.infer<typeof focusCardSchema>;
export const technologySchema = z.object({
  id: idSchema, name: text, house: idSchema, house_origin_letter: z.enum(['A', 'B']), category: z.string(),
  copies: z.object({ basic: z.literal(2), improved: z.literal(1) }),
  immediate_bonus: z.object({ text: z.string(), structured: effectSchema.nullable() }),
  basic: z.object({ text }), improved: z.object({ text }),
  fleet_type_enabled: fleetTypeSchema.optional(), installation_enabled: installationSchema.optional(),
});
export type TechnologyData = z.infer<typeof technologySchema>;
const objectiveText = z.object({ kind: z.string(), text });
export const agendaSchema = z.object({
  id: idSchema, code: z.string().regex(/^[DMSW][1-8]$/).nullable(), name: text, type: agendaTypeSchema, copies: z.number().int().min(0).max(1),
  objectives: z.array(objectiveText).nullable(), upkeep: z.literal(2),
});
export type AgendaData = z.infer<typeof agendaSchema>;
export const agendaActionSchema = z.object({
  id: idSchema, agenda_type: agendaTypeSchema, focus_icons: z.tuple([focusTypeSchema, focusTypeSchema]),
  ...textAndStructure, applies_to_agendas: z.array(idSchema).min(1),
});
export const galacticEventSchema = z.object({
  id: idSchema, name: text, cycle: z.number().int().min(1).max(3), letter: z.string().min(1), copies: z.literal(1),
  focus_rounds: z.number().int().min(1).max(6), tutorial: z.boolean(),
  frames: z.array(z.object({ order: z.number().int().min(1), mandatory: z.boolean(), resolution: z.string().nullable(), text: z.string().nullable() })),
  objectives: z.array(z.object({
    separator_before: z.enum(['OR', 'AND/OR']).nullable(), lines: z.array(z.object({ kind: z.string(), text: z.string().nullable() })),
  })),
});
export type GalacticEventData = z.infer<typeof galacticEventSchema>;

// ── Tracks, tokens, tables ──────────────────────────────────────────────────────────────────────────────────
export const civilizationTrackSchema = z.object({
  id: idSchema, variant: idSchema, track: trackSchema,
  spaces: z.array(z.object({ space: z.number().int().min(1).max(7), ...textAndStructure })).length(7),
  tier_boundaries: z.object({
    position_to_tier: z.record(z.string(), z.number().int().min(0).max(4)),
    improved_tech_marker_on_entering_space: z.array(z.number().int().min(1).max(7)),
    deactivate_fleet_power_before_entering_space: z.record(z.string(), z.number().int().min(1)),
    basis: z.string(), default_id: idSchema.optional(),
  }),
});
export type CivilizationTrackData = z.infer<typeof civilizationTrackSchema>;
export const productionLevelSchema = z.object({ id: idSchema, level: z.number().int().min(0).max(13), yield: z.record(resourceSchema, count) });
export const tradeBonusSchema = z.object({ id: idSchema, space: z.number().int().min(1).max(6), ...textAndStructure });
export const bountyTokenSchema = z.object({ id: idSchema, ...textAndStructure, count: count.nullable() });
export const reclaimTokenSchema = z.object({ id: idSchema, ...textAndStructure, count: z.number().int().min(1) });
export const fleetKindSchema = z.object({
  id: z.union([fleetTypeSchema, z.literal('voidborn')]), name: text, requires_technology: idSchema.nullable(),
  max_fleet_power_per_fleet: z.number().int().min(1).max(3), max_fleet_power_per_fleet_improved: z.number().int().min(1).max(3).optional(),
  deploy_cost_per_fleet_power: z.partialRecord(resourceSchema, count).nullable(),
});
export const sectorTypeSchema = z.object({
  id: idSchema, name: text,
  layout: z.object({ guild_spaces: count.optional(), installation_spaces: count.optional() }).loose().nullable(),
  ability_text: z.null(),
});
export const defaultSchema = z.object({
  id: idSchema.refine((id) => id.startsWith('default-')), stands_for: text, value: z.record(z.string(), z.unknown()),
  why: text, fills: text, modes: z.array(z.enum(['competitive', 'cooperative', 'solo'])).min(1), label: text,
  confidence: z.literal('default'),
});
export type DefaultData = z.infer<typeof defaultSchema>;
