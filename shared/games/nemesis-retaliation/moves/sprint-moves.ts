/** Sprint's second move (rules/card-effects/sprint.ts): the card counts as the action once it is over. */
import { moveExits } from '../rules/passage';
import { sprintAgain } from '../rules/card-effects/sprint';
import { afterAction } from '../rules/flow';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const sprintAgainMove: Handler<MoveOf<'sprint-again'>> = (s, seat, move, rng) => {
  if (move.corridor !== null && !moveExits(s, seat).includes(move.corridor)) return refuse('move/no-way', 'You can move only along a corridor around your room, not through a closed door.');
  return [...sprintAgain(s, seat, move.corridor, rng), ...afterAction(s, seat, rng)];
};
