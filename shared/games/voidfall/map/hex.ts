/**
 * Hex geometry of the galaxy: flat-top hexes in odd-q offset coordinates `[column, row]` (odd columns shifted down
 * half a hex), as the data's scenario maps give them; cube coordinates for distances and symmetries.
 */

export type Offset = readonly [col: number, row: number];
export interface Cube { q: number; r: number; s: number }

export function toCube([col, row]: Offset): Cube {
  const q = col;
  const r = row - (col - (col & 1)) / 2;
  return { q, r, s: -q - r };
}

export function toOffset({ q, r }: Cube): Offset {
  return [q, r + (q - (q & 1)) / 2];
}

export const cubeKey = (c: Cube) => `${c.q},${c.r}`;
export const cube = (q: number, r: number): Cube => ({ q, r, s: -q - r });

const DIRECTIONS: readonly Cube[] = [cube(1, 0), cube(1, -1), cube(0, -1), cube(-1, 0), cube(-1, 1), cube(0, 1)];

export function cubeNeighbours(c: Cube): Cube[] {
  return DIRECTIONS.map((d) => cube(c.q + d.q, c.r + d.r));
}

export function cubeDistance(a: Cube, b: Cube): number {
  return Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));
}

/** Whether two offset cells share an edge. */
export function offsetAdjacent(a: Offset, b: Offset): boolean {
  return cubeDistance(toCube(a), toCube(b)) === 1;
}

/** Every cell within `radius` of the centre (a hexagonal disc). */
export function disc(radius: number): Cube[] {
  const out: Cube[] = [];
  for (let q = -radius; q <= radius; q++) {
    for (let r = Math.max(-radius, -q - radius); r <= Math.min(radius, -q + radius); r++) out.push(cube(q, r));
  }
  return out;
}

/**
 * The symmetry group used for `players` wedges: isometries of the hex grid that fix the centre, one per player, so
 * that player i's wedge is the image of player 0's under `group[i]`. 2: half turn; 3: third turns; 4: the half turn
 * and two mirrors (a hex grid has no quarter turn). Each is a graph automorphism of a disc, so every player's
 * surroundings are the same up to that isometry.
 */
export function symmetryGroup(players: number): ((c: Cube) => Cube)[] {
  const id = (c: Cube) => c;
  const half = (c: Cube) => cube(-c.q, -c.r);
  switch (players) {
    case 1: return [id];
    case 2: return [id, half];
    case 3: return [id, (c) => cube(c.s, c.q), (c) => cube(c.r, c.s)];
    case 4: return [id, half, (c) => cube(c.r, c.q), (c) => cube(-c.r, -c.q)];
    default: throw new RangeError(`no symmetric galaxy for ${players} players`);
  }
}
