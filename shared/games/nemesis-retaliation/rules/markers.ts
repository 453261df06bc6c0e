/**
 * Fire and malfunction markers and secure tokens (digest §5.8.5-5.8.6). Markers are limited: a fire marker needed when
 * none is left destroys the facility; a malfunction marker needed when none is left becomes a fire marker.
 */
import { roomOf } from '../data';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { intrudersAt } from './board';

export const MAX_SECURE = 3;

export function placeFire(s: RetaliationState, space: string): RetaliationEvent[] {
  const room = s.spaces[space];
  if (room.fire) return [];
  if (s.markers.fire === 0) {
    s.destroyed ??= 'fire';
    return [{ type: 'facility-destroyed', reason: 'fire' }];
  }
  s.markers.fire -= 1;
  room.fire = true;
  return [{ type: 'marker-placed', where: space, marker: 'fire' }];
}

export function placeMalfunction(s: RetaliationState, space: string): RetaliationEvent[] {
  const room = s.spaces[space];
  if (room.malfunction || roomOf(room.room).indestructible) return [];
  if (s.markers.malfunction === 0) return placeFire(s, space);
  s.markers.malfunction -= 1;
  room.malfunction = true;
  return [{ type: 'marker-placed', where: space, marker: 'malfunction' }];
}

/** Why a secure token cannot go in this room now, or null when it can. */
export function secureProblem(s: RetaliationState, space: string): string | null {
  if (roomOf(s.spaces[space].room).cannotBeSecured) return 'This room can never be secured.';
  if (intrudersAt(s, space).length) return 'A room holding an intruder cannot be secured.';
  if (s.spaces[space].secure >= MAX_SECURE) return 'A room holds at most 3 secure tokens.';
  if (s.markers.secure === 0) return 'No secure token is left in the supply.';
  return null;
}

export function placeSecure(s: RetaliationState, space: string): RetaliationEvent[] {
  if (secureProblem(s, space)) return [];
  s.markers.secure -= 1;
  s.spaces[space].secure += 1;
  return [{ type: 'secure-placed', space }];
}
