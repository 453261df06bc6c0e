/**
 * zod schemas of the Nemesis data files. Each file is a JSON array of objects with a unique kebab-case `id`.
 * The schemas check the fields the engine reads (and the enums their values come from); the rest of each object
 * (`text`, `note`, structured `effect` summaries, provenance) stays in the JSON for people and is stripped at parse.
 * `text` is authoritative over `effect` (see the data README), so `effect` is not parsed here.
 */
import { z } from 'zod';

export const intruderTypes = ['larva', 'creeper', 'adult', 'breeder', 'queen'] as const;
export const intruderTypeSchema = z.enum(intruderTypes);
export type IntruderType = z.infer<typeof intruderTypeSchema>;

export const characterIds = ['captain', 'pilot', 'scientist', 'scout', 'soldier', 'mechanic'] as const;
export const characterIdSchema = z.enum(characterIds);
export type CharacterId = z.infer<typeof characterIdSchema>;

export const combatSchema = z.enum(['any', 'combat-only', 'non-combat-only']);
export type Combat = z.infer<typeof combatSchema>;
export const componentIconSchema = z.enum(['flame', 'cloth', 'medical-cross', 'wrench', 'battery']);
export const itemDeckSchema = z.enum(['red', 'yellow', 'green', 'blue']);
export type ItemDeck = z.infer<typeof itemDeckSchema>;
export const roomColourSchema = z.enum(['red', 'yellow', 'green', 'white', 'none']);
export type RoomColour = z.infer<typeof roomColourSchema>;
export const noiseNumberSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

const base = { id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), name: z.string().min(1), text: z.string().min(1) };
const copies = z.number().int().min(1);

// ── Board ────────────────────────────────────────────────────────────────────────────────────────────────────

const exitsSchema = z.object({ '1': z.string(), '2': z.string(), '3': z.string(), '4': z.string() });
const techEntranceRefSchema = z.object({ id: z.string(), numbers: z.array(noiseNumberSchema).min(1), network: z.string() });

export const slotSchema = z.object({
  id: z.string(),
  side: z.enum(['A', 'B']),
  roomNumber: z.number().int().min(1).max(21),
  category: z.enum(['special', 'room-1', 'room-2']),
  fixedRoom: z.string().nullable(),
  exitsByNoiseNumber: exitsSchema,
  neighbourSlots: z.array(z.string()),
  // Side A writes one entrance or null; side B an array (data README addendum). Both are read as an array.
  technicalCorridorEntrance: techEntranceRefSchema.nullable().optional(),
  technicalCorridorEntrances: z.array(techEntranceRefSchema).optional(),
  highlighted: z.boolean().optional(),
});
export type SlotData = z.infer<typeof slotSchema>;

export const corridorSchema = z.object({
  id: z.string(),
  side: z.enum(['A', 'B']),
  kind: z.enum(['corridor', 'technical-corridor-entrance']),
  rooms: z.array(z.string()).min(1).max(2),
  numbers: z.array(noiseNumberSchema).min(1),
  network: z.string().optional(),
  parallelCorridor: z.string().nullable().optional(),
});
export type CorridorData = z.infer<typeof corridorSchema>;

// ── Rooms, tokens, tracks ────────────────────────────────────────────────────────────────────────────────────

export const roomSchema = z.object({
  ...base,
  tileBack: z.enum(['1', '2', 'board']),
  copies: z.literal(1),
  colour: roomColourSchema,
  computer: z.boolean(),
  searchable: z.boolean(),
  getsItemCounter: z.boolean(),
  malfunctionAllowed: z.boolean(),
  startsExplored: z.boolean(),
  action: z.object({ name: z.string(), cost: z.number().int().nullable(), passive: z.boolean(), text: z.string() }),
  podSection: z.enum(['A', 'B']).optional(),
  engineNumber: z.number().int().min(1).max(3).optional(),
}).omit({ text: true });
export type RoomData = z.infer<typeof roomSchema>;

export const explorationEffectSchema = z.enum(['silence', 'danger', 'slime', 'fire', 'malfunction', 'door']);
export type ExplorationEffect = z.infer<typeof explorationEffectSchema>;
export const explorationTokenSchema = z.object({
  ...base,
  copies: z.literal(1),
  effect: explorationEffectSchema,
  items: z.number().int().min(1).max(4),
  soloItems: z.number().int().min(1).max(2),
});
export type ExplorationTokenData = z.infer<typeof explorationTokenSchema>;

const trackSpaceSchema = z.object({ position: z.number().int().min(0), label: z.string().nullable(), colour: z.string().nullable().optional(), meaning: z.string().nullable().optional() });
export const trackSchema = z.object({ id: z.enum(['time-track', 'self-destruct-track', 'destination-track']), name: z.string(), markerStart: z.union([z.number(), z.string()]), spaces: z.array(trackSpaceSchema).min(4) });

// ── Intruders ────────────────────────────────────────────────────────────────────────────────────────────────

export const intruderTokenSchema = z.object({
  id: z.string(),
  type: z.enum([...intruderTypes, 'blank']),
  name: z.string(),
  backNumber: z.number().int().min(1).max(4).nullable(),
  copies: z.literal(1),
});
export type IntruderTokenData = z.infer<typeof intruderTokenSchema>;

export const bagSetupSchema = z.object({
  id: z.string(),
  players: z.number().int().min(1).max(5),
  contents: z.object({ blank: z.number().int(), larva: z.number().int(), creeper: z.number().int(), adult: z.number().int(), breeder: z.number().int(), queen: z.number().int() }),
  total: z.number().int(),
});
export type BagSetupData = z.infer<typeof bagSetupSchema>;

