import type { UpdateSettings } from '../../../shared/api';

/** The settings fields a refusal can point at; each is saved or refused on its own. */
export type SettingsField = 'displayName' | 'reminderHours' | 'webhookUrl' | 'webhookFormat' | 'vacation';
export type FieldErrors = Partial<Record<SettingsField, string>>;

const text = (value: FormDataEntryValue | null) => (value === null ? '' : String(value).trim());

/** A datetime-local value ("2026-12-01T08:00") read as UTC, the only zone the service stores. */
const localTime = (value: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00.000Z` : null);

/**
 * Reads the settings form into the change the API takes, field by field: a field that cannot be valid is left out of the
 * change and gets a sentence instead, so the other fields are still saved.
 */
export function changeFromForm(form: FormData): { change: UpdateSettings; errors: FieldErrors } {
  const change: UpdateSettings = {
    emailNotifications: form.get('emailNotifications') === 'on',
    notifyOnChatMention: form.get('notifyOnChatMention') === 'on',
  };
  const errors: FieldErrors = {};

  const name = text(form.get('displayName'));
  if (name.length >= 1 && name.length <= 40) change.displayName = name;
  else errors.displayName = 'Your display name needs 1 to 40 characters.';

  const hours = text(form.get('reminderHours'));
  if (hours === '') change.reminderHours = null;
  else if (/^\d+$/.test(hours) && Number(hours) >= 1 && Number(hours) <= 336) change.reminderHours = Number(hours);
  else errors.reminderHours = 'Give a whole number of hours from 1 to 336, or leave it empty for no reminder.';

  const url = text(form.get('webhookUrl'));
  if (url === '') change.webhookUrl = null;
  else if (url.length <= 500 && URL.canParse(url)) change.webhookUrl = url;
  else errors.webhookUrl = 'The webhook address is not a valid URL.';

  const format = text(form.get('webhookFormat'));
  if (format === 'json' || format === 'discord' || format === 'slack') change.webhookFormat = format;
  else errors.webhookFormat = 'Pick one of the listed formats.';

  const from = text(form.get('vacationFrom'));
  const until = text(form.get('vacationUntil'));
  if (!from && !until) change.vacation = null;
  else {
    const start = localTime(from);
    const end = localTime(until);
    if (start && end && end > start) change.vacation = { from: start, until: end };
    else errors.vacation = 'A vacation needs a start and an end after it.';
  }
  return { change, errors };
}

/** The change without the field the service refused, to save the rest. */
export function withoutField(change: UpdateSettings, field: SettingsField): UpdateSettings {
  const rest = { ...change };
  delete rest[field];
  return rest;
}

export const isSettingsField = (value: unknown): value is SettingsField =>
  value === 'displayName' || value === 'reminderHours' || value === 'webhookUrl' || value === 'webhookFormat' || value === 'vacation';
