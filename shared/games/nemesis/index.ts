/**
 * Nemesis (Awaken Realms, 2018): a semi-cooperative survival game aboard a ship overrun by intruders, each player
 * with a secret objective. Registered in the game registry; see README.md for what is built and what is left.
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

/** What each prompt kind waits for, in a player's words ("seat 2" becomes the player's name in the lobby). */
const AWAITED: Record<string, string> = {
  'choose-character': 'to choose a character',
  'choose-objective': 'to keep one of two objectives (the First Encounter)',
  'keep-item': 'to keep one of two searched cards',
  turn: 'to take a turn',
  'answer-trade': 'to answer a trade proposal',
  'set-door': 'to open or close a door',
  'place-event': 'to put an event card back on top of the deck or under it',
  'answer-cover': 'to answer a call for covering fire',
  'answer-interruption': 'to decide whether to interrupt an action',
  'answer-nerves': 'to decide whether to play Nerves of Steel',
  'choose-reroll': 'to keep a combat roll or roll again',
  'forced-drop': 'to drop one of two heavy things (a wounded arm)',
  'intruder-pick': 'to choose an intruder card (the intruder player)',
  'intruder-turn': 'to play the intruders (the intruder player)',
  'move-door': 'to move a door token (none left in the supply)',
  'relocate-intruder': 'to choose which intruder miniature moves',
};

/** Where the game stands, for lobby lines: "Round 3: waiting for seat 2 to take a turn." */
function summary(s: NemesisState): string {
  if (s.phase === 'over') return s.ending ?? 'The game is over.';
  const waiting = prompts(s);
  const when = s.phase === 'draft' ? 'Character draft' : `Round ${s.round}`;
  if (waiting.length === 0) return `${when}: the event phase is next.`;
  const who = waiting.map((p) => `seat ${p.seat + 1}`).join(', ');
  return `${when}: waiting for ${who} ${AWAITED[waiting[0].kind] ?? 'to play'}.`;
}

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
  summary,
};
