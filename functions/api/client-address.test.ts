import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, SITE_CLIENT_HEADER, SITE_PROOF_HEADER, siteRelayMac } from './client-address';

const app = new Hono().get('/', (c) => c.text(clientAddress(c)));
const ask = async (platform: object | undefined, forwarded?: string) =>
  (await app.request('/', { headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }, platform)).text();

describe('clientAddress', () => {
  it('given API Gateway or a socket, when the caller writes X-Forwarded-For, then the platform address counts and the header does not', async () => {
    expect(await ask({ requestContext: { http: { sourceIp: '198.51.100.7' } } }, '203.0.113.9')).toBe('198.51.100.7');
    expect(await ask({ incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } } }, '203.0.113.9, 127.0.0.1')).toBe('127.0.0.1');
    expect(await ask({ incoming: { socket: { remoteAddress: '2001:DB8::1' } } })).toBe('2001:db8::1');
  });

  it('given a request made in-process, when it carries X-Forwarded-For, then the last entry counts; junk and length count as unknown', async () => {
    expect(await ask(undefined, '10.0.0.1, 10.0.0.2')).toBe('10.0.0.2');
    expect(await ask(undefined, `10.0.0.1, ${'9'.repeat(3000)}`)).toBe('unknown');
    expect(await ask(undefined, 'not an address')).toBe('unknown');
    expect(await ask(undefined)).toBe('unknown');
  });

  it('given a local stack that trusts X-Forwarded-For (the benchmark), when a socket request carries it, then its last entry counts', async () => {
    const trusting = new Hono().get('/', (c) => c.text(clientAddress(c, { trustForwardedFor: true })));
    const socket = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    expect(await (await trusting.request('/', { headers: { 'x-forwarded-for': '198.51.100.4' } }, socket)).text()).toBe('198.51.100.4');
  });

  describe('relayed by the site', () => {
    const secret = 'relay-test-secret';
    const now = 1_800_000_000_000;
    const seconds = now / 1000;
    const siteServer = { requestContext: { http: { sourceIp: '192.0.2.50' } } };
    const relaying = new Hono().get('/', (c) => c.text(clientAddress(c, { siteRelaySecret: secret, now: () => now })));
    const relay = async (headers: Record<string, string>) => (await relaying.request('/', { headers }, siteServer)).text();
    const proof = (address: string, at = seconds, key = secret) => `${at}.${siteRelayMac(key, address, at)}`;

    it('given a fresh proof made with the relay secret, then the relayed address counts', async () => {
      expect(await relay({ [SITE_CLIENT_HEADER]: '203.0.113.8', [SITE_PROOF_HEADER]: proof('203.0.113.8') })).toBe('203.0.113.8');
      expect(await relay({ [SITE_CLIENT_HEADER]: '2001:DB8::7', [SITE_PROOF_HEADER]: proof('2001:DB8::7', seconds - 59) })).toBe('2001:db8::7');
    });

    it('given a proof made with another key, or for another address, then the platform address counts', async () => {
      expect(await relay({ [SITE_CLIENT_HEADER]: '203.0.113.8', [SITE_PROOF_HEADER]: proof('203.0.113.8', seconds, 'guessed') })).toBe('192.0.2.50');
      expect(await relay({ [SITE_CLIENT_HEADER]: '203.0.113.9', [SITE_PROOF_HEADER]: proof('203.0.113.8') })).toBe('192.0.2.50');
      expect(await relay({ [SITE_CLIENT_HEADER]: '203.0.113.8', [SITE_PROOF_HEADER]: `${seconds}.${'0'.repeat(64)}` })).toBe('192.0.2.50');
      expect(await relay({ [SITE_CLIENT_HEADER]: '203.0.113.8', [SITE_PROOF_HEADER]: 'not a proof' })).toBe('192.0.2.50');
    });

    it('given a proof more than a minute old or ahead, then the platform address counts', async () => {
      expect(await relay({ [SITE_CLIENT_HEADER]: '203.0.113.8', [SITE_PROOF_HEADER]: proof('203.0.113.8', seconds - 61) })).toBe('192.0.2.50');
      expect(await relay({ [SITE_CLIENT_HEADER]: '203.0.113.8', [SITE_PROOF_HEADER]: proof('203.0.113.8', seconds + 61) })).toBe('192.0.2.50');
    });

    it('given no proof, or no address beside it, then the platform address counts', async () => {
      expect(await relay({ [SITE_CLIENT_HEADER]: '203.0.113.8' })).toBe('192.0.2.50');
      expect(await relay({ [SITE_PROOF_HEADER]: proof('') })).toBe('192.0.2.50');
    });

    it('given a valid proof over something that is not an address, then the platform address counts', async () => {
      expect(await relay({ [SITE_CLIENT_HEADER]: 'not an address', [SITE_PROOF_HEADER]: proof('not an address') })).toBe('192.0.2.50');
    });

    it('given an API without the relay secret, then even a proof made with the right key is ignored', async () => {
      const headers = { [SITE_CLIENT_HEADER]: '203.0.113.8', [SITE_PROOF_HEADER]: proof('203.0.113.8') };
      expect(await (await app.request('/', { headers }, siteServer)).text()).toBe('192.0.2.50');
    });
  });
});
