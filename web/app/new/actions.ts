'use server';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { CreateGameRequest } from '../../../shared/api';
import { apiRaw, toApiError } from '../../lib/api';
import { requireUser } from '../../lib/session';

export interface CreateGameState {
  error?: string;
}

const Created = z.object({ id: z.string() }).loose();

/** The form sends its whole request as JSON (options and seats are built in the browser); the server validates it again. */
export async function createGame(_previous: CreateGameState, form: FormData): Promise<CreateGameState> {
  await requireUser('/new');
  let raw: unknown;
  try {
    raw = JSON.parse(String(form.get('request') ?? ''));
  } catch {
    return { error: 'The form could not be read. Please try again.' };
  }
  const parsed = CreateGameRequest.safeParse(raw);
  if (!parsed.success) return { error: `Please check the form: ${parsed.error.issues[0]?.message ?? 'invalid input'}.` };
  const res = await apiRaw('/games', { method: 'POST', body: parsed.data });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) return { error: toApiError(res.status, body).message };
  const created = Created.safeParse(body);
  if (!created.success) return { error: 'The game was created but the service did not say where it is. See My games.' };
  redirect(`/games/${created.data.id}`);
}
