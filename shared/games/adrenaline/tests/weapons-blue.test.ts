import { describe, expect, it } from 'vitest';
import { effect, given, refusal, shot, square, target, when, underRules } from '../testing/given';

// Rules 1 still ask a question that has one possible answer, so an illegal answer can be tried there.
const asked = underRules(1);

// Arena map-10: row 0 blue (0,0)(1,0)(2,0)*; row 1 red (0,1)*(1,1)(2,1) + yellow (3,1); row 2 white (1,2)(2,2) + yellow (3,2)*.
describe('blue weapons', () => {
  it('Lock Rifle: given B and C in sight, when A locks B and second-locks C, then B takes 2 damage and 1 mark, C only 1 mark, and A pays 1 red', () => {
    const s = given({ players: { 0: { weapons: ['lock-rifle'] }, 1: { square: '2,1' }, 2: { square: '0,0' } } });
    const { state } = shot(s, 0, 'lock-rifle', [effect('basic'), target(1), effect('second-lock'), target(2)]);
    expect(state.players[1].damage).toEqual([0, 0]);
    expect(state.players[1].marks[0]).toBe(1);
    expect(state.players[2].damage).toEqual([]);
    expect(state.players[2].marks[0]).toBe(1);
    expect(state.players[0].ammo.red).toBe(0);
    expect(state.players[0].weapons).toEqual([{ id: 'lock-rifle', loaded: false }]);
  });

  it('Lock Rifle: given the basic target, when Second Lock picks the same player, then it is refused', () => {
    const s = given({ players: { 0: { weapons: ['lock-rifle'] }, 1: { square: '2,1' }, 2: { square: '0,0' } } });
    const mid = asked.when(s, 0, { type: 'shoot', from: '0,1' }, { type: 'weapon', weapon: 'lock-rifle' }, effect('basic'), target(1), effect('second-lock')).state;
    expect(asked.refusal(mid, 0, target(1)).code).toBe('move/illegal-target');
  });

  it('Machine Gun: given two visible targets, when A uses focus shot on B and turret tripod on C, then B and C take 2 each', () => {
    const s = given({ players: { 0: { weapons: ['machine-gun'] }, 1: { square: '2,1' }, 2: { square: '0,0' } } });
    const { state } = shot(s, 0, 'machine-gun', [effect('basic'), target(1), target(2), effect('focus-shot'), target(1), effect('turret-tripod'), target(2)]); // part (b) has no new target in sight, so it is not asked
    expect(state.players[1].damage).toEqual([0, 0]);
    expect(state.players[2].damage).toEqual([0, 0]);
    expect(state.players[0].ammo).toEqual({ red: 1, blue: 0, yellow: 0 });
  });

  it('Machine Gun: given Focus Shot went to B, then Turret Tripod part (a) cannot also go to B', () => {
    const s = given({ players: { 0: { weapons: ['machine-gun'] }, 1: { square: '2,1' }, 2: { square: '0,0' } } });
    const mid = when(s, 0, { type: 'shoot', from: '0,1' }, { type: 'weapon', weapon: 'machine-gun' }, effect('basic'), target(1), target(2), effect('focus-shot'), target(1), effect('turret-tripod')).state;
    expect(refusal(mid, 0, target(1)).code).toBe('move/illegal-target');
  });

  it('T.H.O.R.: given a chain where each target sees the next, then 2, 1 and 2 damage land, though A sees neither C nor D', () => {
    const s = given({ seats: 4, players: { 0: { weapons: ['thor'], ammo: { blue: 2 } }, 1: { square: '2,1' }, 2: { square: '3,1' }, 3: { square: '3,2' } } });
    expect(asked.refusal(asked.when(s, 0, { type: 'shoot', from: '0,1' }, { type: 'weapon', weapon: 'thor' }, effect('basic')).state, 0, target(2)).code).toBe('move/illegal-target');
    const { state } = shot(s, 0, 'thor', [effect('basic'), target(1), effect('chain-reaction'), target(2), effect('high-voltage'), target(3)]);
    expect(state.players.map((p) => p.damage.length)).toEqual([0, 2, 1, 2]);
  });

  it('T.H.O.R.: given no Chain Reaction yet, then High Voltage is not available', () => {
    const s = given({ players: { 0: { weapons: ['thor'] }, 1: { square: '2,1' } } });
    const mid = when(s, 0, { type: 'shoot', from: '0,1' }, { type: 'weapon', weapon: 'thor' }, effect('basic'), target(1)).state;
    expect(refusal(mid, 0, effect('high-voltage')).code).toBe('move/effect-unavailable');
  });

  it('Plasma Gun: given a target out of sight, when A glides 1 square first, then shoots and charges, then the target takes 3', () => {
    const s = given({ players: { 0: { square: '1,0', weapons: ['plasma-gun'] }, 1: { square: '1,1' } } });
    const { state } = shot(s, 0, 'plasma-gun', [effect('phase-glide'), square('0,0'), effect('basic'), target(1), effect('charged-shot'), target(1)]);
    expect(state.players[0].square).toBe('0,0');
    expect(state.players[1].damage).toEqual([0, 0, 0]);
  });

  it('Whisper: given one target 1 move away and one 2 moves away, then only the far one is legal, taking 3 damage and 1 mark', () => {
    const s = given({ players: { 0: { weapons: ['whisper'] }, 1: { square: '1,1' }, 2: { square: '2,1' } } });
    const mid = asked.when(s, 0, { type: 'shoot', from: '0,1' }, { type: 'weapon', weapon: 'whisper' }, effect('basic')).state;
    expect(asked.refusal(mid, 0, target(1)).code).toBe('move/illegal-target');
    const { state } = asked.when(mid, 0, target(2), { type: 'confirm' });
    expect(state.players[2].damage).toEqual([0, 0, 0]);
    expect(state.players[2].marks[0]).toBe(1);
  });

  it('Electroscythe: given two players on A\'s square, then basic deals 1 to each and reaper mode 2 to each for blue and red', () => {
    const s = given({ players: { 0: { weapons: ['electroscythe'] }, 1: { square: '0,1' }, 2: { square: '0,1' } } });
    expect(shot(s, 0, 'electroscythe', [effect('basic')]).state.players.map((p) => p.damage.length)).toEqual([0, 1, 1]);
    const reaper = shot(s, 0, 'electroscythe', [effect('reaper')]).state;
    expect(reaper.players.map((p) => p.damage.length)).toEqual([0, 2, 2]);
    expect(reaper.players[0].ammo).toEqual({ red: 0, blue: 0, yellow: 1 });
  });

  it('Tractor Beam: given a target A cannot see, when pulled 2 squares into view, then it takes 1 damage there', () => {
    const s = given({ players: { 0: { square: '1,1', weapons: ['tractor-beam'] }, 1: { square: '1,0' } } });
    const mid = when(s, 0, { type: 'shoot', from: '1,1' }, { type: 'weapon', weapon: 'tractor-beam' }, effect('basic'), target(1)).state;
    expect(refusal(mid, 0, square('0,0')).code).toBe('move/illegal-target'); // blue room: out of A's sight
    const { state } = when(mid, 0, square('0,1'), { type: 'confirm' });
    expect(state.players[1].square).toBe('0,1');
    expect(state.players[1].damage).toEqual([0]);
  });

  it('Tractor Beam punisher: given a target 2 moves away, then it is pulled onto A\'s square and takes 3', () => {
    const s = given({ players: { 0: { square: '1,1', weapons: ['tractor-beam'] }, 1: { square: '0,0' } } });
    const { state } = shot(s, 0, 'tractor-beam', [effect('punisher'), target(1)]);
    expect(state.players[1].square).toBe('1,1');
    expect(state.players[1].damage).toEqual([0, 0, 0]);
  });
});
