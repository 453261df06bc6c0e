/** Table options: every one has a default, so `{}` is a standard game. */
import { z } from 'zod';
import { MISSIONS } from './data';

export const difficultySchema = z.enum(['white', 'yellow', 'mixed']);

export const configSchema = z.object({
  /** A fixed timeline id from data/missions.json, or `random` for a generated one. */
  mission: z
    .string()
    .refine((id) => id === 'random' || MISSIONS.some((m) => m.id === id), { message: `unknown mission: use random or one of ${MISSIONS.map((m) => m.id).join(', ')}` })
    .default('random'),
  normalDifficulty: difficultySchema.default('white'),
  seriousDifficulty: difficultySchema.default('white'),
  /** Adds one android so the team has 5 members (unconfirmed reports then count). */
  fifthMember: z.boolean().default(false),
  /** Campaign (rulebook §6): up to this many linked missions; 1 is a single mission. */
  campaign: z.number().int().min(1).max(3).default(1),
  /**
   * Where each android sits (§5.12): the number of players who act before it, 1 (right after the Captain) up to the
   * player count (after everyone, the default). Missing entries sit after every player.
   */
  androidSeats: z.array(z.number().int().min(1).max(5)).max(5).default([]),
  timePressure: z.enum(['relaxed', 'live', 'budgeted']).default('relaxed'),
  /** Budgeted mode: one card operation per this many seconds of script time. */
  secondsPerOperation: z.number().int().min(1).max(60).default(10),
});

export type Config = z.infer<typeof configSchema>;
export type Difficulty = z.infer<typeof difficultySchema>;
