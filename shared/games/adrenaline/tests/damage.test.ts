import { describe, expect, it } from 'vitest';
import { applyHit } from '../rules/damage';
import { dir, effect, given, shot, target, when } from '../testing/given';

const A = 0;
const B = 1;
const C = 2;
const D = 3;

describe('damage, marks, kill and overkill', () => {
  it('worked example 5: given A has 2 marks on B, when A hits B with the Lock Rifle (2 damage + 1 mark), then 4 A tokens land and then 1 new mark', () => {
    const s = given({ players: { 0: { weapons: ['lock-rifle'] }, 1: { square: '2,1', marks: { [A]: 2 } } } });
    const { state } = shot(s, A, 'lock-rifle', [effect('basic'), target(B)]);
    expect(state.players[B].damage).toEqual([A, A, A, A]);
    expect(state.players[B].marks[A]).toBe(1);
  });

  it('worked example 6: given A has 3 marks on B, when A only marks B, then the mark is void; when A later deals 1 damage, B takes 4 and the marks drop to 0', () => {
    const s = given({ players: { 0: { weapons: ['zx-2', 'machine-gun'] }, 1: { square: '2,1', marks: { [A]: 3 } }, 2: { square: '2,0' } } });
    const marked = shot(s, A, 'zx-2', [effect('scanner'), target(B), { type: 'skip' }]).state;
    expect(marked.players[B].marks[A]).toBe(3);
    expect(marked.players[B].damage).toEqual([]);
    const { state } = shot(marked, A, 'machine-gun', [effect('basic'), target(B), { type: 'skip' }]);
    expect(state.players[B].damage).toEqual([A, A, A, A]);
    expect(state.players[B].marks[A]).toBe(0);
  });

  it('given 3 marks from A on B, when C marks B, then C\'s marks are counted apart (cap 3 per attacker)', () => {
    const p = given({ players: { 1: { marks: { [A]: 3 } } } }).players[B];
    applyHit(p, C, 0, 2);
    expect(p.marks.slice(0, 3)).toEqual([3, 0, 2]);
  });

  it('given 10 damage, when 3 more land, then the 11th and 12th tokens are placed and the 3rd is lost', () => {
    const p = given({ players: { 1: { damage: [C, A, A, C, D, A, C, A, D, C] } }, seats: 4 }).players[B];
    const r = applyHit(p, A, 3, 0);
    expect(r).toEqual({ placed: 2, killed: true });
    expect(p.damage).toHaveLength(12);
  });

  it('given marks that do not fit on the track, when damage converts them, then the excess is removed, not kept', () => {
    const p = given({ players: { 1: { damage: Array(10).fill(C), marks: { [A]: 3 } } } }).players[B];
    applyHit(p, A, 1, 0);
    expect(p.damage.slice(10)).toEqual([A, A]);
    expect(p.marks[A]).toBe(0);
  });

  it('worked example 10: given B at 10 damage [C,A,A,C,D,A,C,A,D,C], when A deals 3, then at the end of turn C 7, A 8, D 4, A has 2 tokens on the track, a revenge mark, and a skull covers B\'s 8', () => {
    const s = given({
      seats: 4,
      players: { 0: { square: '2,0', weapons: ['railgun'] }, 1: { square: '2,2', damage: [C, A, A, C, D, A, C, A, D, C] }, 2: { square: '0,0' }, 3: { square: '0,0' } },
    });
    const shotDone = shot(s, A, 'railgun', [effect('basic'), dir('S'), target(B)]).state;
    expect(shotDone.players[B].damage).toEqual([C, A, A, C, D, A, C, A, D, C, A, A]);
    const { state, events } = when(shotDone, A, { type: 'end-turn' });
    expect(state.players.map((p) => p.score)).toEqual([8, 0, 7, 4]);
    expect(state.killTrack).toEqual([[A, A]]);
    expect(state.skullsLeft).toBe(7);
    expect(state.players[A].marks[B]).toBe(1);
    expect(state.players[B].skulls).toBe(1);
    expect(state.players[B].damage).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'kill-scored', victim: B, killer: A, overkill: true }));
    // Then B draws 1 and respawns where the discarded card's colour says, keeping weapons, ammo and marks.
    expect(state.respawnQueue).toEqual([B]);
    const card = state.players[B].powerups[0];
    const after = when(state, B, { type: 'respawn', discard: card }).state;
    expect(after.players[B].square).not.toBeNull();
    expect(after.turn.seat).toBe(B);
  });
});
