import { Hono, type MiddlewareHandler } from 'hono';
import type { DeadLetterList, WebhookTestResult } from '../../../shared/api';
import { AppError, notFound } from '../../core/errors';
import type { UserStore } from '../../core/ports';
import type { DeadLetterStore } from '../../notifier/ports';
import { unsubscribeEmail } from '../../notify/unsubscribe';
import { deliverWebhook } from '../../notify/webhook-delivery';
import { checkWebhookUrl, type UrlPolicy } from '../../notify/webhook-url';
import type { AppEnv } from '../auth-middleware';

export interface NotifyRouteOptions {
  users: Pick<UserStore, 'getUser' | 'putUser'>;
  deadLetters: DeadLetterStore;
  unsubscribeSecret: string;
  /** Local mode allows http and loopback webhooks (the dev process); AWS never sets it. */
  webhookPolicy: UrlPolicy;
  now: () => number;
  siteUrl: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">${body}</body></html>`;

/**
 * `/unsubscribe?token=...`, no sign-in: GET shows a button (mail scanners follow links, so a GET changes nothing),
 * POST turns email notifications off (also the RFC 8058 one-click POST mail clients send).
 */
export function unsubscribeRoutes(o: NotifyRouteOptions) {
  const settings = `${o.siteUrl.replace(/\/$/, '')}/settings`;
  return new Hono()
    .get('/', (c) => {
      const token = c.req.query('token') ?? '';
      return c.html(
        page('Stop turn emails', `<h1>Stop turn emails?</h1><form method="post" action="?token=${encodeURIComponent(token)}"><button type="submit">Stop sending me emails</button></form><p>You can turn them on again in <a href="${escapeHtml(settings)}">your settings</a>.</p>`),
      );
    })
    .post('/', async (c) => {
      const result = await unsubscribeEmail(o.users, c.req.query('token') ?? '', o.unsubscribeSecret);
      if (!result.ok) return c.html(page('Unsubscribe', `<h1>Unsubscribe</h1><p>${escapeHtml(result.error.message)}</p>`), 400);
      return c.html(page('Emails stopped', `<h1>Emails stopped</h1><p>${escapeHtml(result.email)} will get no more turn emails. Turn them on again in <a href="${escapeHtml(settings)}">your settings</a>.</p>`));
    });
}

/** Refuses a settings change whose webhook URL could reach inside our network (checked again before every delivery). */
export function webhookUrlGuard(o: Pick<NotifyRouteOptions, 'webhookPolicy'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'PUT') {
      let url: unknown;
      try {
        url = (JSON.parse((await c.req.text()) || '{}') as { webhookUrl?: unknown }).webhookUrl;
      } catch {
        url = undefined; // the settings route itself answers malformed JSON
      }
      if (typeof url === 'string') {
        const check = await checkWebhookUrl(url, o.webhookPolicy);
        if (!check.ok) throw new AppError(check.error.code, check.error.message);
      }
    }
    return next();
  };
}

/** `/me/webhook/...` (signed in): the dead letters of my webhook, and a test delivery for the settings page's button. */
export function webhookRoutes(o: NotifyRouteOptions) {
  return new Hono<AppEnv>()
    .get('/dead-letters', async (c) => {
      const letters = await o.deadLetters.list(c.get('userId'));
      return c.json({
        deadLetters: letters.map((l) => ({ id: l.id, gameId: l.gameId, seq: l.seq, seat: l.seat, url: l.url, attempts: l.attempts, lastStatus: l.lastStatus, lastError: l.lastError, at: new Date(l.at).toISOString(), body: l.body })),
      } satisfies DeadLetterList);
    })
    .post('/test', async (c) => {
      const user = await o.users.getUser(c.get('userId'));
      if (!user) throw notFound('Your account');
      if (!user.webhookUrl || !user.webhookSecret) throw new AppError('webhook/not-set', 'Save a webhook URL first; then you can test it.');
      const at = new Date(o.now()).toISOString();
      const text = 'A test from Heavy async: your webhook works.';
      const payload = user.webhookFormat === 'discord' ? { content: text } : user.webhookFormat === 'slack' ? { text } : { type: 'test', at, message: text };
      const result = await deliverWebhook(
        { userId: user.userId, gameId: '-', seq: 0, seat: 0, url: user.webhookUrl, secret: user.webhookSecret, body: JSON.stringify(payload), deliveryId: `test#${at}` },
        // One try: the person at the settings page wants an answer now, not after a backoff.
        { policy: o.webhookPolicy, now: o.now, sleep: async () => {}, retry: { attempts: 1, baseDelayMs: 0 } },
      );
      const answer: WebhookTestResult = result.delivered ? { delivered: true } : { delivered: false, status: result.deadLetter.lastStatus, error: result.deadLetter.lastError };
      return c.json(answer);
    });
}

/** Mounts the notification routes on the API (after the sign-in check of `/me/*`, before the settings route). */
export function mountNotifyRoutes(api: Hono<AppEnv>, o: NotifyRouteOptions): void {
  api.use('/me/settings', webhookUrlGuard(o));
  api.route('/me/webhook', webhookRoutes(o));
  api.route('/unsubscribe', unsubscribeRoutes(o));
}
