/**
 * The galaxy generator for competitive set-ups (defaults.json `default-competitive-maps`: no competitive map is in any
 * source). It builds one wedge for player 0 around its Home Sector (Outpost beside it, Voidborn sectors at 1, 2 and 3
 * steps with the default's contents), copies it to every other player by a symmetry of the hex grid (hex.ts), and
 * adds the 4 Fallen House sectors in orbits of that symmetry between the wedges. Because every player's wedge is the
 * image of player 0's under a grid isometry that maps the whole map onto itself, every Home Sector sees the same
 * galaxy around it. The PRNG picks among the valid cells; a try that leaves the galaxy disconnected is discarded.
 * No special sectors, Voidstorms, Wormholes, Rifts or Safe Havens (the default's `not_used`).
 */
import type { Rng } from '../../../engine';
import { defaultValue } from '../data';
import { cubeDistance, cubeKey, cubeNeighbours, disc, symmetryGroup, toOffset, type Cube } from './hex';
import { galaxyMapSchema, GENERATED_LABEL, type GalaxyMap, type MapSector } from './schema';

interface WedgeSector {
  distance_from_home: number; count: number; population: number; voidborn_fleet_power: number; glory_token_value: number;
  bounty_tokens?: number; sector_defenses?: number; reclaim_tokens?: number; harbingers?: number;
}
const spec = defaultValue<{ per_player_wedge: { voidborn_sectors: WedgeSector[] } }>('default-competitive-maps');
const FALLEN_HOUSES = 4;
const FALLEN_HOUSE_GLORY = 1;
const SEARCH_RADIUS = 8;
const MIN_HOME_SPACING = 5;
/** How far from the centre a Home Sector may lie, by player count: far enough for a 3-step wedge between the others. */
const HOME_RING: Record<number, [number, number]> = { 2: [3, 4], 3: [3, 4], 4: [4, 5] };
/** Orbit sizes the Fallen Houses may fill, by player count (4 = 2 + 2, 3 + the centre, 4 or 2 + 2). */
const FALLEN_HOUSE_ORBITS: Record<number, number[]> = { 2: [2], 3: [1, 3], 4: [2, 4] };
const ATTEMPTS = 200;
const CENTRE: Cube = { q: 0, r: 0, s: 0 };

type Role = { kind: 'home' } | { kind: 'outpost' } | { kind: 'voidborn'; spec: WedgeSector } | { kind: 'fallen-house' };
interface Placed { cell: Cube; player: number | null; role: Role }

class Layout {
  readonly placed = new Map<string, Placed>();
  constructor(readonly group: ((c: Cube) => Cube)[], readonly homes: Cube[]) {}

  images(c: Cube): Cube[] {
    return this.group.map((g) => g(c));
  }
  /** A cell player 0 may claim: its images are distinct and free, and it is nearer player 0's home than any other. */
  canClaim(c: Cube): boolean {
    const images = this.images(c);
    if (new Set(images.map(cubeKey)).size !== images.length || images.some((i) => this.placed.has(cubeKey(i)))) return false;
    const own = cubeDistance(c, this.homes[0]);
    return this.homes.slice(1).every((h) => cubeDistance(c, h) > own);
  }
  claim(c: Cube, role: Role): void {
    this.images(c).forEach((cell, player) => this.placed.set(cubeKey(cell), { cell, player, role }));
  }
  /** Places a whole orbit of unowned sectors (the centre alone is an orbit of one). */
  claimOrbit(c: Cube, role: Role): void {
    for (const cell of this.images(c)) this.placed.set(cubeKey(cell), { cell, player: null, role });
  }
}

function pickHome(players: number, group: ((c: Cube) => Cube)[], rng: Rng): Cube[] {
  const [near, far] = HOME_RING[players];
  const candidates = disc(far).filter((c) => {
    const homes = group.map((g) => g(c));
    return homes.every((a, i) => homes.every((b, j) => i === j || cubeDistance(a, b) >= MIN_HOME_SPACING)) && cubeDistance(c, CENTRE) >= near;
  });
  if (candidates.length === 0) throw new Error(`no home position for ${players} players`);
  const home = rng.pick(candidates);
  return group.map((g) => g(home));
}

/** Claims `count` cells at `distance` from player 0's home, each touching a cell already in its wedge. */
function claimRing(layout: Layout, rng: Rng, distance: number, roles: Role[]): boolean {
  for (const role of roles) {
    const wedge = [...layout.placed.values()].filter((p) => p.player === 0).map((p) => cubeKey(p.cell));
    const options = rng.shuffle(disc(SEARCH_RADIUS)).filter((c) =>
      cubeDistance(c, layout.homes[0]) === distance && layout.canClaim(c) && cubeNeighbours(c).some((n) => wedge.includes(cubeKey(n))))
      // Beyond the first ring, reach towards the centre so that the wedges meet (ties stay in shuffled order).
      .sort((a, b) => (distance === 1 ? 0 : cubeDistance(a, CENTRE) - cubeDistance(b, CENTRE)));
    if (options.length === 0) return false;
    layout.claim(options[0], role);
  }
  return true;
}

