import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { SIGN_IN_RATE } from '../../functions/core/auth';
import { siteRelayHeaders } from '../../web/lib/relay-proof';
import { API, SITE, startHarness, type Harness } from '../support/harness';

const RELAY_SECRET = 'site-relay-integration-secret';
/** The site's server as API Gateway sees it: every relayed request comes from this one address. */
const SITE_SERVER = { requestContext: { http: { sourceIp: '192.0.2.10' } } };

let h: Harness;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  h = await startHarness();
  app = createApp({ service: h.service, sessionSecret: 'integration-secret', siteUrl: SITE, apiUrl: API, siteRelaySecret: RELAY_SECRET });
});
afterAll(() => h?.close());

/** A sign-in email asked for through the site's server, with whatever relay headers it adds. */
async function askThroughSite(email: string, relay: Record<string, string>): Promise<number> {
  const res = await app.request(
    '/api/v1/auth/email',
    { method: 'POST', headers: { 'content-type': 'application/json', origin: SITE, ...relay }, body: JSON.stringify({ email }) },
    SITE_SERVER,
  );
  return res.status;
}

/** Spends a client's whole quarter-hour allowance, a few links to each of many addresses, and checks the next is refused. */
async function exhaust(prefix: string, relay: () => Record<string, string>): Promise<void> {
  for (let i = 0; i < SIGN_IN_RATE.perClient; i++) expect(await askThroughSite(`${prefix}-${i}@example.com`, relay())).toBe(202);
  expect(await askThroughSite(`${prefix}-over@example.com`, relay())).toBe(429);
}

describe('sign-in through the site, which relays each visitor\'s address with a proof', () => {
  it('given one visitor has used up their sign-in emails, when another visitor asks through the same site server, then they get theirs', async () => {
    await exhaust('first', () => siteRelayHeaders(RELAY_SECRET, '203.0.113.1', Date.now()));
    expect(await askThroughSite('second@example.com', siteRelayHeaders(RELAY_SECRET, '203.0.113.2', Date.now()))).toBe(202);
  });

  it('given relay headers proved with a guessed key, when a caller rotates the address, then all its requests share the site server\'s one allowance', async () => {
    let n = 0;
    await exhaust('forged', () => siteRelayHeaders('guessed-key', `198.51.100.${++n}`, Date.now()));
    // The site server's own allowance is spent now; a genuine relay still counts its visitor apart.
    expect(await askThroughSite('unrelayed@example.com', {})).toBe(429);
    expect(await askThroughSite('genuine@example.com', siteRelayHeaders(RELAY_SECRET, '203.0.113.3', Date.now()))).toBe(202);
  });
});
