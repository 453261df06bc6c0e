/**
 * Audit of the rules digest §5.17 rule by rule (the Escape Procedure, the Anti-Aircraft system and the Lander, the
 * Reactor), with the data README where it adds to the digest (16: Lander occupants pass automatically, still draw in
 * Cleanup). Each test names the rule it proves; the rest are listed in the README's "Audit (section 5)".
 */
import type { RetaliationMove } from '../moves/schema';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { LANDING_ZONE } from '../data';
import { legalMoves } from '../legal-moves';
import { placeInRoom } from '../rules/intruders';
import { cardsOf, given, rolled, seekRoll, when } from '../testing/given';

const pass: RetaliationMove = { type: 'pass', discard: [] };
const board = (s: ReturnType<typeof given>, seat: number) => ({ type: 'use-room', option: 'board-lander', pay: cardsOf(s, seat, 2) }) as const;
const landed = (opts: Parameters<typeof given>[0] = {}) => {
  const s = given(opts);
  s.lander.state = 'landed';
  return s;
};

describe('§5.17 the Escape Procedure', () => {
  it('given an Adult in a corridor of noise 3 around the Landing Zone, when the boarding roll is 3, then it enters the room and the boarding fails', () => {
    const s = landed({ replaceCorridors: true, corridors: { 'cp-a-r04--landing-zone': { noise: 3 } }, intruders: [{ type: 'adult', where: 'cp-a-r04--landing-zone' }] });
    const { state, events } = seekRoll(s, 0, board(s, 0), rolled('3'));
    expect(events).toContainEqual({ type: 'escape-failed', seat: 0 });
    expect(state.players[0].status).not.toBe('lander');
  });

  it('given a noise marker in that corridor, when the roll is 3, then intruders appear only in the corridor and the boarding succeeds (reading 12.23)', () => {
    const s = landed({ replaceCorridors: true, corridors: { 'cp-a-r04--landing-zone': { noise: 3, noiseMarker: true } } });
    const { state, events } = seekRoll(s, 0, board(s, 0), rolled('3'));
    expect(events.some((e) => e.type === 'intruders-placed' && e.where === 'cp-a-r04--landing-zone')).toBe(true);
    expect(state.players[0].status).toBe('lander');
  });

  it('given the Lander not landed (arriving or shot down), then the Landing Zone offers no boarding', () => {
    const s = given();
    expect(legalMoves(s, 0).some((m) => m.type === 'use-room' && m.option === 'board-lander')).toBe(false);
    s.lander.state = 'destroyed';
    expect(legalMoves(s, 0).some((m) => m.type === 'use-room' && m.option === 'board-lander')).toBe(false);
  });
});

describe('§5.17 in the Lander', () => {
  it('given a character aboard, when an intruder appears in the Landing Zone, then it is unloaded into the room at once', () => {
    const s = landed({ seats: 3 });
    s.players[1].status = 'lander';
    s.players[0].space = 'a-r04';
    s.spaces['a-r04'] = { room: 'armory', fire: false, malfunction: false, secure: 0, noise: false };
    const events = placeInRoom(s, LANDING_ZONE, 'adult', null, new Rng(s.rng));
    expect(events[0]).toEqual({ type: 'status-changed', seat: 1, status: 'in-play' });
    expect(s.players[1].status).toBe('in-play');
    expect(events.some((e) => e.type === 'attacked' && e.seat === 1)).toBe(true);
  });

  it('given the others have passed, then the occupant passes automatically: the round goes on, and it still draws up to 5 at Cleanup (data README 16)', () => {
    const s = landed({ players: { 1: { hand: [] } } });
    s.players[1].status = 'lander';
    const { state } = when(s, 0, pass);
    expect(state.phase).toBe('takeoff');
    const after = when(state, 1, { type: 'take-off', go: false }).state;
    expect(after.round).toBe(2);
    expect(after.players[1].hand).toHaveLength(5);
    expect(after.players[1].status).toBe('lander');
  });

  it('given two occupants, when one says no and the other yes, then both take off and escape; the Lander leaves the game', () => {
    let s = landed({ seats: 3 });
    s.players[0].status = 'lander';
    s.players[1].status = 'lander';
    s.turn = { seat: 2, actions: 0 };
    s = when(s, 2, pass).state;
    expect(s.phase).toBe('takeoff');
    s = when(s, 1, { type: 'take-off', go: false }).state;
    expect(s.phase).toBe('takeoff');
    const { state } = when(s, 0, { type: 'take-off', go: true });
    expect(state.players.slice(0, 2).map((p) => [p.status, p.escapedVia])).toEqual([['escaped', 'lander'], ['escaped', 'lander']]);
    expect(state.lander.state).toBe('departed');
  });
});

describe('§5.17 the Anti-Aircraft system', () => {
  it('given the Lander landed (its top token revealed), then Life Support Control B no longer offers the check and swap', () => {
    const s = given({ rooms: { 'b-r01': 'life-support-control-b' }, players: { 0: { space: 'b-r01' } } });
    const check = () => legalMoves(s, 0).some((m) => m.type === 'use-room' && m.option === 'check-anti-aircraft');
    expect(check()).toBe(true);
    s.lander.state = 'landed';
    expect(check()).toBe(false);
  });

  it('given the Reactor shut down (the tokens removed), when the round marker reaches the Lander, then it lands whatever the tokens were', () => {
    let s = given({ rooms: { 'c-r01': 'reactor' }, players: { 0: { space: 'c-r01' } } });
    s.antiAircraft.stack = ['active', 'inactive'];
    s.round = 9;
    s = when(s, 0, { type: 'use-room', option: 'shut-down', pay: cardsOf(s, 0, 2) }).state;
    expect(s.powerCut).toBe(true);
    while (s.round === 9 && s.phase === 'player') s = when(s, s.turn!.seat, s.turn!.closing ? { type: 'end-turn' } : pass).state;
    expect(s.lander.state).toBe('landed');
  });
});
