import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { nemesis } from '../index';
import { sufferSeriousWound } from '../rules/wounds';
import type { NemesisState } from '../state';
import { given, refusal, when } from '../testing/given';

const X = 'a-slot-05';

/** Seat 0 holds its starting weapon and a carcass, and the next serious wound is an Arm wound. */
function armWounded(): NemesisState {
  const s = given({ seats: 2, players: { 0: { room: X } } });
  s.milestones.firstEncounter = true;
  s.players[0].hands.push({ kind: 'object', object: 'intruder-carcass' });
  s.decks.seriousWounds = ['wound-arm-1', ...s.decks.seriousWounds.filter((c) => c !== 'wound-arm-1')];
  sufferSeriousWound(s, 0, Rng.fromSeed('wound'), []);
  return s;
}

describe('the Arm wound: a forced drop of one of two heavy things', () => {
  it('given a character holding two heavy things gets an Arm wound, then its player must drop one first, and nobody else may act', () => {
    const s = armWounded();
    expect(nemesis.prompts(s)).toEqual([expect.objectContaining({ seat: 0, kind: 'forced-drop' })]);
    const weapon = (s.players[0].hands[0] as { card: string }).card;
    expect(nemesis.legalMoves(s, 0)).toEqual([
      { type: 'drop', thing: weapon },
      { type: 'drop', thing: 'intruder-carcass' },
    ]);
    expect(nemesis.legalMoves(s, 1)).toEqual([]);
    expect(refusal(s, 0, { type: 'pass', discard: [] }).code).toBe('move/not-now');
  });

  it('given the player drops the carcass, then it lies in the room and the turn goes on as before', () => {
    const s = armWounded();
    const { state } = when(s, 0, { type: 'drop', thing: 'intruder-carcass' });
    expect(state.players[0].hands).toHaveLength(1);
    expect(state.floor).toContainEqual({ room: X, object: 'intruder-carcass' });
    expect(nemesis.prompts(state)).toEqual([expect.objectContaining({ seat: 0, kind: 'turn' })]);
    expect(nemesis.legalMoves(state, 0).some((m) => m.type === 'move')).toBe(true);
  });

  it('given a character holding one heavy thing gets an Arm wound, then nothing is dropped', () => {
    const s = given({ seats: 2, players: { 0: { room: X } } });
    s.decks.seriousWounds = ['wound-arm-1', ...s.decks.seriousWounds.filter((c) => c !== 'wound-arm-1')];
    sufferSeriousWound(s, 0, Rng.fromSeed('wound'), []);
    expect(nemesis.prompts(s)).toEqual([expect.objectContaining({ seat: 0, kind: 'turn' })]);
  });
});
