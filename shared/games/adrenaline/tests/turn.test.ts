import { describe, expect, it } from 'vitest';
import { applyMove, setupGame } from '../../../engine';
import { powerupById } from '../data';
import { adrenaline } from '../index';
import type { AdrenalineState } from '../state';
import { effect, given, refusal, shot, target, when } from '../testing/given';

const [A, B] = [0, 1];

describe('the turn: spawn, actions, adrenaline, reload', () => {
  it('given a new game, then the first player draws 2 powerups and spawns on the colour of the one discarded, keeping the other', () => {
    const setup = setupGame<AdrenalineState>(adrenaline, { config: { firstPlayer: 1 }, seats: 4, seed: 'spawn', startedAt: 0 });
    if (!setup.ok) throw new Error(setup.error.message);
    const s = setup.state;
    expect(s.turn).toMatchObject({ seat: 1, stage: 'spawn' });
    expect(s.players[1].powerups).toHaveLength(2);
    expect(Object.values(s.racks).every((r) => r.length === 3 && r.every((w) => w !== null))).toBe(true);
    expect(s.weaponDeck).toHaveLength(12);
    const [discard, keep] = s.players[1].powerups;
    const r = applyMove<AdrenalineState>(adrenaline, s, 1, { type: 'spawn', discard }, 1);
    if (!r.ok) throw new Error(r.error.message);
    const color = powerupById.get(discard)!.color;
    expect(r.state.players[1].square).toBe(adrenaline.view(r.state, 1).arena.spawnpoints[color]);
    expect(r.state.players[1].powerups).toEqual([keep]);
    expect(r.state.powerupDiscard).toEqual([discard]);
  });

  it('given 2 actions, when A runs twice, then no third action is possible, but A may still end the turn', () => {
    const s = given();
    const { state } = when(s, A, { type: 'run', to: '2,1' }, { type: 'run', to: '3,2' });
    expect(refusal(state, A, { type: 'run', to: '3,1' }).code).toBe('move/not-now');
    expect(when(state, A, { type: 'end-turn' }).state.turn.seat).toBe(B);
  });

  it('given a run of 4 squares, then it is refused as too far', () => {
    expect(refusal(given({ players: { 0: { square: '0,0' } } }), A, { type: 'run', to: '3,2' }).code).toBe('move/too-far');
  });

  it('worked example 9: given 5 damage, then grab may move 2 but shoot has no move; with 6 damage shoot may move 1 first', () => {
    const five = given({ players: { 0: { damage: [1, 1, 1, 1, 1], weapons: ['lock-rifle'] }, 1: { square: '2,0' } } });
    expect(refusal(five, A, { type: 'shoot', from: '1,1' }).code).toBe('move/too-far');
    expect(when(five, A, { type: 'grab', to: '2,1', pay: [] }).state.players[A].square).toBe('2,1');
    const six = given({ players: { 0: { damage: [1, 1, 1, 1, 1, 1], weapons: ['lock-rifle'] }, 1: { square: '1,2' } } });
    const { state } = shot(six, A, 'lock-rifle', [effect('basic'), target(B)], '1,1');
    expect(state.players[A].square).toBe('1,1');
  });

  it('worked example 9: given B died and respawned, then the damage and its upgrades are gone', () => {
    const s = given({ players: { 0: { weapons: ['lock-rifle'] }, 1: { square: '2,1', damage: Array(10).fill(2) } } });
    const ended = when(shot(s, A, 'lock-rifle', [effect('basic'), target(B)]).state, A, { type: 'end-turn' }).state;
    const back = when(ended, B, { type: 'respawn', discard: ended.players[B].powerups[0] }).state;
    expect(back.players[B].damage).toEqual([]);
    expect(adrenaline.view(back, B).turn.limits).toMatchObject({ grab: 1, shootMove: 0 });
  });

  it('given an unloaded weapon and the cubes, when A reloads, then it is loaded and A may take no more actions', () => {
    const s = given({ players: { 0: { weapons: ['lock-rifle:unloaded'], ammo: { blue: 2 } } } });
    const { state } = when(s, A, { type: 'reload', weapon: 'lock-rifle', pay: [] });
    expect(state.players[A].weapons).toEqual([{ id: 'lock-rifle', loaded: true }]);
    expect(state.players[A].ammo.blue).toBe(0);
    expect(refusal(state, A, { type: 'run', to: '1,1' }).code).toBe('move/not-now');
    expect(refusal(state, A, { type: 'reload', weapon: 'lock-rifle', pay: [] }).code).toBe('move/not-unloaded');
  });

  it('given no loaded weapon, then Shoot is refused with a clear message', () => {
    const e = refusal(given({ players: { 0: { weapons: ['zx-2:unloaded'] } } }), A, { type: 'shoot', from: '0,1' });
    expect(e).toEqual({ code: 'move/no-loaded-weapon', message: 'You have no loaded weapon to shoot with.' });
  });

  it('given a started shot, then no other action, powerup or end of turn is possible until it is confirmed or cancelled', () => {
    const s = given({ players: { 0: { weapons: ['lock-rifle'] }, 1: { square: '2,1' } } });
    const mid = when(s, A, { type: 'shoot', from: '0,1' }, { type: 'weapon', weapon: 'lock-rifle' }).state;
    expect(refusal(mid, A, { type: 'end-turn' }).code).toBe('move/not-now');
    expect(refusal(mid, A, { type: 'run', to: '1,1' }).code).toBe('move/not-now');
    expect(refusal(mid, A, { type: 'confirm' }).code).toBe('move/incomplete-shot');
  });
});
