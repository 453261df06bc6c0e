/** Use Tactical Gear with any number of tokens and rearranging in the same action (digest §5.6). */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import { cardsOf, given, refusal, when } from '../testing/given';

const medpack = { token: 'medpack' as const, half: false };
const oxygen = { token: 'oxygen' as const, half: false };

describe('Use Tactical Gear: several tokens in one action', () => {
  it('given a Medpack and an Oxygen token, when both are used in one action, then both resolve and the action counts once', () => {
    const s = given({ players: { 0: { health: 4, oxygen: 2, belt: [medpack, oxygen, null, null] } } });
    const first = when(s, 0, { type: 'use-gear', slot: 0, pay: cardsOf(s, 0, 1), more: true }).state;
    expect(first.gearAction).toEqual({ seat: 0, arranged: 0 });
    expect(first.turn).toEqual({ seat: 0, actions: 0 });
    expect(prompts(first)).toEqual([expect.objectContaining({ seat: 0, kind: 'gear-action' })]);
    expect(refusal(first, 0, { type: 'use-gear', slot: 1, pay: cardsOf(first, 0, 1) }).message).toMatch(/already paid/);
    expect(refusal(first, 0, { type: 'secure', pay: cardsOf(first, 0, 1) }).code).toBe('move/not-now');
    const { state } = when(first, 0, { type: 'use-gear', slot: 1, pay: [] });
    expect(state.players[0].health).toBe(2);
    expect(state.players[0].oxygen).toBe(5);
    expect(state.gearAction).toBeNull();
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given an open action, when it is ended, then it counts as one action', () => {
    const s = given({ players: { 0: { belt: [medpack, null, null, null] } } });
    const { state } = when(s, 0, { type: 'use-gear', slot: 0, pay: cardsOf(s, 0, 1), more: true }, { type: 'end-gear' });
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });
});

describe('Rearranging tokens', () => {
  it('given a Grenade on the belt and a Grenade Launcher with an empty grenade slot, when it is moved there, then the action is open and paid', () => {
    const s = given({ players: { 0: { hands: { 'grenade-launcher': [{ token: 'ammo', half: false }, null, null] }, belt: [{ token: 'grenade', half: false }, null, null, null] } } });
    const move = { type: 'arrange-gear', from: { slot: 0 }, to: { item: 'grenade-launcher', slot: 1 }, pay: cardsOf(s, 0, 1) } as const;
    expect(legalMoves(s, 0)).toContainEqual(move);
    const { state } = when(s, 0, move);
    expect(state.players[0].itemGear['grenade-launcher']).toEqual([{ token: 'ammo', half: false }, { token: 'grenade', half: false }, null]);
    expect(state.players[0].belt[0]).toBeNull();
    expect(state.gearAction).toEqual({ seat: 0, arranged: 1 });
  });

  it('then Ammo in a weapon never moves, and a coloured slot refuses another kind of token', () => {
    const s = given({ players: { 0: { hands: { 'grenade-launcher': [{ token: 'ammo', half: false }, null, null] }, belt: [medpack, null, null, null] } } });
    const pay = cardsOf(s, 0, 1);
    expect(refusal(s, 0, { type: 'arrange-gear', from: { item: 'grenade-launcher', slot: 0 }, to: { slot: 1 }, pay }).message).toBe('Ammo in a weapon stays there.');
    expect(refusal(s, 0, { type: 'arrange-gear', from: { slot: 0 }, to: { item: 'grenade-launcher', slot: 1 }, pay }).message).toMatch(/another kind/);
  });

  it('given a Utility Vest (grey slots), then any token can go there', () => {
    const s = given({ players: { 0: { armor: 'utility-vest', belt: [medpack, null, null, null] } } });
    s.players[0].itemGear['utility-vest'] = [null, null];
    const { state } = when(s, 0, { type: 'arrange-gear', from: { slot: 0 }, to: { item: 'utility-vest', slot: 0 }, pay: cardsOf(s, 0, 1) });
    expect(state.players[0].itemGear['utility-vest'][0]).toEqual(medpack);
  });
});

describe('The robot’s tokens', () => {
  it('given the revealed robot in your room with Ammo and Oxygen, when its Oxygen is taken onto your belt, then the robot keeps only its Ammo', () => {
    const s = given({ players: { 0: { belt: [null, null, null, null] } } });
    s.robot = { ...s.robot, revealed: true, space: 'landing-zone', gear: ['ammo', 'oxygen'] };
    const move = { type: 'arrange-gear', from: { item: 'robot', slot: 1 }, to: { slot: 0 }, pay: cardsOf(s, 0, 1) } as const;
    expect(legalMoves(s, 0)).toContainEqual(move);
    const { state } = when(s, 0, move);
    expect(state.players[0].belt[0]).toEqual(oxygen);
    expect(state.robot.gear).toEqual(['ammo']);
  });

  it('then from another room the robot’s tokens are out of reach', () => {
    const s = given({ players: { 0: { belt: [null, null, null, null] } } });
    s.robot = { ...s.robot, revealed: true, space: 'hibernatorium', gear: ['ammo', 'oxygen'] };
    expect(refusal(s, 0, { type: 'arrange-gear', from: { item: 'robot', slot: 0 }, to: { slot: 0 }, pay: cardsOf(s, 0, 1) }).code).toBe('move/illegal');
  });
});

describe('C2 with a token (FAQ): a Medpack offered to a character in the room', () => {
  it('given seat 1 hurt in the same room, when seat 0 offers its Medpack token and seat 1 accepts, then seat 1 heals 2 and the token goes back', () => {
    const s = given({ players: { 0: { belt: [medpack, null, null, null] }, 1: { health: 3 } } });
    const move = { type: 'use-gear', slot: 0, pay: cardsOf(s, 0, 1), on: 1 } as const;
    expect(legalMoves(s, 0)).toContainEqual(move);
    const asked = when(s, 0, move).state;
    expect(prompts(asked)).toEqual([expect.objectContaining({ seat: 1, kind: 'answer-consent', message: expect.stringContaining('Medpack token') })]);
    const { state } = when(asked, 1, { type: 'answer-consent', accept: true });
    expect(state.players[1].health).toBe(1);
    expect(state.players[0].belt[0]).toBeNull();
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('when seat 1 refuses, then the token stays on seat 0’s belt and the action is spent', () => {
    const s = given({ players: { 0: { belt: [medpack, null, null, null] }, 1: { health: 3 } } });
    const asked = when(s, 0, { type: 'use-gear', slot: 0, pay: cardsOf(s, 0, 1), on: 1 }).state;
    const { state } = when(asked, 1, { type: 'answer-consent', accept: false });
    expect(state.players[1].health).toBe(3);
    expect(state.players[0].belt[0]).toEqual(medpack);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('then a Grenade cannot be offered', () => {
    const s = given({ players: { 0: { belt: [{ token: 'grenade', half: false }, null, null, null] } } });
    expect(refusal(s, 0, { type: 'use-gear', slot: 0, pay: cardsOf(s, 0, 1), on: 1 }).message).toMatch(/Only a Medpack or an Oxygen token/);
  });
});
