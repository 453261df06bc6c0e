import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { AuthEmailRequest, isDefaultDisplayName } from '../../../shared/api';
import { signValue } from '../../core/auth';
import { SESSION_TTL } from '../../core/auth';
import { AppError } from '../../core/errors';
import type { GameService } from '../../core/service';
import { clientAddress } from '../client-address';
import { checkOrigin, SESSION_COOKIE, sessionFromCookie } from '../auth-middleware';
import { body } from '../validate';

export interface AuthRouteOptions {
  service: GameService;
  sessionSecret: string;
  allowedOrigins: string[];
  siteUrl: string;
  /** See clientAddress: the local benchmark's many players come from one socket. */
  trustForwardedFor?: boolean;
  /** See clientAddress: the site's server relays each visitor's address with a proof made with this key. */
  siteRelaySecret?: string;
}

/** The cookie is Secure everywhere but on a loopback host, where the local stack speaks plain http. */
function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

/** Where the signed-in user goes: a new account that still has its neutral name picks one first, then goes on. */
function landing(siteUrl: string, next: string | null, displayName: string): string {
  const page = next ?? '/';
  return isDefaultDisplayName(displayName) ? `${siteUrl}/welcome?next=${encodeURIComponent(page)}` : `${siteUrl}${page}`;
}

/** Sign-in by emailed link: ask for a link, trade it for a session cookie, sign out. */
export function authRoutes(options: AuthRouteOptions) {
  const { service } = options;
  return new Hono()
    .post('/email', async (c) => {
      checkOrigin(c, options.allowedOrigins);
      const input = await body(c, AuthEmailRequest);
      await service.requestSignIn(input.email, input.next ?? null, clientAddress(c, options));
      return c.json({ sent: true }, 202);
    })
    .get('/verify', async (c) => {
      const token = c.req.query('token') ?? '';
      const wantsJson = (c.req.header('accept') ?? '').includes('application/json');
      const verified = await service.verifySignIn(token).catch((err: unknown) => {
        // A person who opens an old link in the browser lands on the site's sign-in page, which offers a new one.
        if (wantsJson || !(err instanceof AppError)) throw err;
        return err;
      });
      if (verified instanceof AppError) return c.redirect(`${options.siteUrl}/sign-in?error=link-invalid`, 303);
      const { sessionId, user, next } = verified;
      setCookie(c, SESSION_COOKIE, signValue(sessionId, options.sessionSecret), {
        httpOnly: true,
        secure: !isLoopback(c.req.url),
        sameSite: 'Lax',
        path: '/',
        maxAge: Math.floor(SESSION_TTL / 1000),
      });
      const location = landing(options.siteUrl, next, user.displayName);
      if (wantsJson) {
        c.header('location', location);
        return c.json({ userId: user.userId, email: user.email, displayName: user.displayName, next: next ?? '/' });
      }
      return c.redirect(location, 303);
    })
    .post('/logout', async (c) => {
      checkOrigin(c, options.allowedOrigins);
      const sessionId = sessionFromCookie(c, options.sessionSecret);
      if (sessionId) await service.signOut(sessionId);
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
      return c.json({ signedOut: true });
    });
}
