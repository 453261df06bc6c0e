/** The moves of the action round (zod schemas; the type is inferred, never written twice). */
import { z } from 'zod';
import { difficultySchema } from './config';

const slot = z.number().int().min(1).max(12);
/** `member` is the crew index of an android to program; omitted for your own board. */
const member = z.number().int().min(0).max(4).optional();

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('place'), card: z.string(), slot, half: z.enum(['action', 'move']), member }),
  z.object({ type: z.literal('remove'), slot, member }),
  z.object({ type: z.literal('swap'), from: slot, to: slot, member }),
  z.object({ type: z.literal('advance-phase') }),
  z.object({ type: z.literal('ready'), jump: z.boolean().optional() }),
  /** Rules version 2: ready now and for the rest of the phase you plan, until something wakes you (see `watch`). */
  z.object({ type: z.literal('ready-phase') }),
  /** Rules version 2: "keep me ready unless a new threat appears in this zone"; null wakes you for anything new. */
  z.object({ type: z.literal('watch'), zone: z.enum(['red', 'white', 'blue', 'internal']).nullable() }),
  z.object({ type: z.literal('deadline') }),
  z.object({
    type: z.literal('campaign-vote'),
    continue: z.boolean(),
    bay: z.enum(['LR', 'UB']).optional(),
    normal: difficultySchema.optional(),
    serious: difficultySchema.optional(),
  }),
  z.object({ type: z.literal('campaign-repair'), repair: z.enum(['tile', 'bots', 'nothing']), tile: z.string().optional() }),
  z.object({ type: z.literal('give'), card: z.string().nullable(), to: z.number().int().min(0).max(4).nullable() }),
]);

export type SpaceAlertMove = z.infer<typeof moveSchema>;
