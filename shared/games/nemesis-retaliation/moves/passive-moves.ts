/** F7: a passive item's standing setting (rules/passive-items.ts); its answer when asked is a pause answer (moves/pause-answers.ts). */
import { passiveProblem, setPassive } from '../rules/passive-items';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const setPassiveMove: Handler<MoveOf<'set-passive'>> = (s, seat, move) => {
  const problem = passiveProblem(s, seat, move.item, move.setting);
  return problem ? refuse('move/illegal', problem) : setPassive(s, seat, move.item, move.setting);
};
