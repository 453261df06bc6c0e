import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../functions/api/client-address';
import { siteRelayHeaders, visitorAddress } from './relay-proof';

describe('visitorAddress', () => {
  it('given CloudFront-Viewer-Address, when read, then its address counts without the port, before X-Forwarded-For', () => {
    expect(visitorAddress(new Headers({ 'cloudfront-viewer-address': '203.0.113.5:51234', 'x-forwarded-for': '10.0.0.1' }))).toBe('203.0.113.5');
    expect(visitorAddress(new Headers({ 'cloudfront-viewer-address': '2001:db8::5:443' }))).toBe('2001:db8::5');
  });

  it('given only X-Forwarded-For, when read, then its last entry counts (the one the nearest proxy appended); nothing gives null', () => {
    expect(visitorAddress(new Headers({ 'x-forwarded-for': '198.51.100.1, 203.0.113.6' }))).toBe('203.0.113.6');
    expect(visitorAddress(new Headers())).toBeNull();
  });
});

describe('siteRelayHeaders', () => {
  it('given the API shares the key, when the site relays an address, then the API counts that address', async () => {
    const app = new Hono().get('/', (c) => c.text(clientAddress(c, { siteRelaySecret: 'k', now: () => 1_700_000_000_500 })));
    const headers = siteRelayHeaders('k', '203.0.113.7', 1_700_000_000_000);
    expect(await (await app.request('/', { headers }, { requestContext: { http: { sourceIp: '192.0.2.1' } } })).text()).toBe('203.0.113.7');
  });
});
