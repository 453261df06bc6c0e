/** Breakthrough: a Burst, then a move through that corridor with no pursuit attack. */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { given, when } from '../testing/given';

const A = 'a-r04';
const B = 'b-r03';
const AB = 'cp-a-r04--b-r03';
const rifle = { 'assault-rifle': [{ token: 'ammo' as const, half: false }] };
const table = (withDrone: boolean) =>
  given({ rooms: { [A]: 'surgery-room', [B]: 'server-room' }, corridors: { [AB]: { noise: 2 } }, intruders: withDrone ? [{ type: 'drone', where: AB }] : [], players: { 0: { space: A, hand: ['heavy-gun-operator--breakthrough'], hands: rifle } } });
const play = { type: 'play-card' as const, card: 'heavy-gun-operator--breakthrough', target: AB, choice: 'assault-rifle' };

describe('Breakthrough', () => {
  it('given a Drone in the corridor, when you burst and give out the hits, then you move through it and it does not attack', () => {
    const burst = when(table(true), 0, play);
    expect(burst.state.breakthrough).toEqual({ seat: 0, corridor: AB });
    expect(burst.state.players[0].space).toBe(A);
    const allocation = legalMoves(burst.state, 0)[0];
    expect(allocation.type).toBe('allocate-hits');
    const { state, events } = when(burst.state, 0, allocation);
    expect(state.players[0].space).toBe(B);
    expect(events.some((e) => e.type === 'attacked')).toBe(false);
    expect(state.breakthrough).toBeNull();
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given an empty corridor, when you burst, then you move through it at once', () => {
    const { state, events } = when(table(false), 0, play);
    expect(events).toContainEqual(expect.objectContaining({ type: 'burst', corridor: AB }));
    expect(state.players[0].space).toBe(B);
    expect(state.players[0].itemGear['assault-rifle'][0]).toEqual({ token: 'ammo', half: true });
  });
});
