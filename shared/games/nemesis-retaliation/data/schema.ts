/**
 * zod schemas of the Nemesis: Retaliation data files. Each file is a JSON array of objects with a unique kebab-case `id`.
 * The schemas check the fields the engine reads and every cross-reference; the rest of each object (`text` beyond
 * what is named here, `source`, `confidence`, `notes`, structured `effects` summaries) stays in the JSON for people
 * and is stripped at parse. `text` is authoritative over `effects` (see the data README).
 */
import { z } from 'zod';

export const idSchema = z.string().regex(/^[a-z0-9]+(-{1,2}[a-z0-9]+)*$/);
const named = { id: idSchema, name: z.string().min(1) };
const count = z.number().int().min(1);

export const sectionSchema = z.enum(['A', 'B', 'C']);
export type Section = z.infer<typeof sectionSchema>;
export const roomPileSchema = z.enum(['A', 'B', 'C', '?']);
export type RoomPile = z.infer<typeof roomPileSchema>;
export const directionSchema = z.enum(['nw', 'ne', 'e', 'se', 'sw', 'w']);
export type Direction = z.infer<typeof directionSchema>;

// ── Board ────────────────────────────────────────────────────────────────────────────────────────────────────
export const boardSpaceSchema = z.object({
  id: idSchema,
  kind: z.enum(['room-slot', 'fixed-room']),
  section: sectionSchema,
  col: z.number().int().min(0).max(8),
  row: z.number().int().min(0).max(4),
  readingOrder: z.number().int().min(1),
  neighbors: z.record(directionSchema, idSchema.nullable()),
  fixedRoom: idSchema.nullable(),
  allowedRoomPiles: z.array(roomPileSchema).nullable(),
});
export const boardDirectionSchema = z.object({
  id: directionSchema, dCol: z.number().int(), dRow: z.number().int(), opposite: directionSchema,
  explorationCardSlot: z.number().int().min(0).max(5), corridorAngle: z.enum(['horizontal', 'acute', 'grave']),
});
export const corridorPositionSchema = z.object({
  id: idSchema,
  spaces: z.tuple([idSchema, idSchema]),
  directionFromFirst: directionSchema,
  angle: z.enum(['horizontal', 'acute', 'grave']),
  sections: z.array(sectionSchema).min(1).max(2),
  readingOrder: z.number().int().min(1),
  touchesLandingZone: z.boolean(),
  touchesHibernatorium: z.boolean(),
});
export const corridorTileSchema = z.object({
  id: idSchema, number: z.number().int(), count: z.literal(1), noise: z.number().int().min(1).max(4),
  deadlyNoise: z.number().int().min(1).max(4).nullable(), doorSlot: z.boolean(), inRulebookCountOf40: z.boolean().nullable(),
});
export const trackSchema = z.object({
  id: idSchema, name: z.string().min(1),
  spaces: z.union([z.number().int(), z.array(z.string())]).optional(),
  tokens: z.array(z.union([idSchema, z.object({ token: idSchema, setupSpace: z.number().int().nullable() })])).optional(),
  cardsDrawnByChoiceOrder: z.array(z.number().int().min(0)).optional(),
  hitsToReachFinalSpace: z.number().int().optional(),
  setupEggs: z.number().int().optional(),
});

// ── Rooms and exploration ────────────────────────────────────────────────────────────────────────────────────
export const roomSchema = z.object({
  ...named, roomNumber: z.number().int(), pile: roomPileSchema, section: sectionSchema.nullable(), fixedSpace: z.boolean(),
  count: z.literal(1), itemIcons: z.array(z.enum(['green', 'red', 'yellow'])), computer: z.boolean(),
  cannotBeSecured: z.boolean(), indestructible: z.boolean(), alwaysSecured: z.boolean(),
});
export type RoomData = z.infer<typeof roomSchema>;
export const explorationCardSchema = z.object({
  id: idSchema, number: z.number().int(), count: z.literal(1), roomPile: z.enum(['section', '?']),
  corridors: z.array(directionSchema), noiseMarkers: z.array(directionSchema), roomTokens: z.array(z.enum(['fire', 'malfunction'])),
  removeFromGameAfterUse: z.boolean(), text: z.string().min(1),
  entranceEffect: z.object({
    effects: z.array(z.object({ op: z.enum(['close-doors-around-room', 'noise-roll', 'resolve-hazard', 'place-intruders']), type: z.enum(['adult']).optional(), amount: z.number().int().optional() })),
  }),
});

// ── Cards ────────────────────────────────────────────────────────────────────────────────────────────────────
const textCard = z.object({ ...named, count, text: z.string().min(1) });
export const eventCardSchema = textCard.extend({
  movement: z.object({ corridorAngles: z.array(z.enum(['horizontal', 'acute', 'grave'])), thenAllRooms: z.boolean() }),
  mainEffect: z.object({ text: z.string() }),
  secondaryEffect: z.object({ text: z.string(), effects: z.array(z.object({ op: z.string(), where: z.string().optional(), filter: z.string().optional() }).loose()).optional() }),
});
/** The structured steps of an Intruder Attack line (the engine reads them; a line without them is resolved from its text). */
export type AttackStep =
  | { op: 'lose-hp'; amount: number }
  | { op: 'gain-serious-wound'; amount: number }
  | { op: 'gain-contamination'; amount: number }
  | { op: 'die' }
  | { op: 'place-larva-if-none' }
  | { op: 'reshuffle-attack-deck'; includingThisCard: boolean }
  | { op: 'by-health-state'; cases: Array<{ state: string; do: AttackStep[] }> };
