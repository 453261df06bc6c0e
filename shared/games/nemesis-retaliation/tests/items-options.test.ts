/**
 * The item options of data items.json that act on movement, the turn, the hands, the robot, rooms and secure tokens:
 * Exploring Drone, Flashbang, Adrenaline Injection, Duct Tape's taping, Robot Controller, Supporting Robot Controller,
 * Portable Device, Security System Control.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import type { RetaliationState } from '../state';
import { cardsOf, faced, given, refusal, seekRoll, when } from '../testing/given';
import { handSlots } from '../rules/equipment';
import { hold } from './items-hold';

const use = (s: RetaliationState, item: string, option: number, extra: object = {}) => ({ type: 'use-item', item, option, pay: cardsOf(s, 0, 1), ...extra }) as const;
const LZ = 'landing-zone';

describe('Exploring Drone', () => {
  it('given an unexplored corridor, when the drone is used on it, then the room beyond is explored, the user stays, and no Entrance effect happens', () => {
    const s = hold(given(), 0, 'exploring-drone-1');
    const { state, events } = when(s, 0, use(s, 'exploring-drone-1', 0, { target: 'cp-a-r04--landing-zone' }));
    expect(state.spaces['a-r04']).toBeDefined();
    expect(state.players[0].space).toBe(LZ);
    expect(events.some((e) => e.type === 'explored' && e.space === 'a-r04')).toBe(true);
    expect(events.some((e) => e.type === 'moved' || e.type === 'noise-rolled')).toBe(false);
    expect(state.players[0].backpack).toEqual([]);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given a corridor to a discovered room, then the drone cannot go there (nothing to explore)', () => {
    const s = hold(given({ rooms: { 'a-r04': 'armory' } }), 0, 'exploring-drone-1');
    expect(refusal(s, 0, use(s, 'exploring-drone-1', 0, { target: 'cp-a-r04--landing-zone' })).message).toMatch(/act on now/);
  });
});

describe('Flashbang', () => {
  it('given two Adults in the room, when the Flashbang moves the character out, then no pursuit attack happens', () => {
    const s = hold(given({ rooms: { 'a-r04': 'armory' }, intruders: [{ type: 'adult', where: LZ }, { type: 'adult', where: LZ }] }), 0, 'flashbang-1');
    const { state, events } = when(s, 0, use(s, 'flashbang-1', 0, { target: 'cp-a-r04--landing-zone' }));
    expect(state.players[0].space).toBe('a-r04');
    expect(events.some((e) => e.type === 'attacked')).toBe(false);
    expect(events.some((e) => e.type === 'noise-rolled')).toBe(true);
  });
});

describe('Adrenaline Injection', () => {
  it('given the first action used on it, then 1 card is drawn and the turn goes on past 2 actions until a Pass', () => {
    const s = hold(given(), 0, 'adrenaline-injection-1');
    const hand = s.players[0].hand.length;
    const injected = when(s, 0, use(s, 'adrenaline-injection-1', 0)).state;
    expect(injected.players[0].hand.length).toBe(hand - 1 + 1);
    const twice = when(injected, 0, { type: 'secure', pay: cardsOf(injected, 0, 1) }).state;
    expect(twice.turn).toEqual({ seat: 0, actions: 2, unlimited: true });
    const thrice = when(twice, 0, { type: 'secure', pay: cardsOf(twice, 0, 1) }).state;
    expect(thrice.turn).toEqual({ seat: 0, actions: 3, unlimited: true });
    const passed = when(thrice, 0, { type: 'pass', discard: [] }).state;
    expect(passed.turn).toEqual({ seat: 1, actions: 0 });
  });
});

describe('Duct Tape (second option)', () => {
  it('given two heavy items in hand, when one is taped onto the other, then a hand slot is free for a third', () => {
    const s = hold(given({ players: { 0: { hands: { 'flamethrower': [], 'entrenching-tool': [] } } } }), 0, 'duct-tape-1');
    expect(handSlots(s, 0)).toBe(2);
    const { state } = when(s, 0, use(s, 'duct-tape-1', 1, { target: 'entrenching-tool' }));
    expect(state.players[0].taped).toEqual(['entrenching-tool']);
    expect(handSlots(state, 0)).toBe(3);
    const dropped = when(state, 0, { type: 'discard-item', item: 'entrenching-tool' }).state;
    expect(dropped.players[0].taped).toBeUndefined();
    expect(handSlots(dropped, 0)).toBe(2);
  });

  it('given a single heavy item, then there is nothing to tape it onto', () => {
    const s = hold(given({ players: { 0: { hands: { 'flamethrower': [] } } } }), 0, 'duct-tape-1');
    expect(refusal(s, 0, use(s, 'duct-tape-1', 1, { target: 'flamethrower' })).message).toMatch(/act on now/);
  });
});

function robotTable(card: string) {
  const s = given({ rooms: { 'a-r04': 'armory' } });
  s.robot = { ...s.robot, card, revealed: true, space: 'a-r04' };
  return s;
}

describe('Robot Controller and Supporting Robot Controller', () => {
  it('given the Securing Robot in another room, when the Robot Controller activates it, then its player names the activation, paid by the item, and the action ends', () => {
    const s = hold(robotTable('securing-robot'), 0, 'robot-controller');
    const relayed = when(s, 0, use(s, 'robot-controller', 0)).state;
    expect(relayed.itemRelay).toEqual({ seat: 0, kind: 'robot' });
    expect(prompts(relayed)).toEqual([expect.objectContaining({ seat: 0, kind: 'item-relay' })]);
    expect(legalMoves(relayed, 0)).toContainEqual({ type: 'activate-robot', option: 2, pay: [] });
    expect(refusal(relayed, 0, { type: 'pass', discard: [] }).code).toBe('move/not-now');
    const { state } = when(relayed, 0, { type: 'activate-robot', option: 2, pay: [] });
    expect(state.spaces['a-r04'].secure).toBe(2);
    expect(state.players[0].hands).toContain('robot-controller');
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given the robot took its tokens, when the Robot Controller is discarded, then Ammo and Oxygen come back on its slots', () => {
    const s = hold(robotTable('securing-robot'), 0, 'robot-controller');
    s.robot.gear = [];
    const { state } = when(s, 0, use(s, 'robot-controller', 1));
    expect(state.robot.gear.slice().sort()).toEqual(['ammo', 'oxygen']);
    expect(state.players[0].hands).not.toContain('robot-controller');
  });

  it('given the Hibernatorium undiscovered, when the Supporting Robot Controller calls the robot, then it stands in the user’s room with its card revealed', () => {
    const s = hold(given(), 0, 'supporting-robot-controller');
    const { state, events } = when(s, 0, use(s, 'supporting-robot-controller', 1));
    expect(state.robot.space).toBe(LZ);
    expect(state.robot.revealed).toBe(true);
    expect(state.hibernatoriumDiscovered).toBe(false);
    expect(events).toContainEqual({ type: 'robot-revealed', robot: s.robot.card });
  });
});

describe('Portable Device', () => {
  it('given a Life Support Control room with a malfunction marker, when the Portable Device is used, then the room is used anyway', () => {
    const s = hold(given({ rooms: { 'a-r04': 'life-support-control-a' }, players: { 0: { space: 'a-r04' } } }), 0, 'portable-device');
    s.spaces['a-r04'].malfunction = true;
    expect(legalMoves(s, 0).some((m) => m.type === 'use-room')).toBe(false);
    const relayed = when(s, 0, use(s, 'portable-device', 0)).state;
    expect(relayed.itemRelay).toEqual({ seat: 0, kind: 'room' });
    const { state } = when(relayed, 0, { type: 'use-room', option: 'toggle-life-support', pay: [] });
    expect(state.lifeSupport.A).toBe(true);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given a room without a computer icon, then the Portable Device does nothing there', () => {
    const s = hold(given({ rooms: { 'a-r04': 'armory' }, players: { 0: { space: 'a-r04' } } }), 0, 'portable-device');
    expect(refusal(s, 0, use(s, 'portable-device', 0)).message).toMatch(/act on now/);
  });
});

describe('Security System Control', () => {
  it('given a secure token in a room of the section and 2 Adults in a corridor around it, when used, then the token is spent and the burst die hits there', () => {
    const s = hold(given({ rooms: { 'a-r04': 'armory' }, secure: { 'a-r04': 1 }, intruders: [{ type: 'adult', where: 'cp-a-r04--landing-zone' }] }), 0, 'security-system-control');
    const move = use(s, 'security-system-control', 0, { target: 'a-r04>cp-a-r04--landing-zone' });
    const { state, events } = seekRoll(s, 0, move, faced('1'));
    expect(state.spaces['a-r04'].secure).toBe(0);
    expect(events).toContainEqual(expect.objectContaining({ type: 'burst', corridor: 'cp-a-r04--landing-zone', hits: 1 }));
    expect(state.allocation).toEqual({ seat: 0, corridor: 'cp-a-r04--landing-zone', hits: 1, source: 'burst' });
  });

  it('given the ★ face, then a malfunction marker goes on the Security System Control', () => {
    const s = hold(given({ rooms: { 'a-r04': 'armory' }, secure: { 'a-r04': 1 } }), 0, 'security-system-control');
    const move = use(s, 'security-system-control', 0, { target: 'a-r04>cp-a-r04--landing-zone' });
    const { state } = seekRoll(s, 0, move, (events) => events.some((e) => e.type === 'burst' && e.face.includes('special')));
    expect(state.players[0].itemMalfunctions['security-system-control']).toBe(1);
  });

  it('given no secure token in the section, then it is refused', () => {
    const s = hold(given({ rooms: { 'a-r04': 'armory' } }), 0, 'security-system-control');
    expect(refusal(s, 0, use(s, 'security-system-control', 0, { target: 'a-r04>cp-a-r04--landing-zone' })).message).toMatch(/act on now/);
  });
});
