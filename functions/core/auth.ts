import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SameSitePath } from '../../shared/api/me';
import { AppError } from './errors';
import type { ApiTokenRecord, UserProfile } from './model';
import type { ServicePorts } from './ports';

const MINUTE = 60_000;
export const SIGN_IN_LINK_TTL = 15 * MINUTE;
export const SESSION_TTL = 30 * 24 * 60 * MINUTE;
/**
 * Sign-in emails in a quarter of an hour: per client address, per (email, client address), and per email from
 * everywhere. The per-email cap is shared by everyone, so it is set well above what one client may ask for: a
 * stranger can no longer keep an address from signing in by spending its quota.
 */
export const SIGN_IN_RATE = { windowMs: 15 * MINUTE, perClient: 20, perEmailAndClient: 5, perEmail: 30 };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Where a sign-in link brings its user back: a path on the site, anything else is the lobby. */
export function sameSiteNext(next: string | null): string | null {
  return next !== null && SameSitePath.safeParse(next).success ? next : null;
}

async function withinSignInRate(ports: ServicePorts, email: string, client: string, now: number): Promise<boolean> {
  const { windowMs } = SIGN_IN_RATE;
  const window = now - (now % windowMs);
  // One after the other: a refused client spends nothing of the email's counters.
  return (
    (await ports.users.hit(`client:${client}`, window, windowMs, SIGN_IN_RATE.perClient)) &&
    (await ports.users.hit(`email-client:${email} ${client}`, window, windowMs, SIGN_IN_RATE.perEmailAndClient)) &&
    (await ports.users.hit(`email:${email}`, window, windowMs, SIGN_IN_RATE.perEmail))
  );
}

/**
 * Emails a single-use sign-in link to the site; only the hash of its token is stored. The answer is the same whether
 * the address has an account or not. `client` is the address the platform vouches for (see the API's clientAddress).
 */
export async function requestSignIn(ports: ServicePorts, email: string, next: string | null, client: string): Promise<void> {
  if (next !== null && sameSiteNext(next) === null) throw new AppError('request/invalid', 'The page to come back to must be a page of this site.');
  const now = ports.clock.now();
  if (!(await withinSignInRate(ports, email, client, now))) {
    throw new AppError('auth/rate-limited', 'Too many sign-in emails were asked for: wait a quarter of an hour and try again.');
  }
  const token = ports.ids.secret();
  await ports.users.putSignIn({ hash: sha256(token), email, next, expiresAt: now + SIGN_IN_LINK_TTL });
  const link = `${ports.siteUrl}/auth/verify?token=${encodeURIComponent(token)}`;
  await ports.mailer.send({
    to: email,
    subject: 'Your sign-in link',
    text: `Open this link within 15 minutes to sign in. It works once.\n\n${link}\n\nIf you did not ask for it, ignore this email.\n`,
  });
}

/** Trades a sign-in token for a new session; the link is spent even when it has expired. */
export async function verifySignIn(ports: ServicePorts, token: string): Promise<{ sessionId: string; user: UserProfile; next: string | null }> {
  const record = await ports.users.takeSignIn(sha256(token));
  const now = ports.clock.now();
  if (!record || record.expiresAt <= now) {
    throw new AppError('auth/link-invalid', 'This sign-in link has expired or was already used: ask for a new one.');
  }
  const user = await ports.users.userForEmail(record.email, now, () => ports.ids.id());
  const sessionId = ports.ids.secret();
  await ports.users.putSession({ id: sessionId, userId: user.userId, expiresAt: now + SESSION_TTL });
  return { sessionId, user, next: sameSiteNext(record.next) };
}

export async function userForSession(ports: ServicePorts, sessionId: string): Promise<string | null> {
  const session = await ports.users.getSession(sessionId);
  return session && session.expiresAt > ports.clock.now() ? session.userId : null;
}

export async function signOut(ports: ServicePorts, sessionId: string): Promise<void> {
  await ports.users.deleteSession(sessionId);
}

/** A personal API token for scripts: `ha_<id>_<secret>`, shown once; only its hash is kept. */
export async function createToken(ports: ServicePorts, userId: string, name: string): Promise<ApiTokenRecord & { token: string }> {
  const id = ports.ids.id();
  const token = `ha_${id}_${ports.ids.secret()}`;
  const record: ApiTokenRecord = { id, userId, name, hash: sha256(token), createdAt: ports.clock.now(), lastUsedAt: null };
  await ports.users.putToken(record);
  return { ...record, token };
}

export async function userForToken(ports: ServicePorts, token: string): Promise<string | null> {
  if (!/^ha_[A-Za-z0-9_-]+$/.test(token)) return null;
  const record = await ports.users.tokenByHash(sha256(token));
  if (!record) return null;
  const now = ports.clock.now();
  // Recorded at most once a minute: a script polling a game must not turn every read into a write.
  if (!record.lastUsedAt || now - record.lastUsedAt > MINUTE) await ports.users.touchToken(record, now);
  return record.userId;
}

/** `value.signature`: the session cookie carries its HMAC so a forged cookie is refused before any read. */
export function signValue(value: string, secret: string): string {
  return `${value}.${createHmac('sha256', secret).update(value).digest('base64url')}`;
}

export function unsignValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const expected = Buffer.from(signValue(value, secret).slice(dot + 1));
  const given = Buffer.from(signed.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : null;
}
