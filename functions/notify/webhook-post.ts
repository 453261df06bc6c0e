import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { checkWebhookUrl, type UrlPolicy } from './webhook-url';

export interface PostOutcome {
  /** True on a 2xx answer. */
  ok: boolean;
  /** The HTTP status, when the receiver answered. */
  status?: number;
  /** Why it failed, in words for the dead-letter record. */
  error?: string;
  /** False when retrying cannot help (refused URL, a 4xx other than 408/429). */
  retryable: boolean;
}

export const webhookTimeoutMs = 5000;

/** A lookup that answers only with the addresses already checked, so DNS cannot change between the check and the connection. */
function pinnedLookup(addresses: string[]): LookupFunction {
  return (_hostname, options, callback) => {
    const entries = addresses.map((address) => ({ address, family: isIP(address) }));
    if ((options as { all?: boolean }).all) (callback as (err: null, all: typeof entries) => void)(null, entries);
    else callback(null, entries[0].address, entries[0].family);
  };
}

/**
 * One HTTPS POST of a webhook: the URL is checked (and its addresses pinned) right before connecting, the receiver
 * has `timeoutMs` to answer, redirects are not followed (a redirect could point inside our network).
 */
export async function postWebhook(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  policy: UrlPolicy,
  timeoutMs = webhookTimeoutMs,
): Promise<PostOutcome> {
  const check = await checkWebhookUrl(rawUrl, policy);
  if (!check.ok) return { ok: false, error: check.error.message, retryable: false };
  const { url, addresses } = check;
  const options: RequestOptions = {
    method: 'POST',
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), 'User-Agent': 'heavy-async-webhooks/1', ...headers },
    lookup: pinnedLookup(addresses),
    signal: AbortSignal.timeout(timeoutMs),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PostOutcome>((resolve) => {
    const req = send(options, (res) => {
      const status = res.statusCode ?? 0;
      res.resume();
      res.on('end', () => {
        if (status >= 200 && status < 300) resolve({ ok: true, status, retryable: false });
        else resolve({ ok: false, status, error: `the receiver answered HTTP ${status}`, retryable: status >= 500 || status === 408 || status === 429 || (status >= 300 && status < 400) });
      });
      res.on('error', (err) => resolve({ ok: false, status, error: `the answer broke off: ${err.message}`, retryable: true }));
    });
    req.on('error', (err) => {
      const timedOut = err.name === 'AbortError' || err.name === 'TimeoutError';
      resolve({ ok: false, error: timedOut ? `no answer within ${timeoutMs / 1000} s` : `could not connect: ${err.message}`, retryable: true });
    });
    req.end(body);
  });
}
