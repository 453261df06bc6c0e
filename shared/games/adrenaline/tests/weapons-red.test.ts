import { describe, expect, it } from 'vitest';
import { dir, effect, given, refusal, shot, skip, square, target, when, underRules } from '../testing/given';

// Rules 1 still ask a question that has one possible answer, so an illegal answer can be tried there.
const asked = underRules(1);

// Arena map-10: row 0 blue (0,0)(1,0)(2,0)*; row 1 red (0,1)*(1,1)(2,1) + yellow (3,1); row 2 white (1,2)(2,2) + yellow (3,2)*.
const start = (s: ReturnType<typeof given>, weapon: string) => when(s, 0, { type: 'shoot', from: s.players[0].square! }, { type: 'weapon', weapon }).state;

describe('red weapons', () => {
  it('Vortex Cannon: given a vortex in sight, then the basic target and the black-hole targets are pulled onto it and damaged 2, 1, 1', () => {
    const s = given({ seats: 4, players: { 0: { weapons: ['vortex-cannon'] }, 1: { square: '2,1' }, 2: { square: '1,2' }, 3: { square: '1,1' } } });
    const { state } = shot(s, 0, 'vortex-cannon', [effect('basic'), square('1,1'), target(1), effect('black-hole'), target(2), target(3)]);
    expect(state.players.slice(1).map((p) => p.square)).toEqual(['1,1', '1,1', '1,1']);
    expect(state.players.map((p) => p.damage.length)).toEqual([0, 2, 1, 1]);
    expect(state.players[0].ammo.red).toBe(0);
  });

  it('Vortex Cannon: given A\'s own square, then it cannot be the vortex', () => {
    const s = given({ players: { 0: { weapons: ['vortex-cannon'] }, 1: { square: '0,1' } } });
    expect(refusal(when(start(s, 'vortex-cannon'), 0, effect('basic')).state, 0, square('0,1')).code).toBe('move/illegal-target');
  });

  it('Furnace: given a room seen through a door, then everyone in it takes 1; cozy fire gives 1 damage and 1 mark on a square 1 move away', () => {
    const s = given({ players: { 0: { weapons: ['furnace'] }, 1: { square: '0,0' }, 2: { square: '2,0' } } });
    const basic = shot(s, 0, 'furnace', [effect('basic'), { type: 'room', room: 'blue' }]).state;
    expect(basic.players.map((p) => p.damage.length)).toEqual([0, 1, 1]);
    expect(asked.refusal(asked.when(start(s, 'furnace'), 0, effect('basic')).state, 0, { type: 'room', room: 'red' }).code).toBe('move/illegal-target');
    const cozy = shot(s, 0, 'furnace', [effect('cozy-fire'), square('0,0')]).state;
    expect(cozy.players[1].damage).toEqual([0]);
    expect(cozy.players[1].marks[0]).toBe(1);
    expect(cozy.players[2].damage).toEqual([]);
  });

  it('Heatseeker: given one target in sight and one behind a wall, then only the unseen one is legal and takes 3', () => {
    const s = given({ players: { 0: { square: '1,0', weapons: ['heatseeker'] }, 1: { square: '1,1' }, 2: { square: '0,0' } } });
    const mid = asked.when(start(s, 'heatseeker'), 0, effect('basic')).state;
    expect(asked.refusal(mid, 0, target(2)).code).toBe('move/illegal-target');
    expect(asked.when(mid, 0, target(1), { type: 'confirm' }).state.players[1].damage).toEqual([0, 0, 0]);
  });

  it('Hellion: given two players on the target square, then the target takes 1 damage and 1 mark and the other 1 mark; nano-tracer gives 2 marks each', () => {
    const s = given({ players: { 0: { weapons: ['hellion'] }, 1: { square: '2,1' }, 2: { square: '2,1' } } });
    const basic = shot(s, 0, 'hellion', [effect('basic'), target(1)]).state;
    expect(basic.players[1].damage).toEqual([0]);
    expect([basic.players[1].marks[0], basic.players[2].marks[0]]).toEqual([1, 1]);
    expect(basic.players[2].damage).toEqual([]);
    const nano = shot(s, 0, 'hellion', [effect('nano-tracer'), target(1)]).state;
    expect([nano.players[1].marks[0], nano.players[2].marks[0]]).toEqual([2, 2]);
  });

  it('Hellion: given a target on A\'s own square, then it is not legal (at least 1 move away)', () => {
    const s = given({ players: { 0: { weapons: ['hellion'] }, 1: { square: '0,1' }, 2: { square: '2,1' } } });
    expect(asked.refusal(asked.when(start(s, 'hellion'), 0, effect('basic')).state, 0, target(1)).code).toBe('move/illegal-target');
  });

  it('Flamethrower: given one player on each of the two squares east, then basic hits each for 1 and barbecue 2 then 1', () => {
    const s = given({ players: { 0: { weapons: ['flamethrower'], ammo: { yellow: 2 } }, 1: { square: '1,1' }, 2: { square: '2,1' } } });
    const basic = shot(s, 0, 'flamethrower', [effect('basic'), dir('E'), target(1), target(2)]).state;
    expect(basic.players.map((p) => p.damage.length)).toEqual([0, 1, 1]);
    const bbq = shot(s, 0, 'flamethrower', [effect('barbecue'), dir('E'), square('2,1')]).state;
    expect(bbq.players.map((p) => p.damage.length)).toEqual([0, 2, 1]);
    expect(bbq.players[0].ammo.yellow).toBe(0);
  });

  it('Flamethrower: given a wall south of A, then the flames cannot go that way', () => {
    const s = given({ players: { 0: { square: '2,1', weapons: ['flamethrower'] }, 1: { square: '2,2' } } });
    expect(refusal(when(start(s, 'flamethrower'), 0, effect('basic')).state, 0, dir('S')).code).toBe('move/illegal-target');
  });

  it('Grenade Launcher: given a target moved onto another player, when the extra grenade hits that square, then the first target has 2 and the other 1', () => {
    const s = given({ players: { 0: { weapons: ['grenade-launcher'] }, 1: { square: '1,1' }, 2: { square: '2,1' } } });
    const { state } = shot(s, 0, 'grenade-launcher', [effect('basic'), target(1), square('2,1'), effect('extra-grenade'), square('2,1')]);
    expect(state.players[1].square).toBe('2,1');
    expect(state.players.map((p) => p.damage.length)).toEqual([0, 2, 1]);
  });

  it('Grenade Launcher: given A grenades its own square, then A is not hurt', () => {
    const s = given({ players: { 0: { weapons: ['grenade-launcher'] }, 1: { square: '0,1' }, 2: { square: '2,0' } } });
    const { state } = shot(s, 0, 'grenade-launcher', [effect('extra-grenade'), square('0,1'), effect('basic'), target(1), skip]);
    expect(state.players.map((p) => p.damage.length)).toEqual([0, 2, 0]);
  });

  it('Rocket Launcher: given the warhead, then the target takes 3 and its square-mate 1, even though the target was moved away', () => {
    const s = given({ players: { 0: { weapons: ['rocket-launcher'] }, 1: { square: '1,1' }, 2: { square: '1,1' } } });
    const { state } = shot(s, 0, 'rocket-launcher', [effect('basic'), target(1), square('2,1'), effect('fragmenting-warhead')]);
    expect(state.players[1].square).toBe('2,1');
    expect(state.players.map((p) => p.damage.length)).toEqual([0, 3, 1]);
    expect(state.players[0].ammo.yellow).toBe(0);
  });

  it('Rocket Launcher: given a target on A\'s square, when A rocket-jumps off it first, then A may shoot it', () => {
    const s = given({ players: { 0: { weapons: ['rocket-launcher'] }, 1: { square: '0,1' }, 2: { square: '2,2' } } });
    expect(refusal(start(s, 'rocket-launcher'), 0, effect('basic')).code).toBe('move/illegal-target');
    const { state } = shot(s, 0, 'rocket-launcher', [effect('rocket-jump'), square('1,1'), effect('basic'), target(1), skip]);
    expect(state.players[0].square).toBe('1,1');
    expect(state.players[1].damage).toEqual([0, 0]);
  });
});
