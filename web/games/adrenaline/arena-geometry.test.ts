import { describe, expect, it } from 'vitest';
import { adrenaline } from '../../../shared/games/adrenaline';
import { arenaSegments, CELL, figurePositions, MARGIN } from './arena-geometry';
import { start } from './testing/positions';
import { squareName } from './view-model';

const arena = adrenaline.view(start(), 'spectator').arena;

describe('arena geometry', () => {
  it('given the arena, then every shared edge is drawn once and every door as two wall pieces with a passage between', () => {
    const segments = arenaSegments(arena);
    expect(new Set(segments.map((s) => s.key)).size).toBe(segments.length);
    const doors = arena.squares.flatMap((q) => Object.values(q.sides).filter((side) => side === 'door')).length / 2;
    expect(doors).toBeGreaterThan(0);
    const pieces = segments.filter((s) => s.kind === 'door');
    expect(pieces).toHaveLength(doors * 2);
    for (const p of pieces) expect(Math.hypot(p.x2 - p.x1, p.y2 - p.y1)).toBeLessThan(CELL / 2);
  });

  it('given the outer edge of a square, then it is a wall', () => {
    const corner = arenaSegments(arena).find((s) => s.x1 === MARGIN && s.y1 === MARGIN && s.x2 === MARGIN + CELL && s.y2 === MARGIN);
    expect(corner?.kind).toBe('wall');
  });

  it('given five figures on one square, then they stand apart inside it', () => {
    const spots = figurePositions('1,1', 5);
    for (const s of spots) {
      expect(s.cx).toBeGreaterThan(MARGIN + CELL);
      expect(s.cx).toBeLessThan(MARGIN + 2 * CELL);
    }
    for (let i = 1; i < spots.length; i++) expect(spots[i].cx - spots[i - 1].cx).toBeGreaterThanOrEqual(20);
  });

  it('given squares by coordinates, then they are named by column letter and row number', () => {
    expect(['0,0', '3,2', '1,2'].map(squareName)).toEqual(['A1', 'D3', 'B3']);
  });
});
