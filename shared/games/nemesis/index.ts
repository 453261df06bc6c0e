/**
 * Nemesis (Awaken Realms, 2018): a semi-cooperative survival game aboard a ship overrun by intruders, each player
 * with a secret objective. Under construction (issue #13): NOT registered in the game registry until it plays to the
 * end; see README.md for what is built and what is left.
 */
import type { GameModule, Outcome } from '../../engine';
import { redactEvent, type NemesisEvent } from './events';
import { legalMoves } from './legal-moves';
import { applyNemesis } from './moves';
import { moveSchema, type NemesisMove } from './moves/schema';
import { prompts } from './prompts';
import { setup } from './setup';
import { configSchema, type NemesisConfig, type NemesisState } from './state';
import { secrets, view, type NemesisView } from './view';

function outcome(s: NemesisState): Outcome | null {
  if (s.phase !== 'over') return null;
  // No scores in Nemesis: each player wins or loses alone (digest §1).
  return { winners: s.winners.slice(), scores: [], reason: s.ending ?? 'The game is over.' };
}

export const nemesis: GameModule<NemesisConfig, NemesisState, NemesisMove, NemesisView, NemesisEvent> = {
  id: 'nemesis',
  title: 'Nemesis',
  players: { min: 1, max: 5 },
  engineVersion: 1,
  configSchema,
  moveSchema,
  setup,
  prompts,
  legalMoves,
  apply: (state, seat, move, { rng }) => applyNemesis(state, seat, move, rng),
  view,
  redact: redactEvent,
  outcome,
  secrets,
  summary(s) {
    if (s.phase === 'over') return 'The game is over.';
    const p = prompts(s)[0];
    return p ? `Waiting for seat ${p.seat + 1}: ${p.message}` : 'The event phase is next.';
  },
};
