import type { ApplyResult, EngineError } from './types';

/** Codes shared by every game; games add their own under `move/...`. */
export const ErrorCodes = {
  malformed: 'move/malformed',
  notYourTurn: 'move/not-your-turn',
  illegal: 'move/illegal',
  gameOver: 'game/over',
  internal: 'engine/internal',
} as const;

export function fail<S = never, E = never>(code: string, message: string): ApplyResult<S, E> {
  return { ok: false, error: { code, message } };
}

export function engineError(code: string, message: string): EngineError {
  return { code, message };
}
