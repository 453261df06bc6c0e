import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { setup } from '../setup';
import { configSchema, type VoidfallState } from '../state';
import { gainResources, produce, productionLevel } from './production';

const start = (): VoidfallState =>
  ({ ...setup(configSchema.parse({ houses: 'dealt' }), 2, { rng: Rng.fromSeed('production'), now: 0 }), rng: [1, 2, 3, 4] });

/** Seat 0's Home Sector with Population 3 and one Engineers' Guild, its Outpost with Population 2 and two; bonus +1 Energy. */
function energyEngine(): VoidfallState {
  const s = start();
  const { home, outpost } = s.map.starts[0];
  Object.assign(s.sectors[home], { population: 3, guilds: ['engineers', 'farmers'] });
  Object.assign(s.sectors[outpost], { population: 2, guilds: ['engineers', 'engineers'], corrupted: true });
  s.players[0].productionBonus = { food: 0, energy: 1, materials: 0, credits: 0, science: 0 };
  s.players[0].resources = { food: 0, energy: 0, materials: 0, credits: 0, science: 0 };
  return s;
}

describe('Voidfall production (addendum A7)', () => {
  it('given Guilds in Pure and Corrupted sectors, then each Guild counts its sector\'s Population, plus the permanent bonus', () => {
    const s = energyEngine();
    expect(productionLevel(s, 0, 'energy')).toBe(3 + 2 * 2 + 1);
    expect(productionLevel(s, 0, 'food')).toBe(3);
    expect(productionLevel(s, 0, 'science')).toBe(0);
    Object.assign(s.sectors[s.map.starts[1].home], { population: 6, guilds: ['engineers'] });
    expect(productionLevel(s, 0, 'energy')).toBe(8);
  });

  it('given a sector lost to another owner, then its Guilds no longer count; a Level never passes 13', () => {
    const s = energyEngine();
    s.sectors[s.map.starts[0].outpost].owner = null;
    expect(productionLevel(s, 0, 'energy')).toBe(4);
    s.sectors[s.map.starts[0].home].population = 6;
    s.sectors[s.map.starts[0].home].guilds = ['engineers', 'engineers', 'engineers'];
    expect(productionLevel(s, 0, 'energy')).toBe(13);
  });

  it('given Level 8 Energy and Level 3 Food, when producing both, then the dial yields 5 Energy and 2 Food', () => {
    const s = energyEngine();
    const r = produce(s, 0, ['energy', 'food']);
    expect(r).toEqual({ produced: { energy: 5, food: 2 }, overproductions: 0 });
    expect([s.players[0].resources.energy, s.players[0].resources.food]).toEqual([5, 2]);
  });

  it('given 14 Energy and 14 Food, when producing both, then both stop at 15 and two overproductions give 6 Influence', () => {
    const s = energyEngine();
    s.players[0].resources.energy = 14;
    s.players[0].resources.food = 14;
    const before = s.players[0].influence;
    expect(produce(s, 0, ['energy', 'food']).overproductions).toBe(2);
    expect([s.players[0].resources.energy, s.players[0].resources.food, s.players[0].influence - before]).toEqual([15, 15, 6]);
  });

  it('given a gain (not a production) past 15, then the excess is lost without Influence', () => {
    const s = energyEngine();
    s.players[0].resources.credits = 13;
    const before = s.players[0].influence;
    gainResources(s, 0, { credits: 4, science: 2 });
    expect([s.players[0].resources.credits, s.players[0].resources.science, s.players[0].influence]).toEqual([15, 2, before]);
  });
});
