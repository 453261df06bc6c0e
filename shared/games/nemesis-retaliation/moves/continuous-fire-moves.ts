/** Continuous Fire's Burst that may follow its hits (rules/card-effects/continuous-fire.ts): then the card counts as the action. */
import { burstOn, burstOnChoices } from '../rules/card-effects/continuous-fire';
import { afterAction } from '../rules/flow';
import { namedAmmoProblem, spendableKinds } from '../rules/equipment';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const burstOnMove: Handler<MoveOf<'burst-on'>> = (s, seat, move, rng) => {
  if (!burstOnChoices(s, seat).some((m) => m.corridor === move.corridor)) return refuse('move/no-target', 'Burst with the loaded BF Gun into a corridor around your room, or not at all.');
  const ammo = namedAmmoProblem(move.corridor === null ? [] : spendableKinds(s, seat, 'bf-gun'), move.ammo);
  if (ammo) return refuse('move/illegal', ammo);
  return [...burstOn(s, seat, move.corridor, rng, move.ammo), ...afterAction(s, seat, rng)];
};
