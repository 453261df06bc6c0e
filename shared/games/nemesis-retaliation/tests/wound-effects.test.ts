/** Serious wound card effects (data serious-wounds.json). */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { handSizeOf } from '../rules/wound-effects';
import type { RetaliationState } from '../state';
import { cardsOf, faced, given, refusal, seekRoll, when } from '../testing/given';

function wounded(wounds: string[], extra: Parameters<typeof given>[0] = {}): RetaliationState {
  const s = given(extra);
  s.players[0].seriousWounds = wounds;
  s.decks.seriousWounds = s.decks.seriousWounds.filter((w) => !wounds.includes(w));
  return s;
}

describe('Serious wounds', () => {
  it('given Bleeding and Guts, when the character passes, then it loses 1 HP and gains 1 Contamination card', () => {
    const s = wounded(['bleeding-1', 'guts-1']);
    const health = s.players[0].health;
    const { state, events } = when(s, 0, { type: 'pass', discard: [] });
    expect(state.players[0].health).toBe(health + 1);
    expect(events).toContainEqual({ type: 'contaminated', seat: 0, count: 1 });
  });

  it('given Lungs, when the character passes, then it loses 1 Oxygen, or 2 HP instead with no oxygen left', () => {
    const breathing = wounded(['lungs-1']);
    breathing.lifeSupport.A = true;
    expect(when(breathing, 0, { type: 'pass', discard: [] }).state.players[0].oxygen).toBe(breathing.players[0].oxygen - 1);
    const s = wounded(['lungs-1']);
    s.players[0].oxygen = 0;
    s.lifeSupport.A = true;
    const { state } = when(s, 0, { type: 'pass', discard: [] });
    expect(state.players[0].health).toBe(s.players[0].health + 2);
    expect(state.players[0].suffocating).toBe(false);
  });

  it('given Knee, then a careful move costs 3 cards; given Leg, a move out of a room with an intruder costs 2', () => {
    const s = wounded(['knee-1']);
    const corridor = Object.keys(s.corridors)[0];
    expect(refusal(s, 0, { type: 'careful-move', corridor, pay: cardsOf(s, 0, 2) }).message).toMatch(/3/);
    expect(legalMoves(s, 0).filter((m) => m.type === 'careful-move').every((m) => m.type === 'careful-move' && m.pay.length === 3)).toBe(true);
    const leg = wounded(['leg-1'], { intruders: [{ type: 'larva', where: 'landing-zone' }] });
    expect(legalMoves(leg, 0).filter((m) => m.type === 'move').every((m) => m.type === 'move' && m.pay.length === 2)).toBe(true);
    const calm = wounded(['leg-1']);
    expect(legalMoves(calm, 0).some((m) => m.type === 'move' && m.pay.length === 1)).toBe(true);
  });

  it('given Body, then the hand is refilled to 4 at Cleanup', () => {
    const s = wounded(['body-1']);
    expect(handSizeOf(s.players[0])).toBe(4);
    expect(handSizeOf(s.players[1])).toBe(5);
  });
});

describe('Eyes', () => {
  it('given Eyes, when a shot at an Adult with 1 hit already rolls "2", then it survives (2 + 1 is more than its 2 hits)', () => {
    const s = wounded(['eyes-1'], {
      players: { 0: { hands: { 'drum-mag-rifle': [{ token: 'ammo', half: false }] } } },
      intruders: [{ type: 'adult', where: 'landing-zone', hits: 1 }],
    });
    const shot = { type: 'shoot', weapon: 'drum-mag-rifle', target: s.intruders[0].id, pay: cardsOf(s, 0, 1) } as const;
    const { state } = seekRoll(s, 0, shot, faced('2'));
    expect(state.intruders).toHaveLength(1);
    s.players[0].seriousWounds = [];
    expect(seekRoll(s, 0, shot, faced('2')).state.intruders).toHaveLength(0);
  });
});
