/**
 * Doors and reinforced corridors worked by players (digest §5.8.3-5.8.4): a door can be closed only where its corridor
 * has a door slot, a destroyed door never closes again; reinforcing flips a corridor to its "0" side (its noise marker
 * removed, noise rolls never call it) and is impossible for a corridor leading to the Hibernatorium (the digest's Cold
 * Sleep Room). Rooms, robots and action cards all go through these helpers.
 */
import { HIBERNATORIUM } from '../data';
import type { Section } from '../data/schema';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { corridorsOf, intrudersAt, positionOf, sectionsOfCorridor } from './board';

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
