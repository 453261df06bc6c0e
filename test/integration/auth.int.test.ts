import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { ManualClock, SITE, API, startHarness, type Harness } from '../support/harness';
import { ApiClient, latestSignInToken, signInWithCookie } from '../support/http-client';

const clock = new ManualClock();
let h: Harness;
let anon: ApiClient;
beforeAll(async () => {
  h = await startHarness({ clock });
  anon = ApiClient.forApp(h.app);
});
afterAll(() => h?.close());

async function askLink(email: string, from = '10.9.0.1') {
  const r = await anon.call('POST', '/auth/email', { email }, { 'x-forwarded-for': from });
  expect(r.status).toBe(202);
  return latestSignInToken(anon, email);
}

describe('sign-in by emailed link', () => {
  it('when the link is opened, then a signed HttpOnly SameSite=Lax session cookie is set (not Secure on loopback) and /me answers', async () => {
    const token = await askLink('ada@example.com');
    const r = await anon.get(`/auth/verify?token=${token}`);
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe(`${SITE}/`);
    const cookie = r.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^ha_session=[^;]+\./);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await anon.with({ cookie: cookie.split(';')[0] }).get('/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'ada@example.com', displayName: 'ada' });
  });

  it('when the link is opened outside localhost, then the cookie is Secure', async () => {
    const token = await askLink('grace@example.com');
    const r = await h.app.request(`https://play.example.com/api/v1/auth/verify?token=${token}`);
    expect(r.status).toBe(303);
    expect(r.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('when a link is used twice, then the second time is refused', async () => {
    const token = await askLink('once@example.com');
    expect((await anon.get(`/auth/verify?token=${token}`)).status).toBe(303);
    const again = await anon.get(`/auth/verify?token=${token}`);
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('auth/link-invalid');
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('when a link is opened after 15 minutes, then it has expired', async () => {
    const token = await askLink('late@example.com');
    clock.advance(15 * 60_000 + 1000);
    const r = await anon.get(`/auth/verify?token=${token}`);
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({ code: 'auth/link-invalid', message: 'This sign-in link has expired or was already used: ask for a new one.' });
  });

  it('when one address asks for a sixth link within a quarter of an hour, then it is rate-limited', async () => {
    for (let i = 0; i < 5; i++) await askLink('eager@example.com', `10.9.1.${i}`);
    const r = await anon.call('POST', '/auth/email', { email: 'eager@example.com' }, { 'x-forwarded-for': '10.9.1.9' });
    expect(r.status).toBe(429);
    expect(r.body.error.code).toBe('auth/rate-limited');
  });

  it('when the email is not an email, then it is a 400', async () => {
    const r = await anon.post('/auth/email', { email: 'not-an-email' });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('request/invalid');
  });
});

describe('sessions and cross-site requests', () => {
  it('when there is no cookie or a forged one, then protected routes answer 401', async () => {
    expect((await anon.get('/me')).status).toBe(401);
    const user = await signInWithCookie(anon, 'forger@example.com');
    const forged = user.auth.cookie!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const r = await anon.with({ cookie: forged }).get('/me/games');
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe('auth/required');
  });

  it('when a cookie-authenticated change comes from another origin, then it is refused and nothing is created', async () => {
    const user = await signInWithCookie(anon, 'csrf@example.com');
    const evil = await user.with({ cookie: user.auth.cookie, origin: 'https://evil.example' }).post('/me/tokens', { name: 'stolen' });
    expect(evil.status).toBe(403);
    expect(evil.body.error.code).toBe('auth/origin');
    expect((await user.get('/me/tokens')).body.tokens).toEqual([]);
    expect((await user.post('/me/tokens', { name: 'mine' })).status).toBe(201);
  });

  it('when a user signs out, then the old cookie no longer works', async () => {
    const user = await signInWithCookie(anon, 'leaver@example.com');
    expect((await user.post('/auth/logout')).status).toBe(200);
    expect((await user.get('/me')).status).toBe(401);
  });

  it('when a body is over 64 KB, then it is refused with 413', async () => {
    const user = await signInWithCookie(anon, 'big@example.com');
    const r = await user.post('/games', { type: 'high-card', seats: [{ type: 'creator' }, { type: 'open' }], name: 'x'.repeat(70 * 1024) });
    expect(r.status).toBe(413);
    expect(r.body.error.code).toBe('request/too-large');
  });
});

describe('personal API tokens', () => {
  it('when a token is created, listed, used and revoked, then after revocation it is refused', async () => {
    const user = await signInWithCookie(anon, 'script@example.com');
    const created = await user.post('/me/tokens', { name: 'my script' });
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/^ha_/);
    const listed = await user.get('/me/tokens');
    expect(listed.body.tokens).toEqual([{ id: created.body.id, name: 'my script', createdAt: created.body.createdAt, lastUsedAt: null }]);
    expect(listed.text).not.toContain(created.body.token);
    const script = anon.with({ token: created.body.token });
    expect((await script.get('/me')).status).toBe(200);
    expect((await user.call('DELETE', `/me/tokens/${created.body.id}`)).status).toBe(200);
    const refused = await script.get('/me');
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('auth/required');
    expect((await user.get('/me/tokens')).body.tokens).toEqual([]);
  });
});

describe('settings', () => {
  it('when settings are changed, then they are kept, and a new webhook secret is shown only once', async () => {
    const user = await signInWithCookie(anon, 'settings@example.com');
    const first = await user.call('PUT', '/me/settings', { displayName: 'Setter', webhookUrl: 'https://hooks.example.com/x', reminderHours: 6, emailNotifications: false });
    expect(first.status).toBe(200);
    expect(first.body.webhookSecret).toMatch(/.{20,}/);
    const again = await user.call('PUT', '/me/settings', { webhookUrl: 'https://hooks.example.com/y' });
    expect(again.body.webhookSecret).toBeUndefined();
    const read = await user.get('/me/settings');
    expect(read.body).toMatchObject({ displayName: 'Setter', webhookUrl: 'https://hooks.example.com/y', hasWebhookSecret: true, reminderHours: 6, emailNotifications: false });
    expect(read.text).not.toContain(first.body.webhookSecret);
    const bad = await user.call('PUT', '/me/settings', { email: 'other@example.com' });
    expect(bad.status).toBe(400);
  });
});

describe('the dev mail route', () => {
  it('when the app is built without the local stack, then /dev/mail does not exist', async () => {
    const app = createApp({ service: h.service, sessionSecret: 's', siteUrl: SITE, apiUrl: API });
    const r = await app.request('/api/v1/dev/mail');
    expect(r.status).toBe(404);
  });
});
