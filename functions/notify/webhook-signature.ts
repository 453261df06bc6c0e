import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Headers a receiver reads: the signature, the timestamp and the delivery id it covers. */
export const SignatureHeader = 'X-Signature';
export const TimestampHeader = 'X-Signature-Timestamp';
export const DeliveryIdHeader = 'X-Delivery-Id';

/** A fresh webhook secret, shown to the user once in settings. */
export function createWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

function hmacHex(secret: string, timestamp: number, deliveryId: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${deliveryId}.${body}`).digest('hex');
}

/**
 * Signs a webhook body: HMAC-SHA256 with the user's secret over `<unix seconds>.<delivery id>.<body>`, so a captured
 * request can be replayed neither later with a new timestamp nor under another delivery id (which receivers use to
 * drop repeats). Returns the headers to send.
 */
export function signWebhook(body: string, secret: string, nowMs: number, deliveryId: string): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    [SignatureHeader]: `sha256=${hmacHex(secret, timestamp, deliveryId, body)}`,
    [TimestampHeader]: String(timestamp),
    [DeliveryIdHeader]: deliveryId,
  };
}

export type VerifyResult = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' };

/**
 * What a receiver does (and what our tests do): recompute the signature and refuse requests older or newer
 * than `toleranceSeconds` (replays).
 */
export function verifyWebhook(
  body: string,
  headers: { signature?: string | null; timestamp?: string | null; deliveryId?: string | null },
  secret: string,
  nowMs: number,
  toleranceSeconds = 300,
): VerifyResult {
  const timestamp = Number(headers.timestamp);
  if (!headers.signature || !headers.timestamp || !headers.deliveryId || !Number.isInteger(timestamp)) return { ok: false, reason: 'missing' };
  if (Math.abs(nowMs / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(`sha256=${hmacHex(secret, timestamp, headers.deliveryId, body)}`);
  const given = Buffer.from(headers.signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { ok: true } : { ok: false, reason: 'mismatch' };
}
