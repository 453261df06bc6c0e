'use server';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { RotatedWebhookSecret, WebhookFormat, WebhookTestResult, type UpdateSettings } from '../../../shared/api';
import { apiRaw, toApiError } from '../../lib/api';
import { requireUser } from '../../lib/session';
import { changeFromForm, isSettingsField, withoutField, type FieldErrors } from './settings-change';

export interface SettingsResult {
  /** A refusal of the whole form (the service down, the session gone). */
  error?: string;
  /** Sentences for the fields that were not saved; the other fields were. */
  fieldErrors?: FieldErrors;
  /** When the valid fields were saved (ms), to show "saved" once per save. */
  saved?: number;
  /** The webhook signing secret, which the API returns once: when a webhook URL gets a new secret. */
  webhookSecret?: string;
}

const SavedSettings = z.object({ webhookSecret: z.string().optional() }).loose();
const FieldRefusal = z.object({ error: z.object({ message: z.string() }), field: z.string() });

/**
 * Saves what is valid in the settings form: fields that cannot be valid are left out with a sentence, and a field the
 * service refuses (a webhook address its policy forbids, say) is dropped and the rest sent again.
 */
export async function saveSettings(form: FormData): Promise<SettingsResult> {
  await requireUser('/settings');
  const { change, errors } = changeFromForm(form);
  let pending: UpdateSettings = change;
  // Each round drops one refused field; there are five that can be refused.
  for (let round = 0; round < 6; round++) {
    const res = await apiRaw('/me/settings', { method: 'PUT', body: pending });
    const body: unknown = await res.json().catch(() => null);
    if (res.ok) {
      revalidatePath('/settings');
      const saved = SavedSettings.safeParse(body);
      return { saved: Date.now(), fieldErrors: errors, webhookSecret: saved.success ? saved.data.webhookSecret : undefined };
    }
    const refusal = FieldRefusal.safeParse(body);
    const field = refusal.success ? refusal.data.field : null;
    if (!refusal.success || !isSettingsField(field) || !(field in pending)) return { error: toApiError(res.status, body).message, fieldErrors: errors };
    errors[field] = refusal.data.error.message;
    pending = withoutField(pending, field);
  }
  return { error: 'Your settings could not be saved; try again.', fieldErrors: errors };
}

export interface WebhookActionResult {
  error?: string;
  message?: string;
  /** A new signing secret, shown this once. */
  webhookSecret?: string;
}

/**
 * Asks the service to send one signed test notification to the URL in the form (not yet saved, perhaps), in the format
 * picked there, and says how the receiver answered.
 */
export async function sendTestWebhook(url: string, format: string): Promise<WebhookActionResult> {
  await requireUser('/settings');
  if (!url.trim()) return { error: 'Enter a webhook URL first; then you can test it.' };
  const picked = WebhookFormat.safeParse(format);
  const res = await apiRaw('/me/webhook/test', { method: 'POST', body: { url: url.trim(), ...(picked.success ? { format: picked.data } : {}) } });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) return { error: toApiError(res.status, body).message };
  const answer = WebhookTestResult.safeParse(body);
  if (!answer.success) return { error: 'The service did not say whether the test arrived.' };
  if (answer.data.delivered) return { message: 'The test notification was delivered to this address.' };
  const how = answer.data.status ? `it answered with status ${answer.data.status}` : (answer.data.error ?? 'it could not be reached');
  return { error: `The test did not arrive: ${how}.` };
}

/** Replaces the webhook's signing secret; the old one stops working at once. */
export async function rotateWebhookSecret(): Promise<WebhookActionResult> {
  await requireUser('/settings');
  const res = await apiRaw('/me/webhook/secret', { method: 'POST', body: {} });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) return { error: toApiError(res.status, body).message };
  const rotated = RotatedWebhookSecret.safeParse(body);
  if (!rotated.success) return { error: 'The secret was replaced but the service did not show it; rotate it again.' };
  revalidatePath('/settings');
  return { webhookSecret: rotated.data.webhookSecret };
}
