import { describe, expect, it } from 'vitest';
import { effectChoices, resolveEffect } from '../../effects';
import { actionChoices } from '../../moves/focus-actions';
import { focusGame } from '../../testing';
import { setCorruption } from '../corruption';
import { invasionGlory } from '../glory';
import { skirmishStrength } from '../skirmish';
import { skirmishCombat } from '../skirmish-combat';
import { keptCorruption, preferredCost, releaseKeptCorruption, voidbornSalvoAbsorption } from './lasting';

const ctx = { location: null, earlier: [], ifBoth: null };
const DEPLOY_HOME = { op: 'deploy_fleet_power', count: 1, where: 'home_sector' };

describe('Voidfall lasting Galactic Event frames, wired into the rules they change', () => {
  it('given event C1-H, when deploying, then 1 more Material is the default; a Corruption instead covers the rest of the Focus turn', () => {
    const { s, seat } = focusGame('standard-conquest');
    s.events[0] = 'event-c1-h';
    const p = s.players[seat];
    p.resources.materials = 3;
    const choices = effectChoices(s, seat, DEPLOY_HOME, ctx);
    expect(choices[0].to).toBeUndefined();
    expect(choices.some((c) => c.to?.kind === 'agenda-slot')).toBe(true);
    resolveEffect(s, seat, DEPLOY_HOME, choices[0], ctx);
    expect(p.resources.materials).toBe(2);
    const withCorruption = effectChoices(s, seat, DEPLOY_HOME, ctx).find((c) => c.to?.kind === 'agenda-slot')!;
    resolveEffect(s, seat, DEPLOY_HOME, withCorruption, ctx);
    expect([p.resources.materials, p.agendaSlots[withCorruption.to!.kind === 'agenda-slot' ? withCorruption.to!.slot : 0].corrupted]).toEqual([2, true]);
    // Once per Focus: the next deployment of this turn asks for neither.
    expect(effectChoices(s, seat, DEPLOY_HOME, ctx).every((c) => c.to === undefined)).toBe(true);
  });

  it('given event C1-H and no Material to spare, then only a Corruption pays the deployment; another Cycle\'s event asks nothing', () => {
    const { s, seat } = focusGame('standard-conquest');
    s.events[0] = 'event-c1-h';
    s.players[seat].resources.materials = 0;
    expect(effectChoices(s, seat, DEPLOY_HOME, ctx).every((c) => c.to !== undefined)).toBe(true);
    s.events[0] = 'event-c1-a';
    expect(effectChoices(s, seat, DEPLOY_HOME, ctx).every((c) => c.to === undefined)).toBe(true);
  });

  it('given event C1-G, when a Corruption is removed, then it is kept: the Skirmish counts it, and it returns to the supply afterwards', () => {
    const { s, seat } = focusGame('standard-conquest');
    s.events[0] = 'event-c1-g';
    const place = { kind: 'agenda-slot', slot: 1 } as const;
    setCorruption(s, seat, place, true);
    const strength = skirmishStrength(s, seat);
    resolveEffect(s, seat, { op: 'remove_corruption', where: 'anywhere' }, { from: place }, ctx);
    expect([keptCorruption(s, seat), skirmishStrength(s, seat)]).toEqual([1, strength]);
    releaseKeptCorruption(s);
    expect(skirmishStrength(s, seat)).toBe(strength - 1);
    s.events[0] = 'event-c1-a';
    setCorruption(s, seat, place, true);
    resolveEffect(s, seat, { op: 'remove_corruption', where: 'anywhere' }, { from: place }, ctx);
    expect(keptCorruption(s, seat)).toBe(0);
  });

  it('given event C2-H and an Improved Technology, then the Voidborn absorb 1 Damage in each Salvo: 2 Corvettes against 2 lose instead of tying', () => {
    const { s, seat } = focusGame();
    s.players[seat].technologies.push('shields-improved');
    s.cycle = 2;
    s.events[1] = 'event-c2-h';
    expect(voidbornSalvoAbsorption(s, seat)).toBe(1);
    const corvettes = () => [{ type: 'corvette' as const, power: 2 }];
    expect(skirmishCombat(corvettes(), 0, 0, 2).outcome).toBe('tie');
    expect(skirmishCombat(corvettes(), 0, 0, 2, undefined, undefined, voidbornSalvoAbsorption(s, seat)).outcome).toBe('lost');
    s.events[1] = 'event-c2-a';
    expect(voidbornSalvoAbsorption(s, seat)).toBe(0);
  });

  it('given event C2-I, when an invasion gains a Glory token, then it is upgraded at once', () => {
    const { s, seat } = focusGame();
    const sector = Object.keys(s.sectors).find((id) => s.sectors[id].owner === null)!;
    s.sectors[sector].gloryToken = 2;
    s.cycle = 2;
    s.events[1] = 'event-c2-i';
    const before = s.players[seat].glory.length;
    invasionGlory(s, seat, sector);
    expect(s.players[seat].glory.slice(before)).toEqual([3]);
  });

  it('given events C3-H and C3-I, then the actions of a Preferred Focus card cost 1 more Energy, or 1 Credit; other cards keep their cost', () => {
    const { s, seat } = focusGame('standard-progress');
    s.cycle = 3;
    s.events[2] = 'event-c3-h';
    expect(preferredCost(s, seat, `standard-progress@${seat}`, { science: 2 })).toEqual({ science: 2, energy: 1 });
    expect(preferredCost(s, seat, `standard-conquest@${seat}`, { energy: 2 })).toEqual({ energy: 2 });
    s.events[2] = 'event-c3-i';
    expect(preferredCost(s, seat, `standard-progress@${seat}`, {})).toEqual({ credits: 1 });
    const p = s.players[seat];
    p.resources = { food: 0, energy: 0, materials: 0, credits: 1, science: 0 };
    expect(actionChoices(s, seat).map((c) => c.action)).toEqual(['focus-1', 'focus-2', 'focus-3']);
    p.resources.credits = 0;
    expect(actionChoices(s, seat)).toEqual([]);
  });
});
