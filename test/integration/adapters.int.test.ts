import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openStore } from '../../functions/store';
import { startHarness, type Harness } from '../support/harness';
import { ApiClient, latestSignInToken } from '../support/http-client';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

describe('the app under @hono/node-server', () => {
  it('when a player signs in and creates a game over real HTTP, then the cookie and the API behave as through app.request', async () => {
    const server = serve({ fetch: h.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const client = new ApiClient((path, init) => fetch(`${base}${path}`, { ...init, redirect: 'manual' }));
      expect((await client.post('/auth/email', { email: 'wire@example.com' })).status).toBe(202);
      const token = await latestSignInToken(client, 'wire@example.com');
      const verified = await client.get(`/auth/verify?token=${token}`);
      expect(verified.status).toBe(303);
      const cookie = verified.headers.get('set-cookie')!.split(';')[0];
      const me = client.with({ cookie });
      expect((await client.with({ cookie, origin: base }).post('/me/tokens', { name: 'x' })).status).toBe(403);
      const created = await me.post('/games', { type: 'high-card', seats: [{ type: 'creator' }, { type: 'open' }] });
      expect(created.status).toBe(201);
      expect((await me.get('/me/games')).body.games.map((g: { id: string }) => g.id)).toEqual([created.body.id]);
      const big = await fetch(`${base}/api/v1/auth/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'x'.repeat(70_000) }) });
      expect(big.status).toBe(413);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the Lambda handler', () => {
  it('when API Gateway calls it, then it answers from the same app, with no /dev/mail', async () => {
    const store = openStore({ tableName: 'lambda-test', endpoint: inject('dynamoEndpoint') });
    await store.ensureTable();
    Object.assign(process.env, {
      TABLE_NAME: 'lambda-test',
      SITE_URL: 'https://play.example.com',
      SESSION_SECRET: 'lambda-session-secret',
      WEBHOOK_SECRET: 'lambda-webhook-secret',
      AWS_ENDPOINT_URL_DYNAMODB: inject('dynamoEndpoint'),
      AWS_REGION: 'local',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    });
    const { handler } = await import('../../functions/api/lambda');
    const call = async (path: string) => (await handler(event(path) as never, {} as never)) as unknown as { statusCode: number; body: string };
    const event = (path: string) => ({
      version: '2.0',
      routeKey: '$default',
      rawPath: path,
      rawQueryString: '',
      headers: { host: 'play.example.com' },
      requestContext: { http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'test' }, domainName: 'play.example.com', requestId: 'r', routeKey: '$default', stage: '$default', timeEpoch: 0, time: '', accountId: '1', apiId: 'a', domainPrefix: 'play' },
      isBase64Encoded: false,
    });
    const types = await call('/api/v1/games/types');
    expect(types.statusCode).toBe(200);
    expect(JSON.parse(types.body).types.map((t: { id: string }) => t.id)).not.toContain('high-card');
    const me = await call('/api/v1/me');
    expect(me.statusCode).toBe(401);
    const mail = await call('/api/v1/dev/mail');
    expect(mail.statusCode).toBe(404);
    store.doc.destroy();
  });
});
