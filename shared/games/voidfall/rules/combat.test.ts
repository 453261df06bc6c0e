import { describe, expect, it } from 'vitest';
import { resolveCombat, type CombatInput } from './combat';

const base: CombatInput = { invader: [], activeCubes: 0, voidborn: 0, sectorDefenses: 0, starbases: 0, fallenHouse: false };
const fight = (input: Partial<CombatInput>) => resolveCombat({ ...base, ...input });

describe('Voidfall Combat (A10)', () => {
  // Invader cubes (Corvettes) against Voidborn Fleet Power, no Installations: Initiative = Fleet Power, the higher side
  // strikes first, the other strikes back while it has Fleet Power; equal Initiative strikes at once.
  it.each([
    // invader, voidborn → outcome, invader cubes left, Voidborn left
    [3, 1, 'win', 3, 0],
    [2, 2, 'tie', 0, 0],
    [3, 2, 'win', 2, 0],
    [1, 2, 'loss', 0, 2],
    [4, 3, 'win', 2, 0],
  ] as const)('given %i Corvettes against %i Voidborn, then %s with %i left and %i Voidborn left', (cubes, voidborn, outcome, left, voidbornLeft) => {
    const r = fight({ invader: [{ type: 'corvette', power: cubes }], voidborn });
    expect([r.outcome, r.survivors.corvette ?? 0, r.voidbornLeft]).toEqual([outcome, left, voidbornLeft]);
    expect(r.invaderRecalled).toBe(cubes - left);
  });

  it('given 2 Sector Defenses, when invading with 2 Corvettes and 1 Dreadnought, then the Dreadnought absorbs 1 Approach Damage and 1 Corvette is recalled', () => {
    const r = fight({ invader: [{ type: 'corvette', power: 2 }, { type: 'dreadnought', power: 1 }], sectorDefenses: 2, voidborn: 1 });
    expect(r.steps[0]).toBe('Approach: the defences deal 2 Damage, 1 absorbed; 1 Fleet Power recalled.');
    expect([r.outcome, r.survivors]).toEqual(['win', { corvette: 1, dreadnought: 1 }]);
  });

  it('given a Fallen House sector with 2 Sector Defenses, then it surrenders if the Invader survives the Approach step, else repels it', () => {
    expect(fight({ invader: [{ type: 'corvette', power: 3 }], sectorDefenses: 2, fallenHouse: true })).toMatchObject({ outcome: 'win', survivors: { corvette: 1 } });
    expect(fight({ invader: [{ type: 'corvette', power: 2 }], sectorDefenses: 2, fallenHouse: true }).outcome).toBe('loss');
  });

  it('given Installations only, when the Invader is wiped out in the Approach step, then the Defender wins (not a tie)', () => {
    expect(fight({ invader: [{ type: 'corvette', power: 1 }], sectorDefenses: 1 }).outcome).toBe('loss');
  });

  it('given invading Carriers, then they first deploy as many Corvettes from the Active area', () => {
    const r = fight({ invader: [{ type: 'carrier', power: 1 }], activeCubes: 3, voidborn: 1 });
    expect([r.carrierCorvettes, r.outcome, r.survivors]).toEqual([1, 'win', { carrier: 1, corvette: 1 }]);
  });

  it('given invading Destroyers, then +1 Initiative and +1 Damage per Destroyer Fleet Power in the first Salvo', () => {
    const r = fight({ invader: [{ type: 'destroyer', power: 2 }], voidborn: 3 });
    // Initiative 3 (2 + 1) ties the Voidborn's 3: both strike at once, the Destroyers for 3.
    expect([r.outcome, r.survivors.destroyer, r.voidbornLeft]).toEqual(['win', 1, 0]);
  });
});

describe('Voidfall Combat: the rules digest\'s worked examples', () => {
  it('Ex 3 (rulebook): 4 Corvettes against 2 Voidborn and a Sector Defense win with 2 left; 5 would keep 3', () => {
    expect(fight({ invader: [{ type: 'corvette', power: 4 }], voidborn: 2, sectorDefenses: 1 })).toMatchObject({ outcome: 'win', survivors: { corvette: 2 }, invaderRecalled: 2 });
    expect(fight({ invader: [{ type: 'corvette', power: 5 }], voidborn: 2, sectorDefenses: 1 }).survivors).toEqual({ corvette: 3 });
  });

  it('Ex 4: 3 Corvettes against the same defenders annihilate each other (a tie)', () => {
    expect(fight({ invader: [{ type: 'corvette', power: 3 }], voidborn: 2, sectorDefenses: 1 })).toMatchObject({ outcome: 'tie', invaderRecalled: 3, voidbornLeft: 0 });
  });

  it('Ex 5: the lower-Initiative side loses its shot: 2 Corvettes against 1 Voidborn win without a loss', () => {
    expect(fight({ invader: [{ type: 'corvette', power: 2 }], voidborn: 1 })).toMatchObject({ outcome: 'win', survivors: { corvette: 2 }, invaderRecalled: 0 });
  });
});
