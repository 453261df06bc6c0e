/**
 * Arena geometry: squares keyed "x,y", walking distance through floor and doors, sight (own room plus every room
 * behind a door of the viewer's own square) and straight lines. Built once per map and cached: boards never change.
 */
import { maps, type AmmoColor, type MapData, type MapId } from '../data';

export type Square = string;
export type Direction = 'N' | 'E' | 'S' | 'W';
export const directions: readonly Direction[] = ['N', 'E', 'S', 'W'];
const delta: Record<Direction, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

export const key = (x: number, y: number): Square => `${x},${y}`;
export const coords = (sq: Square): [number, number] => sq.split(',').map(Number) as [number, number];

export interface Board {
  id: MapId;
  data: MapData;
  squares: Square[];
  room: Record<Square, string>;
  spawnOf: Record<Square, AmmoColor | null>;
  spawnSquare: Record<AmmoColor, Square>;
  /** The passable neighbour in each direction (floor or door), or absent behind a wall or the edge. */
  open: Record<Square, Partial<Record<Direction, Square>>>;
  distance: Record<Square, Record<Square, number>>;
  visible: Record<Square, Set<Square>>;
}

function build(data: MapData): Board {
  const squares = data.squares.map((s) => key(s.x, s.y));
  const room: Record<Square, string> = {};
  const spawnOf: Record<Square, AmmoColor | null> = {};
  const open: Board['open'] = {};
  for (const s of data.squares) {
    const k = key(s.x, s.y);
    room[k] = s.room;
    spawnOf[k] = s.spawn;
    open[k] = {};
  }
  for (const c of data.connections) {
    if (c.type === 'wall') continue;
    const a = key(...c.a);
    const b = key(...c.b);
    for (const d of directions) {
      if (c.a[0] + delta[d][0] === c.b[0] && c.a[1] + delta[d][1] === c.b[1]) open[a][d] = b;
      if (c.b[0] + delta[d][0] === c.a[0] && c.b[1] + delta[d][1] === c.a[1]) open[b][d] = a;
    }
  }
  const distance: Board['distance'] = {};
  for (const from of squares) {
    const dist: Record<Square, number> = { [from]: 0 };
    const queue = [from];
    while (queue.length) {
      const cur = queue.shift()!;
      for (const next of Object.values(open[cur])) {
        if (next !== undefined && dist[next] === undefined) {
          dist[next] = dist[cur] + 1;
          queue.push(next);
        }
      }
    }
    distance[from] = dist;
  }
  const visible: Board['visible'] = {};
  for (const from of squares) {
    const rooms = new Set([room[from]]);
    for (const next of Object.values(open[from])) if (next !== undefined) rooms.add(room[next]);
    visible[from] = new Set(squares.filter((s) => rooms.has(room[s])));
  }
  const spawnSquare = {
    red: key(...data.spawnpoints.red),
    blue: key(...data.spawnpoints.blue),
    yellow: key(...data.spawnpoints.yellow),
  };
  return { id: data.id, data, squares, room, spawnOf, spawnSquare, open, distance, visible };
}

const cache = new Map<MapId, Board>(maps.map((m) => [m.id, build(m)]));

export function boardOf(id: MapId): Board {
  const b = cache.get(id);
  if (!b) throw new Error(`unknown map ${id}`);
  return b;
}

export function dist(b: Board, a: Square, c: Square): number {
  return b.distance[a][c] ?? Infinity;
}

export function canSee(b: Board, from: Square, to: Square): boolean {
  return b.visible[from].has(to);
}

/** Squares at walking distance min..max from `from`. */
export function squaresWithin(b: Board, from: Square, min: number, max: number): Square[] {
  return b.squares.filter((s) => {
    const d = dist(b, from, s);
    return d >= min && d <= max;
  });
}

/** One step in a direction through floor or a door, or null at a wall. */
export function step(b: Board, from: Square, d: Direction): Square | null {
  return b.open[from][d] ?? null;
}

/** Squares reached by 1..max steps in a straight line, stopping at the first wall. */
export function straightLine(b: Board, from: Square, d: Direction, max: number): Square[] {
  const out: Square[] = [];
  let cur: Square | null = from;
  for (let i = 0; i < max; i++) {
    cur = cur === null ? null : step(b, cur, d);
    if (cur === null) break;
    out.push(cur);
  }
  return out;
}

/** The squares in a direction at any distance, own square included, ignoring walls (the Railgun's line). */
export function lineThroughWalls(b: Board, from: Square, d: Direction): Square[] {
  const [x, y] = coords(from);
  const out: Square[] = [];
  for (let i = 0; i < 4; i++) {
    const s = key(x + delta[d][0] * i, y + delta[d][1] * i);
    if (b.room[s] !== undefined) out.push(s);
  }
  return out;
}

/** The direction of a one-step move between adjacent squares, or null. */
export function directionBetween(from: Square, to: Square): Direction | null {
  const [x1, y1] = coords(from);
  const [x2, y2] = coords(to);
  return directions.find((d) => x1 + delta[d][0] === x2 && y1 + delta[d][1] === y2) ?? null;
}
