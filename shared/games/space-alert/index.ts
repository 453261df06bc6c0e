/**
 * Space Alert: the cooperative real-time game, played as asynchronous planning windows cut at each announcement
 * of the mission script, then resolved deterministically turn by turn (rules digest §4-5, §11.4).
 */
import type { GameModule, Prompt } from '../../engine/types';
import { configSchema, type Config } from './config';
import type { SpaceAlertEvent } from './events';
import { campaignTotal } from './campaign/score';
import { intervalPrompts } from './campaign/prompts';
import { legalMoves } from './legal-moves';
import { moveSchema, type SpaceAlertMove } from './moves';
import { applyMove } from './planning/apply';
import { setup } from './setup';
import type { SpaceAlertState } from './state';
import { redact, secrets, view } from './view';
import { NEWEST_VERSION, SUPPORTED_VERSIONS } from './rules/version';

/**
 * Which stretch of play a prompt belongs to: the mission and the phase the seat plans (a data transfer belongs to it
 * too). The notifier sends one "your turn" per seat and phase key, so a mission mails a player about once a phase.
 */
const phaseKey = (s: SpaceAlertState, seat: number) => `mission-${s.campaign.played.length + 1}-phase-${s.phase[seat]}`;

function prompts(s: SpaceAlertState): Prompt[] {
  if (s.status === 'over') return [];
  const seats = Array.from({ length: s.players }, (_, seat) => seat);
  if (s.status === 'interval') return intervalPrompts(s);
  if (s.status === 'transfer') {
    return seats
      .filter((seat) => !s.gifts[seat])
      .map((seat) => ({
        seat,
        kind: 'transfer',
        mode: 'simultaneous',
        message: 'Data transfer: give one card (not heroic) to another player, or nothing.',
        options: { phaseKey: phaseKey(s, seat) },
      }));
  }
  return seats
    .filter((seat) => !s.ready[seat])
    .map((seat) => ({
      seat,
      kind: 'plan',
      mode: 'simultaneous',
      message: `Plan phase ${s.phase[seat]}: place, take back or swap cards, then mark yourself ready for the next announcement or for the rest of the phase.`,
      options: { phase: s.phase[seat], budget: s.budget[seat], deadlineAt: s.window.deadlineAt, canJump: s.scriptPhase >= 3, phaseKey: phaseKey(s, seat) },
    }));
}

export const spaceAlert: GameModule<Config, SpaceAlertState, SpaceAlertMove, ReturnType<typeof view>, SpaceAlertEvent> = {
  id: 'space-alert',
  title: 'Space Alert',
  players: { min: 1, max: 5 },
  engineVersion: NEWEST_VERSION,
  supportedVersions: SUPPORTED_VERSIONS,
  configSchema,
  moveSchema,
  setup,
  prompts,
  legalMoves,
  apply: applyMove,
  view,
  redact,
  outcome(s) {
    if (s.status !== 'over' || s.campaign.played.length === 0) return null;
    const seats = Array.from({ length: s.players }, (_, seat) => seat);
    const total = campaignTotal(s.campaign.played);
    const last = s.campaign.played[s.campaign.played.length - 1];
    const campaign = s.config.campaign > 1 ? `campaign of ${s.campaign.played.length} mission(s), total ${total ?? 'none'}; ` : '';
    return { winners: total === null ? [] : seats, scores: seats.map(() => total ?? 0), reason: `${last.reason} (${campaign}time pressure: ${s.config.timePressure})` };
  },
  secrets,
  chatOpen: (s) => !s.commsDown,
  summary(s) {
    if (s.status === 'over') return s.resolution?.reason ?? 'Mission resolved.';
    if (s.status === 'interval') return `Between missions: waiting for ${prompts(s).map((p) => `seat ${p.seat + 1}`).join(', ')}.`;
    const waiting = prompts(s).map((p) => `seat ${p.seat + 1}`);
    return `${s.status === 'transfer' ? 'Data transfer' : `Window ${s.window.index + 1}`}: waiting for ${waiting.join(', ')}.`;
  },
};
