/**
 * Adrenaline (Czech Games Edition): 3-5 players shoot each other across a small arena; damage scores, kills feed
 * the kill-shot track, and the game ends by Sudden Death or after a Final Frenzy round.
 */
import type { GameModule, Outcome } from '../../engine';
import { maps } from './data';
import type { AdrenalineEvent } from './events';
import { redactEvent } from './events';
import { legalMoves } from './legal-moves';
import { applyAdrenaline } from './moves';
import { moveSchema, type AdrenalineMove } from './moves/schema';
import { prompts } from './prompts';
import { winners } from './rules/scoring';
import { NEWEST_RULES, SUPPORTED_RULES } from './rules/version';
import { setup } from './setup';
import { configSchema, type AdrenalineConfig, type AdrenalineState } from './state';
import { secrets, view, type AdrenalineView } from './view';

/** The four arenas for the new-game form, with the player counts each is recommended for. */
export const arenas = maps.map((m) => ({ id: m.id, name: m.name, squareCount: m.squareCount, playerCountLabel: m.playerCountLabel, recommendedPlayers: { ...m.recommendedPlayers } }));

function outcome(s: AdrenalineState): Outcome | null {
  if (s.phase !== 'over') return null;
  const scores = s.players.map((p) => p.score);
  const reason = s.config.endMode === 'sudden-death' ? 'The last skull was taken (Sudden Death).' : 'The Final Frenzy is over.';
  return { winners: winners(scores, s.killTrack), scores, reason };
}

/** What the table waits for, in the game's words, by prompt kind (lobby lines and notices). */
const promptWords: Record<string, string> = {
  spawn: 'to spawn',
  respawn: 'to respawn',
  shot: 'to finish a shot',
  reload: 'to reload and end the turn',
  actions: 'to take a turn',
};

export const adrenaline: GameModule<AdrenalineConfig, AdrenalineState, AdrenalineMove, AdrenalineView, AdrenalineEvent> = {
  id: 'adrenaline',
  title: 'Adrenaline',
  players: { min: 3, max: 5 },
  engineVersion: NEWEST_RULES,
  supportedVersions: SUPPORTED_RULES,
  configSchema,
  moveSchema,
  setup,
  prompts,
  legalMoves,
  apply: applyAdrenaline,
  view,
  redact: redactEvent,
  outcome,
  secrets,
  summary(s) {
    if (s.phase === 'over') return 'The game is over.';
    const waiting = prompts(s);
    if (waiting.length === 0) return 'Waiting.';
    if (waiting[0].mode === 'reaction') return `Waiting for ${waiting.map((p) => `seat ${p.seat + 1}`).join(', ')} to answer a Tagback Grenade.`;
    return `Waiting for seat ${waiting[0].seat + 1} ${promptWords[waiting[0].kind.replace(/^shot-.*/, 'shot')] ?? 'to play'}.`;
  },
};
