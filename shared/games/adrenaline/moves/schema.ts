/**
 * Every move is one small decision. A shot is a sequence of them (shoot, weapon, effect, target/square/room/direction
 * or skip, scope, confirm) kept in the state as the active seat's pending decision until `confirm`, or dropped by `cancel`.
 */
import { z } from 'zod';
import { reactionSettingSchema } from '../state';

const square = z.string().regex(/^[0-3],[0-2]$/);
const seat = z.number().int().min(0).max(4);
/** Powerup cards discarded to pay; cubes pay the rest. For the Targeting Scope's any-colour cube, a colour names the cube. */
const pay = z.array(z.string()).max(4).default([]);

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('spawn'), discard: z.string() }),
  z.object({ type: z.literal('respawn'), discard: z.string() }),
  z.object({ type: z.literal('run'), to: square }),
  z.object({ type: z.literal('grab'), to: square, weapon: z.string().optional(), drop: z.string().optional(), pay }),
  z.object({ type: z.literal('newton'), card: z.string(), target: seat, to: square }),
  z.object({ type: z.literal('teleporter'), card: z.string(), to: square }),
  z.object({ type: z.literal('shoot'), from: square }),
  z.object({ type: z.literal('weapon'), weapon: z.string() }),
  z.object({ type: z.literal('effect'), effect: z.string(), pay }),
  z.object({ type: z.literal('target'), seat }),
  z.object({ type: z.literal('square'), square }),
  z.object({ type: z.literal('room'), room: z.string() }),
  z.object({ type: z.literal('direction'), direction: z.enum(['N', 'E', 'S', 'W']) }),
  z.object({ type: z.literal('skip') }),
  z.object({ type: z.literal('scope'), card: z.string(), target: seat, pay: z.string() }),
  z.object({ type: z.literal('confirm') }),
  z.object({ type: z.literal('cancel') }),
  z.object({ type: z.literal('reload'), weapon: z.string(), pay }),
  z.object({ type: z.literal('end-turn') }),
  /** `also`: more Tagback Grenades played at the same time, each giving 1 more mark (the window then closes). */
  z.object({ type: z.literal('tagback'), card: z.string(), also: z.array(z.string()).max(3).optional() }),
  z.object({ type: z.literal('decline') }),
  z.object({ type: z.literal('set-reaction'), setting: reactionSettingSchema }),
]);
export type AdrenalineMove = z.infer<typeof moveSchema>;
export type MoveOf<T extends AdrenalineMove['type']> = Extract<AdrenalineMove, { type: T }>;
