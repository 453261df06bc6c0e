/**
 * Rules audit, Combat and the Evaluation Skirmish (rules addendum A10, E1, A9): given/when/then cases for the sentences
 * no other test proved.
 */
import { describe, expect, it } from 'vitest';
import { runSkirmishes } from '../flow/skirmish';
import { resolveCombat, type CombatInput } from '../rules/combat';
import { NO_TECH } from '../rules/combat-technologies';
import { skirmishCombat } from '../rules/skirmish-combat';
import { skirmishStrength, skirmishTargets } from '../rules/skirmish';
import { focusGame } from '../testing';

const base: CombatInput = { invader: [], activeCubes: 0, voidborn: 0, sectorDefenses: 0, starbases: 0, fallenHouse: false };

describe('Voidfall audit: Initiative (A10 "Initiative = 1 per Fleet Power, except Defender Sentries give 0; +1 flat if any Dreadnought")', () => {
  it('given a defending Sentry and Corvette against 2 Voidborn, then the Sentry deals 1 Approach Damage but adds no Initiative: equal Initiative, both strike, 1 cube lost', () => {
    const r = skirmishCombat([{ type: 'sentry', power: 1 }, { type: 'corvette', power: 1 }], 0, 0, 2);
    expect([r.outcome, r.recalled]).toEqual(['defended', 1]);
    // Without an Approach Damage, 2 Corvettes against 2 Voidborn strike at once twice: a tie.
    expect(skirmishCombat([{ type: 'corvette', power: 2 }], 0, 0, 2).outcome).toBe('tie');
  });

  it('given invading Sentries (only Defender Sentries give 0), then 2 Sentries have Initiative 2 against 2 Voidborn: both strike at once, a tie', () => {
    const r = resolveCombat({ ...base, invader: [{ type: 'sentry', power: 2 }], voidborn: 2 });
    expect([r.outcome, r.voidbornLeft]).toEqual(['tie', 0]);
  });

  it('given an invading Dreadnought against 1 Voidborn, then its +1 Initiative (2 against 1) strikes first and nothing is lost', () => {
    const r = resolveCombat({ ...base, invader: [{ type: 'dreadnought', power: 1 }], voidborn: 1 });
    expect([r.outcome, r.invaderRecalled]).toEqual(['win', 0]);
  });

  it('given a defending Dreadnought against 1 Voidborn in a Skirmish, then it also strikes first (+1 flat) and is not hit', () => {
    expect(skirmishCombat([{ type: 'dreadnought', power: 1 }], 0, 0, 1)).toMatchObject({ outcome: 'defended', recalled: 0 });
  });
});

describe('Voidfall audit: Destroyers (A10 "Invader Destroyers +1 per Destroyer Fleet Power in one Salvo step")', () => {
  // The extra Damage is fixed at the start of the step, "also for the side that strikes back" (hoshbad §4.8, the
  // addendum's Combat source), so a Destroyer recalled by the first strike still counts in that step.
  it('given a Destroyer and a Corvette against 4 Voidborn, when the Voidborn strike first and the Destroyer is recalled, then the Corvette strikes back for 2', () => {
    const r = resolveCombat({ ...base, invader: [{ type: 'destroyer', power: 1 }, { type: 'corvette', power: 1 }], voidborn: 4 }, ['destroyer']);
    expect(r.steps[0]).toBe('Salvo 1: the Voidborn strike first (Initiative 4 against 3) for 1; you strike back for 2.');
    expect([r.outcome, r.voidbornLeft]).toEqual(['loss', 2]);
  });
});

describe('Voidfall audit: Salvo Absorption (A10 "each absorption source is used once per Combat (a multi-point block is spent at once)")', () => {
  it('given 2 defending Dreadnought Fleet Power against 3 Voidborn, then the Dreadnoughts absorb one Salvo Damage only; the next recalls a cube', () => {
    const r = skirmishCombat([{ type: 'dreadnought', power: 1 }, { type: 'dreadnought', power: 1 }], 0, 0, 3);
    expect([r.outcome, r.recalled]).toEqual(['defended', 1]);
  });

  it('given Shields with a Corvette and a Carrier defending, then each source absorbs one Damage once', () => {
    const shields = { ...NO_TECH, shields: 'basic' as const };
    // Initiative 2 against 3, then 2 against 2: the two Voidborn Damages are absorbed, one by each source.
    const r = skirmishCombat([{ type: 'corvette', power: 1 }, { type: 'carrier', power: 1 }], 0, 0, 3, shields);
    expect(r.steps.slice(0, 2)).toEqual([
      'Salvo 1: the Voidborn strike first for 0; you strike back for 1.',
      'Salvo 2: both sides strike at once: you deal 1, the Voidborn 0.',
    ]);
    expect([r.outcome, r.recalled]).toEqual(['defended', 0]);
  });
});

describe('Voidfall audit: Approach step (A10 "Energy Cells +1 if the Defender dealt ≥1 (before absorption)")', () => {
  it('given Energy Cells and a Sector Defense, then the Defender deals 2 Approach Damage; without an Approach Damage source, none', () => {
    const cells = { ...NO_TECH, energyCells: true };
    expect(skirmishCombat([{ type: 'corvette', power: 1 }], 1, 0, 2, cells).steps[0]).toBe('Approach: your defences destroy 2 Voidborn Fleet Power.');
    expect(skirmishCombat([{ type: 'corvette', power: 1 }], 0, 0, 2, cells).steps[0]).not.toMatch(/Approach/);
  });
});

describe('Voidfall audit: the Evaluation Skirmish (E1)', () => {
  it('E1 "No cap of 9": given 9 Corruption markers on the House mat in Cycle 2, then the strength is 10', () => {
    const { s, seat } = focusGame();
    const p = s.players[seat];
    p.agendaSlots.forEach((a) => { a.corrupted = true; });
    p.agendaSlots[0].corrupted = false; // the Starting slot is never Corrupted
    p.trackCorruption = { society: true, statecraft: true, economy: true };
    p.technologies.push('decontamination-chambers-improved');
    p.decontamination = 3;
    s.cycle = 2;
    expect(skirmishStrength(s, seat)).toBe(10);
  });

  it('E1 "Loss: the sector is abandoned as in A9: Installations removed, Corrupted, a Voidborn fleet token with 2 Fleet Power and a face-down Bounty token"', () => {
    const { s, seat } = focusGame();
    const other = 1 - seat;
    s.players[other].agendaSlots.forEach((a) => { a.corrupted = false; });
    const p = s.players[seat];
    p.agendaSlots.forEach((a, i) => { a.corrupted = i > 0; });
    const { outpost } = s.map.starts[seat];
    expect(skirmishTargets(s, seat)).toEqual([outpost]);
    s.sectors[outpost] = { ...s.sectors[outpost], fleets: [{ type: 'corvette', power: 1 }], installations: ['shipyard'], corrupted: false, bountyTokens: [] };
    p.glory = [2];
    const bounty = s.bountySupply[0];
    const events = runSkirmishes(s);
    expect(events.find((e) => e.type === 'skirmish-resolved' && e.seat === seat)).toMatchObject({ strength: 3, sector: outpost, outcome: 'lost' });
    const x = s.sectors[outpost];
    expect([x.owner, x.fleets, x.installations, x.corrupted, x.voidbornFleetPower, x.bountyTokens]).toEqual([null, [], [], true, 2, [bounty]]);
    // A9: the owner discards a Glory token; the lost cube went back to the Active area.
    expect(p.glory).toEqual([]);
  });
});
