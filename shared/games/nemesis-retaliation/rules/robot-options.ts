/**
 * The Exploration Robot's and the Server Robot's second options (data: robot-cards.json).
 *
 * Exploring: the robot moves through an unexplored corridor around its room (never through a closed door, §5.13) and
 * the Exploration Sequence is resolved without its Entrance effect (the card's text overrides "the robot never
 * explores"); the robot ends in the new room. When no room can be placed the robot stays where it was.
 *
 * The Server Robot in a room with a computer icon uses that room, even with a malfunction marker (the card's text): the
 * activating character picks one of the room's options as if it stood there, and the option acts there (as the Server
 * Room's use of a computer room from afar does, `remote`).
 */
import type { Rng, Seat } from '../../../engine';
import { roomOf } from '../data';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { corridorsOf, isRoom, otherEnd } from './board';
import { explore, isExplorable } from './explore';
import { roomMoves } from './room-menu';
import { resolveRoom, type RoomOption } from './rooms';
import type { RobotParams } from './robot-actions';
import { copyRetaliationState } from '../state-copy';

/** The unexplored corridors around the robot's room it may explore through. */
export function exploreParams(s: RetaliationState, option: number): RobotParams[] {
  const room = s.robot.space;
  return corridorsOf(s, room)
    .filter((c) => s.corridors[c].door !== 'closed' && isExplorable(s, otherEnd(c, room)))
    .sort()
    .map((target) => ({ option, target }));
}

export function exploreWithRobot(s: RetaliationState, seat: Seat, corridor: string, rng: Rng): RetaliationEvent[] {
  const space = otherEnd(corridor, s.robot.space);
  const events = explore(s, seat, corridor, space, false, rng, true);
  if (events === null) return [];
  s.robot.space = space;
  if (s.spaces[space].room === 'reactor') s.robotReachedReactor = true;
  return [...events, { type: 'robot-moved', path: [space] }];
}

/** The table as the room's menu sees it: the seat standing in the robot's computer room, its malfunction ignored. */
function asIfInRobotRoom(s: RetaliationState, seat: Seat): RetaliationState | null {
  const space = s.robot.space;
  if (!isRoom(s, space) || !roomOf(s.spaces[space].room).computer) return null;
  const trial = copyRetaliationState(s);
  trial.spaces[space].malfunction = false;
  trial.players[seat].space = space;
  return trial;
}

const ROOM_FIELDS = ['target', 'section', 'doors', 'intruder', 'remote'] as const;

/** Every use of the robot's room open to `seat` through the Server Robot. */
export function roomUseParams(s: RetaliationState, seat: Seat | undefined, option: number): RobotParams[] {
  const trial = seat === undefined ? null : asIfInRobotRoom(s, seat);
  if (trial === null) return [];
  return roomMoves(trial, seat!).map((m) => {
    const params: RobotParams = { option, use: m.option };
    for (const field of ROOM_FIELDS) if (m[field] !== undefined) Object.assign(params, { [field]: m[field] });
    return params;
  });
}

export function useRoomWithRobot(s: RetaliationState, seat: Seat, params: RobotParams, rng: Rng): RetaliationEvent[] {
  const space = s.robot.space;
  const remote = params.remote ?? (s.players[seat].space === space ? undefined : space);
  const { target, section, doors, intruder } = params;
  return resolveRoom(s, seat, params.use as RoomOption, { target, section, doors, intruder, remote }, rng);
}
