/** The ship's fixed layout: stations, zones, adjacency, starting values (rules digest §3, §5.1). */
import type { Station, Zone } from '../state';

export const ZONES: readonly Zone[] = ['red', 'white', 'blue'];
export const STATIONS: readonly Station[] = ['UR', 'UW', 'UB', 'LR', 'LW', 'LB'];

export function zoneOf(station: Station): Zone {
  return station[1] === 'R' ? 'red' : station[1] === 'W' ? 'white' : 'blue';
}

export function stationAt(deck: 'U' | 'L', zone: Zone): Station {
  return `${deck}${zone === 'red' ? 'R' : zone === 'white' ? 'W' : 'B'}` as Station;
}

/** The station one step toward red/blue on the same deck, or the other deck of the zone; null at the ship's end. */
export function neighbour(station: Station, direction: 'red' | 'blue' | 'deck'): Station | null {
  const deck = station[0] as 'U' | 'L';
  if (direction === 'deck') return stationAt(deck === 'U' ? 'L' : 'U', zoneOf(station));
  const order: Zone[] = ['red', 'white', 'blue'];
  const i = order.indexOf(zoneOf(station)) + (direction === 'red' ? -1 : 1);
  return i < 0 || i > 2 ? null : stationAt(deck, order[i]);
}

export const SHIELD_CAPACITY: Record<Zone, number> = { red: 2, white: 3, blue: 2 };
export const REACTOR_CAPACITY: Record<Zone, number> = { red: 3, white: 5, blue: 3 };
export const START_SHIELD = 1;
export const START_REACTOR: Record<Zone, number> = { red: 2, white: 3, blue: 2 };
export const HEAVY_POWER: Record<Zone, number> = { red: 4, white: 5, blue: 4 };
export const LIGHT_POWER = 2;
export const PULSE_POWER = 1;
export const PULSE_RANGE = 2;
export const ROCKET_POWER = 3;
export const ROCKET_RANGE = 2;
export const FUEL_CAPSULES = 3;
export const ROCKETS = 3;

/** Visual-confirmation points for 1..5 members confirming together in one turn (data README §7). */
export const VISUAL_POINTS = [0, 1, 2, 3, 5, 7];

/** The damage-tile kinds, one of each per zone (data README §7). */
export const TILE_KINDS = ['heavy', 'lower', 'shield', 'reactor', 'lift', 'structure'] as const;
export type TileKind = (typeof TILE_KINDS)[number];

/** A tile's instance id names its zone and number, never its kind: the kind is the hidden face. */
export function tileIds(zone: Zone): string[] {
  return TILE_KINDS.map((_, i) => `tile-${zone}-${i + 1}`);
}

export function tileKind(id: string): TileKind {
  return TILE_KINDS[Number(id.split('-')[2]) - 1];
}

/** Turns of each phase, and the turns before which the computer is checked. */
export const PHASE_TURNS: Record<1 | 2 | 3, number[]> = { 1: [1, 2, 3], 2: [4, 5, 6, 7], 3: [8, 9, 10, 11, 12] };
export const COMPUTER_CHECK_BEFORE: Record<number, 1 | 2 | 3> = { 3: 1, 6: 2, 10: 3 };

export function phaseOfTurn(turn: number): 1 | 2 | 3 {
  return turn <= 3 ? 1 : turn <= 7 ? 2 : 3;
}

/** Distance band of a trajectory space: 1-5 distance 1, 6-10 distance 2, beyond distance 3. */
export function distanceOf(space: number): 1 | 2 | 3 {
  return space <= 5 ? 1 : space <= 10 ? 2 : 3;
}
