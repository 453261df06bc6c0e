/** The moves of the game skeleton, validated strictly (unknown fields and values are refused as malformed). */
import { z } from 'zod';
import { agendaTypeSchema } from '../data/schema';
import { corruptionPlaceSchema } from '../rules/corruption';

const id = z.string().min(1).max(80);

export const moveSchema = z.discriminatedUnion('type', [
  /** Set-up: take a House of the scenario and one of its two Origins. */
  z.strictObject({ type: z.literal('choose-house'), house: id, origin: z.enum(['A', 'B']) }),
  /** Set-up task or effect "gain an Agenda": the face-up card of a type, or draw 2 from its deck to keep 1. */
  z.strictObject({ type: z.literal('gain-agenda'), agendaType: agendaTypeSchema, from: z.enum(['offer', 'deck']) }),
  z.strictObject({ type: z.literal('keep-agenda'), card: id }),
  /** Set-up task: upgrade a held Glory token of this value by 1. */
  z.strictObject({ type: z.literal('upgrade-glory'), value: z.number().int().min(1).max(4) }),
  z.strictObject({ type: z.literal('remove-corruption'), from: corruptionPlaceSchema }),
  z.strictObject({ type: z.literal('move-corruption'), from: corruptionPlaceSchema, to: corruptionPlaceSchema }),
  /** Advanced Focus variant: the face-down pick of this Focus round. */
  z.strictObject({ type: z.literal('preselect-focus'), card: id }),
  /** Selection (A2): a Focus card, and optionally an Agenda whose type shows that Focus. */
  z.strictObject({ type: z.literal('select-focus'), card: id, agenda: id.nullable() }),
  /** Clean-up (A4): where the played Agenda goes (slot 1-3 of the mat), then the Focus card is discarded. */
  z.strictObject({ type: z.literal('end-turn'), agendaSlot: z.number().int().min(1).max(3).nullable() }),
]);
export type VoidfallMove = z.infer<typeof moveSchema>;
