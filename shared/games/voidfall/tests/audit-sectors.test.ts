/**
 * Rules audit, sectors and Corruption (rules addendum A8, A11): given/when/then cases for the sentences no other test
 * proved.
 */
import { describe, expect, it } from 'vitest';
import { costChoices } from '../effects/actions';
import { houseCostChoices } from '../effects/house-costs';
import type { Cost } from '../data/schema';
import { freeCorruptionPlaces } from '../rules/corruption';
import { guildSectors, installationProblem } from '../rules/sectors';
import { focusGame } from '../testing';

const decrease = { decrease_pure_population: 1 } as unknown as Cost;

describe('Voidfall audit: Population (A8 "only Pure Population can change (+1 up to 6; −1 is a cost, never in the Home Sector, never below 1)")', () => {
  it('given the Outpost at Population 1, then it cannot pay a −1; at 2 it can; Corrupted or the Home Sector never', () => {
    const { s, seat } = focusGame();
    const { home, outpost } = s.map.starts[seat];
    Object.values(s.sectors).forEach((x) => { if (x.owner === seat) x.corrupted = false; });
    s.sectors[outpost].population = 1;
    const sectors = () => houseCostChoices(s, seat, decrease).map((c) => c.decrease);
    expect(sectors()).not.toContain(outpost);
    s.sectors[outpost].population = 2;
    expect(sectors()).toContain(outpost);
    expect(sectors()).not.toContain(home);
    s.sectors[outpost].corrupted = true;
    expect(sectors()).not.toContain(outpost);
  });
});

describe('Voidfall audit: building (A8 "allowed in Corrupted sectors")', () => {
  it('given a Corrupted Outpost with free spaces, then a Guild and an Installation may still go there', () => {
    const { s, seat } = focusGame();
    const { outpost } = s.map.starts[seat];
    s.sectors[outpost] = { ...s.sectors[outpost], corrupted: true, guilds: [], installations: [] };
    expect(guildSectors(s, seat)).toContain(outpost);
    expect(installationProblem(s, seat, outpost, 'sector_defense')).toBeNull();
  });
});

describe('Voidfall audit: Corruption (A11 "No legal option → you cannot pay that cost")', () => {
  it('given every Corruption place full, then a cost "gain a Corruption" has no way to be paid; one free place, one way', () => {
    const { s, seat } = focusGame();
    const p = s.players[seat];
    p.agendaSlots.forEach((a, i) => { a.corrupted = i > 0; });
    p.trackCorruption = { society: true, statecraft: true, economy: true };
    Object.values(s.sectors).forEach((x) => { if (x.owner === seat) x.corrupted = true; });
    const cost = { gain_corruption: 1 } as unknown as Cost;
    expect(freeCorruptionPlaces(s, seat)).toEqual([]);
    expect(costChoices(s, seat, cost)).toEqual([]);
    p.trackCorruption.economy = false;
    expect(costChoices(s, seat, cost).map((c) => c.corruption)).toEqual([{ kind: 'track', track: 'economy' }]);
  });
});
