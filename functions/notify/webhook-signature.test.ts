import { describe, expect, it } from 'vitest';
import { createWebhookSecret, signWebhook, verifyWebhook } from './webhook-signature';

const now = Date.UTC(2026, 10, 20, 12, 0, 0);
const body = JSON.stringify({ type: 'your-turn', gameId: 'g1' });

describe('webhook signatures', () => {
  it('given a signed body, when the receiver verifies it with the same secret, then it is accepted', () => {
    const headers = signWebhook(body, 'whsec_1', now);
    expect(headers['X-Signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(headers['X-Signature-Timestamp']).toBe(String(now / 1000));
    expect(verifyWebhook(body, { signature: headers['X-Signature'], timestamp: headers['X-Signature-Timestamp'] }, 'whsec_1', now)).toEqual({ ok: true });
  });

  it('given a changed body, a changed timestamp or another secret, when verified, then it is a mismatch', () => {
    const h = signWebhook(body, 'whsec_1', now);
    const sig = { signature: h['X-Signature'], timestamp: h['X-Signature-Timestamp'] };
    expect(verifyWebhook(`${body} `, sig, 'whsec_1', now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook(body, { ...sig, timestamp: String(now / 1000 + 1) }, 'whsec_1', now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook(body, sig, 'whsec_2', now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('given a request replayed ten minutes later, when verified, then it is refused as stale', () => {
    const h = signWebhook(body, 'whsec_1', now);
    expect(verifyWebhook(body, { signature: h['X-Signature'], timestamp: h['X-Signature-Timestamp'] }, 'whsec_1', now + 10 * 60_000)).toEqual({ ok: false, reason: 'stale' });
  });

  it('given no signature headers, when verified, then it is refused as missing', () => {
    expect(verifyWebhook(body, {}, 'whsec_1', now)).toEqual({ ok: false, reason: 'missing' });
  });

  it('given two new secrets, when compared, then they differ and are long enough', () => {
    const a = createWebhookSecret();
    expect(a).not.toBe(createWebhookSecret());
    expect(a.length).toBeGreaterThan(30);
  });
});
