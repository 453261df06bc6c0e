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
    expect(r.headers.get('location')).toBe(`${SITE}/welcome?next=%2F`);
    const cookie = r.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^ha_session=[^;]+\./);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await anon.with({ cookie: cookie.split(';')[0] }).get('/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('ada@example.com');
    expect(me.body.displayName).toMatch(/^Player \d{4}$/);
  });

  it('when the link is opened outside localhost, then the cookie is Secure', async () => {
    const token = await askLink('grace@example.com');
    const r = await h.app.request(`https://play.example.com/api/v1/auth/verify?token=${token}`);
    expect(r.status).toBe(303);
    expect(r.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('when a link is used twice, then the second time is refused: JSON for the site, the sign-in page for a browser', async () => {
    const token = await askLink('once@example.com');
    expect((await anon.get(`/auth/verify?token=${token}`)).status).toBe(303);
    const again = await anon.call('GET', `/auth/verify?token=${token}`, undefined, { accept: 'application/json' });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('auth/link-invalid');
    expect(again.headers.get('set-cookie')).toBeNull();
    const browser = await anon.get(`/auth/verify?token=${token}`);
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe(`${SITE}/sign-in?error=link-invalid`);
    expect(browser.headers.get('set-cookie')).toBeNull();
  });

  it('when a link is opened after 15 minutes, then it has expired', async () => {
    const token = await askLink('late@example.com');
    clock.advance(15 * 60_000 + 1000);
    const r = await anon.call('GET', `/auth/verify?token=${token}`, undefined, { accept: 'application/json' });
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({ code: 'auth/link-invalid', message: 'This sign-in link has expired or was already used: ask for a new one.' });
  });

  it('when one client asks for a sixth link to one address within a quarter of an hour, then it is rate-limited', async () => {
    for (let i = 0; i < 5; i++) await askLink('eager@example.com', '10.9.1.1');
    const r = await anon.call('POST', '/auth/email', { email: 'eager@example.com' }, { 'x-forwarded-for': '10.9.1.1' });
    expect(r.status).toBe(429);
    expect(r.body.error.code).toBe('auth/rate-limited');
  });

  it('when the email is not an email, then it is a 400', async () => {
    const r = await anon.post('/auth/email', { email: 'not-an-email' });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('request/invalid');
  });
});

/** What the platform hands the app: API Gateway's request context in AWS, the socket under @hono/node-server. */
const viaLambda = (sourceIp: string) => ({ requestContext: { http: { sourceIp } } });
const viaSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

async function askFrom(email: string, platform: object, headers: Record<string, string> = {}, next?: string) {
  const init = { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email, next }) };
  const res = await h.app.request('/api/v1/auth/email', init, platform);
  return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } };
}

const mailsTo = (email: string) => h.catcher.list().filter((m) => m.to.includes(email)).length;

