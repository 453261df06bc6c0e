/**
 * Sprint ("Move. Then you may spend 1 Oxygen to Move again."): the first move is an ordinary Move; if its character is
 * still in play, has Oxygen to spend and a corridor to take, the game waits for `sprint-again` (a corridor, or null to
 * stop) before the card counts as the action.
 */
import type { Rng, Seat } from '../../../../engine';
import type { RetaliationEvent } from '../../events';
import type { MoveOf } from '../../moves/schema';
import type { RetaliationState } from '../../state';
import { inPlay, loseOxygen } from '../health';
import { moveCharacter } from '../movement';
import { moveExits } from '../passage';
import { targeted, type CardEffect } from './types';

const mayGoOn = (s: RetaliationState, seat: Seat) =>
  inPlay(s.players[seat]) && s.players[seat].oxygen > 0 && !s.allocation && !s.search && !s.destroyed && moveExits(s, seat).length > 0;

export const sprint: CardEffect = targeted(moveExits, 'No open corridor leads from your room.', 'Move along an open corridor around your room.', (s, seat, corridor, rng) => {
  const events = moveCharacter(s, seat, corridor, false, rng);
  if (mayGoOn(s, seat)) s.sprint = { seat };
  return events;
});

export function sprintChoices(s: RetaliationState, seat: Seat): Array<MoveOf<'sprint-again'>> {
  return [null, ...moveExits(s, seat)].map((corridor) => ({ type: 'sprint-again', corridor }));
}

export function sprintAgain(s: RetaliationState, seat: Seat, corridor: string | null, rng: Rng): RetaliationEvent[] {
  s.sprint = null;
  if (corridor === null) return [];
  return [...loseOxygen(s, seat, 1), ...moveCharacter(s, seat, corridor, false, rng)];
}
