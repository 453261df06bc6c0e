/**
 * Nemesis: Retaliation (Awaken Realms, 2025): marines in an alien facility that is built as they explore it, each
 * player with a secret objective. Registered in the game registry (issue #16); see README.md for what is built and what is
 * left.
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

/** What each prompt kind waits for, in a player's words ("seat 2" becomes the player's name in the lobby). */
const AWAITED: Record<string, string> = {
  'choose-character': 'to choose a character',
  'choose-support': 'to take a support equipment card',
  'choose-belt': 'to fill a tactical belt',
  'choose-objective': 'to choose an objective',
  'keep-item': 'to keep a searched item',
  'keep-drawn': 'to keep some of the cards drawn in a room',
  'allocate-hits': 'to give out the hits of a roll',
  'take-off': 'to decide whether the Lander takes off',
  panic: 'to lose oxygen or spend ammo (Panic)',
  'sprint-again': 'to say whether to sprint on',
  'discard-hand-item': 'to discard an item from a wounded arm',
  'aim-reroll': 'to keep a Taking Aim roll or roll again',
  'burst-on': 'to say whether Continuous Fire bursts on',
  'answer-consent': 'to answer whether an item is used on them',
  'answer-retreat': 'to say whether they come along on a Tactical Retreat',
  'answer-trade': 'to answer a trade proposal',
  'compose-trade': 'to put a trade proposal together',
  'compose-counter': 'to put a counter-offer together',
  'apply-passive': 'to say whether their Perimeter Security Device ignores a Hazard',
  'gear-action': 'to use tactical gear',
  'use-on-gain': 'to use an item card at once or keep it',
  'place-token': 'to place a token they gained',
  'item-relay': 'to choose what their item makes the robot or the room do',
  'fire-again': 'to say whether to fire a second shot',
  'launcher-fire': 'to fire the grenades of a Grenade Launcher',
  'order-burst': 'to order the Bursts of Fire at Will',
  'channel-command': 'to play a command through Officer\u2019s Channel',
  react: 'to say whether to play a reaction card',
  'shoot-first': 'to say whether Shoot First fires now',
  'end-turn': 'to choose an objective now or end the turn',
  turn: 'to take a turn',
};

const SETUP_PHASES: Record<string, string> = { 'character-draft': 'Character draft', 'support-draft': 'Support equipment draft', belts: 'Tactical belts' };

/** Where the game stands, for lobby lines: "Round 3: waiting for seat 2 to take a turn." */
function summary(s: RetaliationState): string {
  if (s.phase === 'over') return s.ending ?? 'The game is over.';
  const waiting = prompts(s);
  const when = SETUP_PHASES[s.phase] ?? `Round ${s.round}`;
  if (waiting.length === 0) return `${when}: the round goes on.`;
  const who = waiting.map((p) => `seat ${p.seat + 1}`).join(', ');
  return `${when}: waiting for ${who} ${AWAITED[waiting[0].kind] ?? 'to play'}.`;
}

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
  summary,
};
