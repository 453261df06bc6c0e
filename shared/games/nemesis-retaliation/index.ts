/**
 * Nemesis: Retaliation (Awaken Realms, 2025): marines in an alien facility that is built as they explore it, each
 * player with a secret objective. Under construction (issue #16): NOT registered in the game registry until it plays to
 * the end with its objectives and rooms; see README.md for what is built and what is left.
 */
import type { GameModule, Outcome } from '../../engine';
import { redactEvent, type RetaliationEvent } from './events';
import { legalMoves } from './legal-moves';
import { applyRetaliation } from './moves';
import { moveSchema, type RetaliationMove } from './moves/schema';
import { prompts } from './prompts';
import { setup } from './setup';
import { configSchema, type RetaliationConfig, type RetaliationState } from './state';
import { secrets, view, type RetaliationView } from './view';

function outcome(s: RetaliationState): Outcome | null {
  if (s.phase !== 'over') return null;
  // No scores: each player wins or loses alone (digest §1, §10.4).
  return { winners: s.winners.slice(), scores: [], reason: s.ending ?? 'The game is over.' };
}

export const nemesisRetaliation: GameModule<RetaliationConfig, RetaliationState, RetaliationMove, RetaliationView, RetaliationEvent> = {
  id: 'nemesis-retaliation',
  title: 'Nemesis: Retaliation',
  players: { min: 1, max: 5 },
  engineVersion: 1,
  configSchema,
  moveSchema,
  setup,
  prompts,
  legalMoves,
  apply: (state, seat, move, { rng }) => applyRetaliation(state, seat, move, rng),
  view,
  redact: redactEvent,
  outcome,
  secrets,
  summary(s) {
    if (s.phase === 'over') return 'The game is over.';
    const p = prompts(s)[0];
    return p ? `Waiting for seat ${p.seat + 1}: ${p.message}` : 'The round goes on.';
  },
};
