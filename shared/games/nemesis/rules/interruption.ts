/**
 * The Interruption action card ("Discard this card to cancel any Action performed by another player in your Room (that
 * player still pays its cost)"). A reaction on another seat's turn, asked without revealing hands: each seat keeps a
 * public standing setting (`never`, the default, or `ask`) that does not depend on its hand. An action taken in a room
 * where an `ask` seat stands is paid, then held (`state.interruption`), and every such seat is asked the same question
 * whatever it holds; one Interruption cancels the action, otherwise it resolves once all have let it happen.
 */
import type { Prompt, Seat } from '../../../engine';
import { cardKind, characterById } from '../data';
import type { NemesisState } from '../state';
import { charactersIn } from './ship';

export const INTERRUPTION = 'interruption';
export type InterruptionSetting = 'never' | 'ask';

export const interruptionSetting = (s: NemesisState, seat: Seat): InterruptionSetting => s.players[seat].interrupt ?? 'never';

/** The seats asked when `seat` takes an action: the other characters in its room whose setting is `ask`. */
export function interrupters(s: NemesisState, seat: Seat): Seat[] {
  const room = s.players[seat].room;
  if (room === null || s.players[seat].pod !== null) return [];
  return charactersIn(s, room).filter((x) => x !== seat && interruptionSetting(s, x) === 'ask');
}

export const interruptionCard = (s: NemesisState, seat: Seat): string | undefined => s.players[seat].hand.find((c) => cardKind(c) === INTERRUPTION);

/** Game words for the action held (the move's kind). */
const ACTION_WORDS: Record<string, string> = {
  move: 'Move',
  'careful-move': 'Careful Move',
  shoot: 'Shoot',
  melee: 'Melee Attack',
  'pick-up': 'Pick Up',
  'play-card': 'action card',
  craft: 'Craft',
  'room-action': 'room action',
  'use-item': 'item use',
  'propose-trade': 'Trade',
  'activate-quest': 'quest item activation',
  'use-quest': 'quest item use',
};
export const actionWords = (type: string): string => ACTION_WORDS[type] ?? 'action';

/** The same question for every seat asked, whatever its hand; on timeout the action happens. */
export function interruptionPrompts(s: NemesisState): Prompt[] {
  const held = s.interruption!;
  const who = characterById.get(s.players[held.seat].character!)?.name ?? 'another character';
  const message = `Interrupt the ${who}'s ${actionWords(held.move.type)}? Only with an Interruption card in hand (it is discarded; the action is cancelled but still paid).`;
  return held.waiting.map((seat) => ({ seat, kind: 'answer-interruption', mode: 'simultaneous', message, options: { onTimeout: 'let' } }));
}
