import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { DevMail } from '../../shared/api';
import { notFound } from '../core/errors';
import type { GameService } from '../core/service';
import { requireUser, type AppEnv } from './auth-middleware';
import { errorBody, onError } from './errors';
import { authRoutes } from './routes/auth-routes';
import { gamesRoutes } from './routes/games-routes';
import { meRoutes } from './routes/me-routes';
import { mountNotifyRoutes, type NotifyRouteOptions } from './routes/notify-routes';

export interface AppOptions {
  service: GameService;
  /** HMAC key of the session cookie. */
  sessionSecret: string;
  siteUrl: string;
  apiUrl: string;
  /** More origins allowed to change state with the session cookie (the site's other local spelling, say). */
  extraOrigins?: string[];
  /** Only the local stack passes this: it mounts `GET /api/v1/dev/mail`. Never set in AWS. */
  devMail?: () => DevMail[];
  /**
   * Rate limits go by the last `X-Forwarded-For` entry instead of the socket: only for a local stack driven by a tool
   * that speaks for many clients (the API benchmark). Never set in AWS.
   */
  trustForwardedFor?: boolean;
  /** Key with which the site's server proves the visitor addresses it relays (sign-in rate limits); see clientAddress. */
  siteRelaySecret?: string;
  /** Unsubscribe links, webhook dead letters and test button, webhook URL checks on settings. */
  notify?: NotifyRouteOptions;
}

export const MAX_BODY_BYTES = 64 * 1024;
const TOKEN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The HTTP API under `/api/v1`: JSON in and out, every input validated with the contract's schemas, one error shape.
 * The same app runs under @hono/node-server locally and hono/aws-lambda in AWS.
 */
export function createApp(options: AppOptions) {
  const { service } = options;
  const allowedOrigins = [options.siteUrl, options.apiUrl, ...(options.extraOrigins ?? [])].map((u) => new URL(u).origin);
  const auth = requireUser({ service, sessionSecret: options.sessionSecret, allowedOrigins });
  const api = new Hono<AppEnv>()
    .use(
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: (c) => c.json(errorBody('request/too-large', `The request body is over ${MAX_BODY_BYTES / 1024} KB.`), 413),
      }),
    )
    .route('/auth', authRoutes({ service, sessionSecret: options.sessionSecret, allowedOrigins, siteUrl: options.siteUrl, trustForwardedFor: options.trustForwardedFor, siteRelaySecret: options.siteRelaySecret }))
    .get('/games/types', (c) =>
      c.json({
        types: service.gameTypes().map((g) => ({
          id: g.id,
          title: g.title,
          players: { ...g.players },
          configSchema: g.configJsonSchema,
        })),
      }),
    );
  if (options.devMail) {
    const list = options.devMail;
    api.get('/dev/mail', (c) => c.json({ mails: list() }));
  }
  api.use('/games/*', auth).use('/me', auth).use('/me/*', auth);
  // Token ids are short and url-safe: anything else names no token, and must not reach the store (its keys are bounded).
  api.use('/me/tokens/:tokenId', async (c, next) => {
    if (!TOKEN_ID.test(c.req.param('tokenId'))) throw notFound('This token');
    await next();
  });
  if (options.notify) mountNotifyRoutes(api, options.notify);
  api.route('/games', gamesRoutes(service)).route('/me', meRoutes(service));

  const app = new Hono();
  app.route('/api/v1', api);
  app.get('/', (c) => c.json({ service: 'heavy-async', api: '/api/v1' }));
  app.notFound((c) => c.json(errorBody('not-found', 'There is nothing at this address.'), 404));
  app.onError(onError);
  return app;
}
