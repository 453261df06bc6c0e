import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';

/** What the platform hands the app beside the request: API Gateway's event in AWS, the socket under @hono/node-server. */
interface PlatformBindings {
  requestContext?: { http?: { sourceIp?: unknown } };
  incoming?: { socket?: { remoteAddress?: unknown } };
}

export interface ClientAddressOptions {
  /**
   * Rate limits go by the last `X-Forwarded-For` entry: only for a local stack driven by a tool that speaks for many
   * clients (the API benchmark), never in AWS.
   */
  trustForwardedFor?: boolean;
  /** Key of the site's relay (see below); without it relayed addresses are ignored. */
  siteRelaySecret?: string;
  /** Milliseconds since the epoch, for the relay's freshness. */
  now?: () => number;
}

/** The viewer's address as the site's server got it, and the site's proof that it wrote it (`<unix seconds>.<hex HMAC>`). */
export const SITE_CLIENT_HEADER = 'x-site-client-address';
export const SITE_PROOF_HEADER = 'x-site-client-proof';
/** How far a proof's time may be from the API's clock: the site signs just before it calls; both clocks are synced. */
export const SITE_PROOF_MAX_SKEW_SECONDS = 60;

const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;
const PROOF = /^(\d{1,12})\.([0-9a-f]{64})$/;

function address(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return ADDRESS.test(trimmed) ? trimmed.toLowerCase() : null;
}

/**
 * The MAC the site puts on a relayed address. An HMAC rather than the shared secret itself in a header: the secret never
 * travels (a logged or leaked request does not give it away), and a proof binds one address and one minute, so a
 * captured request lets nobody speak for other addresses, nor for long.
 */
export function siteRelayMac(secret: string, clientAddress: string, unixSeconds: number): string {
  return createHmac('sha256', secret).update(`site-client-address\n${unixSeconds}\n${clientAddress}`).digest('hex');
}

/** The address the site relays, when its proof is made with our secret and is fresh; otherwise null. */
function relayedAddress(c: Context, secret: string, now: number): string | null {
  const relayed = c.req.header(SITE_CLIENT_HEADER);
  const proof = PROOF.exec(c.req.header(SITE_PROOF_HEADER) ?? '');
  if (relayed === undefined || !proof) return null;
  const seconds = Number(proof[1]);
  if (Math.abs(now / 1000 - seconds) > SITE_PROOF_MAX_SKEW_SECONDS) return null;
  const expected = Buffer.from(siteRelayMac(secret, relayed, seconds), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(proof[2], 'hex'))) return null;
  return address(relayed);
}

/**
 * The caller's address for rate limits: the one the platform vouches for, never what the caller writes.
 * In AWS that is the HTTP API's `requestContext.http.sourceIp` (API Gateway derives it itself, CloudFront's hop included);
 * locally it is the socket's peer. A request made in-process (`app.request`, no platform at all) has only the
 * `X-Forwarded-For` entry its caller appended last to go by; a value that is not an address counts as `unknown`.
 * The one exception is the site's own server, which calls the API for every visitor (sign-in is a server action): it
 * relays the visitor's address with a proof made with the site relay secret, which only the site's server and the API
 * can read. A valid, fresh proof makes that address count; anything else falls back as above.
 */
export function clientAddress(c: Context, options: ClientAddressOptions = {}): string {
  if (options.siteRelaySecret) {
    const relayed = relayedAddress(c, options.siteRelaySecret, (options.now ?? Date.now)());
    if (relayed) return relayed;
  }
  const platform = (c.env ?? {}) as PlatformBindings;
  const vouched = platform.requestContext?.http?.sourceIp ?? platform.incoming?.socket?.remoteAddress;
  if (vouched !== undefined && !options.trustForwardedFor) return address(vouched) ?? 'unknown';
  return address(c.req.header('x-forwarded-for')?.split(',').at(-1)) ?? address(vouched) ?? 'unknown';
}
