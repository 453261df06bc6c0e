/**
 * Activate the Robot: the options of the robot card in play (data: robot-cards.json) as complete move parameter sets,
 * and their resolution. Moving records the Reactor box of Escort Mission; the Military Robot's burst on the special face
 * puts a malfunction marker on the robot (none left in the supply: a fire marker in its room instead).
 */
import type { Rng, Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { corridorsOf, doorBlocks } from './board';
import { burstRoll } from './combat';
import { discardWound } from './care-rooms';
import { doorsAround, flipDoors } from './doors';
import { charactersIn, heal, inPlay } from './health';
import { placeFire, placeSecure, secureProblem } from './markers';
import { activationCost, robotOptions, robotPaths, type RobotEffect } from './robot';
import { exploreParams, exploreWithRobot, roomUseParams, useRoomWithRobot } from './robot-options';
import { payOptions } from './cards';
import type { MoveOf } from '../moves/schema';

export const ROBOT_HEAL = 2;
const SECURE_TOKENS = 2;

/**
 * The parameters of one activation (the move without its type and payment); the Server Robot's room use adds the room
 * option `use` and its details (robot-options.ts).
 */
export interface RobotParams {
  option: number; path?: string[]; target?: string; seat?: number; wound?: string;
  use?: string; section?: 'A' | 'B' | 'C'; doors?: string[]; intruder?: string; remote?: string;
}

function paramsOf(s: RetaliationState, effect: RobotEffect, option: number, seat: Seat | undefined): RobotParams[] {
  const room = s.robot.space;
  switch (effect.kind) {
    case 'move':
      return robotPaths(s, effect.steps).map((path) => ({ option, path }));
    case 'heal-or-wound':
      return charactersIn(s, room).flatMap((seat) => [{ option, seat }, ...s.players[seat].seriousWounds.map((wound) => ({ option, seat, wound }))]);
    case 'burst':
      return corridorsOf(s, room).filter((c) => !doorBlocks(s, c, room)).sort().map((target) => ({ option, target }));
    case 'door':
      return doorsAround(s, room).map((target) => ({ option, target }));
    case 'secure-2':
      return secureProblem(s, room) ? [] : [{ option }];
    case 'discard-marker':
      return (['fire', 'malfunction'] as const).filter((m) => s.spaces[room][m]).map((target) => ({ option, target }));
    case 'explore':
      return exploreParams(s, option);
    case 'use-room':
      return roomUseParams(s, seat, option);
  }
}

/** Every Activate the Robot move open to the seat now, with each way to pay. */
export function robotMoves(s: RetaliationState, seat: Seat): Array<MoveOf<'activate-robot'>> {
  const cost = activationCost(s, seat);
  if (cost === null) return [];
  const activations = robotActivations(s, seat);
  return payOptions(s, seat, cost).flatMap((pay) => activations.map((m) => ({ type: 'activate-robot' as const, ...m, pay })));
}

/** Every activation the robot card allows `seat` now (the cost is the caller's; without a seat, no room use). */
export function robotActivations(s: RetaliationState, seat?: Seat): RobotParams[] {
  return (robotOptions[s.robot.card] ?? []).flatMap((effect, option) => (effect ? paramsOf(s, effect, option, seat) : []));
}

export function activateRobot(s: RetaliationState, seat: Seat, params: RobotParams, rng: Rng): RetaliationEvent[] {
  const effect = robotOptions[s.robot.card][params.option]!;
  const room = s.robot.space;
  const events: RetaliationEvent[] = [{ type: 'robot-activated', seat, card: s.robot.card, option: params.option }];
  switch (effect.kind) {
    case 'move': {
      for (const step of params.path!) if (s.spaces[step].room === 'reactor') s.robotReachedReactor = true;
      s.robot.space = params.path!.at(-1)!;
      return [...events, { type: 'robot-moved', path: params.path!.slice() }];
    }
    case 'heal-or-wound': {
      const target = params.seat!;
      if (!inPlay(s.players[target])) return events;
      return [...events, ...(params.wound ? discardWound(s, target, params.wound) : heal(s, target, ROBOT_HEAL))];
    }
    case 'burst': {
      const { face, hits } = burstRoll(s, seat, params.target!, 0, 'burst', rng);
      events.push({ type: 'burst', seat, weapon: null, corridor: params.target!, face, hits });
      return face.includes('special') ? [...events, ...malfunctionRobot(s)] : events;
    }
    case 'door':
      return [...events, ...flipDoors(s, [params.target!])];
    case 'secure-2':
      return [...events, ...Array.from({ length: SECURE_TOKENS }, () => placeSecure(s, room)).flat()];
    case 'discard-marker': {
      const marker = params.target as 'fire' | 'malfunction';
      s.spaces[room][marker] = false;
      s.markers[marker] += 1;
      return [...events, { type: 'marker-discarded', where: room, marker }];
    }
    case 'explore':
      return [...events, ...exploreWithRobot(s, seat, params.target!, rng)];
    case 'use-room':
      return [...events, ...useRoomWithRobot(s, seat, params, rng)];
  }
}

/** A malfunction marker on the robot (a second one is ignored); with none in the supply, a fire marker in its room. */
export function malfunctionRobot(s: RetaliationState): RetaliationEvent[] {
  if (s.robot.malfunction) return [];
  if (s.markers.malfunction === 0) return placeFire(s, s.robot.space);
  s.markers.malfunction -= 1;
  s.robot.malfunction = true;
  return [{ type: 'marker-placed', where: 'robot', marker: 'malfunction' }];
}
