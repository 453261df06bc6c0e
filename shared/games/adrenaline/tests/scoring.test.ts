import { describe, expect, it } from 'vitest';
import { boardValues, scoreBoard, scoreKillTrack, winners } from '../rules/scoring';
import { effect, given, shot, target, when } from '../testing/given';

const [A, B, C, D, E] = [0, 1, 2, 3, 4];

describe('scoring: boards, kill-shot track, ties, double kill', () => {
  it('worked example 11: given B with one skull killed with [D,C,C,D,A,A,D,C,A,C,A], then C 6, A 4, D 2 + first blood, and the next death pays 4, 2, 1, 1', () => {
    const s = given({
      seats: 4,
      players: { 0: { weapons: ['machine-gun'] }, 1: { square: '2,1', skulls: 1, damage: [D, C, C, D, A, A, D, C, A, C] }, 2: { square: '2,2' }, 3: { square: '2,2' } },
    });
    const done = shot(s, A, 'machine-gun', [effect('basic'), target(B)]).state;
    const { state } = when(done, A, { type: 'end-turn' });
    expect(state.players.map((p) => p.score)).toEqual([4, 0, 6, 3]);
    expect(state.killTrack).toEqual([[A]]);
    expect(state.players[B].skulls).toBe(2);
    expect(boardValues(state.players[B])).toEqual([4, 2, 1, 1]);
  });

  it('worked example 15: given E\'s board [A,B,B] with one skull and the track [A],[B,B],[C],[A],[B],[C],[A],[C], then B 6, A 4+1, and the track pays A 8, B 6, C 4', () => {
    const e = given({ seats: 5, players: { 4: { damage: [A, B, B], skulls: 1 } } }).players[E];
    expect(Object.fromEntries(scoreBoard(e))).toEqual({ [B]: 6, [A]: 5 });
    const track = [[A], [B, B], [C], [A], [B], [C], [A], [C]];
    expect(Object.fromEntries(scoreKillTrack(track))).toEqual({ [A]: 8, [B]: 6, [C]: 4 });
    // A and B tied on points and on track tokens: the earlier track token (A) wins.
    expect(winners([13, 13, 4, 0, 0], track)).toEqual([A]);
  });

  it('given tied points, then the player with more kill-shot tokens wins; with no tokens, they share the win', () => {
    expect(winners([10, 10, 3], [[B], [B], [A]])).toEqual([B]);
    expect(winners([10, 10, 3], [[C]])).toEqual([A, B]);
  });

  it('given a board whose values are all covered by skulls, then every attacker still scores 1 (the digest\'s reading B3)', () => {
    const p = given({ players: { 1: { skulls: 6, damage: [A, A, C] } } }).players[B];
    expect(Object.fromEntries(scoreBoard(p))).toEqual({ [A]: 2, [C]: 1 });
  });

  it('given a frenzy-side board, then 2-1-1-1 and no first blood', () => {
    const p = given({ players: { 1: { frenzyBoard: true, damage: [C, A, A] } } }).players[B];
    expect(Object.fromEntries(scoreBoard(p))).toEqual({ [A]: 2, [C]: 1 });
  });

  it('given A kills two players in one turn, then kills are scored in killshot order and A gains 1 for the double kill', () => {
    const s = given({
      seats: 4,
      config: { skulls: 8 },
      players: { 0: { weapons: ['electroscythe'] }, 1: { square: '0,1', damage: Array(10).fill(C) }, 2: { square: '2,2' }, 3: { square: '0,1', damage: Array(10).fill(C) } },
    });
    const done = shot(s, A, 'electroscythe', [effect('basic')]).state;
    expect(done.turn.killed).toEqual([B, D]);
    const { state, events } = when(done, A, { type: 'end-turn' });
    expect(events.filter((e) => e.type === 'kill-scored').map((e) => (e as { victim: number }).victim)).toEqual([B, D]);
    expect(events).toContainEqual({ type: 'double-kill', seat: A });
    // Each board: C 8 + first blood, A 6; A also gets the double-kill point.
    expect(state.players.map((p) => p.score)).toEqual([13, 0, 18, 0]);
    expect(state.skullsLeft).toBe(6);
  });
});
