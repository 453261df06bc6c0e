import type { UrlPolicy } from './webhook-url';
import { postWebhook, webhookTimeoutMs, type PostOutcome } from './webhook-post';
import { signWebhook } from './webhook-signature';

/** What is kept when a webhook could not be delivered after the last try; the user sees it in settings. */
export interface DeadLetter {
  id: string;
  userId: string;
  gameId: string;
  seq: number;
  seat: number;
  url: string;
  /** The body as it was sent (no secret in it: the signature is recomputed per try). */
  body: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string;
  /** When the last try failed, ms since the epoch. */
  at: number;
}

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** Delay before the second try; doubled before each next one. */
  baseDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { attempts: 5, baseDelayMs: 1000 };

export interface WebhookJob {
  userId: string;
  gameId: string;
  seq: number;
  seat: number;
  url: string;
  secret: string;
  body: string;
  /** A stable id receivers may use to drop duplicates (delivery is at least once). */
  deliveryId: string;
}

export interface WebhookDeps {
  policy: UrlPolicy;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  retry?: RetryPolicy;
  post?: typeof postWebhook;
  /** How long a receiver has to answer one try; 5 s unless a test needs less. */
  timeoutMs?: number;
}

export type WebhookResult = { delivered: true; attempts: number } | { delivered: false; deadLetter: DeadLetter };

/** Backoff before try `n` (2-based): base, 2·base, 4·base... */
export const backoffMs = (policy: RetryPolicy, attempt: number) => policy.baseDelayMs * 2 ** (attempt - 2);

/**
 * Delivers one webhook: signs it afresh on every try (the timestamp moves on), retries transient failures with
 * exponential backoff, and after the last try returns the dead-letter record instead of throwing.
 */
export async function deliverWebhook(job: WebhookJob, deps: WebhookDeps): Promise<WebhookResult> {
  const retry = deps.retry ?? defaultRetryPolicy;
  const post = deps.post ?? postWebhook;
  let last: PostOutcome = { ok: false, error: 'not tried', retryable: true };
  let attempt = 0;
  while (attempt < retry.attempts) {
    attempt += 1;
    if (attempt > 1) await deps.sleep(backoffMs(retry, attempt));
    const headers = signWebhook(job.body, job.secret, deps.now(), job.deliveryId);
    last = await post(job.url, job.body, headers, deps.policy, deps.timeoutMs ?? webhookTimeoutMs);
    if (last.ok) return { delivered: true, attempts: attempt };
    if (!last.retryable) break;
  }
  return {
    delivered: false,
    deadLetter: {
      id: job.deliveryId,
      userId: job.userId,
      gameId: job.gameId,
      seq: job.seq,
      seat: job.seat,
      url: job.url,
      body: job.body,
      attempts: attempt,
      lastStatus: last.status ?? null,
      lastError: last.error ?? 'unknown error',
      at: deps.now(),
    },
  };
}
