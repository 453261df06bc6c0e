/** Taking Aim's reroll decision (rules/card-effects/taking-aim.ts): the card counts as the action once it is made. */
import { resolveAim } from '../rules/card-effects/taking-aim';
import { afterAction } from '../rules/flow';
import type { Handler } from './result';
import type { MoveOf } from './schema';

export const aimRerollMove: Handler<MoveOf<'aim-reroll'>> = (s, seat, move, rng) => [...resolveAim(s, seat, move.reroll, rng), ...afterAction(s, seat, rng)];