export const attackCardSchema = z.object({ ...base, copies: z.literal(1), attackers: z.array(intruderTypeSchema).min(1), blood: z.number().int().nullable(), retreat: z.boolean() });
export type AttackCardData = z.infer<typeof attackCardSchema>;

export const eventCardSchema = z.object({
  ...base,
  copies: z.literal(1),
  movement: z.object({ intruders: z.array(intruderTypeSchema).min(1), corridor: noiseNumberSchema }),
  afterResolution: z.enum(['discard', 'remove-from-game-and-reshuffle-discards-into-deck', 'shuffle-back-into-deck']),
});
export type EventCardData = z.infer<typeof eventCardSchema>;

export const weaknessSchema = z.object({ ...base, copies: z.literal(1), slot: z.literal('any') });

// ── Characters and cards ─────────────────────────────────────────────────────────────────────────────────────

export const actionCardSchema = z.object({ ...base, cost: z.number().int().min(0).max(3), combat: combatSchema });
export type ActionCardData = z.infer<typeof actionCardSchema>;

export const characterSchema = z.object({
  ...base,
  id: characterIdSchema,
  startingWeapon: z.string(),
  questItems: z.array(z.string()).length(2),
  actionDeck: z.array(z.object({ card: z.string(), copies })).min(1),
  board: z.object({ handSlots: z.literal(2), lightWoundTrackSpaces: z.literal(2) }),
});
export type CharacterData = z.infer<typeof characterSchema>;

const weaponStatsSchema = z.object({ class: z.enum(['classic', 'energy']), ammoCapacity: z.number().int().min(1), startingAmmo: z.number().int().min(0).optional(), rule: z.string().nullable().optional() });
export type WeaponStats = z.infer<typeof weaponStatsSchema>;

export const itemSchema = z.object({
  ...base,
  deck: itemDeckSchema,
  copies,
  cost: z.number().int().min(0).nullable(),
  combat: combatSchema,
  singleUse: z.boolean(),
  heavy: z.boolean(),
  componentIcon: componentIconSchema.nullable(),
  weapon: weaponStatsSchema.nullable(),
  attachTo: z.string().nullable(),
  recipe: z.array(componentIconSchema).length(2).optional(),
});
export type ItemData = z.infer<typeof itemSchema>;

export const startingWeaponSchema = z.object({ ...base, character: characterIdSchema, copies: z.literal(1), heavy: z.literal(true), combat: combatSchema, weapon: weaponStatsSchema.extend({ startingAmmo: z.number().int().min(0) }) });
export type StartingWeaponData = z.infer<typeof startingWeaponSchema>;

export const questItemSchema = z.object({
  ...base,
  character: characterIdSchema,
  copies: z.literal(1),
  quest: z.object({ kind: z.enum(['activate-in-room', 'discard-item']), room: z.string().optional(), items: z.array(z.string()).optional(), activationCost: z.number().int().min(0) }),
  cost: z.number().int().min(0).nullable(),
  combat: combatSchema,
  singleUse: z.boolean(),
  heavy: z.boolean(),
});
export type QuestItemData = z.infer<typeof questItemSchema>;

export const seriousWoundSchema = z.object({ ...base, copies });
export const contaminationSchema = z.object({ ...base, copies, infected: z.boolean() });

// ── Objectives, coordinates, components ──────────────────────────────────────────────────────────────────────

export const objectiveSchema = z.object({
  ...base,
  deck: z.enum(['personal', 'corporate', 'solo-coop']),
  copies: z.literal(1),
  minPlayers: z.number().int().min(1).max(5).nullable(),
  anyOf: z.array(z.record(z.string(), z.unknown())).min(1),
});
export type ObjectiveData = z.infer<typeof objectiveSchema>;

const destinationSchema = z.enum(['earth', 'mars', 'venus', 'deep-space']);
export const coordinatesSchema = z.object({ ...base, copies: z.literal(1), destinations: z.object({ A: destinationSchema, B: destinationSchema, C: destinationSchema, D: destinationSchema }) });
export type CoordinatesData = z.infer<typeof coordinatesSchema>;

export const diceSchema = z.object({ id: z.enum(['noise-die', 'combat-die']), sides: z.number().int(), faces: z.array(z.string()) });
export const helpCardSchema = z.object({ ...base, playerNumber: z.number().int().min(1).max(5) });
export const intruderPlayerCardSchema = z.object({ ...base, copies: z.literal(1), moveCorridor: z.union([noiseNumberSchema, z.literal('any')]), attackDraw: z.number().int().min(1) });

export const componentsSchema = z.tuple([
  z.object({ id: z.literal('escape-pod-tokens'), numbers: z.array(z.number().int()).length(4), seatsEach: z.literal(2), setup: z.object({ '1': z.number(), '2': z.number(), '3': z.number(), '4': z.number(), '5': z.number() }) }),
  z.object({ id: z.literal('engine-tokens'), engines: z.array(z.number().int()).length(3) }),
  z.object({ id: z.literal('character-draft-cards'), characters: z.array(characterIdSchema).length(6) }),
]);

/** A file is an array of objects; ids are checked unique across the folder in `data/index.ts`. */
export const fileOf = <T extends z.ZodTypeAny>(item: T, length?: number) => (length === undefined ? z.array(item).min(1) : z.array(item).length(length));
