import { describe, expect, it } from 'vitest';
import { dir, effect, given, refusal, shot, square, target, when, underRules } from '../testing/given';

// Rules 1 still ask a question that has one possible answer, so an illegal answer can be tried there.
const asked = underRules(1);

// Arena map-10: row 0 blue (0,0)(1,0)(2,0)*; row 1 red (0,1)*(1,1)(2,1) + yellow (3,1); row 2 white (1,2)(2,2) + yellow (3,2)*.
const start = (s: ReturnType<typeof given>, weapon: string) => when(s, 0, { type: 'shoot', from: s.players[0].square! }, { type: 'weapon', weapon }).state;

describe('yellow weapons', () => {
  it('Railgun: given a target behind a wall in a straight line, then it takes 3; piercing hits 2 targets in the line for 2 each', () => {
    const s = given({ players: { 0: { square: '2,0', weapons: ['railgun'] }, 1: { square: '2,2' }, 2: { square: '2,1' } } });
    expect(shot(s, 0, 'railgun', [effect('basic'), dir('S'), target(1)]).state.players[1].damage).toEqual([0, 0, 0]);
    const piercing = shot(s, 0, 'railgun', [effect('piercing'), dir('S'), target(1), target(2)]).state;
    expect(piercing.players.map((p) => p.damage.length)).toEqual([0, 2, 2]);
  });

  it('Railgun: given a target off the line, then it is not legal', () => {
    const s = given({ players: { 0: { square: '2,0', weapons: ['railgun'] }, 1: { square: '1,1' }, 2: { square: '2,2' } } });
    const mid = asked.when(start(s, 'railgun'), 0, effect('basic'), dir('S')).state;
    expect(asked.refusal(mid, 0, target(1)).code).toBe('move/illegal-target');
  });

  it('Cyberblade: given a target here and one next door, when A hits, steps and slices, then each takes 2', () => {
    const s = given({ players: { 0: { weapons: ['cyberblade'] }, 1: { square: '0,1' }, 2: { square: '1,1' } } });
    const { state } = shot(s, 0, 'cyberblade', [effect('basic'), target(1), effect('shadowstep'), square('1,1'), effect('slice-and-dice'), target(2)]);
    expect(state.players.map((p) => p.damage.length)).toEqual([0, 2, 2]);
    expect(state.players[0].square).toBe('1,1');
  });

  it('ZX-2: given basic mode, then 1 damage and 2 marks; scanner marks up to 3 targets without damage', () => {
    const s = given({ players: { 0: { weapons: ['zx-2'] }, 1: { square: '2,1' }, 2: { square: '0,0' } } });
    const basic = shot(s, 0, 'zx-2', [effect('basic'), target(1)]).state;
    expect([basic.players[1].damage, basic.players[1].marks[0]]).toEqual([[0], 2]);
    const scan = shot(s, 0, 'zx-2', [effect('scanner'), target(1), target(2)]).state;
    expect(scan.players.map((p) => p.damage.length)).toEqual([0, 0, 0]);
    expect([scan.players[1].marks[0], scan.players[2].marks[0]]).toEqual([1, 1]);
  });

  it('Shotgun: given a target on A\'s square, then 3 damage and an optional 1-square push; long barrel hits 1 move away for 2', () => {
    const s = given({ players: { 0: { weapons: ['shotgun'] }, 1: { square: '0,1' }, 2: { square: '1,1' } } });
    const basic = shot(s, 0, 'shotgun', [effect('basic'), target(1), square('0,0')]).state;
    expect([basic.players[1].damage.length, basic.players[1].square]).toEqual([3, '0,0']);
    expect(asked.refusal(asked.when(start(s, 'shotgun'), 0, effect('long-barrel')).state, 0, target(1)).code).toBe('move/illegal-target');
    expect(shot(s, 0, 'shotgun', [effect('long-barrel'), target(2)]).state.players[2].damage).toEqual([0, 0]);
  });

  it('Power Glove: given a target 1 move away, then A moves onto it and gives 1 damage and 2 marks', () => {
    const s = given({ players: { 0: { weapons: ['power-glove'] }, 1: { square: '1,1' } } });
    const { state } = shot(s, 0, 'power-glove', [effect('basic'), target(1)]);
    expect(state.players[0].square).toBe('1,1');
    expect([state.players[1].damage, state.players[1].marks[0]]).toEqual([[0], 2]);
  });

  it('Power Glove rocket fist: given a player on each of the next 2 squares east, then A flies 2 squares and punches each for 2', () => {
    const s = given({ players: { 0: { weapons: ['power-glove'] }, 1: { square: '1,1' }, 2: { square: '2,1' } } });
    const { state } = shot(s, 0, 'power-glove', [effect('rocket-fist'), square('1,1'), target(1), square('2,1'), target(2)]);
    expect(state.players[0].square).toBe('2,1');
    expect(state.players.map((p) => p.damage.length)).toEqual([0, 2, 2]);
  });

  it('Shockwave: given targets 1 move away on different squares, then 1 damage each; two on the same square cannot both be chosen; tsunami hits all', () => {
    const s = given({ seats: 4, players: { 0: { weapons: ['shockwave'] }, 1: { square: '1,1' }, 2: { square: '0,0' }, 3: { square: '1,1' } } });
    expect(shot(s, 0, 'shockwave', [effect('basic'), target(1), target(2)]).state.players.map((p) => p.damage.length)).toEqual([0, 1, 1, 0]);
    const mid = when(start(s, 'shockwave'), 0, effect('basic'), target(1)).state;
    expect(refusal(mid, 0, target(3)).code).toBe('move/illegal-target');
    expect(shot(s, 0, 'shockwave', [effect('tsunami')]).state.players.map((p) => p.damage.length)).toEqual([0, 1, 1, 1]);
  });

  it('Sledgehammer: given a target here, then basic deals 2; pulverize deals 3 and sends it 2 squares in a straight line', () => {
    const s = given({ players: { 0: { weapons: ['sledgehammer'] }, 1: { square: '0,1' } } });
    expect(shot(s, 0, 'sledgehammer', [effect('basic'), target(1)]).state.players[1].damage.length).toBe(2);
    const pulv = shot(s, 0, 'sledgehammer', [effect('pulverize'), target(1), square('2,1')]).state;
    expect([pulv.players[1].damage.length, pulv.players[1].square]).toEqual([3, '2,1']);
    expect(refusal(when(start(s, 'sledgehammer'), 0, effect('pulverize'), target(1)).state, 0, square('1,2')).code).toBe('move/illegal-target');
  });
});
