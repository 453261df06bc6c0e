/** The resolution round end to end (digest §4, §5.9, §10): turn order of steps, turn 13, win, loss, the record. */
import { describe, expect, it } from 'vitest';
import { program } from '../testing';
import { resolveMission, type ResolutionInput } from './resolve';

const stacks = { red: ['tile-red-1', 'tile-red-2', 'tile-red-3', 'tile-red-4', 'tile-red-5', 'tile-red-6'], white: ['tile-white-1', 'tile-white-2', 'tile-white-3', 'tile-white-4', 'tile-white-5', 'tile-white-6'], blue: ['tile-blue-1', 'tile-blue-2', 'tile-blue-3', 'tile-blue-4', 'tile-blue-5', 'tile-blue-6'] };

function mission(crew: Array<Array<string | null>>, threats: ResolutionInput['threats']): ResolutionInput {
  return { crew: crew.map((slots, i) => ({ name: `P${i + 1}`, android: false, slots: program(slots) })), threats, trajectories: { red: 'T1', white: 'T1', blue: 'T1', internal: 'T1' }, damageStacks: stacks };
}

describe('a whole mission', () => {
  it('given a crew that maintains the computer and shoots a Fighter down, then the ship jumps home and scores it', () => {
    const r = resolveMission({
      ...mission([['A', 'A'], ['C'], [null, 'lift', 'C'], []], [{ id: 'E1-07', token: 1, zone: 'white' }]),
      trajectories: { red: 'T1', white: 'T7', blue: 'T1', internal: 'T1' },
    });
    expect(r.won).toBe(true);
    expect(r.turns.map((t) => t.turn)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect([r.turns[1].crew[0].played?.half, r.turns[1].crew[3].played]).toEqual(['action', null]);
    expect(r.turns[2].threats[0]).toEqual(expect.objectContaining({ status: 'destroyed', damage: 6, position: 13 }));
    expect(r.score).toEqual({ destroyed: 4, survived: 0, damageTiles: 0, worstZone: 0, knockedOut: 0, lyingBattlebots: 2, visual: 1, total: 3 });
    expect(r.log[r.log.length - 1].text).toContain('jumped home');
  });
  it('given nobody acts against an Alien, when it reaches Z, then the mission is lost and resolution stops there', () => {
    const r = resolveMission(mission([[], [], [], []], [{ id: 'SI1-03', token: 1, zone: null }]));
    expect([r.won, r.score]).toEqual([false, null]);
    expect(r.reason).toContain('Alien');
    expect(r.turns.length).toBeLessThan(14);
  });
  it('given a threat still on its trajectory at the jump, then it scores nothing', () => {
    const r = resolveMission({ ...mission([[], [], [], []], [{ id: 'SE1-02', token: 8, zone: 'red' }]), trajectories: { red: 'T7', white: 'T1', blue: 'T1', internal: 'T1' } });
    expect(r.won).toBe(true);
    expect(r.turns[13].threats[0].status).toBe('active');
    expect([r.score!.destroyed, r.score!.survived]).toEqual([0, 0]);
  });
  it('given a rocket launched in turn 12, then it strikes in turn 13 before the threats act once more', () => {
    const r = resolveMission({
      ...mission([[], [], [], ['to:LB', null, null, null, null, null, null, null, null, null, null, 'C']], [{ id: 'E1-05', token: 6, zone: 'white' }]),
      trajectories: { red: 'T1', white: 'T7', blue: 'T1', internal: 'T1' },
    });
    const rocket = r.log.findIndex((l) => l.turn === 13 && l.step === 'rocket');
    const moves = r.log.findIndex((l) => l.turn === 13 && l.step === 'threats');
    expect(rocket).toBeGreaterThan(-1);
    expect(r.log[rocket].text).toContain('Gunship (T+6) is hit for 3');
    expect(moves === -1 || moves > rocket).toBe(true);
  });
});
