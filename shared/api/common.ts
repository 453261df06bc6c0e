import { z } from 'zod';

/** The one error shape of the whole API. */
export const ErrorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Email = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254));
export const GameId = z.string().regex(/^[A-Za-z0-9_-]{6,40}$/, 'not a game id');
export const IsoTime = z.string().datetime();

/** How a prompt of another seat is shown to me: who is awaited and for what, never its options. */
export const AwaitedSeat = z.object({
  seat: z.number().int(),
  kind: z.string(),
  mode: z.enum(['turn', 'simultaneous', 'reaction']),
  deadline: IsoTime.nullable(),
});
export type AwaitedSeat = z.infer<typeof AwaitedSeat>;

/** A prompt of my own seat, with its options. */
export const MyPrompt = z.object({
  seat: z.number().int(),
  kind: z.string(),
  mode: z.enum(['turn', 'simultaneous', 'reaction']),
  message: z.string(),
  options: z.unknown().optional(),
});
export type MyPrompt = z.infer<typeof MyPrompt>;
