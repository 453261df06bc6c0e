'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { ConflictBody, GameId, MoveRequest, PostChatRequest } from '../../../../shared/api';
import { apiRaw, toApiError } from '../../../lib/api';
import { requireUser } from '../../../lib/session';

export type MoveResult =
  | { ok: true }
  | { ok: false; code: string; message: string; conflict: boolean };

const SubmitMove = MoveRequest.extend({ gameId: GameId });

/** Sends a move for the signed-in seat; a refusal comes back with the engine's sentence, a stale version as a conflict. */
export async function submitMove(input: z.input<typeof SubmitMove>): Promise<MoveResult> {
  const parsed = SubmitMove.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'site/invalid-move-request', message: 'That move could not be sent.', conflict: false };
  const { gameId, ...request } = parsed.data;
  await requireUser(`/games/${gameId}`);
  const res = await apiRaw(`/games/${gameId}/moves`, { method: 'POST', body: request });
  revalidatePath(`/games/${gameId}`);
  if (res.ok) return { ok: true };
  const body: unknown = await res.json().catch(() => null);
  if (res.status === 409 && ConflictBody.safeParse(body).success)
    return { ok: false, code: 'game/version-conflict', message: 'Someone moved before you: the table is refreshed, please look again.', conflict: true };
  const error = toApiError(res.status, body);
  return { ok: false, code: error.code, message: error.message, conflict: false };
}

export interface FormResult {
  error?: string;
}

const ForGame = z.object({ gameId: GameId });

async function gameAction(form: FormData, path: string, body: unknown = {}): Promise<FormResult & { gameId?: string }> {
  const parsed = ForGame.safeParse({ gameId: form.get('gameId') });
  if (!parsed.success) return { error: 'Unknown game.' };
  const { gameId } = parsed.data;
  await requireUser(`/games/${gameId}`);
  const res = await apiRaw(`/games/${gameId}${path}`, { method: 'POST', body });
  if (!res.ok) return { error: toApiError(res.status, await res.json().catch(() => null)).message };
  revalidatePath(`/games/${gameId}`);
  return { gameId };
}

export async function postChat(_previous: FormResult, form: FormData): Promise<FormResult> {
  const text = PostChatRequest.safeParse({ text: form.get('text') });
  if (!text.success) return { error: 'Write a message of 1 to 1000 characters.' };
  const { error } = await gameAction(form, '/chat', text.data);
  return error ? { error } : {};
}

export async function startGame(_previous: FormResult, form: FormData): Promise<FormResult> {
  const { error } = await gameAction(form, '/start');
  return error ? { error } : {};
}

export async function resignGame(_previous: FormResult, form: FormData): Promise<FormResult> {
  const { error } = await gameAction(form, '/resign');
  return error ? { error } : {};
}

export async function leaveGame(_previous: FormResult, form: FormData): Promise<FormResult> {
  const { error } = await gameAction(form, '/leave');
  if (error) return { error };
  redirect('/');
}

export async function joinGame(_previous: FormResult, form: FormData): Promise<FormResult> {
  const { error, gameId } = await gameAction(form, '/join');
  if (error) return { error };
  redirect(`/games/${gameId}`);
}
