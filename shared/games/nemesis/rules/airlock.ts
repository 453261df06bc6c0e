/**
 * Airlock Control (digest §9.1, E26): choose another yellow room with no destroyed door; all its corridor doors close
 * (technical entrances have none) and the lockdown token goes there. If every one of those doors is still closed at
 * the end of this player phase, every character and intruder inside dies (corpses and carcasses stay), and the token
 * and any fire there go; if one was opened or destroyed before, the token is simply discarded.
 */
import type { Rng } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { boardOf } from './board';
import { closeDoor } from './markers';
import type { RoomActionFn } from './room-action';
import { charactersIn, intrudersIn, roomOf } from './ship';
import { die } from './wounds';

/** Rooms the Airlock Control may lock: other explored yellow rooms whose corridors hold no destroyed door. */
export function lockableRooms(s: NemesisState, from: string): string[] {
  return boardOf(s.side).slotIds.filter((slot) => {
    if (slot === from || !s.rooms[slot].explored || roomOf(s, slot).colour !== 'yellow') return false;
    return boardOf(s.side).exits(slot).every((e) => e.kind !== 'corridor' || s.corridors[e.id].door !== 'destroyed');
  });
}

export const airlock: RoomActionFn = (s, seat, choice, _rng, events) => {
  if (!choice || !lockableRooms(s, s.players[seat].room!).includes(choice)) return 'Choose another yellow room whose doors are not destroyed.';
  const doors = boardOf(s.side).exits(choice).flatMap((e) => (e.kind === 'corridor' ? [e.id] : []));
  for (const door of doors) closeDoor(s, door, events);
  s.lockdown = { room: choice, doors };
  events.push({ type: 'lockdown', room: choice, doors });
  return null;
};

/** Called when the player phase ends. */
export function resolveLockdown(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  const lock = s.lockdown;
  if (!lock) return;
  s.lockdown = null;
  const deadly = lock.doors.every((d) => s.corridors[d].door === 'closed');
  events.push({ type: 'lockdown-ended', room: lock.room, deadly });
  if (!deadly) return;
  for (const i of intrudersIn(s, lock.room)) {
    s.intruders = s.intruders.filter((x) => x !== i);
    // Reading (§12.14): a normal death, so a carcass for everything but a Larva.
    if (i.type !== 'larva') s.floor.push({ room: lock.room, object: 'intruder-carcass' });
    events.push({ type: 'intruder-killed', intruder: i.id, intruderType: i.type, room: lock.room, carcass: i.type !== 'larva' });
  }
  for (const seat of charactersIn(s, lock.room)) if (s.phase !== 'over') die(s, seat, rng, events);
  s.rooms[lock.room].fire = false;
}
