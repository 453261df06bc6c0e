import { Hono, type MiddlewareHandler } from 'hono';
import { WebhookTestRequest, type DeadLetterList, type RotatedWebhookSecret, type WebhookTestResult } from '../../../shared/api';
import { AppError, notFound } from '../../core/errors';
import type { UserStore } from '../../core/ports';
import { rotateWebhookSecret } from '../../core/settings';
import type { DeadLetterStore } from '../../notifier/ports';
import { unsubscribeEmail } from '../../notify/unsubscribe';
import { deliverWebhook } from '../../notify/webhook-delivery';
import { createWebhookSecret } from '../../notify/webhook-signature';
import { checkWebhookUrl, type UrlPolicy } from '../../notify/webhook-url';
import type { AppEnv } from '../auth-middleware';
import { body } from '../validate';

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
      if (typeof url === 'string') await requireAllowedUrl(url, o.webhookPolicy);
    }
    return next();
  };
}

/** The address policy's refusal as an API error that names the settings field, so the form can mark it. */
async function requireAllowedUrl(url: string, policy: UrlPolicy): Promise<void> {
  const check = await checkWebhookUrl(url, policy);
  if (!check.ok) throw new AppError(check.error.code, check.error.message, { field: 'webhookUrl' });
}

/**
 * `/me/webhook/...` (signed in): the dead letters of my webhook, a test delivery for the settings page's button (to the
 * URL in the form, checked like a saved one, else to the saved URL), and a new signing secret.
 */
export function webhookRoutes(o: NotifyRouteOptions) {
  return new Hono<AppEnv>()
    .get('/dead-letters', async (c) => {
      const letters = await o.deadLetters.list(c.get('userId'));
      return c.json({
        deadLetters: letters.map((l) => ({ id: l.id, gameId: l.gameId, seq: l.seq, seat: l.seat, url: l.url, attempts: l.attempts, lastStatus: l.lastStatus, lastError: l.lastError, at: new Date(l.at).toISOString(), body: l.body })),
      } satisfies DeadLetterList);
    })
    .post('/test', async (c) => {
      const wanted = await body(c, WebhookTestRequest);
      const user = await o.users.getUser(c.get('userId'));
      if (!user) throw notFound('Your account');
      const url = wanted.url ?? user.webhookUrl;
      if (!url) throw new AppError('webhook/not-set', 'Enter a webhook URL first; then you can test it.', { field: 'webhookUrl' });
      if (wanted.url) await requireAllowedUrl(wanted.url, o.webhookPolicy);
      const format = wanted.format ?? user.webhookFormat;
      const at = new Date(o.now()).toISOString();
      const text = 'A test from Heavy async: your webhook works.';
      const payload = format === 'discord' ? { content: text } : format === 'slack' ? { text } : { type: 'test', at, message: text };
      // Before a URL is saved there is no secret yet: the test is signed with a one-off secret nobody keeps.
      const secret = user.webhookSecret ?? createWebhookSecret();
      const result = await deliverWebhook(
        { userId: user.userId, gameId: '-', seq: 0, seat: 0, url, secret, body: JSON.stringify(payload), deliveryId: `test#${at}` },
        // One try: the person at the settings page wants an answer now, not after a backoff.
        { policy: o.webhookPolicy, now: o.now, sleep: async () => {}, retry: { attempts: 1, baseDelayMs: 0 } },
      );
      const answer: WebhookTestResult = result.delivered ? { delivered: true } : { delivered: false, status: result.deadLetter.lastStatus, error: result.deadLetter.lastError };
      return c.json(answer);
    })
    .post('/secret', async (c) => {
      const webhookSecret = await rotateWebhookSecret(o.users, c.get('userId'), createWebhookSecret());
      return c.json({ webhookSecret } satisfies RotatedWebhookSecret);
    });
}

/** Mounts the notification routes on the API (after the sign-in check of `/me/*`, before the settings route). */
export function mountNotifyRoutes(api: Hono<AppEnv>, o: NotifyRouteOptions): void {
  api.use('/me/settings', webhookUrlGuard(o));
  api.route('/me/webhook', webhookRoutes(o));
  api.route('/unsubscribe', unsubscribeRoutes(o));
}
