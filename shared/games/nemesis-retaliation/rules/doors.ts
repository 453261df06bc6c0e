/**
 * Doors, reinforced corridors and Repel, worked by players (digest §5.8.3-5.8.4, §5.10.3): a door can be closed only
 * where its corridor has a door slot, a destroyed door never closes again; reinforcing flips a corridor to its "0" side
 * (its noise marker removed, noise rolls never call it) and is impossible for a corridor leading to the Hibernatorium
 * (the digest's Cold Sleep Room); Repel pushes an intruder one step away from its source. Rooms, robots, items and
 * action cards all go through these helpers.
 */
import { HIBERNATORIUM } from '../data';
import type { Section } from '../data/schema';
import type { RetaliationEvent } from '../events';
import type { Rng } from '../../../engine';
import type { RetaliationState } from '../state';
import {
  CORRIDOR_CAPACITY, corridorsOf, doorBlocks, idNumber, intrudersAt, isCorridor, isRoom, otherEnd, positionOf, sectionsOfCorridor, UNITS, usedUnits,
} from './board';
import { intoRoom } from './intruders';

/** Corridors whose door can be opened or closed now (a slot, not destroyed), in board order. */
export const workableDoors = (s: RetaliationState, corridors: readonly string[]): string[] =>
  corridors.filter((c) => s.corridors[c]?.door === 'open' || s.corridors[c]?.door === 'closed').sort();

export const doorsInSection = (s: RetaliationState, section: Section): string[] =>
  workableDoors(s, Object.keys(s.corridors).filter((c) => sectionsOfCorridor(c).includes(section)));

/** The doors of the corridors around a room (a robot's or a character's). */
export const doorsAround = (s: RetaliationState, room: string): string[] => workableDoors(s, corridorsOf(s, room));

/** Flips each named door: an open one closes, a closed one opens. */
export function flipDoors(s: RetaliationState, corridors: readonly string[]): RetaliationEvent[] {
  const opened: string[] = [];
  const closed: string[] = [];
  for (const c of corridors) {
    const corridor = s.corridors[c];
    corridor.door = corridor.door === 'open' ? 'closed' : 'open';
    (corridor.door === 'open' ? opened : closed).push(c);
  }
  return [{ type: 'doors-changed', opened, closed }];
}

/** Why a corridor cannot be reinforced now, or null. `empty`: the effect needs a corridor without intruders. */
export function reinforceProblem(s: RetaliationState, corridor: string, empty: boolean): string | null {
  const c = s.corridors[corridor];
  if (!c) return 'There is no corridor there.';
  if (c.reinforced) return 'That corridor is already reinforced.';
  if (positionOf(corridor).spaces.includes(HIBERNATORIUM)) return 'A corridor leading to the Hibernatorium can never be reinforced.';
  if (empty && intrudersAt(s, corridor).length) return 'Only an empty corridor can be reinforced.';
  return null;
}

export function reinforce(s: RetaliationState, corridor: string): RetaliationEvent[] {
  const c = s.corridors[corridor];
  c.reinforced = true;
  c.noise = false;
  return [{ type: 'corridor-reinforced', corridor }];
}

/**
 * Repel (digest §5.10.3, reading 12.13): the intruder moves one step away from `source` (a room). From a room it goes
 * into the corridor of that room with the lowest ID that can hold it; from a corridor, into the room at its far end
 * (it stays when that end is the unmapped void). A closed door on the way is destroyed instead, and the intruder stays.
 * Entering a room with characters, it attacks the earliest in turn order (a secure token stops it as usual).
 */
export function repel(s: RetaliationState, id: string, source: string, rng: Rng): RetaliationEvent[] {
  const intruder = s.intruders.find((i) => i.id === id);
  if (!intruder) return [];
  const from = intruder.where;
  if (isCorridor(from)) {
    const to = positionOf(from).spaces.includes(source) ? otherEnd(from, source) : null;
    if (to === null || !isRoom(s, to)) return [];
    if (doorBlocks(s, from, to)) return destroyDoor(s, from);
    return intoRoom(s, [intruder], to, null, rng);
  }
  const fits = (c: string) => intrudersAt(s, c).includes(intruder) || usedUnits(s, c) + UNITS[intruder.type] <= CORRIDOR_CAPACITY;
  const to = corridorsOf(s, from).filter(fits).sort((a, b) => idNumber(s, a) - idNumber(s, b))[0];
  if (to === undefined) return [];
  if (doorBlocks(s, to, from)) return destroyDoor(s, to);
  intruder.where = to;
  intruder.hits = 0; // hit markers stay in rooms
  s.corridors[to].noise = false;
  return [{ type: 'intruders-moved', moves: [{ intruder: id, from, to }] }];
}

function destroyDoor(s: RetaliationState, corridor: string): RetaliationEvent[] {
  s.corridors[corridor].door = 'destroyed';
  return [{ type: 'door-destroyed', corridor }];
}