const attackStepSchema: z.ZodType<AttackStep> = z.lazy(() =>
  z.discriminatedUnion('op', [
    z.object({ op: z.literal('lose-hp'), amount: z.number().int().min(1) }),
    z.object({ op: z.literal('gain-serious-wound'), amount: z.number().int().min(1) }),
    z.object({ op: z.literal('gain-contamination'), amount: z.number().int().min(1) }),
    z.object({ op: z.literal('die') }),
    z.object({ op: z.literal('place-larva-if-none') }),
    z.object({ op: z.literal('reshuffle-attack-deck'), includingThisCard: z.boolean() }),
    z.object({ op: z.literal('by-health-state'), cases: z.array(z.object({ state: z.string(), do: z.array(attackStepSchema) })) }),
  ]),
);
export const attackCardSchema = textCard.extend({
  lines: z.array(z.object({
    intruders: z.array(z.enum(['adult', 'drone', 'queen'])).min(1), text: z.string().min(1), effects: z.array(attackStepSchema).nullable().optional(),
  })).min(1),
});
export const queenHealthCardSchema = z.object({ id: idSchema, count, discardAdditional: z.number().int().min(0), text: z.string().min(1) });
export const robotCardSchema = textCard;
export const seriousWoundSchema = textCard;
export const contaminationCardSchema = textCard.omit({ text: true }).extend({
  infectedCount: z.number().int().nullable(),
  defaultInfectedSplit: z.object({ infectedCount: z.number().int().min(0), notInfectedCount: z.number().int().min(0) }),
});
export const actionCardSchema = textCard.extend({
  character: idSchema, notInCombat: z.boolean(), command: z.boolean(), reaction: z.object({ text: z.string() }).nullable().optional(),
});
export const basicActionSchema = z.object({ ...named, cost: z.number().int().min(0), notInCombat: z.boolean(), text: z.string().min(1) });

export const itemDeckSchema = z.enum(['red', 'green', 'yellow', 'support', 'character', 'eggs']);
export type ItemDeck = z.infer<typeof itemDeckSchema>;
export const tacticalSlotSchema = z.enum(['ammo', 'any', 'grenade', 'medpack', 'oxygen']);
export const itemSchema = textCard.extend({
  deck: itemDeckSchema, heavy: z.boolean(), armor: z.boolean(), rangedWeapon: z.boolean(), meleeWeapon: z.boolean(),
  oneUseOnly: z.boolean(), notInCombat: z.boolean(), tacticalSlots: z.array(tacticalSlotSchema).nullable().optional(),
  traits: z.array(z.string()).default([]),
  owner: idSchema.nullable().optional(),
  /** `active` items are used with the Use Item action; `restriction` is where they may be (the codes: a working computer room). */
  usage: z.enum(['active', 'passive', 'weapon', 'none']).optional(),
  restriction: z.string().nullable().optional(),
  /** The card may be used at once when gained, without an action (Ammo, Grenade, Medpack, Oxygen Tank). */
  freeUseOnGain: z.boolean().default(false),
  /** The printed options ("OR"), in order: the Use Item move names one by its index. */
  options: z.array(z.object({ text: z.string() })).optional(),
});
export type ItemData = z.infer<typeof itemSchema>;

export const characterSchema = z.object({
  ...named, rank: z.number().int().nullable(), contractor: z.boolean(), characterItems: z.array(idSchema).min(1),
  supportEquipmentDraft: z.boolean(), actionDeck: z.array(idSchema).length(10),
  startingOxygen: z.number().int().min(1), maxOxygen: z.number().int().min(1),
  healthTrack: z.object({ sections: z.array(z.string()), slotsPerSection: z.record(z.string(), z.number().int().min(1)) }),
  tacticalBelt: z.object({ slots: z.number().int().min(1) }),
});
export type CharacterData = z.infer<typeof characterSchema>;
export const tacticalGearSchema = z.object({ ...named, supply: z.number().int().min(1), slotColor: z.string() });

export const objectiveSchema = textCard.extend({
  type: z.enum(['mission', 'private']), minPlayers: z.number().int().min(1).max(5).nullable(),
  minPlayersPerCopy: z.array(z.number().int().min(1).max(5).nullable()).optional(),
});
export type ObjectiveData = z.infer<typeof objectiveSchema>;
export const missionTaskSchema = textCard.extend({ minPlayers: z.number().int().min(1).max(5).nullable() });
export const soloCoopTaskSchema = textCard;

// ── Intruders, dice, components, rulings ─────────────────────────────────────────────────────────────────────
export const intruderTypeSchema = z.enum(['queen', 'drone', 'adult', 'larva', 'blank']);
export type IntruderType = z.infer<typeof intruderTypeSchema>;
export const intruderSchema = z.object({
  ...named, kind: z.enum(['intruder', 'token-only', 'reference']),
  tokens: z.number().int().min(1).optional(), models: z.number().int().min(0).optional(),
});
export const tokenEffectSchema = z.object({ id: idSchema, side: z.string(), context: z.string(), token: z.string(), text: z.string().min(1) });
export const dieSchema = z.object({ ...named, copiesInBox: z.number().int().min(1), sides: z.number().int(), faces: z.array(z.string()) })
  .refine((d) => d.faces.length === d.sides, 'a die lists one face per side');
export const componentSchema = z.object({ ...named, count: z.number().int().min(0), dataFile: z.string().nullable() });
export const rulingSchema = z.object({ id: idSchema, topic: z.string(), ruling: z.string().min(1), affectsFiles: z.array(z.string()) });
