import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { AppError } from '../core/errors';
import { unsignValue } from '../core/auth';
import type { GameService } from '../core/service';

export const SESSION_COOKIE = 'ha_session';

export type AuthVariables = { userId: string; sessionId: string | null };
export type AppEnv = { Variables: AuthVariables };

export interface AuthOptions {
  service: GameService;
  sessionSecret: string;
  /** Origins allowed to send cookie-authenticated state changes (the site, the API itself). */
  allowedOrigins: string[];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Who calls: a personal API token (`Authorization: Bearer ha_...`) or the signed session cookie. A state change that
 * rides on the cookie must come from an allowed Origin: browsers send Origin on every POST/PUT/DELETE, so a cross-site
 * form is refused; server-to-server calls (the site's server components, scripts) send none and are not a CSRF vector.
 */
export function requireUser(options: AuthOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (bearer) {
      const userId = await options.service.userForToken(bearer);
      if (!userId) throw new AppError('auth/required', 'This API token is not valid (it may have been revoked).');
      c.set('userId', userId);
      c.set('sessionId', null);
      return next();
    }
    const sessionId = sessionFromCookie(c, options.sessionSecret);
    const userId = sessionId ? await options.service.userForSession(sessionId) : null;
    if (!sessionId || !userId) throw new AppError('auth/required', 'Sign in first.');
    if (!SAFE_METHODS.has(c.req.method)) checkOrigin(c, options.allowedOrigins);
    c.set('userId', userId);
    c.set('sessionId', sessionId);
    return next();
  };
}

export function sessionFromCookie(c: Context, secret: string): string | null {
  const raw = getCookie(c, SESSION_COOKIE);
  return raw ? unsignValue(raw, secret) : null;
}

export function checkOrigin(c: Context, allowed: string[]): void {
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  if ((origin && !allowed.includes(origin)) || fetchSite === 'cross-site') {
    throw new AppError('auth/origin', 'This request came from another site and was refused.');
  }
}
