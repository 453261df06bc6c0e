import type { Hono } from 'hono';
import { SITE } from './harness';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

type Fetcher = (path: string, init: RequestInit) => Promise<Response>;

/** Calls the API as someone: with a Bearer token, a session cookie (sent with the site's Origin), or nobody. */
export class ApiClient {
  constructor(
    private readonly fetcher: Fetcher,
    readonly auth: { token?: string; cookie?: string; origin?: string } = {},
  ) {}

  static forApp(app: Hono, auth: ApiClient['auth'] = {}): ApiClient {
    return new ApiClient(async (path, init) => app.request(path, init), auth);
  }

  with(auth: ApiClient['auth']): ApiClient {
    return new ApiClient(this.fetcher, auth);
  }

  async call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const h: Record<string, string> = { ...headers };
    if (this.auth.token) h.authorization = `Bearer ${this.auth.token}`;
    if (this.auth.cookie) {
      h.cookie = this.auth.cookie;
      if (method !== 'GET') h.origin = this.auth.origin ?? SITE;
    }
    if (body !== undefined) h['content-type'] = 'application/json';
    const res = await this.fetcher(`/api/v1${path}`, { method, headers: h, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed as T, headers: res.headers, text };
  }

  get = <T = any>(path: string) => this.call<T>('GET', path);
  post = <T = any>(path: string, body: unknown = {}) => this.call<T>('POST', path, body);
}

/** The sign-in link of the newest mail to `email`, read through `GET /dev/mail` like a developer would. */
export async function latestSignInToken(client: ApiClient, email: string): Promise<string> {
  const { body } = await client.get<{ mails: Array<{ to: string[]; subject: string; text: string }> }>('/dev/mail');
  const mail = body.mails.find((m) => m.to.includes(email) && /sign-in/i.test(m.subject));
  const token = mail?.text.match(/verify\?token=([A-Za-z0-9_%-]+)/)?.[1];
  if (!token) throw new Error(`no sign-in mail for ${email}`);
  return decodeURIComponent(token);
}

let clientCounter = 0;

/** Signs in by email link and returns a client holding the session cookie. */
export async function signInWithCookie(anon: ApiClient, email: string): Promise<ApiClient> {
  // Each test user comes from its own address, so the per-client rate limit does not couple tests.
  const asked = await anon.call('POST', '/auth/email', { email }, { 'x-forwarded-for': `10.1.${(clientCounter >> 8) & 255}.${clientCounter++ & 255}` });
  if (asked.status !== 202) throw new Error(`sign-in request refused: ${asked.status} ${asked.text}`);
  const token = await latestSignInToken(anon, email);
  const verified = await anon.get(`/auth/verify?token=${encodeURIComponent(token)}`);
  const cookie = verified.headers.get('set-cookie')?.split(';')[0];
  if (verified.status !== 303 || !cookie) throw new Error(`verify failed: ${verified.status} ${verified.text}`);
  return anon.with({ cookie });
}

/** Signs in, then switches to a personal API token, as a script would. */
export async function signIn(anon: ApiClient, email: string): Promise<ApiClient> {
  const withCookie = await signInWithCookie(anon, email);
  const created = await withCookie.post<{ token: string }>('/me/tokens', { name: 'integration' });
  if (created.status !== 201) throw new Error(`token refused: ${created.status} ${created.text}`);
  return anon.with({ token: created.body.token });
}