describe('sign-in abuse', () => {
  it('given X-Forwarded-For written by the caller, when 30 links are asked from one socket, then the 21st is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await askFrom(`spoof${i}@example.com`, viaSocket('127.0.0.1'), { 'x-forwarded-for': `203.0.113.${i}, 127.0.0.1` })).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(202));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
  });

  it('given the HTTP API in AWS, when the caller varies X-Forwarded-For, then the limit keys on the source address API Gateway vouches for', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await askFrom(`lambda${i}@example.com`, viaLambda('198.51.100.7'), { 'x-forwarded-for': `192.0.2.${i}` })).status);
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
    expect((await askFrom('lambda-other@example.com', viaLambda('198.51.100.8'))).status).toBe(202);
  });

  it('given a stranger spent the links of an address, when its owner asks from elsewhere, then the owner still gets one', async () => {
    for (let i = 0; i < 5; i++) expect((await askFrom('victim@example.com', viaLambda('192.0.2.66'))).status).toBe(202);
    const stranger = await askFrom('victim@example.com', viaLambda('192.0.2.66'));
    expect(stranger).toEqual({ status: 429, body: { error: { code: 'auth/rate-limited', message: expect.stringMatching(/wait a quarter of an hour/) } } });
    expect((await askFrom('victim@example.com', viaLambda('198.51.100.1'))).status).toBe(202);
  });

  it('given many clients asking for one address, when the global cap of that address is reached, then the next is refused with the same answer', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await askFrom('popular@example.com', viaLambda(`192.0.2.${100 + Math.floor(i / 5)}`))).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(202));
    expect(statuses[30]).toBe(429);
    expect(mailsTo('popular@example.com')).toBe(30);
  });

  it('given an X-Forwarded-For of 3 KB, when a link is asked, then it is answered as usual, never a 5xx', async () => {
    const huge = '9'.repeat(3000);
    expect((await askFrom('longheader@example.com', viaSocket('127.0.0.2'), { 'x-forwarded-for': `${huge}, 10.0.0.1` })).status).toBe(202);
    expect((await askFrom('longheader2@example.com', {}, { 'x-forwarded-for': `10.0.0.1, ${huge}` })).status).toBe(202);
    expect((await askFrom('longheader3@example.com', {}, { 'x-forwarded-for': `${huge}, 10.0.0.1` })).status).toBe(202);
  });

  it('given a next that is not a path of the site, when a link is asked, then it is a 400 and no mail is sent', async () => {
    for (const next of ['/games\r\nX-Injected: yes', '//evil.example/x', '/\\evil.example', 'https://evil.example/', '/a b']) {
      const r = await askFrom('nextcheck@example.com', viaLambda('192.0.2.200'), {}, next);
      expect(r.status).toBe(400);
      expect(r.body.error?.code).toBe('request/invalid');
    }
    expect(mailsTo('nextcheck@example.com')).toBe(0);
    expect((await askFrom('nextcheck@example.com', viaLambda('192.0.2.200'), {}, '/games/abc123?seat=1')).status).toBe(202);
  });

  it('when a link is sent, then it points at the site, and a new account starts with a neutral name and lands on the welcome page', async () => {
    expect((await askFrom('newcomer@example.com', viaLambda('192.0.2.201'), {}, '/games/abc123')).status).toBe(202);
    const mail = h.catcher.list().find((m) => m.to.includes('newcomer@example.com'))!;
    expect(mail.text).toContain(`${SITE}/auth/verify?token=`);
    const token = await latestSignInToken(anon, 'newcomer@example.com');
    const r = await anon.call('GET', `/auth/verify?token=${token}`, undefined, { accept: 'application/json' });
    expect(r.body.displayName).toMatch(/^Player \d{4}$/);
    expect(r.body.displayName.toLowerCase()).not.toContain('newcomer');
    expect(r.headers.get('location')).toBe(`${SITE}/welcome?next=${encodeURIComponent('/games/abc123')}`);
    const user = anon.with({ cookie: r.headers.get('set-cookie')!.split(';')[0] });
    expect((await user.call('PUT', '/me/settings', { displayName: 'Newt' })).status).toBe(200);
    expect((await askFrom('newcomer@example.com', viaLambda('192.0.2.201'), {}, '/games/abc123')).status).toBe(202);
    const again = await anon.get(`/auth/verify?token=${await latestSignInToken(anon, 'newcomer@example.com')}`);
    expect(again.headers.get('location')).toBe(`${SITE}/games/abc123`);
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

describe('odd token ids', () => {
  it('given a token id of 1,100 characters or odd characters, when it is revoked, then it is a 404 with a sentence', async () => {
    const user = await signInWithCookie(anon, 'oddtoken@example.com');
    for (const id of ['x'.repeat(1100), '%E2%9C%93'.repeat(300), 'a%00b']) {
      const r = await user.call('DELETE', `/me/tokens/${id}`);
      expect(r.status).toBe(404);
      expect(r.body.error).toEqual({ code: 'not-found', message: expect.stringMatching(/token/) });
    }
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
