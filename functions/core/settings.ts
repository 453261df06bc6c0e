import type { Settings, UpdateSettings } from '../../shared/api';
import { AppError, notFound } from './errors';
import type { UserProfile } from './model';
import type { ServicePorts } from './ports';
import { spreadDeadlineSettings } from './seat-settings';

export function settingsOf(user: UserProfile): Settings {
  return {
    email: user.email,
    displayName: user.displayName,
    emailNotifications: user.emailNotifications,
    notifyOnChatMention: user.notifyOnChatMention,
    webhookUrl: user.webhookUrl,
    webhookFormat: user.webhookFormat,
    hasWebhookSecret: user.webhookSecret !== null,
    reminderHours: user.reminderHours,
    vacation: user.vacation ? { from: new Date(user.vacation.from).toISOString(), until: new Date(user.vacation.until).toISOString() } : null,
  };
}

export async function getSettings(ports: ServicePorts, userId: string): Promise<Settings> {
  const user = await ports.users.getUser(userId);
  if (!user) throw notFound('Your account');
  return settingsOf(user);
}

/**
 * Changes my settings. Setting a webhook URL when none has a secret creates its signing secret, returned this once;
 * clearing the URL drops the secret, so the next URL gets a fresh one. The URL itself is checked against the address
 * policy before this runs (the API's webhook guard). A vacation must end after it starts and last at most 60 days.
 */
export async function updateSettings(ports: ServicePorts, userId: string, change: UpdateSettings): Promise<Settings & { webhookSecret?: string }> {
  const user = await ports.users.getUser(userId);
  if (!user) throw notFound('Your account');
  let vacation = user.vacation;
  if (change.vacation !== undefined) {
    vacation = change.vacation ? { from: Date.parse(change.vacation.from), until: Date.parse(change.vacation.until) } : null;
    if (vacation && (vacation.until <= vacation.from || vacation.until - vacation.from > 60 * 86_400_000)) {
      throw new AppError('settings/vacation', 'A vacation must end after it starts and last at most 60 days.', { field: 'vacation' });
    }
  }
  const keptSecret = change.webhookUrl === null ? null : user.webhookSecret;
  const newSecret = change.webhookUrl && !keptSecret ? ports.ids.secret() : null;
  const next: UserProfile = {
    ...user,
    displayName: change.displayName ?? user.displayName,
    emailNotifications: change.emailNotifications ?? user.emailNotifications,
    notifyOnChatMention: change.notifyOnChatMention ?? user.notifyOnChatMention,
    webhookUrl: change.webhookUrl !== undefined ? change.webhookUrl : user.webhookUrl,
    webhookFormat: change.webhookFormat ?? user.webhookFormat,
    webhookSecret: newSecret ?? keptSecret,
    reminderHours: change.reminderHours !== undefined ? change.reminderHours : user.reminderHours,
    vacation,
  };
  await ports.users.putUser(next);
  // Tables keep each seat's deadline settings in META (a move reads no profile): they follow the change.
  if (next.reminderHours !== user.reminderHours || JSON.stringify(next.vacation) !== JSON.stringify(user.vacation)) await spreadDeadlineSettings(ports, next);
  return { ...settingsOf(next), ...(newSecret ? { webhookSecret: newSecret } : {}) };
}

/** Replaces my webhook's signing secret (after a leak, or routinely); the new one is returned this once. */
export async function rotateWebhookSecret(users: Pick<ServicePorts['users'], 'getUser' | 'putUser'>, userId: string, secret: string): Promise<string> {
  const user = await users.getUser(userId);
  if (!user) throw notFound('Your account');
  if (!user.webhookUrl) throw new AppError('webhook/not-set', 'Save a webhook URL first; it gets its signing secret then.');
  await users.putUser({ ...user, webhookSecret: secret });
  return secret;
}
