import { describe, expect, it } from 'vitest';
import { createWebhookSecret, signWebhook, verifyWebhook } from './webhook-signature';

const now = Date.UTC(2026, 10, 20, 12, 0, 0);
const body = JSON.stringify({ type: 'your-turn', gameId: 'g1' });
const deliveryId = 'g1#4#0#webhook';

/** The headers as a receiver reads them. */
const received = (h: Record<string, string>) => ({ signature: h['X-Signature'], timestamp: h['X-Signature-Timestamp'], deliveryId: h['X-Delivery-Id'] });

describe('webhook signatures', () => {
  it('given a signed body, when the receiver verifies it with the same secret, then it is accepted', () => {
    const headers = signWebhook(body, 'whsec_1', now, deliveryId);
    expect(headers['X-Signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(headers['X-Signature-Timestamp']).toBe(String(now / 1000));
    expect(headers['X-Delivery-Id']).toBe(deliveryId);
    expect(verifyWebhook(body, received(headers), 'whsec_1', now)).toEqual({ ok: true });
  });

  it('given the documented recipe, when a receiver computes the signature by hand, then it matches the header', async () => {
    const { createHmac } = await import('node:crypto');
    const headers = signWebhook(body, 'whsec_1', now, deliveryId);
    const byHand = createHmac('sha256', 'whsec_1').update(`${now / 1000}.${deliveryId}.${body}`).digest('hex');
    expect(headers['X-Signature']).toBe(`sha256=${byHand}`);
  });

  it('given a changed body, timestamp or delivery id, or another secret, when verified, then it is a mismatch', () => {
    const sig = received(signWebhook(body, 'whsec_1', now, deliveryId));
    expect(verifyWebhook(`${body} `, sig, 'whsec_1', now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook(body, { ...sig, timestamp: String(now / 1000 + 1) }, 'whsec_1', now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook(body, { ...sig, deliveryId: 'g1#5#0#webhook' }, 'whsec_1', now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook(body, sig, 'whsec_2', now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('given a request replayed ten minutes later, when verified, then it is refused as stale', () => {
    const sig = received(signWebhook(body, 'whsec_1', now, deliveryId));
    expect(verifyWebhook(body, sig, 'whsec_1', now + 10 * 60_000)).toEqual({ ok: false, reason: 'stale' });
  });

  it('given no signature headers or no delivery id, when verified, then it is refused as missing', () => {
    expect(verifyWebhook(body, {}, 'whsec_1', now)).toEqual({ ok: false, reason: 'missing' });
    const { deliveryId: _dropped, ...withoutId } = received(signWebhook(body, 'whsec_1', now, deliveryId));
    expect(verifyWebhook(body, withoutId, 'whsec_1', now)).toEqual({ ok: false, reason: 'missing' });
  });

  it('given two new secrets, when compared, then they differ and are long enough', () => {
    const a = createWebhookSecret();
    expect(a).not.toBe(createWebhookSecret());
    expect(a.length).toBeGreaterThan(30);
  });
});
