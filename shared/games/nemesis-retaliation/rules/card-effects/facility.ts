/**
 * Action-card effects on the facility: secure tokens, reinforcing corridors, doors, fire and malfunction markers, the
 * Lander token. "Unless stated otherwise, every effect happens in the room of the character resolving it" (digest
 * §5.2 local effects), so "discard a Malfunction marker" means one in your room: the room's, one on an item you hold, or
 * the robot's when it stands there.
 */
import type { Seat } from '../../../../engine';
import { corridorTileOf, HIBERNATORIUM, roomOf, roundTrackSpaces } from '../../data';
import type { RetaliationEvent } from '../../events';
import type { RetaliationState } from '../../state';
import { corridorsOf, intrudersAt, isRoom, positionBetween, positionOf } from '../board';
import { charactersIn } from '../health';
import { MAX_SECURE, placeMalfunction, placeSecure, secureProblem } from '../markers';
import { plain, targeted, type CardEffect } from './types';

const roomOfSeat = (s: RetaliationState, seat: Seat) => s.players[seat].space!;

export const placeTwoSecure: CardEffect = plain(
  (s, seat) => {
    const room = roomOfSeat(s, seat);
    const problem = secureProblem(s, room);
    if (problem) return problem;
    return s.spaces[room].secure > MAX_SECURE - 2 || s.markers.secure < 2 ? 'There is no room for 2 more secure tokens here.' : null;
  },
  (s, seat) => [...placeSecure(s, roomOfSeat(s, seat)), ...placeSecure(s, roomOfSeat(s, seat))],
);

/** Empty corridors around your room leading to a room with a character or the robot; never one to the Hibernatorium. */
function reinforceable(s: RetaliationState, seat: Seat): string[] {
  return corridorsOf(s, roomOfSeat(s, seat)).filter((c) => {
    const ends = positionOf(c).spaces;
    if (s.corridors[c].reinforced || intrudersAt(s, c).length) return false;
    if (ends.some((sp) => s.spaces[sp]?.room === HIBERNATORIUM)) return false;
    return ends.some((sp) => isRoom(s, sp) && (charactersIn(s, sp).length > 0 || (s.robot.revealed && s.robot.space === sp)));
  });
}

export const reinforce: CardEffect = targeted(
  reinforceable,
  'No empty corridor around your room can be reinforced.',
  'Reinforce an empty corridor around your room that leads to a room with a character or the robot.',
  (s, _seat, corridor) => {
    // The tile flips to its "0" side: the noise marker goes and noise rolls never reach it again (digest §5.8.3).
    s.corridors[corridor].reinforced = true;
    s.corridors[corridor].noise = false;
    return [{ type: 'corridor-reinforced', corridor }];
  },
);

const doorsAround = (s: RetaliationState, seat: Seat, states: readonly string[]) =>
  corridorsOf(s, roomOfSeat(s, seat)).filter((c) => states.includes(s.corridors[c].door));

function toggleDoor(s: RetaliationState, corridor: string): RetaliationEvent[] {
  const c = s.corridors[corridor];
  c.door = c.door === 'open' ? 'closed' : 'open';
  return [{ type: 'door-changed', corridor, door: c.door }];
}

export const openOrCloseDoor: CardEffect = targeted(
  (s, seat) => doorsAround(s, seat, ['open', 'closed']),
  'There is no door to open or close around your room (a destroyed door can never close).',
  'Open or close a door of a corridor around your room.',
  (s, _seat, corridor) => toggleDoor(s, corridor),
);

const inComputerRoom = (s: RetaliationState, seat: Seat) => (roomOf(s.spaces[roomOfSeat(s, seat)].room).computer ? null : 'You are not in a room with a computer icon.');

export const remoteDoor: CardEffect = targeted(
  (s, seat) => (inComputerRoom(s, seat) ? [] : Object.keys(s.corridors).filter((c) => s.corridors[c].door === 'open' || s.corridors[c].door === 'closed')),
  'There is no door in the facility to open or close.',
  'Open or close a door anywhere in the facility.',
  (s, _seat, corridor) => toggleDoor(s, corridor),
  inComputerRoom,
);

/** Only a closed door can be destroyed (digest §5.8.4). */
export const destroyDoor: CardEffect = targeted(
  (s, seat) => doorsAround(s, seat, ['closed']),
  'There is no closed door around your room to destroy.',
  'Destroy a closed door of a corridor around your room.',
  (s, _seat, corridor) => {
    s.corridors[corridor].door = 'destroyed';
    return [{ type: 'door-destroyed', corridor }];
  },
);

