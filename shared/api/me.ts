import { z } from 'zod';
import { Email, IsoTime } from './common';

/**
 * A path on the site to come back to after signing in: starts with one `/` (not `//host` or `/\host`), and holds only
 * visible ASCII (no spaces, control characters or backslashes), so it can never become another origin or a header.
 */
export const SameSitePath = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/, 'must be a path on this site');

export const AuthEmailRequest = z.object({ email: Email, next: SameSitePath.optional() });

/**
 * The name a new account starts with: neutral ("Player 4821", from the account id), never a part of the email, which
 * co-players and spectators would see. The first sign-in asks for a real one while the name is still of this form.
 */
export function defaultDisplayName(userId: string): string {
  let hash = 0;
  for (const ch of userId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `Player ${1000 + (hash % 9000)}`;
}

export const isDefaultDisplayName = (name: string) => /^Player \d{4}$/.test(name);

export const WebhookFormat = z.enum(['json', 'discord', 'slack']);

/** GET /me/settings; PUT takes the same fields but email, all optional. */
export const Settings = z.object({
  email: Email,
  displayName: z.string().trim().min(1).max(40),
  emailNotifications: z.boolean(),
  notifyOnChatMention: z.boolean(),
  webhookUrl: z.string().url().max(500).nullable(),
  webhookFormat: WebhookFormat,
  /** True when a webhook secret exists; the secret itself is shown once, when created. */
  hasWebhookSecret: z.boolean(),
  reminderHours: z.number().int().min(1).max(24 * 14).nullable(),
  vacation: z.object({ from: IsoTime, until: IsoTime }).nullable(),
});
export type Settings = z.infer<typeof Settings>;

export const UpdateSettings = Settings.omit({ email: true, hasWebhookSecret: true }).partial().strict();
export type UpdateSettings = z.infer<typeof UpdateSettings>;

export const Me = z.object({ userId: z.string(), email: Email, displayName: z.string() });

export const CreateTokenRequest = z.object({ name: z.string().trim().min(1).max(60) });
export const ApiTokenInfo = z.object({ id: z.string(), name: z.string(), createdAt: IsoTime, lastUsedAt: IsoTime.nullable() });
/** The token value itself is returned once, at creation. */
export const CreatedToken = ApiTokenInfo.extend({ token: z.string() });

export const TokenList = z.object({ tokens: z.array(ApiTokenInfo) });

/** PUT /me/settings answers the settings, plus the webhook signing secret the one time it is created. */
export const UpdatedSettings = Settings.extend({ webhookSecret: z.string().optional() });

/** GET /me/webhook/dead-letters: webhook notifications that failed every try (kept 30 days), newest first. */
export const DeadLetterList = z.object({
  deadLetters: z.array(
    z.object({
      id: z.string(),
      gameId: z.string(),
      seq: z.number().int(),
      seat: z.number().int(),
      url: z.string(),
      attempts: z.number().int(),
      lastStatus: z.number().int().nullable(),
      lastError: z.string(),
      at: IsoTime,
      body: z.string(),
    }),
  ),
});
export type DeadLetterList = z.infer<typeof DeadLetterList>;

/**
 * POST /me/webhook/test body (may be empty): the URL and format to test, as typed in the settings form before saving;
 * the URL is checked like a saved one. Without them the saved webhook is tested.
 */
export const WebhookTestRequest = z.object({ url: z.string().trim().min(1).max(500).optional(), format: WebhookFormat.optional() }).strict();
export type WebhookTestRequest = z.infer<typeof WebhookTestRequest>;

/** POST /me/webhook/secret: a new signing secret for my webhook, replacing the old one at once; shown this once. */
export const RotatedWebhookSecret = z.object({ webhookSecret: z.string() });
export type RotatedWebhookSecret = z.infer<typeof RotatedWebhookSecret>;

/** POST /me/webhook/test: one signed test request to the webhook, and how it went. */
export const WebhookTestResult = z.object({ delivered: z.boolean(), status: z.number().int().nullable().optional(), error: z.string().optional() });
export type WebhookTestResult = z.infer<typeof WebhookTestResult>;
