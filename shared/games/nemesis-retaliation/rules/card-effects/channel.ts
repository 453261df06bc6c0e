/**
 * Officer's Channel ("Play a Command card choosing any Room in the Facility instead of your Room or a neighboring
 * one"): `choice` names a command card of your hand; the card is discarded and the game waits (`channel` in the state)
 * for that command card's own play, its command effect only, whose reach is then every room (people.ts
 * `roomsInReach`). The command's play counts as the action. A command card is offered only if its command can be
 * played that way now.
 */
import type { Seat } from '../../../../engine';
import { actionCardOf } from '../../data';
import type { RetaliationState } from '../../state';
import { isContamination } from '../cards';
import { isUnbuilt, type CardEffect, type EffectScript } from './types';

/** The option of a command card that is its COMMAND (the data prints it after "Move the Lander token ... OR"). */
export const COMMAND_OPTION = 1;

const commandCards = (s: RetaliationState, seat: Seat) =>
  s.players[seat].hand.filter((c) => !isContamination(c) && actionCardOf(c).command);

/**
 * The command cards that can be played through the channel now: their command effect resolvable and with a choice
 * when its reach is every room. `commandOf` gives a card's command effect (the registry passes its own lookup, so this
 * file does not import the registry that imports it).
 */
export function channelled(s: RetaliationState, seat: Seat, commandOf: (card: string) => EffectScript): string[] {
  return commandCards(s, seat).filter((card) => {
    const effect = commandOf(card);
    const far = { ...s, channel: { seat, card } };
    return !isUnbuilt(effect) && effect.problem(far, seat) === null && effect.choices(far, seat).length > 0;
  });
}

export function officersChannel(commandOf: (card: string) => EffectScript): CardEffect {
  return {
    problem: (s, seat) => (channelled(s, seat, commandOf).length ? null : 'You hold no command card whose command can be played now, even on a far room.'),
    choices: (s, seat) => channelled(s, seat, commandOf).map((choice) => ({ choice })),
    choiceError: 'Choose a command card of your hand whose command can be played now.',
    resolve: (s, seat, play) => {
      s.channel = { seat, card: play.choice! };
      return [];
    },
  };
}
