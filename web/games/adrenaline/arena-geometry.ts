/**
 * Where things go in the arena drawing: one square per grid cell, each side drawn once as floor (a faint line inside
 * a room), door (a wall with a gap) or wall; figures in a row along the bottom of their square.
 */
import type { AdrenalineView } from './view-model';

export const CELL = 120;
export const MARGIN = 6;
const DOOR_GAP = 44;

type Side = 'floor' | 'door' | 'wall';
export interface Segment {
  key: string;
  kind: Side;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

const corner = (x: number, y: number) => [MARGIN + x * CELL, MARGIN + y * CELL] as const;

/** The two ends of one side of a cell, in drawing coordinates. */
function sideLine(x: number, y: number, side: 'N' | 'E' | 'S' | 'W'): [number, number, number, number] {
  const [left, top] = corner(x, y);
  const [right, bottom] = corner(x + 1, y + 1);
  if (side === 'N') return [left, top, right, top];
  if (side === 'S') return [left, bottom, right, bottom];
  if (side === 'W') return [left, top, left, bottom];
  return [right, top, right, bottom];
}

/** Every side of every square once; a door becomes two wall pieces with a gap between them (the passage). */
export function arenaSegments(arena: AdrenalineView['arena']): Segment[] {
  const seen = new Map<string, Segment>();
  for (const q of arena.squares) {
    for (const side of ['N', 'E', 'S', 'W'] as const) {
      const [x1, y1, x2, y2] = sideLine(q.x, q.y, side);
      const key = `${Math.min(x1, x2)},${Math.min(y1, y2)},${Math.max(x1, x2)},${Math.max(y1, y2)}`;
      const kind = q.sides[side];
      // A wall wins over anything the neighbour says about the same edge: it is drawn, never walked through.
      if (seen.has(key) && seen.get(key)!.kind === 'wall') continue;
      seen.set(key, { key, kind, x1, y1, x2, y2 });
    }
  }
  return [...seen.values()].flatMap((s) => (s.kind === 'door' ? splitDoor(s) : [s]));
}

function splitDoor(s: Segment): Segment[] {
  const horizontal = s.y1 === s.y2;
  const mid = horizontal ? (s.x1 + s.x2) / 2 : (s.y1 + s.y2) / 2;
  const a = mid - DOOR_GAP / 2;
  const b = mid + DOOR_GAP / 2;
  return horizontal
    ? [
        { ...s, key: `${s.key}:a`, x2: a },
        { ...s, key: `${s.key}:b`, x1: b },
      ]
    : [
        { ...s, key: `${s.key}:a`, y2: a },
        { ...s, key: `${s.key}:b`, y1: b },
      ];
}

export function squareOrigin(square: string): { x: number; y: number } {
  const [x, y] = square.split(',').map(Number);
  const [left, top] = corner(x, y);
  return { x: left, y: top };
}

/** Centres for the figures standing on one square, in seat order, along its lower edge. */
export function figurePositions(square: string, count: number): Array<{ cx: number; cy: number }> {
  const { x, y } = squareOrigin(square);
  const step = Math.min(22, (CELL - 24) / Math.max(1, count - 1));
  const start = x + CELL / 2 - (step * (count - 1)) / 2;
  return Array.from({ length: count }, (_, i) => ({ cx: start + i * step, cy: y + CELL - 22 }));
}

export const viewBox = (arena: AdrenalineView['arena']) => `0 0 ${arena.width * CELL + 2 * MARGIN} ${arena.height * CELL + 2 * MARGIN}`;
