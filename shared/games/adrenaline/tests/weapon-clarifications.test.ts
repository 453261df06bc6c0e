import { describe, expect, it } from 'vitest';
import { dir, effect, given, refusal, shot, square, target, underRules, when } from '../testing/given';

// Rules 1 still ask a question that has one possible answer, so an illegal answer can be tried there.
const asked = underRules(1);

// The weapons manual's clarifications (the `notes` of weapons.json). Arena map-10, see weapons-blue.test.ts.
const [A, B, C] = [0, 1, 2];
const begin = (s: ReturnType<typeof given>, weapon: string) => when(s, A, { type: 'shoot', from: s.players[A].square! }, { type: 'weapon', weapon }).state;

describe('weapon clarifications from the manual', () => {
  it('Railgun: given a target on A\'s own square, then it is in every line and may be shot', () => {
    const s = given({ players: { 0: { weapons: ['railgun'] }, 1: { square: '0,1' }, 2: { square: '3,2' } } });
    expect(shot(s, A, 'railgun', [effect('basic'), dir('N'), target(B)]).state.players[B].damage).toEqual([A, A, A]);
  });

  it('Whisper: given A beside a door, then the target just beyond it (1 move) is illegal but one farther in that room is legal', () => {
    const s = given({ players: { 0: { weapons: ['whisper'] }, 1: { square: '0,0' }, 2: { square: '2,0' } } });
    const mid = asked.when(begin(s, 'whisper'), A, effect('basic')).state;
    expect(asked.refusal(mid, A, target(B)).code).toBe('move/illegal-target');
    expect(asked.when(mid, A, target(C), { type: 'confirm' }).state.players[C].damage).toHaveLength(3);
  });

  it('Vortex Cannon: given targets on A\'s own square and next to the vortex, then both end on the vortex', () => {
    const s = given({ players: { 0: { weapons: ['vortex-cannon'] }, 1: { square: '0,1' }, 2: { square: '2,1' } } });
    const { state } = shot(s, A, 'vortex-cannon', [effect('basic'), square('1,1'), target(B), effect('black-hole'), target(C)]);
    expect([state.players[B].square, state.players[C].square]).toEqual(['1,1', '1,1']);
    expect([state.players[B].damage.length, state.players[C].damage.length]).toEqual([2, 1]);
  });

  it('Machine Gun: given the basic effect hit 1 target, then Turret Tripod (a) may add 1 to it, and Focus Shot can no longer go to it', () => {
    const s = given({ players: { 0: { weapons: ['machine-gun'] }, 1: { square: '2,1' }, 2: { square: '3,2' } } });
    const mid = when(begin(s, 'machine-gun'), A, effect('basic'), target(B), effect('turret-tripod'), target(B)).state;
    expect(mid.turn.shot!.work[B].damage).toEqual([A, A]);
    expect(refusal(mid, A, effect('focus-shot')).code).toBe('move/illegal-target');
  });

  it('Cyberblade: given 2 players on the next square, when A steps there first, then A can hit both', () => {
    const s = given({ players: { 0: { weapons: ['cyberblade'] }, 1: { square: '1,1' }, 2: { square: '1,1' } } });
    const { state } = shot(s, A, 'cyberblade', [effect('shadowstep'), square('1,1'), effect('basic'), target(B), effect('slice-and-dice'), target(C)]);
    expect(state.players.map((p) => p.damage.length)).toEqual([0, 2, 2]);
  });

  it('Plasma Gun: given Phase Glide used before the basic effect, then it cannot be used again after (no split move)', () => {
    const s = given({ players: { 0: { weapons: ['plasma-gun'] }, 1: { square: '2,1' } } });
    const mid = when(begin(s, 'plasma-gun'), A, effect('phase-glide'), square('1,1'), effect('basic'), target(B)).state;
    expect(refusal(mid, A, effect('phase-glide')).code).toBe('move/effect-unavailable');
  });

  it('ZX-2 scanner: given targets in 3 different rooms A can see, then all 3 may be marked', () => {
    const s = given({ seats: 4, players: { 0: { square: '2,1', weapons: ['zx-2'] }, 1: { square: '2,0' }, 2: { square: '1,1' }, 3: { square: '3,1' } } });
    const { state } = shot(s, A, 'zx-2', [effect('scanner'), target(1), target(2), target(3)]);
    expect(state.players.map((p) => p.marks[A])).toEqual([0, 1, 1, 1]);
  });

  it('given an effect that would hit nobody (Electroscythe alone on its square), then rules 1 refuse the effect and rules 2 the Shoot action itself', () => {
    const s = given({ players: { 0: { weapons: ['electroscythe'] }, 1: { square: '3,2' }, 2: { square: '3,2' } } });
    const v1 = underRules(1);
    const begun = v1.when(s, A, { type: 'shoot', from: '0,1' }, { type: 'weapon', weapon: 'electroscythe' }).state;
    expect(v1.refusal(begun, A, effect('basic'))).toEqual({ code: 'move/illegal-target', message: 'This effect would hit nobody and move nothing.' });
    expect(refusal(s, A, { type: 'shoot', from: '0,1' })).toEqual({ code: 'move/cannot-hit', message: 'None of your weapons can hit anyone from that square.' });
  });
});
