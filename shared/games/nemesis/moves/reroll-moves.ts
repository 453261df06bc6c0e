/** `choose-reroll`: the shooter's answer to a pending reroll (rules/reroll.ts); the turn then goes on. */
import type { NemesisEvent } from '../events';
import { settle } from '../rules/flow';
import { chooseReroll } from '../rules/reroll';
import type { Handler } from './result';
import type { MoveOf } from './schema';

export const chooseRerollMove: Handler<MoveOf<'choose-reroll'>> = (s, _seat, move, rng) => {
  const events: NemesisEvent[] = [];
  chooseReroll(s, move.reroll, rng, events);
  settle(s, rng, events);
  return events;
};
