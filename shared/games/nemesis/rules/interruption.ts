/**
 * The Interruption action card ("Discard this card to cancel any Action performed by another player in your Room (that
 * player still pays its cost)"). A reaction on another seat's turn, asked without revealing hands: each seat keeps a
 * public standing setting (`never`, the default, or `ask`) that does not depend on its hand. An action taken in a room
 * where an `ask` seat stands is paid, then held (`state.interruption`), and every such seat is asked the same question
 * whatever it holds; one Interruption cancels the action, otherwise it resolves once all have let it happen.
 * An Interruption can itself be cancelled by another ("OR cancel another player's Interruption"): each card played
 * opens a new round, asked of the `ask` seats in the room and of the acting player while its action stands cancelled,
 * never of the seat that just played; the last round that all let pass decides.
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

/** Who is asked in the next round: `ask` seats in the room, the actor instead while its action stands cancelled. */
export function counterAskers(s: NemesisState): Seat[] {
  const held = s.interruption!;
  const room = s.players[held.seat].room;
  if (room === null) return [];
  const eligible = (x: Seat) => (x === held.seat ? held.cancelled === true : interruptionSetting(s, x) === 'ask');
  return charactersIn(s, room).filter((x) => x !== held.by && eligible(x));
}

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
  const name = (seat: Seat) => characterById.get(s.players[seat].character!)?.name ?? 'another character';
  const action = `the ${name(held.seat)}'s ${actionWords(held.move.type)}`;
  const question =
    held.by === undefined
      ? `Interrupt ${action}?`
      : held.cancelled
        ? `The ${name(held.by)} interrupted ${action}: cancel that Interruption with yours?`
        : `The ${name(held.by)} cancelled the Interruption of ${action}: interrupt it again?`;
  const message = `${question} Only with an Interruption card in hand (it is discarded; an interrupted action is still paid).`;
  return held.waiting.map((seat) => ({ seat, kind: 'answer-interruption', mode: 'simultaneous', message, timeoutMove: { type: 'answer-interruption', interrupt: false } }));
}
