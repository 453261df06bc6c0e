import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeadLetterList, RotatedWebhookSecret, UpdatedSettings, WebhookTestResult } from '../../shared/api';
import { createApp } from '../../functions/api/app';
import type { NotifyRouteOptions } from '../../functions/api/routes/notify-routes';
import { DynamoDeadLetters } from '../../functions/notifier/dynamo-dead-letters';
import { startWebhookReceiver } from '../../functions/notify/testing/webhook-receiver';
import type { ResolveHost } from '../../functions/notify/webhook-url';
import { API, startNotifyStack, SITE, UNSUBSCRIBE_SECRET, type NotifyStack } from './support/notify-stack';

let stack: NotifyStack;
beforeAll(async () => {
  stack = await startNotifyStack();
});
afterAll(async () => {
  await stack?.close();
});

const resolve: ResolveHost = async (host) => (host === 'hooks.example.com' ? ['93.184.216.34'] : host === 'inside.example.com' ? ['10.1.2.3'] : []);

/** The API with its notification routes; callers sign in with a personal API token. */
function app(localMode: boolean) {
  const o: NotifyRouteOptions = {
    users: stack.store.users,
    deadLetters: new DynamoDeadLetters(stack.store.doc, stack.tableName),
    unsubscribeSecret: UNSUBSCRIBE_SECRET,
    webhookPolicy: { localMode, resolve },
    now: stack.clock.now,
    siteUrl: SITE,
  };
  return createApp({ service: stack.service, sessionSecret: 'notify-routes-test', siteUrl: SITE, apiUrl: API, notify: o });
}

const asUser = async (userId: string) => ({ authorization: `Bearer ${(await stack.service.createToken(userId, 'test')).token}` });

