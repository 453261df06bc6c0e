'use server';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { UpdateSettings } from '../../../shared/api';
import { apiRaw, toApiError } from '../../lib/api';
import { requireUser } from '../../lib/session';

export interface SettingsResult {
  error?: string;
  saved?: number;
  /** The webhook signing secret, which the API returns once: when a webhook URL is first saved. */
  webhookSecret?: string;
}

const SavedSettings = z.object({ webhookSecret: z.string().optional() }).loose();

const emptyToNull = (value: FormDataEntryValue | null) => (value === null || String(value).trim() === '' ? null : String(value).trim());

/** A datetime-local value ("2026-12-01T08:00") read as UTC, the only zone the service stores. */
const localTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/).transform((v) => `${v}:00.000Z`);

function vacationFrom(form: FormData): { from: string; until: string } | null | 'invalid' {
  const from = emptyToNull(form.get('vacationFrom'));
  const until = emptyToNull(form.get('vacationUntil'));
  if (!from && !until) return null;
  const a = localTime.safeParse(from);
  const b = localTime.safeParse(until);
  if (!a.success || !b.success || b.data <= a.data) return 'invalid';
  return { from: a.data, until: b.data };
}

export async function saveSettings(_previous: SettingsResult, form: FormData): Promise<SettingsResult> {
  await requireUser('/settings');
  const vacation = vacationFrom(form);
  if (vacation === 'invalid') return { error: 'A vacation needs a start and an end after it.' };
  const reminder = emptyToNull(form.get('reminderHours'));
  const parsed = UpdateSettings.safeParse({
    displayName: String(form.get('displayName') ?? ''),
    emailNotifications: form.get('emailNotifications') === 'on',
    notifyOnChatMention: form.get('notifyOnChatMention') === 'on',
    webhookUrl: emptyToNull(form.get('webhookUrl')),
    webhookFormat: form.get('webhookFormat'),
    reminderHours: reminder === null ? null : Number(reminder),
    vacation,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `Please check ${issue?.path.join('.') || 'the form'}: ${issue?.message ?? 'invalid value'}.` };
  }
  const res = await apiRaw('/me/settings', { method: 'PUT', body: parsed.data });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) return { error: toApiError(res.status, body).message };
  revalidatePath('/settings');
  const saved = SavedSettings.safeParse(body);
  return { saved: Date.now(), webhookSecret: saved.success ? saved.data.webhookSecret : undefined };
}

export interface WebhookTestResult {
  error?: string;
  message?: string;
}

const WebhookTestAnswer = z.object({ delivered: z.boolean(), status: z.number().nullable().optional(), error: z.string().nullable().optional() });

/** Asks the service to send one signed test notification to the saved webhook URL, and says how the receiver answered. */
export async function sendTestWebhook(): Promise<WebhookTestResult> {
  await requireUser('/settings');
  const res = await apiRaw('/me/webhook/test', { method: 'POST', body: {} });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) return { error: toApiError(res.status, body).message };
  const answer = WebhookTestAnswer.safeParse(body);
  if (!answer.success) return { error: 'The service did not say whether the test arrived.' };
  if (answer.data.delivered) return { message: 'The test notification was delivered to your webhook.' };
  const how = answer.data.status ? `it answered with status ${answer.data.status}` : (answer.data.error ?? 'it could not be reached');
  return { error: `The test did not arrive: ${how}.` };
}
