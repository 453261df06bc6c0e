import type { Context } from 'hono';

/** What the platform hands the app beside the request: API Gateway's event in AWS, the socket under @hono/node-server. */
interface PlatformBindings {
  requestContext?: { http?: { sourceIp?: unknown } };
  incoming?: { socket?: { remoteAddress?: unknown } };
}

const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;

function address(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return ADDRESS.test(trimmed) ? trimmed.toLowerCase() : null;
}

/**
 * The caller's address for rate limits: the one the platform vouches for, never what the caller writes.
 * In AWS that is the HTTP API's `requestContext.http.sourceIp` (API Gateway derives it itself, CloudFront's hop included);
 * locally it is the socket's peer. A request made in-process (`app.request`, no platform at all) has only the
 * `X-Forwarded-For` entry its caller appended last to go by; a value that is not an address counts as `unknown`.
 * `trustForwardedFor` makes every request go by that entry: only for a local stack driven by a tool that speaks for
 * many clients (the API benchmark), never in AWS.
 */
export function clientAddress(c: Context, options: { trustForwardedFor?: boolean } = {}): string {
  const platform = (c.env ?? {}) as PlatformBindings;
  const vouched = platform.requestContext?.http?.sourceIp ?? platform.incoming?.socket?.remoteAddress;
  if (vouched !== undefined && !options.trustForwardedFor) return address(vouched) ?? 'unknown';
  return address(c.req.header('x-forwarded-for')?.split(',').at(-1)) ?? address(vouched) ?? 'unknown';
}
