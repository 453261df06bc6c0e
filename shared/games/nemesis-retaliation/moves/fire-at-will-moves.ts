/** Fire at Will's ordered Bursts and their hits (rules/card-effects/fire-at-will.ts); the card counts once all are fired. */
import { fireAtWillDone, orderBurst, orderBurstChoices } from '../rules/card-effects/fire-at-will';
import { allocations, applyAllocation } from '../rules/combat';
import { afterAction } from '../rules/flow';
import { namedAmmoProblem, spendableKinds } from '../rules/equipment';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import type { Rng, Seat } from '../../../engine';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

const finish = (s: RetaliationState, seat: Seat, rng: Rng): RetaliationEvent[] => (fireAtWillDone(s) ? afterAction(s, seat, rng) : []);

export const orderBurstMove: Handler<MoveOf<'order-burst'>> = (s, seat, move, rng) => {
  if (!orderBurstChoices(s).some((m) => m.weapon === move.weapon && m.corridor === move.corridor)) {
    return refuse('move/illegal', 'Order the Burst with a loaded ranged weapon of that character into an open corridor around their room.');
  }
  const ammo = namedAmmoProblem(spendableKinds(s, s.fireAtWill!.queue[0], move.weapon), move.ammo);
  if (ammo) return refuse('move/illegal', ammo);
  return [...orderBurst(s, move, rng), ...finish(s, seat, rng)];
};

export const fireAtWillHits: Handler<MoveOf<'allocate-hits'>> = (s, seat, move, rng) => {
  const { corridor, hits } = s.allocation!;
  const key = (ids: readonly string[]) => ids.slice().sort().join(',');
  if (!allocations(s, corridor, hits).some((a) => key(a) === key(move.kill))) {
    return refuse('move/illegal', `Give each intruder you name enough of your ${hits} hits to kill it.`);
  }
  return [...applyAllocation(s, seat, move.kill, rng), ...finish(s, seat, rng)];
};
