/** Where each sector of the galaxy is drawn: flat-top hexes in odd-q offsets (odd columns half a hex lower), as the map. */
export const HEX_R = 60;
const W = HEX_R * 1.5;
const H = HEX_R * Math.sqrt(3);
const MARGIN = 8;

export interface Point { x: number; y: number }

export function hexCentre([col, row]: readonly [number, number], origin: Point): Point {
  return { x: origin.x + col * W, y: origin.y + (row + (col & 1) / 2) * H };
}

export function hexPoints(c: Point, r = HEX_R): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return `${(c.x + r * Math.cos(a)).toFixed(1)},${(c.y + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/** The drawing's size and the origin that puts the leftmost and topmost hexes inside it. */
export function galaxyFrame(coords: readonly (readonly [number, number])[]): { width: number; height: number; origin: Point } {
  const cols = coords.map((c) => c[0]);
  const rows = coords.map((c) => c[1] + (c[0] & 1) / 2);
  const minCol = Math.min(...cols);
  const minRow = Math.min(...rows);
  const origin = { x: MARGIN + HEX_R - minCol * W, y: MARGIN + H / 2 - minRow * H };
  return { width: (Math.max(...cols) - minCol) * W + 2 * HEX_R + 2 * MARGIN, height: (Math.max(...rows) - minRow + 1) * H + 2 * MARGIN, origin };
}

/** The shared edge of two adjacent hexes (a Voidstorm is drawn on it). */
export function sharedEdge(a: Point, b: Point): [Point, Point] {
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const half = HEX_R / 2;
  return [{ x: mid.x - (dy / len) * half, y: mid.y + (dx / len) * half }, { x: mid.x + (dy / len) * half, y: mid.y - (dx / len) * half }];
}
