/**
 * Voidfall (Mindclash Games), published rules, competitive game for 2-4 players. Set-up, the cycle and round structure,
 * whole Focus turns (Selection, actions on a working copy with undo, Clean-up) and the Evaluation Skirmish are played;
 * event frames, Upkeep, objective scoring and some House and Technology rules are not built yet (README). Registered
 * in the game registry so that it can be played through on the site (issue #17).
 */
import type { GameModule, Outcome } from '../../engine';
import { redactEvent, type VoidfallEvent } from './events';
import { winners } from './flow/cycle';
import { legalMoves } from './legal-moves';
import { applyVoidfall } from './moves';
import { moveSchema, type VoidfallMove } from './moves/schema';
import { prompts } from './prompts';
import { setup } from './setup';
import { summary } from './summary';
import { configSchema, type VoidfallConfig, type VoidfallState } from './state';
import { secrets, view, type VoidfallView } from './view';

function outcome(s: VoidfallState): Outcome | null {
  if (s.phase !== 'over') return null;
  return { winners: winners(s), scores: s.players.map((p) => p.influence), reason: 'The third Cycle is over: most Influence wins.' };
}

export const voidfall: GameModule<VoidfallConfig, VoidfallState, VoidfallMove, VoidfallView, VoidfallEvent> = {
  id: 'voidfall',
  title: 'Voidfall',
  players: { min: 2, max: 4 },
  engineVersion: 1,
  configSchema,
  moveSchema,
  setup,
  prompts,
  legalMoves,
  apply: (state, seat, move) => applyVoidfall(state, seat, move),
  view,
  redact: redactEvent,
  outcome,
  secrets,
  summary,
};
