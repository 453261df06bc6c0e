/**
 * Where each room of a board side is drawn. The component data gives the ship as a graph (rooms, corridors with their
 * numbers, technical-corridor entrances) but no drawing positions, so the positions live here, in grid units: the
 * Cockpit on the left, the engines on the right, placed so that no corridor crosses a room. A test checks that every
 * slot of both sides has a place and that no two rooms overlap.
 */
import { boardData, type BoardSide } from '../../../shared/games/nemesis/data';

/** Grid unit in SVG pixels, and the room box around each position. */
export const UNIT_X = 132;
export const UNIT_Y = 104;
export const ROOM_W = 112;
export const ROOM_H = 80;
export const MARGIN = 70;

const GRID: Record<BoardSide, Record<number, [number, number]>> = {
  A: {
    1: [0, 2], 2: [1, 1], 3: [1, 2], 4: [1, 3], 5: [3, 0], 6: [2, 1], 7: [2, 2], 8: [2, 3], 9: [3, 4], 10: [4, 0], 11: [3, 2],
    12: [4, 4], 13: [5.3, 0], 14: [4.5, 1.2], 15: [4.5, 2.8], 16: [5.3, 4], 17: [6, 1.2], 18: [6, 2.8], 19: [7, 0.3], 20: [7, 2], 21: [7, 3.7],
  },
  B: {
    1: [1, 1], 2: [0, 2], 3: [1, 3], 4: [2, 1], 5: [2, 2], 6: [2, 3], 7: [2, 0], 8: [3, 2], 9: [2, 4], 10: [3, 1], 12: [3, 3],
    11: [4, 2], 13: [5, 2], 14: [5, 1], 15: [6, 2], 16: [5, 3], 17: [6, 1], 18: [7, 0.5], 19: [7, 1.5], 20: [7, 3], 21: [6, 3],
  },
};

export interface Point {
  x: number;
  y: number;
}

/** The centre of a slot's room box, in SVG pixels. */
export function roomCentre(side: BoardSide, slot: string): Point {
  const number = boardData[side].slots.find((s) => s.id === slot)?.roomNumber ?? 1;
  const [gx, gy] = GRID[side][number];
  return { x: MARGIN + ROOM_W / 2 + gx * UNIT_X, y: MARGIN + ROOM_H / 2 + gy * UNIT_Y };
}

/** The drawing's size: the rooms and a margin for the escape pods above and below. */
export function shipSize(side: BoardSide): { width: number; height: number } {
  const cells = Object.values(GRID[side]);
  const maxX = Math.max(...cells.map(([x]) => x));
  const maxY = Math.max(...cells.map(([, y]) => y));
  return { width: MARGIN * 2 + ROOM_W + maxX * UNIT_X, height: MARGIN * 2 + ROOM_H + maxY * UNIT_Y };
}

/** Corridors joining the same two rooms (side B) are drawn side by side: this one's offset from the centre line. */
export function parallelOffset(side: BoardSide, corridor: string): number {
  const c = boardData[side].corridors.find((x) => x.id === corridor);
  if (!c || !('parallelCorridor' in c) || !c.parallelCorridor) return 0;
  return c.id < String(c.parallelCorridor) ? -9 : 9;
}
