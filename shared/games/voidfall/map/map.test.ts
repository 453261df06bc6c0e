import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { generateGalaxy } from './generate';
import { cube, cubeDistance, symmetryGroup, toCube, toOffset } from './hex';
import { galaxyMapSchema, GENERATED_LABEL, mapProblems, stepsFrom, type GalaxyMap } from './schema';
import { sourcedMaps, sourcedMapsFor } from './sourced';

const within = (map: GalaxyMap, home: string, steps: number) => [...stepsFrom(map, home).values()].filter((d) => d >= 1 && d <= steps).length;
const kinds = (map: GalaxyMap) => map.sectors.reduce<Record<string, number>>((n, s) => ({ ...n, [s.kind]: (n[s.kind] ?? 0) + 1 }), {});

describe('Voidfall hex geometry', () => {
  it('given odd-q offsets, then cube conversion round-trips and odd columns sit half a hex lower', () => {
    for (const o of [[0, 0], [1, 0], [3, 2], [-1, 4], [-2, -3]] as const) expect(toOffset(toCube(o))).toEqual(o);
    expect(cubeDistance(toCube([1, 0]), toCube([0, 0]))).toBe(1);
    expect(cubeDistance(toCube([1, 0]), toCube([0, 1]))).toBe(1);
    expect(cubeDistance(toCube([0, 1]), toCube([1, 2]))).toBe(2);
  });

  it('given each symmetry group, then every element keeps distances and the group has one element per player', () => {
    const a = cube(3, -1);
    const b = cube(-2, 4);
    for (const n of [2, 3, 4]) {
      const group = symmetryGroup(n);
      expect(group).toHaveLength(n);
      for (const g of group) expect(cubeDistance(g(a), g(b))).toBe(cubeDistance(a, b));
    }
    expect(() => symmetryGroup(5)).toThrow(/5 players/);
  });
});

describe('Voidfall map format', () => {
  it('given the sourced maps, then C011 and C021 convert and validate (solo maps: none fits 2-4 players)', () => {
    expect(sourcedMaps.map((m) => m.id)).toEqual(['map-c011', 'map-c021']);
    const c021 = sourcedMaps[1];
    expect([c021.voidstorms.length, c021.adjacency.length, c021.starts]).toEqual([4, 20, [{ home: 'home', outpost: c021.starts[0].outpost }]]);
    for (const n of [2, 3, 4]) expect(sourcedMapsFor(n)).toEqual([]);
  });

  it('given a map that breaks a rule, then validation names it', () => {
    const c021 = sourcedMaps[1];
    const noStorm = { ...c021, voidstorms: [] };
    expect(mapProblems(noStorm).some((p) => /adjacency .* is missing/.test(p))).toBe(true);
    const extra: GalaxyMap = { ...c021, adjacency: [...c021.adjacency, [c021.voidstorms[0][0], c021.voidstorms[0][1]]] };
    expect(mapProblems(extra).join()).toMatch(/not a shared edge free of Voidstorms/);
    const farOutpost: GalaxyMap = { ...c021, starts: [{ home: 'home', outpost: c021.sectors.find((s) => s.kind === 'standard')!.id }] };
    expect(mapProblems(farOutpost).join()).toMatch(/is not an Outpost/);
    expect(galaxyMapSchema.safeParse(extra).success).toBe(false);
  });
});

describe('Voidfall galaxy generator', () => {
  for (const players of [2, 3, 4]) {
    it(`given ${players} players and several seeds, then every Home Sector has the same sectors within 1 and 2 steps and no Home touches another`, () => {
      for (const seed of ['a', 'b', 'c', 'd', 'e']) {
        const map = generateGalaxy(players, Rng.fromSeed(`${seed}-${players}`));
        expect(map.label).toBe(GENERATED_LABEL);
        expect(map.starts).toHaveLength(players);
        const homes = map.starts.map((s) => s.home);
        const profile = (home: string) => [within(map, home, 1), within(map, home, 2), within(map, home, 3), stepsFrom(map, home).size];
        expect(new Set(homes.map((h) => JSON.stringify(profile(h)))).size).toBe(1);
        expect(stepsFrom(map, homes[0]).size).toBe(map.sectors.length);
        const adjacent = new Set(map.adjacency.map(([a, b]) => `${a}|${b}`));
        for (const a of homes) for (const b of homes) expect(adjacent.has(`${a}|${b}`)).toBe(false);
      }
    });
  }

  it('given the default wedge, then each player has a Home, an Outpost and 6 Voidborn sectors, and 4 Fallen Houses sit between', () => {
    for (const players of [2, 3, 4]) {
      const map = generateGalaxy(players, Rng.fromSeed(`wedge-${players}`));
      expect(kinds(map)).toEqual({ 'home-sector': players, outpost: players, standard: 6 * players, 'fallen-house': 4 });
      const voidborn = map.sectors.filter((s) => s.kind === 'standard');
      expect(voidborn.every((s) => s.corrupted && s.voidbornFleetPower >= 1 && s.voidbornFleetPower <= 3)).toBe(true);
      expect(voidborn.reduce((n, s) => n + s.harbingers, 0)).toBe(players);
      expect(map.voidstorms).toEqual([]);
    }
  });

  it('given the same seed, then the same galaxy; another seed may differ', () => {
    const a = generateGalaxy(3, Rng.fromSeed('same'));
    expect(generateGalaxy(3, Rng.fromSeed('same'))).toEqual(a);
    const others = ['x', 'y', 'z'].map((s) => JSON.stringify(generateGalaxy(3, Rng.fromSeed(s)).sectors));
    expect(new Set([JSON.stringify(a.sectors), ...others]).size).toBeGreaterThan(1);
    expect(() => generateGalaxy(5, Rng.fromSeed('x'))).toThrow(/2 to 4 players/);
  });
});
