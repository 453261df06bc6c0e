import { randomBytes } from 'node:crypto';
import type { Clock, Ids } from './ports';

export const systemClock: Clock = { now: () => Date.now() };

/** Ids from the system's CSPRNG: 12 url-safe characters for public ids, 32 bytes for secrets. */
export const randomIds: Ids = {
  id: () => randomBytes(9).toString('base64url'),
  secret: () => randomBytes(32).toString('base64url'),
};
