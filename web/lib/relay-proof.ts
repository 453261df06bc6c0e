import { createHmac } from 'node:crypto';

/**
 * What the site's server adds to its API calls so the API's sign-in limits count each visitor apart (the API's
 * clientAddress checks it): the visitor's address and `<unix seconds>.<hex HMAC-SHA256>` over it with the relay secret.
 * An HMAC, not the secret itself: the secret never travels, and a captured proof speaks for one address for a minute.
 */
export function siteRelayHeaders(secret: string, clientAddress: string, nowMs: number): Record<string, string> {
  const seconds = Math.floor(nowMs / 1000);
  const mac = createHmac('sha256', secret).update(`site-client-address\n${seconds}\n${clientAddress}`).digest('hex');
  return { 'x-site-client-address': clientAddress, 'x-site-client-proof': `${seconds}.${mac}` };
}

/**
 * The visitor's address as the site's server was given it. In AWS, CloudFront writes `CloudFront-Viewer-Address`
 * (`<ip>:<port>`) itself; without it, the last `X-Forwarded-For` entry is the one the nearest proxy appended (CloudFront
 * appends the viewer's address; locally Next's own server sets it). Null when neither says.
 */
export function visitorAddress(incoming: Headers): string | null {
  const viewer = incoming.get('cloudfront-viewer-address')?.trim();
  if (viewer) return viewer.replace(/:\d+$/, '');
  const forwarded = incoming.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || null;
}
