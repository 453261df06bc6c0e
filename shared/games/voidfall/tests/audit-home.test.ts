/**
 * Rules audit, Home Sector exceptions (rules addendum E5, D4, A8): given/when/then cases for the sentences no other test
 * proved.
 */
import { describe, expect, it } from 'vitest';
import { freeCorruptionPlaces } from '../rules/corruption';
import { installationProblem } from '../rules/sectors';
import { seatedGame } from '../testing';

describe('Voidfall audit: Home Sectors (E5)', () => {
  it('E5 "Astoran: 3 Installation spaces in total" (the printed Shipyard takes one): given its Home Sector, then 2 Installations can be built, not a third', () => {
    const s = seatedGame([['astoran', 'A'], ['valnis', 'A']]);
    const home = s.map.starts[0].home;
    expect(s.sectors[home].installations).toEqual(['shipyard']);
    expect(installationProblem(s, 0, home, 'sector_defense')).toBeNull();
    s.sectors[home].installations.push('sector_defense');
    expect(installationProblem(s, 0, home, 'sector_defense')).toBeNull();
    s.sectors[home].installations.push('sector_defense');
    expect(installationProblem(s, 0, home, 'sector_defense')).toBe('That sector has no free Installation space.');
    // The standard Home Sector: its printed Shipyard and no other Installation space.
    expect(installationProblem(s, 1, s.map.starts[1].home, 'sector_defense')).toBe('That sector has no free Installation space.');
  });

  it('E5 "Novaris: 2 printed Shipyards"; D4 "Marqualos and Novaris ... Home Sectors that can be Corrupted"; A8 "Home Sectors never" for the others', () => {
    const s = seatedGame([['novaris', 'A'], ['marqualos', 'A'], ['valnis', 'A']]);
    expect(s.sectors[s.map.starts[0].home].installations).toEqual(['shipyard', 'shipyard']);
    const homeOf = (seat: number) => ({ kind: 'sector', sector: s.map.starts[seat].home });
    for (const seat of [0, 1, 2]) s.sectors[s.map.starts[seat].home].corrupted = false;
    expect(freeCorruptionPlaces(s, 0)).toContainEqual(homeOf(0));
    expect(freeCorruptionPlaces(s, 1)).toContainEqual(homeOf(1));
    expect(freeCorruptionPlaces(s, 2)).not.toContainEqual(homeOf(2));
  });
});
