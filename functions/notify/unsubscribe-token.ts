import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an unsubscribe link may do: turn one channel off for one user. */
export interface UnsubscribeClaim {
  userId: string;
  channel: 'email';
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const mac = (payload: string, secret: string) => createHmac('sha256', secret).update(`unsubscribe.${payload}`).digest();

/**
 * A token for the one-click unsubscribe link, valid without signing in: the claim, signed with the server's secret.
 * It does not expire: an old email's link must still work, and all it can do is turn email off.
 */
export function createUnsubscribeToken(claim: UnsubscribeClaim, secret: string): string {
  const payload = b64(JSON.stringify({ u: claim.userId, c: claim.channel }));
  return `${payload}.${b64(mac(payload, secret))}`;
}

/** The claim of a token signed with `secret`, or null when it is malformed or forged. */
export function verifyUnsubscribeToken(token: string, secret: string): UnsubscribeClaim | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = mac(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; c?: unknown };
    if (typeof data.u !== 'string' || data.c !== 'email') return null;
    return { userId: data.u, channel: 'email' };
  } catch {
    return null;
  }
}
