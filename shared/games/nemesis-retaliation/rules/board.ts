/**
 * The emergent facility as a graph (digest §5.8): rooms are board spaces holding a placed room tile, corridors are
 * corridor positions holding a tile. A corridor is unexplored while one of its two spaces has no room yet.
 */
import { boardSpaces, corridorPositions, corridorTileOf, directions, HIBERNATORIUM, roomOf, spaceOf } from '../data';
import type { Direction, Section } from '../data/schema';
import type { Intruder, IntruderKind, RetaliationState } from '../state';

const positionById = new Map(corridorPositions.map((p) => [p.id, p]));
const positionsBySpace = new Map<string, string[]>();
for (const p of corridorPositions) for (const sp of p.spaces) positionsBySpace.set(sp, [...(positionsBySpace.get(sp) ?? []), p.id]);

export const positionOf = (id: string) => {
  const p = positionById.get(id);
  if (!p) throw new Error(`unknown corridor position ${id}`);
  return p;
};
export const isCorridor = (where: string) => positionById.has(where);

/** The corridor position between two neighbouring spaces, if any. */
export function positionBetween(a: string, b: string): string | null {
  return (positionsBySpace.get(a) ?? []).find((id) => positionById.get(id)!.spaces.includes(b)) ?? null;
}

/** The neighbouring space of `space` in direction `dir` (null outside the facility). */
export const neighbour = (space: string, dir: Direction): string | null => spaceOf(space).neighbors[dir] ?? null;
export const directionIds = directions.map((d) => d.id);

export const otherEnd = (corridor: string, space: string): string => {
  const [a, b] = positionOf(corridor).spaces;
  return a === space ? b : a;
};

/** A room the characters can stand in: placed, and (for the Hibernatorium) discovered. */
export function isRoom(s: RetaliationState, space: string): boolean {
  return space in s.spaces && (space !== HIBERNATORIUM || s.hibernatoriumDiscovered);
}

/** The corridors lying around a room. */
export const corridorsOf = (s: RetaliationState, space: string): string[] => (positionsBySpace.get(space) ?? []).filter((id) => id in s.corridors);

export const isUnexplored = (s: RetaliationState, corridor: string): boolean => positionOf(corridor).spaces.some((sp) => !isRoom(s, sp));

/** A closed door stands at the door end of its corridor: it blocks passing between the corridor and that room. */
export function doorBlocks(s: RetaliationState, corridor: string, room: string): boolean {
  const c = s.corridors[corridor];
  return c.door === 'closed' && c.doorEnd === room;
}

export const sectionOf = (space: string): Section => spaceOf(space).section;
export const sectionsOfCorridor = (corridor: string): Section[] => positionOf(corridor).sections;

/** The noise values a corridor answers to (its back "0" once reinforced). */
export function noiseOf(s: RetaliationState, corridor: string): number {
  const c = s.corridors[corridor];
  return c.reinforced ? 0 : corridorTileOf(c.tile).noise;
}

/** Whether a noise roll of `value` calls this corridor: its number, or in Deadly Mode its second number too. */
export function answersNoise(s: RetaliationState, corridor: string, value: number): boolean {
  const c = s.corridors[corridor];
  if (c.reinforced) return false;
  const tile = corridorTileOf(c.tile);
  return tile.noise === value || (s.config.deadly && tile.deadlyNoise === value);
}

/** The noise values a corridor has for effects (its "0" once reinforced); in Deadly Mode its second number too (§5.19). */
export function noiseValues(s: RetaliationState, corridor: string): number[] {
  if (s.corridors[corridor].reinforced) return [0];
  const tile = corridorTileOf(s.corridors[corridor].tile);
  return s.config.deadly && tile.deadlyNoise != null ? [tile.noise, tile.deadlyNoise] : [tile.noise];
}

/** The ID used for tie-breaks: a corridor tile's number or a room tile's number. */
export function idNumber(s: RetaliationState, where: string): number {
  return isCorridor(where) ? corridorTileOf(s.corridors[where].tile).number : roomOf(s.spaces[where].room).roomNumber;
}

export const readingOrder = (where: string): number => (isCorridor(where) ? positionOf(where).readingOrder : spaceOf(where).readingOrder);

/** Neighbouring places in the graph: a room's corridors; a corridor's rooms (its void end of an unexplored corridor is not a place). */
export function adjacentPlaces(s: RetaliationState, where: string): string[] {
  if (isCorridor(where)) return positionOf(where).spaces.filter((sp) => isRoom(s, sp));
  return corridorsOf(s, where);
}

/** Room spaces in reading order (top-left, row by row). */
export const spacesInReadingOrder = boardSpaces.slice().sort((a, b) => a.readingOrder - b.readingOrder).map((b) => b.id);

// ── Intruders ────────────────────────────────────────────────────────────────────────────────────────────────
export const SIZE: Record<IntruderKind, number> = { queen: 4, drone: 3, adult: 2, larva: 1 };
/** Corridor capacity units: at most 6, the Queen counting 4 (digest §5.8.3, reading 12.2). */
export const UNITS: Record<IntruderKind, number> = { queen: 4, drone: 1, adult: 1, larva: 1 };
export const CORRIDOR_CAPACITY = 6;
// One collator for every comparison: `localeCompare` with options builds a new one on each call (tens of µs), and
// intruders are sorted on most moves. The order is the same.
const byNumericId = new Intl.Collator('en', { numeric: true }).compare;
export const bySizeDesc = (a: Intruder, b: Intruder) => SIZE[b.type] - SIZE[a.type] || byNumericId(a.id, b.id);
export const intrudersAt = (s: RetaliationState, where: string): Intruder[] => s.intruders.filter((i) => i.where === where).sort(bySizeDesc);
export const usedUnits = (s: RetaliationState, corridor: string) => intrudersAt(s, corridor).reduce((n, i) => n + UNITS[i.type], 0);
