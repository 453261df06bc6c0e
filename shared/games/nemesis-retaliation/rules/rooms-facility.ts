/**
 * The computer-room actions that work the facility from afar (data: rooms.json): the Door Control Room (open and/or
 * close any number of doors in one section), the Security Robot Room (a secure token in the robot's room, or reinforce
 * an empty corridor next to it), the Gunnery Room (a burst die into a corridor next to a room with a red item icon and
 * no malfunction marker; the hits are allocated as a Burst's), Pressure Control (move 1 intruder anywhere) and the
 * Drilling Station (a new corridor tile from the insert laid from the robot's room, its door end toward that room).
 */
import type { Rng, Seat } from '../../../engine';
import { corridorPositions, corridorTileOf, roomOf } from '../data';
import type { RetaliationEvent } from '../events';
import type { Intruder, RetaliationState } from '../state';
import { CORRIDOR_CAPACITY, corridorsOf, isCorridor, isRoom, positionOf, UNITS, usedUnits } from './board';
import { burstRoll } from './combat';
import { reinforce, reinforceProblem } from './doors';
import { intoRoom } from './intruders';
import { placeSecure, secureProblem } from './markers';
import { workingRobotRoom } from './robot';

/** Gunnery Room: corridors next to a room showing a red item icon and holding no malfunction marker. */
export function gunneryTargets(s: RetaliationState): string[] {
  const armed = (sp: string) => isRoom(s, sp) && roomOf(s.spaces[sp].room).itemIcons.includes('red') && !s.spaces[sp].malfunction;
  return Object.keys(s.corridors).filter((c) => positionOf(c).spaces.some(armed)).sort();
}

export function gunnery(s: RetaliationState, seat: Seat, corridor: string, rng: Rng): RetaliationEvent[] {
  const { face, hits } = burstRoll(s, seat, corridor, 0, 'burst', rng);
  return [{ type: 'burst', seat, weapon: null, corridor, face, hits }];
}

export const robotRoomSecurable = (s: RetaliationState): boolean => {
  const room = workingRobotRoom(s);
  return room !== null && isRoom(s, room) && secureProblem(s, room) === null;
};

export const securityReinforceTargets = (s: RetaliationState): string[] => {
  const room = workingRobotRoom(s);
  return room === null ? [] : corridorsOf(s, room).filter((c) => reinforceProblem(s, c, true) === null).sort();
};

export const secureRobotRoom = (s: RetaliationState): RetaliationEvent[] => placeSecure(s, workingRobotRoom(s)!);

/** Pressure Control: the places an intruder may be moved to (any other room, or a corridor it fits in). */
export function pressureDestinations(s: RetaliationState, intruder: Intruder): string[] {
  const fits = (c: string) => usedUnits(s, c) + UNITS[intruder.type] <= CORRIDOR_CAPACITY;
  const rooms = Object.keys(s.spaces).filter((sp) => isRoom(s, sp));
  return [...rooms, ...Object.keys(s.corridors).filter(fits)].filter((w) => w !== intruder.where).sort();
}

/**
 * Moves one intruder: into a room it enters as intruders do (with characters there it attacks, or a secure token is
 * removed instead); into a corridor it loses its hit markers and clears the noise marker.
 */
export function pressureMove(s: RetaliationState, id: string, to: string, rng: Rng): RetaliationEvent[] {
  const intruder = s.intruders.find((i) => i.id === id)!;
  if (!isCorridor(to)) return intoRoom(s, [intruder], to, null, rng);
  const from = intruder.where;
  intruder.where = to;
  intruder.hits = 0;
  s.corridors[to].noise = false;
  return [{ type: 'intruders-moved', moves: [{ intruder: id, from, to }] }];
}

/** Drilling Station: the corridor positions around the robot's room with no corridor yet (tiles left in the insert). */
export function drillTargets(s: RetaliationState): string[] {
  const room = workingRobotRoom(s);
  if (room === null || !s.corridorStack.length) return [];
  return corridorPositions.filter((p) => p.spaces.includes(room) && !(p.id in s.corridors)).map((p) => p.id).sort();
}

export function drill(s: RetaliationState, position: string): RetaliationEvent[] {
  const tile = s.corridorStack.shift()!;
  const door = corridorTileOf(tile).doorSlot;
  s.corridors[position] = { tile, doorEnd: door ? s.robot.space : null, door: door ? 'open' : 'none', noise: false, reinforced: false };
  return [{ type: 'corridor-drilled', corridor: position, tile }];
}

/** Every intruder on the map with somewhere to go, for Pressure Control's menu. */
export const movableIntruders = (s: RetaliationState): Intruder[] => s.intruders.filter((i) => pressureDestinations(s, i).length > 0);
