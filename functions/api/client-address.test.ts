import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

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
});
