import { describe, expect, it } from 'vitest';
import { effect, given, shot, when } from '../testing/given';

const [A, B, C] = [0, 1, 2];

describe('Sudden Death', () => {
  it('given 1 skull left, when it is taken, then the game ends at the end of the turn with no respawn, scoring damaged boards and the track', () => {
    const s = given({
      seats: 3,
      config: { endMode: 'sudden-death', skulls: 5 },
      players: { 0: { square: '1,1', weapons: ['electroscythe'] }, 1: { square: '1,1', damage: Array(10).fill(C) }, 2: { square: '2,2', damage: [A, B] } },
    });
    s.skullsLeft = 1;
    s.killTrack = [[C], [C], [C], [C]];
    const { state, events } = when(shot(s, A, 'electroscythe', [effect('basic')]).state, A, { type: 'end-turn' });
    expect(state.phase).toBe('over');
    expect(state.respawnQueue).toEqual([]);
    // B's board: C 8 + 1, A 6. C's board at the end: A 8 + 1, B 6. Track: C 4 tokens 8, A 1 token 6.
    expect(state.players.map((p) => p.score)).toEqual([21, 6, 17]);
    expect(events.at(-1)).toMatchObject({ type: 'game-ended', scores: [21, 6, 17], winners: [A] });
  });
});
