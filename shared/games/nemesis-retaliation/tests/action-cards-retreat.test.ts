/** Tactical Retreat taking a companion along, with their consent (data action-cards.json; C2's consent shape). */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import type { RetaliationMove } from '../moves/schema';
import { prompts } from '../prompts';
import { given, refusal, when } from '../testing/given';

const A = 'a-r04';
const TO_A = 'cp-a-r04--landing-zone';
const TR = 'combat-engineer--tactical-retreat';
const rifle = { 'assault-rifle': [{ token: 'ammo' as const, half: false }] };
const table = () =>
  given({ rooms: { [A]: 'surgery-room' }, intruders: [{ type: 'adult', where: 'landing-zone' }], players: { 0: { hand: [TR, 'combat-engineer--rest'], hands: rifle } } });
const play: RetaliationMove = { type: 'play-card', card: TR, target: TO_A, choice: 'assault-rifle', pay: ['combat-engineer--rest'], seat: 1 };

describe('Tactical Retreat with a companion', () => {
  it('given the Officer in your room, when you ask them along, then they are asked (a time-out refuses) and nothing moves yet', () => {
    const { state, events } = when(table(), 0, play);
    expect(events).toContainEqual({ type: 'retreat-offered', seat: 0, to: 1 });
    expect(state.players[0].space).toBe('landing-zone');
    expect(prompts(state)).toEqual([expect.objectContaining({ seat: 1, kind: 'answer-retreat', timeoutMove: { type: 'answer-consent', accept: false } })]);
    expect(legalMoves(state, 1)).toHaveLength(2);
    expect(legalMoves(state, 0)).toEqual([]);
    expect(refusal(state, 0, { type: 'pass', discard: [] }).message).toMatch(/not your turn/);
  });

  it('given they accept, then both arrive, only you roll for noise, no attack is made, and the card counts as your action', () => {
    const first = when(table(), 0, play).state;
    const { state, events } = when(first, 1, { type: 'answer-consent', accept: true });
    expect(state.players[0].space).toBe(A);
    expect(state.players[1].space).toBe(A);
    expect(events.filter((e) => e.type === 'attacked')).toHaveLength(0);
    expect(events.filter((e) => e.type === 'noise-rolled').map((e) => (e as { seat: number }).seat)).toEqual([0]);
    expect(state.retreat).toBeNull();
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given they refuse, then you retreat alone', () => {
    const first = when(table(), 0, play).state;
    const { state, events } = when(first, 1, { type: 'answer-consent', accept: false });
    expect(events).toContainEqual({ type: 'retreat-answered', seat: 0, to: 1, accepted: false });
    expect(state.players[0].space).toBe(A);
    expect(state.players[1].space).toBe('landing-zone');
  });

  it('given a companion who is not in your room, then the play is refused', () => {
    const s = table();
    s.players[1].space = A;
    expect(refusal(s, 0, play).message).toMatch(/character of your room/);
  });
});
