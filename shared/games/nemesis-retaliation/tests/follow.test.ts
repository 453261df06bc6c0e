/** Blood Sense's follow-the-mover clause (data intruder-attack-cards.json, Drone and Queen line). */
import { describe, expect, it } from 'vitest';
import { cardsOf, given, when } from '../testing/given';

const table = (type: 'drone' | 'adult') => given({
  rooms: { 'a-r04': 'armory', 'a-r05': 'surgery-room' },
  players: { 0: { space: 'a-r04' }, 1: { space: 'landing-zone' } },
  corridors: { 'cp-a-r04--a-r05': {} },
  intruders: [{ type, where: 'a-r04' }],
  attacks: ['blood-sense'],
});

describe('Blood Sense', () => {
  it('given a Drone in the room of a character who moves away, when its pursuit attack is Blood Sense, then it ends in the room where the move ends without attacking again', () => {
    const s = table('drone');
    const id = s.intruders[0].id;
    const { state, events } = when(s, 0, { type: 'move', corridor: 'cp-a-r04--a-r05', pay: cardsOf(s, 0, 1) });
    expect(state.players[0].space).toBe('a-r05');
    expect(state.intruders.find((i) => i.id === id)!.where).toBe('a-r05');
    expect(events.filter((e) => e.type === 'attacked' && e.intruder === id)).toHaveLength(1);
    expect(events).toContainEqual({ type: 'intruders-moved', moves: [{ intruder: id, from: 'a-r04', to: 'a-r05' }] });
    expect(state.pursuit).toBeNull();
  });

  it('given an Adult (its line has no follow clause), then it stays where it was', () => {
    const s = table('adult');
    const { state } = when(s, 0, { type: 'move', corridor: 'cp-a-r04--a-r05', pay: cardsOf(s, 0, 1) });
    expect(state.intruders[0].where).toBe('a-r04');
  });
});
