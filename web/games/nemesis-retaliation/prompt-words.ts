/** What a Nemesis: Retaliation seat is awaited for, in the game's words (the engine's prompt kinds are ids). */
import { CREW_PROMPT_KINDS } from './crew-words';
import { ITEM_PROMPT_KINDS } from './item-words';
import { PAUSE_PROMPT_KINDS } from './pause-words';

const KINDS: Record<string, string> = {
  ...CREW_PROMPT_KINDS,
  ...ITEM_PROMPT_KINDS,
  ...PAUSE_PROMPT_KINDS,
  'choose-character': 'choosing a character',
  'choose-support': 'taking a support equipment card',
  'choose-belt': 'filling a tactical belt',
  'choose-objective': 'choosing an objective',
  'keep-item': 'keeping a searched item',
  'keep-drawn': 'keeping drawn cards',
  'allocate-hits': 'giving out the hits of a roll',
  'take-off': 'deciding whether the Lander takes off',
  'aim-reroll': 'deciding whether to reroll a Taking Aim roll',
  'burst-on': 'deciding whether Continuous Fire bursts on',
  'sprint-again': 'deciding whether to sprint on',
  'end-turn': 'choosing an objective now or ending the turn',
  turn: 'taking a turn',
};

export function promptKindWords(kind: string): string | null {
  return Object.prototype.hasOwnProperty.call(KINDS, kind) ? KINDS[kind] : null;
}