/** Fallen House orbits summing to 4 sectors, preferring cells that touch most players' wedges, then the centre. */
function placeFallenHouses(layout: Layout, rng: Rng): boolean {
  const touching = (c: Cube) => new Set(cubeNeighbours(c).flatMap((n) => {
    const p = layout.placed.get(cubeKey(n));
    return p && p.player !== null ? [p.player] : [];
  })).size;
  const nearHome = (c: Cube) => layout.homes.some((h) => cubeDistance(c, h) <= 1);
  const scored = rng.shuffle(disc(SEARCH_RADIUS))
    .filter((c) => !layout.placed.has(cubeKey(c)) && !nearHome(c) && touching(c) >= 1)
    .map((c) => ({ c, orbit: new Set(layout.images(c).map(cubeKey)).size, score: -touching(c) * 10 + cubeDistance(c, CENTRE) }))
    .sort((a, b) => a.score - b.score);
  let left = FALLEN_HOUSES;
  for (const { c, orbit } of scored) {
    const allowed = FALLEN_HOUSE_ORBITS[layout.group.length].includes(orbit);
    if (!allowed || orbit > left || layout.images(c).some((i) => layout.placed.has(cubeKey(i)))) continue;
    layout.claimOrbit(c, { kind: 'fallen-house' });
    left -= orbit;
    if (left === 0) return true;
  }
  return false;
}

function connected(layout: Layout): boolean {
  const cells = [...layout.placed.keys()];
  const seen = new Set([cells[0]]);
  const queue = [layout.placed.get(cells[0])!.cell];
  while (queue.length > 0) {
    for (const n of cubeNeighbours(queue.shift()!)) {
      const k = cubeKey(n);
      if (layout.placed.has(k) && !seen.has(k)) { seen.add(k); queue.push(n); }
    }
  }
  return seen.size === cells.length;
}

function tryLayout(players: number, rng: Rng): Layout | null {
  const group = symmetryGroup(players);
  const layout = new Layout(group, pickHome(players, group, rng));
  layout.claim(layout.homes[0], { kind: 'home' });
  const voidborn = (d: number) => spec.per_player_wedge.voidborn_sectors
    .filter((v) => v.distance_from_home === d)
    .flatMap((v) => Array.from({ length: v.count }, (): Role => ({ kind: 'voidborn', spec: v })));
  const ok = claimRing(layout, rng, 1, [{ kind: 'outpost' }, ...voidborn(1)])
    && claimRing(layout, rng, 2, voidborn(2)) && claimRing(layout, rng, 3, voidborn(3)) && placeFallenHouses(layout, rng);
  return ok && connected(layout) ? layout : null;
}

function sectorOf(id: string, coord: [number, number], role: Role): MapSector {
  const empty = { id, coord, population: null, corrupted: false, voidbornFleetPower: 0, sectorDefenses: 0, harbingers: 0, bountyTokens: 0, reclaimTokens: 0, gloryTokenValue: null };
  if (role.kind === 'home' || role.kind === 'outpost') return { ...empty, kind: role.kind === 'home' ? 'home-sector' : 'outpost' };
  if (role.kind === 'fallen-house') return { ...empty, kind: 'fallen-house', corrupted: true, gloryTokenValue: FALLEN_HOUSE_GLORY };
  const v = role.spec;
  return {
    ...empty, kind: 'standard', population: v.population, corrupted: true, voidbornFleetPower: v.voidborn_fleet_power,
    sectorDefenses: v.sector_defenses ?? 0, harbingers: v.harbingers ?? 0, bountyTokens: v.bounty_tokens ?? 0,
    reclaimTokens: v.reclaim_tokens ?? 0, gloryTokenValue: v.glory_token_value,
  };
}

/** A fair, symmetric galaxy for 2-4 players, labelled "generated, not from the Compendium". */
export function generateGalaxy(players: number, rng: Rng, id = `generated-${players}p`): GalaxyMap {
  if (!Number.isInteger(players) || players < 2 || players > 4) throw new RangeError(`Voidfall galaxies seat 2 to 4 players, not ${players}`);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const layout = tryLayout(players, rng);
    if (layout) return toMap(layout, id);
  }
  throw new Error(`no connected ${players}-player galaxy after ${ATTEMPTS} tries`);
}

function toMap(layout: Layout, id: string): GalaxyMap {
  const placed = [...layout.placed.values()];
  const offsets = placed.map((p) => toOffset(p.cell));
  // Shift by an even number of columns (odd-q parity decides adjacency) and any number of rows, to start near 0.
  const minCol = Math.min(...offsets.map((o) => o[0]));
  const colShift = minCol - (((minCol % 2) + 2) % 2);
  const rowShift = Math.min(...offsets.map((o) => o[1]));
  const coordOf = (c: Cube): [number, number] => { const [col, row] = toOffset(c); return [col - colShift, row - rowShift]; };
  const idOf = (c: Cube) => { const [col, row] = coordOf(c); return `sector-${col}-${row}`; };
  const sectors = placed.map((p) => sectorOf(idOf(p.cell), coordOf(p.cell), p.role))
    .sort((a, b) => a.coord[0] - b.coord[0] || a.coord[1] - b.coord[1]);
  const adjacency: [string, string][] = [];
  for (const p of placed) {
    for (const n of cubeNeighbours(p.cell)) {
      if (layout.placed.has(cubeKey(n)) && idOf(p.cell) < idOf(n)) adjacency.push([idOf(p.cell), idOf(n)]);
    }
  }
  const outposts = placed.filter((p) => p.role.kind === 'outpost');
  const starts = layout.homes.map((h, player) => ({ home: idOf(h), outpost: idOf(outposts.find((o) => o.player === player)!.cell) }));
  return galaxyMapSchema.parse({ id, label: GENERATED_LABEL, provenance: 'generated', sectors, adjacency: adjacency.sort(), voidstorms: [], starts });
}
