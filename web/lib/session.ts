import 'server-only';
import { cache } from 'react';
import { redirect } from 'next/navigation';
import { Me } from '../../shared/api';
import { api, ApiError } from './api';

export type SignedIn = ReturnType<typeof Me.parse>;

/** The signed-in user, asked of the API once per request; null when the session is missing or expired. */
export const currentUser = cache(async (): Promise<SignedIn | null> => {
  try {
    return await api('/me', Me);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
});

/** Every page and server action checks the session itself; `next` brings the user back after signing in. */
export async function requireUser(next: string): Promise<SignedIn> {
  const me = await currentUser();
  if (!me) redirect(`/sign-in?next=${encodeURIComponent(next)}`);
  return me;
}
