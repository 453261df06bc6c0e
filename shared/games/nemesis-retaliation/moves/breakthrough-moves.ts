/** The hits of a Breakthrough's Burst, then its move (rules/card-effects/breakthrough.ts); then the action counts. */
import { breakThrough } from '../rules/card-effects/breakthrough';
import { allocations, applyAllocation } from '../rules/combat';
import { afterAction } from '../rules/flow';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const breakthroughHits: Handler<MoveOf<'allocate-hits'>> = (s, seat, move, rng) => {
  const { corridor, hits } = s.allocation!;
  const key = (ids: readonly string[]) => ids.slice().sort().join(',');
  if (!allocations(s, corridor, hits).some((a) => key(a) === key(move.kill))) {
    return refuse('move/illegal', `Give each intruder you name enough of your ${hits} hits to kill it.`);
  }
  return [...applyAllocation(s, seat, move.kill), ...breakThrough(s, seat, s.breakthrough!.corridor, rng), ...afterAction(s, seat, rng)];
};
