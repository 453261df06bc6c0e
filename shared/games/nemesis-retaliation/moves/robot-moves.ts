/** Activate the Robot (rules/robot.ts, rules/robot-actions.ts): a move is legal exactly when it is listed. */
import { pay, payProblem } from '../rules/cards';
import { afterAction } from '../rules/flow';
import { activateRobot, robotActivations } from '../rules/robot-actions';
import { activationCost } from '../rules/robot';
import { moveKey } from '../rules/room-menu';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const activateRobotMove: Handler<MoveOf<'activate-robot'>> = (s, seat, move, rng) => {
  const cost = activationCost(s, seat);
  if (cost === null) return refuse('move/illegal', 'Activate the robot from its room, or from a room with a computer icon, once it is found and working, and not while an intruder is in your room.');
  const problem = payProblem(s, seat, move.pay, cost);
  if (problem) return refuse('move/illegal', problem);
  const { type: _t, pay: _p, ...params } = move;
  if (!robotActivations(s, seat).some((m) => moveKey(m, ['doors']) === moveKey(params, ['doors']))) return refuse('move/illegal', 'The robot cannot do that now: name one of its card\'s options with a place or character it can reach.');
  return [...pay(s, seat, move.pay), ...activateRobot(s, seat, params, rng), ...afterAction(s, seat, rng)];
};
