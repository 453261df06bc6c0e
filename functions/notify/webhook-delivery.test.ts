import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from './testing/webhook-receiver';
import { deliverWebhook, type WebhookJob } from './webhook-delivery';
import { verifyWebhook } from './webhook-signature';

const secret = 'whsec_test';
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

function job(url: string): WebhookJob {
  return { userId: 'u-1', gameId: 'g-1', seq: 3, seat: 2, url, secret, body: JSON.stringify({ type: 'your-turn', gameId: 'g-1', seat: 2 }), deliveryId: 'g-1#3#2#webhook' };
}

/** A fake clock that the fake sleep moves forward, so backoff is observable without waiting. */
function fakeTime() {
  let now = Date.UTC(2026, 10, 20, 12);
  const sleeps: number[] = [];
  return { now: () => now, sleep: async (ms: number) => { sleeps.push(ms); now += ms; }, sleeps };
}

describe('deliverWebhook', () => {
  it('given a receiver that fails twice then succeeds, when delivered, then it gets the body on the third try, signed each time', async () => {
    const receiver = await startWebhookReceiver(secret, [500, 503], Date.now);
    closers.push(receiver.close);
    const time = fakeTime();
    const result = await deliverWebhook(job(receiver.url), { policy: { localMode: true }, now: Date.now, sleep: time.sleep });
    expect(result).toEqual({ delivered: true, attempts: 3 });
    expect(receiver.received.map((r) => [r.status, r.verified])).toEqual([[500, true], [503, true], [204, true]]);
    expect(time.sleeps).toEqual([1000, 2000]);
    expect(receiver.received[2].headers['x-delivery-id']).toBe('g-1#3#2#webhook');
  });

  it('given a delivered call, when its delivery id is swapped for another, then its signature no longer verifies', async () => {
    const receiver = await startWebhookReceiver(secret);
    closers.push(receiver.close);
    await deliverWebhook(job(receiver.url), { policy: { localMode: true }, now: Date.now, sleep: async () => {} });
    const [call] = receiver.received;
    const headers = { signature: String(call.headers['x-signature']), timestamp: String(call.headers['x-signature-timestamp']) };
    expect(verifyWebhook(call.body, { ...headers, deliveryId: 'g-1#3#2#webhook' }, secret, Date.now())).toEqual({ ok: true });
    expect(verifyWebhook(call.body, { ...headers, deliveryId: 'g-1#4#2#webhook' }, secret, Date.now())).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('given a receiver that always fails, when delivered, then it is tried five times with doubling delays and dead-lettered', async () => {
    const time = fakeTime();
    const receiver = await startWebhookReceiver(secret, Array(10).fill(500), time.now);
    closers.push(receiver.close);
    const result = await deliverWebhook(job(receiver.url), { policy: { localMode: true }, now: time.now, sleep: time.sleep });
    expect(receiver.received.map((r) => r.verified)).toEqual(Array(5).fill(true));
    expect(time.sleeps).toEqual([1000, 2000, 4000, 8000]);
    expect(result.delivered).toBe(false);
    if (!result.delivered) {
      expect(result.deadLetter).toMatchObject({ userId: 'u-1', gameId: 'g-1', seq: 3, seat: 2, attempts: 5, lastStatus: 500, lastError: 'the receiver answered HTTP 500' });
      expect(result.deadLetter.at).toBe(time.now());
    }
  });

  it('given a receiver that answers 404, when delivered, then it is not retried (it cannot get better) and is dead-lettered', async () => {
    const time = fakeTime();
    const receiver = await startWebhookReceiver(secret, [404], time.now);
    closers.push(receiver.close);
    const result = await deliverWebhook(job(receiver.url), { policy: { localMode: true }, now: time.now, sleep: time.sleep });
    expect(receiver.received).toHaveLength(1);
    expect(result.delivered ? 0 : result.deadLetter.attempts).toBe(1);
  });

  it('given a receiver that never answers, when delivered with a short timeout, then each try times out and it is dead-lettered', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    closers.push(() => new Promise<void>((r) => { silent.closeAllConnections(); silent.close(() => r()); }));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
    const time = fakeTime();
    const result = await deliverWebhook(job(url), { policy: { localMode: true }, now: time.now, sleep: time.sleep, retry: { attempts: 2, baseDelayMs: 10 }, timeoutMs: 200 });
    expect(result.delivered ? '' : result.deadLetter.lastError).toBe('no answer within 0.2 s');
  });

  it('given a loopback URL outside local mode, when delivered, then nothing is sent and it is dead-lettered at once', async () => {
    const receiver = await startWebhookReceiver(secret);
    closers.push(receiver.close);
    const time = fakeTime();
    const result = await deliverWebhook(job(receiver.url), { policy: { localMode: false }, now: time.now, sleep: time.sleep });
    expect(receiver.received).toHaveLength(0);
    expect(result.delivered ? '' : result.deadLetter.lastError).toBe('The webhook address must start with https://.');
    const https = await deliverWebhook(job(receiver.url.replace('http:', 'https:')), { policy: { localMode: false }, now: time.now, sleep: time.sleep });
    expect(https.delivered ? '' : https.deadLetter.lastError).toContain('private or reserved network');
    expect(time.sleeps).toEqual([]);
  });
});
