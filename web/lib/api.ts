import 'server-only';
import { headers } from 'next/headers';
import { z } from 'zod';
import { ErrorBody } from '../../shared/api';
import { apiOrigin } from './api-origin';
import { visitorRelayHeaders } from './relay-address';

/** An API call that did not succeed: the API's stable code and its sentence, plus the status and the raw body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export interface ApiCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

/**
 * Calls the API on the server with the signed-in user's cookies forwarded, so it answers for that user only.
 * State-changing calls carry the site's origin, which the API checks against cross-site requests.
 */
export async function apiRaw(path: string, call: ApiCall = {}): Promise<Response> {
  const incoming = await headers();
  const forwarded: Record<string, string> = { accept: 'application/json' };
  const cookie = incoming.get('cookie');
  if (cookie) forwarded.cookie = cookie;
  if (call.method && call.method !== 'GET') {
    forwarded.origin = siteOrigin(incoming);
    // The API rate-limits sign-in emails per client and trusts no X-Forwarded-For: the site proves whom it speaks for,
    // or every visitor would share the site's one bucket.
    Object.assign(forwarded, await visitorRelayHeaders(incoming));
  }
  if (call.body !== undefined) forwarded['content-type'] = 'application/json';
  return fetch(`${apiOrigin()}/api/v1${path}`, {
    method: call.method ?? 'GET',
    headers: forwarded,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    cache: 'no-store',
    redirect: 'manual',
  });
}

/** Calls the API and parses its answer with the contract's schema; a refusal becomes an ApiError with the API's sentence. */
export async function api<T>(path: string, schema: z.ZodType<T>, call: ApiCall = {}): Promise<T> {
  const res = await apiRaw(path, call);
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw toApiError(res.status, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(502, 'site/bad-response', `The service answered ${path} in an unexpected shape.`, body);
  return parsed.data;
}

export function toApiError(status: number, body: unknown): ApiError {
  const parsed = ErrorBody.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.error.code, parsed.data.error.message, body);
  return new ApiError(status, `http/${status}`, `The service answered with status ${status}.`, body);
}

/** The origin the browser used, e.g. http://127.0.0.1:3000. */
export function siteOrigin(incoming: Headers): string {
  const origin = incoming.get('origin');
  if (origin) return origin;
  const host = incoming.get('x-forwarded-host') ?? incoming.get('host') ?? '127.0.0.1:3000';
  const proto = incoming.get('x-forwarded-proto') ?? 'http';
  return `${proto}://${host}`;
}
