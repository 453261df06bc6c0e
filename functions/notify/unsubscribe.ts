import type { UserStore } from '../core/ports';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export type UnsubscribeResult = { ok: true; email: string } | { ok: false; error: { code: string; message: string } };

/**
 * What the unsubscribe link does, without signing in: checks the signed token and turns the user's email
 * notifications off. Doing it twice is harmless.
 */
export async function unsubscribeEmail(users: Pick<UserStore, 'getUser' | 'putUser'>, token: string, secret: string): Promise<UnsubscribeResult> {
  const claim = verifyUnsubscribeToken(token, secret);
  if (!claim) return { ok: false, error: { code: 'unsubscribe/invalid', message: 'This unsubscribe link is not valid. Open your settings to turn emails off.' } };
  const user = await users.getUser(claim.userId);
  if (!user) return { ok: false, error: { code: 'unsubscribe/unknown-user', message: 'The account of this unsubscribe link no longer exists.' } };
  if (user.emailNotifications) await users.putUser({ ...user, emailNotifications: false });
  return { ok: true, email: user.email };
}
