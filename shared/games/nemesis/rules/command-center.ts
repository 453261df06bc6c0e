/**
 * The Command Center's room action (digest §9.1: choose 1 room, then open or close, as you like, each door on its
 * corridors; destroyed doors stay destroyed) and the Scout's Security Key, which does the same.
 *
 * Encoding: the room action's `choice` is the room (a slot); the doors are then asked one at a time through the
 * pending decision `state.decision = { kind: 'doors', corridors }` and the move `set-door { corridor, door }` for the
 * first corridor left. That keeps the legal-move list at one move per room, then two per door, where listing every
 * open/closed combination at once would multiply the list by up to 2^5 per room and again by every payment.
 */
import type { Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { boardOf } from './board';
import { closeDoor } from './markers';
import type { RoomActionFn } from './room-action';

/** The corridors of a room whose doors can be set: every corridor (technical entrances have none) not destroyed. */
export function settableDoors(s: NemesisState, slot: string): string[] {
  return boardOf(s.side)
    .exits(slot)
    .flatMap((e) => (e.kind === 'corridor' && s.corridors[e.id].door !== 'destroyed' ? [e.id] : []));
}

/** Rooms worth choosing: those with at least one door that can be set. */
export const doorControlRooms = (s: NemesisState): string[] => Object.keys(s.rooms).filter((slot) => settableDoors(s, slot).length > 0);

/** Starts the door-by-door decision for the room `choice`; a refusal sentence if there is nothing to set there. */
export function startDoorControl(s: NemesisState, seat: Seat, choice: string | undefined): string | null {
  const corridors = choice && s.rooms[choice] ? settableDoors(s, choice) : [];
  if (corridors.length === 0) return 'Choose a room with at least one door that is not destroyed.';
  s.decision = { seat, kind: 'doors', room: choice!, corridors };
  return null;
}

export const commandCenter: RoomActionFn = (s, seat, choice) => startDoorControl(s, seat, choice);

/** Opens a closed (not destroyed) door. */
export function openDoor(s: NemesisState, corridor: string, events: NemesisEvent[]): void {
  if (s.corridors[corridor].door !== 'closed') return;
  s.corridors[corridor].door = 'open';
  events.push({ type: 'doors-opened', corridors: [corridor] });
}

/** `set-door`: the next door of the decision is set; once the last one is, the decision is over (the caller settles). */
export function setDoor(s: NemesisState, seat: Seat, corridor: string, door: 'open' | 'closed', events: NemesisEvent[]): string | null {
  const d = s.decision;
  if (!d || d.kind !== 'doors' || d.seat !== seat) return 'There is no door of yours to set now.';
  if (corridor !== d.corridors[0]) return 'Set the doors in the order asked: the next one is another corridor.';
  if (door === 'open') openDoor(s, corridor, events);
  else closeDoor(s, corridor, events);
  d.corridors.shift();
  if (d.corridors.length === 0) s.decision = null;
  return null;
}
