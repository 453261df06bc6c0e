import { describe, expect, it } from 'vitest';
import { adrenaline } from '../index';
import { scoreBoard } from '../rules/scoring';
import type { AdrenalineState } from '../state';
import { effect, given, refusal, shot, when } from '../testing/given';

const [A, B, C, D] = [0, 1, 2, 3];
const frenzyConfig = { endMode: 'final-frenzy' as const, skulls: 5 };

/** Answers every respawn prompt with the first card in hand. */
function respawnAll(s: AdrenalineState): AdrenalineState {
  let state = s;
  while (state.respawnQueue.length) {
    const seat = state.respawnQueue[0];
    state = when(state, seat, { type: 'respawn', discard: state.players[seat].powerups[0] }).state;
  }
  return state;
}

describe('Final Frenzy', () => {
  it('worked example 12: given 1 skull left, when C kills A then D, then A takes the skull, D is appended, C gets the double kill, and the frenzy runs D (2 actions), A, B, C (1 each)', () => {
    const s = given({
      seats: 4,
      active: C,
      config: frenzyConfig,
      players: { 0: { square: '1,1', damage: Array(10).fill(B) }, 1: { square: '3,2', damage: [C] }, 2: { square: '1,1', weapons: ['electroscythe'] }, 3: { square: '1,1', damage: Array(10).fill(B) } },
    });
    s.skullsLeft = 1;
    s.killTrack = [[B], [B], [B], [B]];
    const killed = shot(s, C, 'electroscythe', [effect('basic')]).state;
    const ended = when(killed, C, { type: 'end-turn' });
    expect(ended.state.killTrack.slice(4)).toEqual([[C], [C]]);
    expect(ended.state.players[A].skulls).toBe(1);
    expect(ended.state.players[D].skulls).toBe(0);
    expect(ended.events).toContainEqual({ type: 'double-kill', seat: C });
    expect(ended.state.respawnQueue).toEqual([D, A]);
    const frenzy = respawnAll(ended.state);
    expect(frenzy.frenzy).toEqual({ order: [D, A, B, C], twoActions: [D], lastSkullBy: C });
    expect(frenzy.players.map((p) => p.frenzyBoard)).toEqual([true, false, true, true]);
    expect(frenzy.turn).toMatchObject({ seat: D, actionsLeft: 2 });
    let state = when(frenzy, D, { type: 'end-turn' }).state;
    expect(state.turn).toMatchObject({ seat: A, actionsLeft: 1 });
    expect(refusal(state, A, { type: 'run', to: '1,1' }).code).toBe('move/not-available');
    state = when(state, A, { type: 'end-turn' }).state;
    state = when(state, B, { type: 'end-turn' }).state;
    expect(state.turn.seat).toBe(C);
    state = when(state, C, { type: 'end-turn' }).state;
    expect(state.phase).toBe('over');
    expect(adrenaline.outcome(state)).not.toBeNull();
  });

  it('worked example 13: given 5 players and the last skull taken by the seat before the first player, then everyone gets 1 action; taken by the first player, the others get 2 and the first plays last', () => {
    const lastSkullBy = (seat: number) => {
      const s = given({ seats: 5, active: seat, config: frenzyConfig, players: { [seat]: { square: '1,1', weapons: ['electroscythe'] }, [(seat + 1) % 5]: { square: '1,1', damage: Array(10).fill((seat + 2) % 5) } } });
      s.skullsLeft = 1;
      const ended = when(shot(s, seat, 'electroscythe', [effect('basic')]).state, seat, { type: 'end-turn' }).state;
      return respawnAll(ended).frenzy!;
    };
    expect(lastSkullBy(4)).toMatchObject({ order: [0, 1, 2, 3, 4], twoActions: [] });
    expect(lastSkullBy(0)).toMatchObject({ order: [1, 2, 3, 4, 0], twoActions: [1, 2, 3, 4] });
  });

  it('worked example 14: given the frenzy, when B (front side, 2 skulls) dies to [A x6, C x5], then A 4 + first blood, C 2, the token is appended, and B flips; a second death pays C 2, D 1, no first blood', () => {
    const base = given({ seats: 4, active: A, config: frenzyConfig, players: { 0: { square: '1,1', weapons: ['electroscythe'] }, 1: { square: '1,1', skulls: 2, damage: [...Array(6).fill(A), ...Array(4).fill(C)] } } });
    base.skullsLeft = 0;
    base.killTrack = [[B], [B], [C], [C], [D]];
    base.frenzy = { order: [A, B, C, D], twoActions: [A, B, C, D], lastSkullBy: D };
    // The example's [A x6, C x5] with A's killshot: here A's shot adds the 11th token to [A x6, C x4]; the ranking is the same.
    const killed = when(shot(base, A, 'electroscythe', [effect('basic')]).state, A, { type: 'end-turn' }).state;
    expect(killed.players[A].score).toBe(5);
    expect(killed.players[C].score).toBe(2);
    expect(killed.killTrack.slice(5)).toEqual([[A]]);
    expect(killed.skullsLeft).toBe(0);
    expect(killed.players[B].frenzyBoard).toBe(true);
    expect(killed.players[B].skulls).toBe(2);
    const again = { ...killed.players[B], damage: [...Array(7).fill(C), ...Array(4).fill(D)] };
    expect(Object.fromEntries(scoreBoard(again))).toEqual({ [C]: 2, [D]: 1 });
  });

  it('given a frenzy turn with 1 action, then Grab reaches 3 squares and Shoot may move 2 and reload first', () => {
    const s = given({ seats: 3, config: frenzyConfig, players: { 0: { square: '0,1', weapons: ['zx-2:unloaded'] }, 1: { square: '3,1' } } });
    s.skullsLeft = 0;
    s.frenzy = { order: [A, B, C], twoActions: [], lastSkullBy: C };
    s.turn.actionsLeft = 1;
    const mid = when(s, A, { type: 'shoot', from: '2,1' }, { type: 'reload', weapon: 'zx-2', pay: [] }, { type: 'weapon', weapon: 'zx-2' }, effect('basic'), { type: 'target', seat: B }, { type: 'confirm' }).state;
    expect(mid.players[A].square).toBe('2,1');
    expect(mid.players[B].damage).toEqual([A]);
    expect(refusal(s, A, { type: 'shoot', from: '3,1' }).code).toBe('move/too-far');
  });
});