export const placeRoomMalfunction: CardEffect = plain(
  (s, seat) => {
    const room = s.spaces[roomOfSeat(s, seat)];
    if (roomOf(room.room).indestructible) return 'This room is indestructible: it never takes a malfunction marker.';
    return room.malfunction ? 'Your room already has a malfunction marker.' : null;
  },
  (s, seat) => placeMalfunction(s, roomOfSeat(s, seat)),
);

/** The malfunction markers in your room: `room`, `robot`, or the id of an item you hold. */
function malfunctions(s: RetaliationState, seat: Seat): string[] {
  const space = roomOfSeat(s, seat);
  const p = s.players[seat];
  const out = s.spaces[space].malfunction ? ['room'] : [];
  if (s.robot.malfunction && s.robot.revealed && s.robot.space === space) out.push('robot');
  return [...out, ...[...p.hands, ...p.backpack, ...(p.armor ? [p.armor] : [])].filter((i) => (p.itemMalfunctions[i] ?? 0) > 0)];
}

export const discardMalfunction: CardEffect = targeted(
  malfunctions,
  'There is no malfunction marker in your room or on your items.',
  'Discard a malfunction marker of your room, of the robot there, or of an item you hold.',
  (s, seat, target) => {
    const p = s.players[seat];
    if (target === 'room') s.spaces[roomOfSeat(s, seat)].malfunction = false;
    else if (target === 'robot') s.robot.malfunction = false;
    else p.itemMalfunctions[target] -= 1;
    s.markers.malfunction += 1;
    return [{ type: 'malfunction-discarded', seat, from: target === 'room' ? roomOfSeat(s, seat) : target }];
  },
);

export const discardFire: CardEffect = plain(
  (s, seat) => (s.spaces[roomOfSeat(s, seat)].fire ? null : 'There is no fire in your room.'),
  (s, seat) => {
    s.spaces[roomOfSeat(s, seat)].fire = false;
    s.markers.fire += 1;
    return [{ type: 'fire-discarded', space: roomOfSeat(s, seat) }];
  },
);

/** The Lander token stays on the track, ahead of the round marker, so that its landing can still come. */
function landerSpaces(s: RetaliationState): string[] {
  if (s.lander.state !== 'arriving') return [];
  return (['earlier', 'later'] as const).filter((d) => {
    const to = s.lander.space + (d === 'earlier' ? -1 : 1);
    return to > s.round && to <= roundTrackSpaces;
  });
}

export const moveLander: CardEffect = {
  problem: (s) => (landerSpaces(s).length ? null : 'The Lander token can no longer move: it has landed or left, or sits just ahead of the round marker at the end of the track.'),
  choices: (s) => landerSpaces(s).map((choice) => ({ choice })),
  choiceError: 'Move the Lander token one space earlier or later, staying ahead of the round marker.',
  resolve: (s, seat, play) => {
    s.lander.space += play.choice === 'earlier' ? -1 : 1;
    return [{ type: 'lander-moved', seat, space: s.lander.space }];
  },
};

/** Discovered rooms next to yours with no corridor between yet (Explosives). */
function newCorridorSpots(s: RetaliationState, seat: Seat): string[] {
  const room = roomOfSeat(s, seat);
  return Object.keys(s.spaces).filter((sp) => {
    if (sp === room || !isRoom(s, sp)) return false;
    const position = positionBetween(room, sp);
    return position !== null && !(position in s.corridors);
  });
}

/** Explosives: discard a Grenade token from your belt; a corridor tile from the insert joins your room to a neighbour. */
export const blastCorridor: CardEffect = targeted(
  newCorridorSpots,
  'No discovered room next to yours lacks a corridor to it.',
  'Blast a corridor to a discovered room next to yours that has none to it yet.',
  (s, seat, other) => {
    const p = s.players[seat];
    const slot = p.belt.findIndex((t) => t?.token === 'grenade');
    p.belt[slot] = null;
    s.gearSupply.grenade += 1;
    const room = roomOfSeat(s, seat);
    const position = positionBetween(room, other)!;
    const tile = s.corridorStack.shift()!;
    const door = corridorTileOf(tile).doorSlot;
    s.corridors[position] = { tile, doorEnd: door ? room : null, door: door ? 'open' : 'none', noise: false, reinforced: false };
    return [{ type: 'gear-discarded', seat, token: 'grenade' }, { type: 'corridor-placed', seat, corridor: position }];
  },
  (s, seat) => {
    if (!s.players[seat].belt.some((t) => t?.token === 'grenade')) return 'You have no Grenade token on your belt.';
    return s.corridorStack.length ? null : 'No corridor tile is left.';
  },
);
