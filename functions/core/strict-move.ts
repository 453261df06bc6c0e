import type { AnyGameModule } from '../../shared/engine';
import { AppError } from './errors';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The first key of `input` that parsing dropped from `output` (zod objects strip keys they do not know), as a path like
 * `target.extra`; null when every key was understood. Keys that parsing added (defaults) are fine.
 */
export function droppedKey(input: unknown, output: unknown, path = ''): string | null {
  if (Array.isArray(input) && Array.isArray(output)) {
    for (let i = 0; i < input.length; i++) {
      const found = droppedKey(input[i], output[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(input) || !isObject(output)) return null;
  for (const key of Object.keys(input)) {
    const at = path ? `${path}.${key}` : key;
    if (!(key in output)) return at;
    const found = droppedKey(input[key], output[key], at);
    if (found) return found;
  }
  return null;
}

/**
 * Moves are stored as sent, so a move with fields its game does not know is refused before it reaches the engine
 * (they would be kept in the log for ever). A move the schema refuses outright is left to the engine, which says why.
 */
export function refuseUnknownMoveFields(game: AnyGameModule, move: unknown): void {
  const parsed = game.moveSchema.safeParse(move);
  if (!parsed.success) return;
  const extra = droppedKey(move, parsed.data);
  if (extra) throw new AppError('move/malformed', `That move has a field this game does not know (${extra}); nothing was changed.`);
}
