import { describe, expect, it } from 'vitest';
import { seatedGame } from '../testing';
import { advanceProblem, advanceTrack, deactivationToAdvance, improvedTechUnlocks, tierOf } from './tracks';

const game = () => seatedGame([['kradmor', 'A'], ['zenor', 'A']]);

describe('Voidfall Civilization tracks (addendum A13, E2)', () => {
  it('given the tier strip, then positions 0-2 are Tier 0, 3-4 Tier I, 5 Tier II, 6 Tier III, 7 Tier IV', () => {
    const s = game();
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((pos) => { s.players[0].tracks.society = pos; return tierOf(s, 0, 'society'); }))
      .toEqual([0, 0, 0, 1, 1, 2, 3, 4]);
  });

  it('given "two tracks at Tier I and one at Tier II" (E2, mazekb), then 4 Improved-Technology unlocks', () => {
    const s = game();
    s.players[0].tracks = { society: 3, statecraft: 4, economy: 5 };
    expect(improvedTechUnlocks(s, 0)).toBe(4);
    s.players[0].tracks = { society: 0, statecraft: 2, economy: 0 };
    expect(improvedTechUnlocks(s, 0)).toBe(0);
  });

  it('given a marker on 5, when entering Tier III, then 1 Active Fleet Power is deactivated first; Tier IV takes 2', () => {
    const s = game();
    const p = s.players[0];
    p.tracks.economy = 5;
    p.fleetPower = { inactive: 4, active: 2 };
    expect(deactivationToAdvance(s, 0, 'economy')).toBe(1);
    expect(advanceTrack(s, 0, 'economy')).toEqual({ space: 6, benefit: true });
    expect(p.fleetPower).toEqual({ inactive: 5, active: 1 });
    expect(advanceProblem(s, 0, 'economy')).toMatch(/deactivates 2 Active Fleet Power/);
    p.technologies.push('cloning-improved');
    expect(advanceProblem(s, 0, 'economy')).toBeNull();
    expect(advanceTrack(s, 0, 'economy')).toEqual({ space: 7, benefit: true });
    expect(p.fleetPower.active).toBe(1);
    expect(advanceProblem(s, 0, 'economy')).toMatch(/last space/);
  });

  it('given a Corrupted track marker, when it advances, then it gives no benefit', () => {
    const s = game();
    s.players[1].trackCorruption.society = true;
    expect(advanceTrack(s, 1, 'society')).toEqual({ space: s.players[1].tracks.society, benefit: false });
  });
});
