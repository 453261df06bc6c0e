/** Action cards that fight: Pyrotechnics' grenade, Weak Spot, Hippocratic Oath. */
import { describe, expect, it } from 'vitest';
import { given, refusal, seekRoll, when } from '../testing/given';

const A = 'a-r04';
const B = 'b-r03';
const AB = 'cp-a-r04--b-r03';
const grenade = { token: 'grenade' as const, half: false };
const rifle = { 'assault-rifle': [{ token: 'ammo' as const, half: false }] };

describe('Pyrotechnics (grenade)', () => {
  it('given two Adults and a Drone in a corridor around you, when Pyrotechnics spends a Grenade, then all three die at once', () => {
    const s = given({ rooms: { [A]: 'surgery-room', [B]: 'server-room' }, corridors: { [AB]: { noise: 2 } }, intruders: [{ type: 'adult', where: AB }, { type: 'adult', where: AB }, { type: 'drone', where: AB }], players: { 0: { space: A, hand: ['combat-engineer--pyrotechnics'], belt: [grenade, null, null, null] } } });
    const { state, events } = when(s, 0, { type: 'play-card', card: 'combat-engineer--pyrotechnics', option: 1, target: AB });
    expect(state.intruders).toEqual([]);
    expect(events.filter((e) => e.type === 'intruder-killed')).toHaveLength(3);
    expect(state.players[0].belt[0]).toBeNull();
  });

  it('given a closed door on your side of that corridor, or no Grenade, then it is refused', () => {
    const opts = { rooms: { [A]: 'surgery-room' }, intruders: [{ type: 'adult' as const, where: AB }] };
    const behind = given({ ...opts, corridors: { [AB]: { noise: 2, door: 'closed', doorEnd: A } }, players: { 0: { space: A, hand: ['combat-engineer--pyrotechnics'], belt: [grenade, null, null, null] } } });
    expect(refusal(behind, 0, { type: 'play-card', card: 'combat-engineer--pyrotechnics', option: 1, target: AB }).message).toMatch(/No corridor/);
    const empty = given({ ...opts, corridors: { [AB]: { noise: 2 } }, players: { 0: { space: A, hand: ['combat-engineer--pyrotechnics'], belt: [null, null, null, null] } } });
    expect(refusal(empty, 0, { type: 'play-card', card: 'combat-engineer--pyrotechnics', option: 1, target: AB }).message).toMatch(/no Grenade/);
  });
});

describe('Weak Spot', () => {
  it('given an Adult in your room, when Weak Spot deals 1 hit and the shot rolls 2, then the Adult (2 hits) dies', () => {
    const s = given({ intruders: [{ type: 'adult', where: 'landing-zone' }], players: { 0: { hand: ['contractor--weak-spot'], hands: rifle } } });
    const { state, events } = seekRoll(s, 0, { type: 'play-card', card: 'contractor--weak-spot', target: s.intruders[0].id, choice: 'shoot:assault-rifle' }, (ev) => ev.some((e) => e.type === 'shot' && e.face === '2'));
    expect(events).toContainEqual({ type: 'intruder-hit', intruder: s.intruders[0].id, hits: 1 });
    expect(events).toContainEqual(expect.objectContaining({ type: 'shot', face: '2', killed: true }));
    expect(state.intruders).toEqual([]);
  });

  it('given a melee attack that leaves the Adult alive, then it counter-attacks when you chose to take the attack', () => {
    const s = given({ intruders: [{ type: 'adult', where: 'landing-zone' }], players: { 0: { hand: ['contractor--weak-spot'] } } });
    const { events } = seekRoll(s, 0, { type: 'play-card', card: 'contractor--weak-spot', target: s.intruders[0].id, choice: 'melee:attack' }, (ev) => ev.some((e) => e.type === 'melee' && e.face === '5'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'melee', face: '5', killed: false, defence: 'attack' }));
    expect(events.some((e) => e.type === 'attacked')).toBe(true);
    expect(events.some((e) => e.type === 'contaminated')).toBe(true);
  });

  it('given no intruder in your room, then it is refused', () => {
    const s = given({ players: { 0: { hand: ['contractor--weak-spot'] } } });
    expect(refusal(s, 0, { type: 'play-card', card: 'contractor--weak-spot', target: 'i-1', choice: 'melee:attack' }).message).toMatch(/no intruder/);
  });
});

describe('Hippocratic Oath', () => {
  it('given a wounded companion and a Drone in your room, when the Oath deals 2 hits and the shot rolls 3, then the Drone (3 hits) dies', () => {
    const s = given({ intruders: [{ type: 'drone', where: 'landing-zone' }], players: { 0: { hand: ['medical-support--hippocratic-oath'], hands: rifle }, 1: { seriousWounds: 1 } } });
    const { state, events } = seekRoll(s, 0, { type: 'play-card', card: 'medical-support--hippocratic-oath', target: s.intruders[0].id, choice: 'shoot:assault-rifle' }, (ev) => ev.some((e) => e.type === 'shot' && e.face === '3'));
    expect(events).toContainEqual({ type: 'intruder-hit', intruder: s.intruders[0].id, hits: 2 });
    expect(state.intruders).toEqual([]);
  });

  it('given nobody else wounded in your room, then it is refused', () => {
    const s = given({ intruders: [{ type: 'drone', where: 'landing-zone' }], players: { 0: { seriousWounds: 1, hand: ['medical-support--hippocratic-oath'], hands: rifle } } });
    expect(refusal(s, 0, { type: 'play-card', card: 'medical-support--hippocratic-oath', target: s.intruders[0].id, choice: 'shoot:assault-rifle' }).message).toMatch(/other character/);
  });
});
