'use server';
import { redirect } from 'next/navigation';
import { UpdateSettings } from '../../../shared/api';
import { apiRaw, toApiError } from '../../lib/api';
import { safeNext } from '../../lib/safe-next';
import { requireUser } from '../../lib/session';

export interface WelcomeState {
  error?: string;
}

/** Saves the name the new player chose (or keeps the neutral one), then goes on to the page they came for. */
export async function chooseName(_previous: WelcomeState, form: FormData): Promise<WelcomeState> {
  const next = safeNext(form.get('next'));
  await requireUser(`/welcome?next=${encodeURIComponent(next)}`);
  if (form.get('keep') !== 'on') {
    const parsed = UpdateSettings.pick({ displayName: true }).safeParse({ displayName: String(form.get('displayName') ?? '') });
    if (!parsed.success || !parsed.data.displayName) return { error: 'Please enter a name of 1 to 40 characters.' };
    const res = await apiRaw('/me/settings', { method: 'PUT', body: parsed.data });
    if (!res.ok) return { error: toApiError(res.status, await res.json().catch(() => null)).message };
  }
  redirect(next);
}
