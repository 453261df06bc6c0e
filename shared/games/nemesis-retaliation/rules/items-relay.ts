/**
 * Item options that hand over to another action's choices: the Robot Controller's and Supporting Robot Controller's
 * "Activate the Robot anywhere in the Facility" and the Portable Device's "use that Room (even with a Malfunction
 * marker)" in a room with a computer icon or a Life Support Control room. Use Item pays; its player then names the
 * robot activation or the room use as a follow-up (`activate-robot` / `use-room` with no cards: `itemRelay`), chosen
 * from the same menus as the ordinary actions, and the action ends once that is resolved.
 */
import type { Rng, Seat } from '../../../engine';
import { roomOf } from '../data';
import type { RetaliationEvent } from '../events';
import type { MoveOf } from '../moves/schema';
import type { RetaliationState } from '../state';
import { isRoom } from './board';
import { NONE, type ItemEffect } from './items-effect-kind';
import { activateRobot, robotActivations } from './robot-actions';
import { workingRobotRoom } from './robot';
import { moveKey, roomMoves } from './room-menu';
import { resolveRoom } from './rooms';
import { copyRetaliationState } from '../state-copy';

type RelayMove = MoveOf<'activate-robot'> | MoveOf<'use-room'>;

/** The robot can be activated from anywhere: it is revealed, working, in a room, and has something to do. */
const robotReady = (s: RetaliationState) => workingRobotRoom(s) !== null && isRoom(s, s.robot.space) && robotActivations(s).length > 0;

const portableRoom = (s: RetaliationState, seat: Seat) => {
  const room = s.spaces[s.players[seat].space!].room;
  return roomOf(room).computer || room.startsWith('life-support-control');
};

/** The room uses the Portable Device opens: the room's menu as if it had no malfunction marker. */
export function portableRoomMoves(s: RetaliationState, seat: Seat): Array<Omit<MoveOf<'use-room'>, 'pay'>> {
  if (!portableRoom(s, seat)) return [];
  const trial = copyRetaliationState(s);
  trial.spaces[s.players[seat].space!].malfunction = false;
  return roomMoves(trial, seat);
}

const relay = (kind: 'robot' | 'room', ready: (s: RetaliationState, seat: Seat) => boolean): ItemEffect => ({
  targets: (s, seat) => (ready(s, seat) ? [NONE] : []),
  apply: (s, seat) => {
    s.itemRelay = { seat, kind };
    return [];
  },
});

export const robotAnywhere = relay('robot', robotReady);
export const portableDevice = relay('room', (s, seat) => portableRoomMoves(s, seat).length > 0);

/** The follow-up moves of a relayed use: the robot's activations or the room's uses, paid by the item. */
export function relayMoves(s: RetaliationState, seat: Seat): RelayMove[] {
  if (s.itemRelay!.kind === 'robot') return robotActivations(s).map((params) => ({ type: 'activate-robot', ...params, pay: [] }));
  return portableRoomMoves(s, seat).map((m) => ({ ...m, pay: [] }));
}

/** Why this follow-up is not the one awaited, or null. */
export function relayProblem(s: RetaliationState, seat: Seat, move: { type: string; pay?: readonly string[] }): string | null {
  const kind = s.itemRelay!.kind;
  const wanted = kind === 'robot' ? 'activate-robot' : 'use-room';
  if (move.type !== wanted) return kind === 'robot' ? 'First say what the robot does: the item activates it.' : 'First say how you use the room: the item uses it.';
  if (move.pay?.length) return 'The item pays for this: name no cards.';
  const unordered = kind === 'robot' ? [] : undefined;
  const key = moveKey(move, unordered);
  if (!relayMoves(s, seat).some((m) => moveKey(m, unordered) === key)) {
    return kind === 'robot' ? "The robot cannot do that now: name one of its card's options with a place or character it can reach." : 'This room cannot do that now.';
  }
  return null;
}

export function resolveRelay(s: RetaliationState, seat: Seat, move: RelayMove, rng: Rng): RetaliationEvent[] {
  s.itemRelay = null;
  if (move.type === 'activate-robot') {
    const { type: _t, pay: _p, ...params } = move;
    return activateRobot(s, seat, params, rng);
  }
  return resolveRoom(s, seat, move.option, move, rng);
}
