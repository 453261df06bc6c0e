/**
 * Fire, malfunction and door tokens with their component limits (digest §5.8, §5.20): a 9th fire or malfunction
 * destroys the ship; with no door token left, one already on the board is moved.
 */
import type { Rng } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
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
 * Closes an open corridor's door. With all 12 tokens on the board, a non-destroyed one is moved here. The rules let the
 * causing player choose which (digest §12.33); until that prompt exists the lowest corridor id is taken (README gap).
 */
export function closeDoor(s: NemesisState, corridor: string, events: NemesisEvent[]): void {
  const c = s.corridors[corridor];
  // A destroyed door can never be closed again (only the Plasma Torch can; not built yet).
  if (c.door !== 'open') return;
  const onBoard = Object.entries(s.corridors).filter(([, x]) => x.door !== 'open');
  if (onBoard.length >= DOOR_TOKENS) {
    const moved = onBoard.find(([, x]) => x.door === 'closed');
    if (!moved) return;
    s.corridors[moved[0]].door = 'open';
  }
  c.door = 'closed';
  events.push({ type: 'door-closed', corridor });
}