describe('notification routes', () => {
  it('given the unsubscribe link of a turn email, when opened then confirmed without signing in, then that player gets no more turn emails', async () => {
    const players = [await stack.addPlayer('Uma'), await stack.addPlayer('Vic'), await stack.addPlayer('Wes')];
    await stack.startedTable(players);
    const mail = stack.catcher.messages.find((m) => m.to.includes(players[1].email))!;
    const link = new URL(mail.headers['list-unsubscribe'].replace(/^<|>$/g, ''));
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:8787/api/v1/unsubscribe');
    const path = `${link.pathname}${link.search}`;

    const shown = await app(true).request(path);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('<form method="post"');
    expect((await stack.store.users.getUser(players[1].userId))!.emailNotifications).toBe(true);

    const done = await app(true).request(path, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('vic@example.test will get no more turn emails');
    expect((await stack.store.users.getUser(players[1].userId))!.emailNotifications).toBe(false);

    const before = stack.catcher.messages.length;
    await stack.startedTable(players);
    expect(stack.catcher.messages.slice(before).map((m) => m.to[0]).sort()).toEqual([players[0].email, players[2].email]);
  });

  it('given a forged unsubscribe token, when posted, then it is refused and nothing changes', async () => {
    const res = await app(true).request('/api/v1/unsubscribe?token=eyJ1IjoieCJ9.AAAA', { method: 'POST' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This unsubscribe link is not valid.');
  });

  it('given non-local mode, when a webhook URL to the metadata service, loopback or a host inside the network is saved, then settings refuse it', async () => {
    const p = await stack.addPlayer('Xia');
    for (const url of ['https://169.254.169.254/latest/', 'https://127.0.0.1:9000/hook', 'https://inside.example.com/hook', 'http://hooks.example.com/hook']) {
      const res = await app(false).request('/api/v1/me/settings', { method: 'PUT', headers: { ...(await asUser(p.userId)), 'content-type': 'application/json' }, body: JSON.stringify({ webhookUrl: url }) });
      expect(res.status, url).toBe(400);
      const refusal = (await res.json()) as { error: { code: string }; field?: string };
      expect(refusal.error.code, url).toMatch(/^webhook\/(forbidden-address|not-https)$/);
      expect(refusal.field, url).toBe('webhookUrl');
    }
    expect((await stack.store.users.getUser(p.userId))!.webhookUrl).toBeNull();
    const ok = await app(false).request('/api/v1/me/settings', { method: 'PUT', headers: { ...(await asUser(p.userId)), 'content-type': 'application/json' }, body: JSON.stringify({ webhookUrl: 'https://hooks.example.com/hook' }) });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { webhookSecret?: string }).webhookSecret).toBeTruthy();
  });

  it('given a webhook set up in local mode, when the settings test button is used, then the receiver gets a signed test ping', async () => {
    const p = await stack.addPlayer('Yan', { webhook: {} });
    const res = await app(true).request('/api/v1/me/webhook/test', { method: 'POST', headers: await asUser(p.userId) });
    expect(WebhookTestResult.parse(await res.json())).toEqual({ delivered: true });
    expect(p.receiver!.received.map((r) => [r.verified, JSON.parse(r.body).type])).toEqual([[true, 'test']]);
  });

  it('given a webhook that failed for good, when the dead letters are listed, then the user sees it with the reason', async () => {
    const p = await stack.addPlayer('Zoe', { webhook: { answers: Array(10).fill(500) } });
    const gameId = await stack.startedTable([p, await stack.addPlayer('Abe'), await stack.addPlayer('Bea')]);
    const res = await app(true).request('/api/v1/me/webhook/dead-letters', { headers: await asUser(p.userId) });
    const { deadLetters } = DeadLetterList.parse(await res.json());
    expect(deadLetters).toHaveLength(1);
    expect(deadLetters[0]).toMatchObject({ gameId, attempts: 5, lastStatus: 500, lastError: 'the receiver answered HTTP 500' });
  });

  it('given a saved webhook, when a test is asked for the other URL typed in the form, then that URL gets the signed ping and the saved one nothing', async () => {
    const p = await stack.addPlayer('Cid', { webhook: {} });
    const saved = await stack.store.users.getUser(p.userId);
    const typed = await startWebhookReceiver(() => saved!.webhookSecret!);
    try {
      const res = await app(true).request('/api/v1/me/webhook/test', { method: 'POST', headers: { ...(await asUser(p.userId)), 'content-type': 'application/json' }, body: JSON.stringify({ url: typed.url, format: 'slack' }) });
      expect(WebhookTestResult.parse(await res.json())).toEqual({ delivered: true });
      expect(typed.received.map((r) => [r.verified, JSON.parse(r.body).text])).toEqual([[true, 'A test from Heavy async: your webhook works.']]);
      expect(p.receiver!.received).toHaveLength(0);
      expect((await stack.store.users.getUser(p.userId))!.webhookUrl).toBe(saved!.webhookUrl);
    } finally {
      await typed.close();
    }
  });

  it('given non-local mode, when a test is asked for an http or private URL, then it is refused naming the field and nothing is sent', async () => {
    const p = await stack.addPlayer('Dee');
    for (const url of ['http://hooks.example.com/hook', 'https://inside.example.com/hook', 'https://127.0.0.1:9/hook']) {
      const res = await app(false).request('/api/v1/me/webhook/test', { method: 'POST', headers: { ...(await asUser(p.userId)), 'content-type': 'application/json' }, body: JSON.stringify({ url }) });
      expect(res.status, url).toBe(400);
      const refusal = (await res.json()) as { error: { code: string; message: string }; field?: string };
      expect(refusal.error.code, url).toMatch(/^webhook\/(forbidden-address|not-https)$/);
      expect(refusal.field, url).toBe('webhookUrl');
    }
    const none = await app(false).request('/api/v1/me/webhook/test', { method: 'POST', headers: await asUser(p.userId) });
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('webhook/not-set');
  });

  it('given a webhook, when its secret is rotated, then the new secret is shown once and signs the next call, and the old one no longer verifies', async () => {
    const p = await stack.addPlayer('Eli', { webhook: {} });
    const old = (await stack.store.users.getUser(p.userId))!.webhookSecret!;
    const res = await app(true).request('/api/v1/me/webhook/secret', { method: 'POST', headers: await asUser(p.userId) });
    expect(res.status).toBe(200);
    const { webhookSecret } = RotatedWebhookSecret.parse(await res.json());
    expect(webhookSecret).not.toBe(old);
    const settings = await app(true).request('/api/v1/me/settings', { headers: await asUser(p.userId) });
    expect(await settings.text()).not.toContain(webhookSecret);
    const receiver = await startWebhookReceiver(() => webhookSecret);
    const stale = await startWebhookReceiver(() => old);
    try {
      for (const url of [receiver.url, stale.url]) {
        await app(true).request('/api/v1/me/webhook/test', { method: 'POST', headers: { ...(await asUser(p.userId)), 'content-type': 'application/json' }, body: JSON.stringify({ url }) });
      }
      expect(receiver.received.map((r) => r.verified)).toEqual([true]);
      expect(stale.received.map((r) => r.verified)).toEqual([false]);
    } finally {
      await Promise.all([receiver.close(), stale.close()]);
    }
  });

  it('given no webhook URL, when a secret rotation is asked, then it is refused', async () => {
    const p = await stack.addPlayer('Fay');
    const res = await app(true).request('/api/v1/me/webhook/secret', { method: 'POST', headers: await asUser(p.userId) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('webhook/not-set');
  });

  it('given a webhook, when its URL is cleared and a new one saved, then the new URL gets a new secret, shown once', async () => {
    const p = await stack.addPlayer('Gus', { webhook: {} });
    const old = (await stack.store.users.getUser(p.userId))!.webhookSecret!;
    const put = async (change: object) =>
      UpdatedSettings.parse(await (await app(false).request('/api/v1/me/settings', { method: 'PUT', headers: { ...(await asUser(p.userId)), 'content-type': 'application/json' }, body: JSON.stringify(change) })).json());
    const cleared = await put({ webhookUrl: null });
    expect(cleared).toMatchObject({ webhookUrl: null, hasWebhookSecret: false });
    const renewed = await put({ webhookUrl: 'https://hooks.example.com/new' });
    expect(renewed.webhookSecret).toBeTruthy();
    expect(renewed.webhookSecret).not.toBe(old);
    expect((await put({ webhookFormat: 'slack' })).webhookSecret).toBeUndefined();
  });
});
