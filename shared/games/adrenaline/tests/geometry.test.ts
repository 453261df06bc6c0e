import { describe, expect, it } from 'vitest';
import { maps } from '../data';
import { boardOf, canSee, dist, lineThroughWalls, straightLine } from '../rules/geometry';

describe('adrenaline geometry: arenas, distance and sight', () => {
  it('given the four arenas, then each has its square count, 3 spawnpoints in their rooms and every square reachable', () => {
    expect(maps.map((m) => [m.id, m.squares.length])).toEqual([['map-10', 10], ['map-11-a', 11], ['map-11-b', 11], ['map-12', 12]]);
    for (const m of maps) {
      const b = boardOf(m.id);
      expect(b.room[b.spawnSquare.red]).toBe('red');
      expect(b.room[b.spawnSquare.blue]).toBe('blue');
      expect(b.room[b.spawnSquare.yellow]).toBe('yellow');
      for (const sq of b.squares) expect(dist(b, b.spawnSquare.red, sq)).toBeLessThan(Infinity);
    }
  });

  it('given a wall between two squares, when walking, then the distance goes around it', () => {
    const b = boardOf('map-10');
    expect(dist(b, '1,0', '1,1')).toBe(3); // wall: (1,0) -> (0,0) -> door (0,1) -> (1,1)
    expect(dist(b, '0,0', '0,1')).toBe(1); // door
  });

  it('given A on a square with a door to the white room (worked example 8), then A sees every white square, and B there cannot see A', () => {
    const b = boardOf('map-10');
    expect(canSee(b, '1,1', '1,2')).toBe(true);
    expect(canSee(b, '1,1', '2,2')).toBe(true);
    expect(canSee(b, '2,2', '1,1')).toBe(false);
  });

  it('given a square without doors, then only its own room is visible', () => {
    const b = boardOf('map-10');
    expect([...b.visible['1,0']].sort()).toEqual(['0,0', '1,0', '2,0']);
  });

  it('given a straight line, then it stops at a wall but passes doors, and the Railgun line ignores walls', () => {
    const b = boardOf('map-10');
    expect(straightLine(b, '2,0', 'S', 2)).toEqual(['2,1']); // door then a wall to (2,2)
    expect(straightLine(b, '0,1', 'E', 2)).toEqual(['1,1', '2,1']);
    expect(lineThroughWalls(b, '2,0', 'S')).toEqual(['2,0', '2,1', '2,2']);
  });
});
