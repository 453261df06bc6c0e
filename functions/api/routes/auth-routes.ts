import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { AuthEmailRequest } from '../../../shared/api';
import { signValue } from '../../core/auth';
import { SESSION_TTL } from '../../core/auth';
import type { GameService } from '../../core/service';
import { checkOrigin, SESSION_COOKIE, sessionFromCookie } from '../auth-middleware';
import { body } from '../validate';

export interface AuthRouteOptions {
  service: GameService;
  sessionSecret: string;
  allowedOrigins: string[];
  siteUrl: string;
}

/** The cookie is Secure everywhere but on a loopback host, where the local stack speaks plain http. */
function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

/** The client's address for rate limiting: API Gateway's forwarded-for, else one bucket for direct local callers. */
function clientKey(forwarded: string | undefined): string {
  return forwarded?.split(',')[0]?.trim() || 'direct';
}

/** Sign-in by emailed link: ask for a link, trade it for a session cookie, sign out. */
export function authRoutes(options: AuthRouteOptions) {
  const { service } = options;
  return new Hono()
    .post('/email', async (c) => {
      checkOrigin(c, options.allowedOrigins);
      const input = await body(c, AuthEmailRequest);
      await service.requestSignIn(input.email, input.next ?? null, clientKey(c.req.header('x-forwarded-for')));
      return c.json({ sent: true }, 202);
    })
    .get('/verify', async (c) => {
      const token = c.req.query('token') ?? '';
      const { sessionId, user, next } = await service.verifySignIn(token);
      setCookie(c, SESSION_COOKIE, signValue(sessionId, options.sessionSecret), {
        httpOnly: true,
        secure: !isLoopback(c.req.url),
        sameSite: 'Lax',
        path: '/',
        maxAge: Math.floor(SESSION_TTL / 1000),
      });
      const location = `${options.siteUrl}${next ?? '/'}`;
      if ((c.req.header('accept') ?? '').includes('application/json')) {
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
