/**
 * Fire, malfunction and door tokens with their component limits (digest §5.8, §5.20): a 9th fire or malfunction
 * destroys the ship; with no door token left, one already on the board is moved.
 */
import type { Rng } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { startDoorShortage } from './door-shortage';
import { explode } from './end';
import { roomOf } from './ship';

const FIRE_MARKERS = 8;
const MALFUNCTION_MARKERS = 8;
const DOOR_TOKENS = 12;

export function placeFire(s: NemesisState, slot: string, rng: Rng, events: NemesisEvent[]): void {
  if (s.rooms[slot].fire) return;
  if (Object.values(s.rooms).filter((r) => r.fire).length >= FIRE_MARKERS) return explode(s, 'fire', rng, events);
  s.rooms[slot].fire = true;
  events.push({ type: 'marker-placed', room: slot, marker: 'fire' });
}

/** No effect in the Nest, the slime room or an unexplored room; allowed in special rooms. */
export function placeMalfunction(s: NemesisState, slot: string, rng: Rng, events: NemesisEvent[]): void {
  const room = s.rooms[slot];
  if (room.malfunction || !room.explored || !roomOf(s, slot).malfunctionAllowed) return;
  if (Object.values(s.rooms).filter((r) => r.malfunction).length >= MALFUNCTION_MARKERS) return explode(s, 'malfunction', rng, events);
  room.malfunction = true;
  events.push({ type: 'marker-placed', room: slot, marker: 'malfunction' });
}

/**
 * Closes an open corridor's door. With all 12 tokens on the board, a closed one is moved here: the causing player
 * chooses which (D24, door-shortage.ts).
 */
export function closeDoor(s: NemesisState, corridor: string, events: NemesisEvent[]): void {
  const c = s.corridors[corridor];
  // A destroyed door is never closed here: only the Plasma Torch closes one (rules/quest-items.ts).
  if (c.door !== 'open') return;
  const onBoard = Object.entries(s.corridors).filter(([, x]) => x.door !== 'open');
  const short = onBoard.length >= DOOR_TOKENS;
  // Destroyed doors keep their tokens: with no closed door left, nothing can close. A second shortage before the
  // first pick is resolved takes the first closed door (reading; it needs two closings in one resolution).
  const closed = onBoard.filter(([, x]) => x.door === 'closed').map(([id]) => id);
  if (short && closed.length === 0) return;
  if (short && s.doorShortage) s.corridors[closed.filter((id) => id !== s.doorShortage!.corridor)[0] ?? closed[0]].door = 'open';
  c.door = 'closed';
  events.push({ type: 'door-closed', corridor });
  if (short && !s.doorShortage) startDoorShortage(s, corridor);
}
