import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { addressAllowed } from './address-policy';

/** Resolves a host name to every address it has (A and AAAA). Injected so tests can point a name anywhere. */
export type ResolveHost = (host: string) => Promise<string[]>;

export const systemResolve: ResolveHost = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

export interface UrlPolicy {
  /** The dev process and its tests: http and loopback are allowed (never private or metadata addresses). */
  localMode: boolean;
  resolve?: ResolveHost;
}

export type UrlCheck = { ok: true; url: URL; addresses: string[] } | { ok: false; error: { code: string; message: string } };

/**
 * Ports a webhook may use outside local mode: https's own (443, written or not) and its common alternative 8443. A
 * webhook is a POST to a receiver, not a way to knock on other services of a public host; local mode allows any port
 * (test receivers listen on free ones).
 */
export const WEBHOOK_PORTS = ['', '8443'];

const refuse = (code: string, message: string): UrlCheck => ({ ok: false, error: { code: `webhook/${code}`, message } });

/**
 * Checks a webhook URL before saving it and again before every delivery: https on port 443 or 8443 outside local mode,
 * no credentials in the URL, and every address the host resolves to must be public, so a webhook cannot reach inside
 * our network (private ranges, loopback, link-local, the metadata service).
 */
export async function checkWebhookUrl(raw: string, policy: UrlPolicy): Promise<UrlCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('invalid-url', 'The webhook address is not a valid URL.');
  }
  const allowedProtocols = policy.localMode ? ['https:', 'http:'] : ['https:'];
  if (!allowedProtocols.includes(url.protocol)) return refuse('not-https', 'The webhook address must start with https://.');
  if (url.username || url.password) return refuse('credentials', 'The webhook address must not contain a user name or password.');
  // WHATWG URL parsing already turned numeric forms such as 2130706433 or 0x7f.1 into dotted IPv4.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(host);
    } catch {
      return refuse('unresolved', `The webhook host ${host} could not be found.`);
    }
    if (addresses.length === 0) return refuse('unresolved', `The webhook host ${host} could not be found.`);
  }
  if (!addresses.every((a) => addressAllowed(a, policy.localMode))) {
    return refuse('forbidden-address', 'The webhook address points to a private or reserved network; use a public https address.');
  }
  if (!policy.localMode && !WEBHOOK_PORTS.includes(url.port)) {
    return refuse('port', 'The webhook address must use the https port 443 (the default) or 8443.');
  }
  return { ok: true, url, addresses };
}
