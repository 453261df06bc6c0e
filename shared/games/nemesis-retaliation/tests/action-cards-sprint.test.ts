/** Sprint: a Move, then 1 Oxygen for a second Move (a follow-up choice). */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import { given, refusal, when } from '../testing/given';

const A = 'a-r04';
const B = 'b-r03';
const AB = 'cp-a-r04--b-r03';
const TO_A = 'cp-a-r04--landing-zone';
const table = (oxygen = 5) => given({ rooms: { [A]: 'surgery-room', [B]: 'server-room' }, corridors: { [AB]: { noise: 2 } }, players: { 0: { oxygen, hand: ['recon--sprint', 'recon--rest'] } } });

describe('Sprint', () => {
  it('given two rooms in a row, when you sprint through both, then you stand in the second, 1 Oxygen spent, and the card counts as one action', () => {
    const first = when(table(), 0, { type: 'play-card', card: 'recon--sprint', target: TO_A });
    expect(first.state.players[0].space).toBe(A);
    expect(first.state.sprint).toEqual({ seat: 0 });
    expect(first.state.turn).toEqual({ seat: 0, actions: 0 });
    expect(legalMoves(first.state, 0).every((m) => m.type === 'sprint-again')).toBe(true);
    expect(prompts(first.state)).toEqual([expect.objectContaining({ seat: 0, kind: 'sprint-again' })]);
    expect(refusal(first.state, 0, { type: 'pass', discard: [] }).message).toMatch(/sprint on/);
    const second = when(first.state, 0, { type: 'sprint-again', corridor: AB });
    expect(second.state.players[0].space).toBe(B);
    expect(second.state.players[0].oxygen).toBe(4);
    expect(second.state.sprint).toBeNull();
    expect(second.state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given the choice to stop, then you stay and keep your Oxygen', () => {
    const first = when(table(), 0, { type: 'play-card', card: 'recon--sprint', target: TO_A });
    const { state } = when(first.state, 0, { type: 'sprint-again', corridor: null });
    expect(state.players[0]).toMatchObject({ space: A, oxygen: 5 });
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given no Oxygen left, then the first move is all', () => {
    const { state } = when(table(0), 0, { type: 'play-card', card: 'recon--sprint', target: TO_A });
    expect(state.sprint ?? null).toBeNull();
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });
});
