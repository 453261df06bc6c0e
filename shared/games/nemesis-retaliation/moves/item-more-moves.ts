/**
 * Item follow-ups and settings: the free use of an item card just gained (rules/items-gained.ts), the place of a token
 * a room gave (rules/items-placing.ts), the robot activation
 * or room use a Robot Controller or the Portable Device relays to (rules/items-relay.ts), and Heavy Armor's standing
 * setting (rules/items-armor.ts).
 */
import type { Rng, Seat } from '../../../engine';
import { afterAction } from '../rules/flow';
import { heavyArmorProblem, setHeavyArmor } from '../rules/items-armor';
import { answerGained, gainedProblem } from '../rules/items-gained';
import { placeNext, placingProblem } from '../rules/items-placing';
import { relayProblem, resolveRelay } from '../rules/items-relay';
import type { RetaliationState } from '../state';
import { refuse, type Handler, type Outcome } from './result';
import type { MoveOf, RetaliationMove } from './schema';

export const useOnGainMove: Handler<MoveOf<'use-on-gain'>> = (s, seat, move, rng) => {
  const problem = gainedProblem(s, seat, move);
  return problem ? refuse('move/illegal', problem) : answerGained(s, seat, move, rng);
};

export function relayMove(s: RetaliationState, seat: Seat, move: RetaliationMove, rng: Rng): Outcome {
  const problem = relayProblem(s, seat, move);
  if (problem) return refuse(move.type === 'activate-robot' || move.type === 'use-room' ? 'move/illegal' : 'move/not-now', problem);
  const relayed = move as MoveOf<'activate-robot'> | MoveOf<'use-room'>;
  return [...resolveRelay(s, seat, relayed, rng), ...afterAction(s, seat, rng)];
}

export const placeTokenMove: Handler<MoveOf<'place-token'>> = (s, seat, move, rng) => {
  const problem = placingProblem(s, seat, move.to);
  if (problem) return refuse('move/illegal', problem);
  const { events, ends } = placeNext(s, seat, move.to);
  return ends === undefined ? events : [...events, ...afterAction(s, ends, rng)];
};

export const setHeavyArmorMove: Handler<MoveOf<'set-heavy-armor'>> = (s, seat, move) => {
  const problem = heavyArmorProblem(s, seat, move.setting);
  return problem ? refuse('move/illegal', problem) : setHeavyArmor(s, seat, move.setting);
};
