'use server';
import { redirect } from 'next/navigation';
import { AuthEmailRequest, SameSitePath } from '../../../shared/api';
import { apiRaw, toApiError } from '../../lib/api';
import { relaySetCookies } from '../../lib/relay-cookies';
import { safeNext } from '../../lib/safe-next';

export interface SignInState {
  sent?: string;
  error?: string;
}

/** Asks the API to email a sign-in link; the link brings the user back to `next`. */
export async function requestSignInLink(_previous: SignInState, form: FormData): Promise<SignInState> {
  const next = safeNext(form.get('next'));
  // A page the API would not take back (spaces, other characters) is dropped, not blamed on the email address.
  const comeBack = next !== '/' && SameSitePath.safeParse(next).success ? next : undefined;
  const parsed = AuthEmailRequest.safeParse({ email: form.get('email'), next: comeBack });
  if (!parsed.success) return { error: 'Please enter a valid email address.' };
  const res = await apiRaw('/auth/email', { method: 'POST', body: parsed.data });
  if (!res.ok) return { error: toApiError(res.status, await res.json().catch(() => null)).message };
  return { sent: parsed.data.email };
}

export async function signOut(): Promise<void> {
  const res = await apiRaw('/auth/logout', { method: 'POST', body: {} });
  await relaySetCookies(res);
  redirect('/sign-in');
}
