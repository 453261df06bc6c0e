'use server';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { CreatedToken, CreateTokenRequest } from '../../../shared/api';
import { apiRaw, toApiError } from '../../lib/api';
import { requireUser } from '../../lib/session';

export interface TokenResult {
  error?: string;
  /** The token itself: the API shows it this once. */
  created?: { name: string; token: string };
}

/** Creates a personal API token for scripts (`Authorization: Bearer …`). */
export async function createToken(_previous: TokenResult, form: FormData): Promise<TokenResult> {
  await requireUser('/settings');
  const parsed = CreateTokenRequest.safeParse({ name: form.get('name') });
  if (!parsed.success) return { error: 'Give the token a name of 1 to 60 characters.' };
  const res = await apiRaw('/me/tokens', { method: 'POST', body: parsed.data });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) return { error: toApiError(res.status, body).message };
  const created = CreatedToken.safeParse(body);
  if (!created.success) return { error: 'The token was created but the service did not show it; revoke it and try again.' };
  revalidatePath('/settings');
  return { created: { name: created.data.name, token: created.data.token } };
}

const TokenId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export async function revokeToken(form: FormData): Promise<void> {
  await requireUser('/settings');
  const id = TokenId.safeParse(form.get('tokenId'));
  if (!id.success) return;
  await apiRaw(`/me/tokens/${id.data}`, { method: 'DELETE' });
  revalidatePath('/settings');
}
