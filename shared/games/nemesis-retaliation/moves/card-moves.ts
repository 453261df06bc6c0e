/** Playing an action card, and keeping an item after a Search (rules/action-cards.ts). */
import { keepable, keepItem, playCard, playProblem } from '../rules/action-cards';
import { afterAction } from '../rules/flow';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const playCardMove: Handler<MoveOf<'play-card'>> = (s, seat, move, rng) => {
  const problem = playProblem(s, seat, move);
  if (problem) return refuse('move/illegal', problem);
  return [...playCard(s, seat, move, rng), ...afterAction(s, seat, rng)];
};

export const keepItemMove: Handler<MoveOf<'keep-item'>> = (s, seat, move, rng) => {
  if (move.item !== null && !keepable(s).includes(move.item)) return refuse('move/illegal', 'Keep one of the items you found (a heavy one needs a free hand), or none.');
  return [...keepItem(s, move.item), ...afterAction(s, seat, rng)];
};
