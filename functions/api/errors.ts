import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../core/errors';

/** The one table from error codes to HTTP statuses; a code not listed here is a 422 under `move/`, else a 400. */
const statusByCode: Record<string, ContentfulStatusCode> = {
  'auth/required': 401,
  'auth/link-invalid': 400,
  'auth/rate-limited': 429,
  'invite/rate-limited': 429,
  'auth/origin': 403,
  forbidden: 403,
  'not-found': 404,
  'request/invalid': 400,
  'request/too-large': 413,
  'move/malformed': 400,
  'move/not-your-turn': 409,
  'game/version-conflict': 409,
  'game/not-started': 409,
  'game/started': 409,
  'game/over': 409,
  'game/resigned': 409,
  'game/seat-taken': 409,
  'game/seats-not-filled': 409,
  'game/engine-version': 409,
  'game/unknown-type': 400,
  'chat/closed': 409,
  'game/replay-mismatch': 500,
  'engine/internal': 500,
};

export function statusFor(code: string): ContentfulStatusCode {
  return statusByCode[code] ?? (code.startsWith('move/') ? 422 : 400);
}

export const errorBody = (code: string, message: string) => ({ error: { code, message } });

/** `app.onError`: typed errors keep their code and sentence; anything else is a 500 that names nothing internal. */
export function onError(err: Error, c: Context): Response {
  if (err instanceof AppError) return c.json({ ...errorBody(err.code, err.message), ...(err.details ?? {}) }, statusFor(err.code));
  if (err instanceof HTTPException) return c.json(errorBody(`http/${err.status}`, err.message || 'The request was refused.'), err.status);
  console.error(err);
  return c.json(errorBody('internal', 'Something went wrong on our side; nothing was changed. Try again.'), 500);
}
