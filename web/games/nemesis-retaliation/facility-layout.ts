/**
 * Where each board space is drawn. The board data places the spaces on a hex grid in doubled columns (east is two
 * columns on, north-east one column on and one row up), so a space's centre is its column times half a hex width and
 * its row times the row pitch; corridors run between centres.
 */
import { boardSpaces, corridorPositions } from '../../../shared/games/nemesis-retaliation/data';

/** Half the distance between east-west neighbours, the row pitch, and the hex radius (pointy top), in SVG units. */
export const HALF_X = 78;
export const ROW_Y = 122;
export const HEX_R = 56;
export const MARGIN_X = 56;
/** Room above the top row for the section headers (life support). */
export const MARGIN_TOP = 116;
const MARGIN_BOTTOM = 66;

export interface Point {
  x: number;
  y: number;
}

const spaceById = new Map(boardSpaces.map((s) => [s.id, s]));
const positionById = new Map(corridorPositions.map((p) => [p.id, p]));

export function spaceCentre(id: string): Point {
  const s = spaceById.get(id);
  return s ? { x: MARGIN_X + s.col * HALF_X, y: MARGIN_TOP + s.row * ROW_Y } : { x: 0, y: 0 };
}

/** A corridor's two ends, at the edges of the hexes it joins (not their centres). */
export function corridorEnds(id: string): [Point, Point] {
  const [a, b] = (positionById.get(id)?.spaces ?? []).map(spaceCentre);
  if (!a || !b) return [{ x: 0, y: 0 }, { x: 0, y: 0 }];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const inset = HEX_R * 0.86;
  return [
    { x: a.x + (dx / len) * inset, y: a.y + (dy / len) * inset },
    { x: b.x - (dx / len) * inset, y: b.y - (dy / len) * inset },
  ];
}

export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** The six corners of a pointy-top hex around `c`. */
export function hexPoints(c: Point, r = HEX_R): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${(c.x + r * Math.cos(a)).toFixed(1)},${(c.y + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

export function facilitySize(): { width: number; height: number } {
  const maxCol = Math.max(...boardSpaces.map((s) => s.col));
  const maxRow = Math.max(...boardSpaces.map((s) => s.row));
  return { width: MARGIN_X * 2 + maxCol * HALF_X, height: MARGIN_TOP + MARGIN_BOTTOM + maxRow * ROW_Y };
}

/** The columns each section spans, for its header. */
export function sectionSpan(section: 'A' | 'B' | 'C'): { from: number; to: number } {
  const xs = boardSpaces.filter((s) => s.section === section).map((s) => MARGIN_X + s.col * HALF_X);
  return { from: Math.min(...xs) - HEX_R, to: Math.max(...xs) + HEX_R };
}
