import { describe, expect, it } from 'vitest';
import { powerupById } from '../data';
import { effect, given, held, refusal, shot, target, when } from '../testing/given';

const [A, B, C] = [0, 1, 2];
const begin = (s: ReturnType<typeof given>, weapon: string) => when(s, A, { type: 'shoot', from: s.players[A].square! }, { type: 'weapon', weapon }).state;

describe('powerups: Targeting Scope, Newton, Teleporter, respawn', () => {
  it('worked example 7: given a marks-only effect (ZX-2 scanner), then no Scope can be played on its target', () => {
    const s = given({ players: { 0: { weapons: ['zx-2'], powerups: ['targeting-scope:red'] }, 1: { square: '2,1' }, 2: { square: '2,2' } } });
    const mid = when(begin(s, 'zx-2'), A, effect('scanner'), target(B)).state;
    expect(mid.turn.shot!.stage).toBe('effects');
    expect(refusal(mid, A, { type: 'scope', card: held(s, A, 'targeting-scope:red'), target: B, pay: 'red' }).code).toBe('move/not-now');
  });

  it('worked example 7: given the Lock Rifle on B and a Scope paid with a yellow cube, then B takes 3 damage and then 1 mark', () => {
    const s = given({ players: { 0: { weapons: ['lock-rifle'], powerups: ['targeting-scope:red'] }, 1: { square: '2,1', marks: { [A]: 1 } }, 2: { square: '2,2' } } });
    const scope = held(s, A, 'targeting-scope:red');
    const mid = when(begin(s, 'lock-rifle'), A, effect('basic'), target(B)).state;
    expect(mid.turn.shot!.stage).toBe('scope');
    expect(refusal(mid, A, { type: 'scope', card: scope, target: C, pay: 'yellow' }).code).toBe('move/bad-target');
    const { state, events } = when(mid, A, { type: 'scope', card: scope, target: B, pay: 'yellow' }, { type: 'confirm' });
    // 2 damage + 1 Scope damage, then the old mark converts, then the new mark.
    expect(state.players[B].damage).toEqual([A, A, A, A]);
    expect(state.players[B].marks[A]).toBe(1);
    expect(state.players[A].ammo.yellow).toBe(0);
    expect(state.powerupDiscard).toContain(scope);
    expect(events).toContainEqual(expect.objectContaining({ type: 'shot', scopes: [{ card: scope, target: B }] }));
  });

  it('given a Scope and another powerup, when the Scope is paid by discarding that powerup, then both go to the discard pile', () => {
    const s = given({ players: { 0: { weapons: ['lock-rifle'], powerups: ['targeting-scope:red', 'newton:blue'], ammo: { red: 0, blue: 0, yellow: 0 } }, 1: { square: '2,1' } } });
    const scope = held(s, A, 'targeting-scope:red');
    const newton = held(s, A, 'newton:blue');
    const { state } = when(begin(s, 'lock-rifle'), A, effect('basic'), target(B), { type: 'scope', card: scope, target: B, pay: newton }, { type: 'confirm' });
    expect(state.players[B].damage).toHaveLength(3);
    expect(state.players[A].powerups).toEqual([]);
  });

  it('worked example 17: given C out of sight, when A runs, plays Newton to pull C 1 square through a door, then A can shoot C', () => {
    const s = given({ players: { 0: { square: '0,1', weapons: ['lock-rifle'], powerups: ['newton:red'] }, 1: { square: '2,2' }, 2: { square: '0,0' } } });
    const newton = held(s, A, 'newton:red');
    const ran = when(s, A, { type: 'run', to: '1,1' }).state;
    expect(refusal(ran, A, { type: 'newton', card: newton, target: C, to: '1,1' }).code).toBe('move/bad-destination');
    const pushed = when(ran, A, { type: 'newton', card: newton, target: C, to: '0,1' }).state;
    expect(pushed.players[C].square).toBe('0,1');
    const { state } = shot(pushed, A, 'lock-rifle', [effect('basic'), target(C)]);
    expect(state.players[C].damage).toEqual([A, A]);
    expect(state.turn.actionsLeft).toBe(0);
  });

  it('given a wall after the first step, then Newton can push only 1 square', () => {
    const s = given({ players: { 0: { powerups: ['newton:red'] }, 1: { square: '2,0' } } });
    const newton = held(s, A, 'newton:red');
    expect(refusal(s, A, { type: 'newton', card: newton, target: B, to: '2,2' }).code).toBe('move/bad-destination');
    expect(when(s, A, { type: 'newton', card: newton, target: B, to: '2,1' }).state.players[B].square).toBe('2,1');
    expect(refusal(s, A, { type: 'newton', card: newton, target: A, to: '1,1' }).code).toBe('move/bad-target');
  });

  it('given a Teleporter, then A can move to any square between actions but not after reloading', () => {
    const s = given({ players: { 0: { powerups: ['teleporter:blue'], weapons: ['zx-2:unloaded'] } } });
    const card = held(s, A, 'teleporter:blue');
    expect(when(s, A, { type: 'teleporter', card, to: '3,2' }).state.players[A].square).toBe('3,2');
    const reloaded = when(s, A, { type: 'reload', weapon: 'zx-2', pay: [] }).state;
    expect(refusal(reloaded, A, { type: 'teleporter', card, to: '3,2' }).code).toBe('move/not-now');
  });

  it('worked example 16: given B with 3 powerups killed, when B draws a yellow Scope and discards the blue Tagback, then B respawns on blue with 3 cards', () => {
    const s = given({
      players: { 0: { weapons: ['zx-2'] }, 1: { square: '2,1', damage: Array(10).fill(C), powerups: ['teleporter:red', 'newton:red', 'tagback-grenade:blue'] }, 2: { square: '2,2' } },
    });
    const killed = shot(s, A, 'zx-2', [effect('basic'), target(B)]).state;
    const yellowScope = killed.powerupDeck.find((c) => powerupById.get(c)!.type === 'targeting-scope' && powerupById.get(c)!.color === 'yellow')!;
    killed.powerupDeck = [yellowScope, ...killed.powerupDeck.filter((c) => c !== yellowScope)];
    const ended = when(killed, A, { type: 'end-turn' }).state;
    expect(ended.players[B].powerups).toHaveLength(4);
    expect(refusal(ended, A, { type: 'end-turn' }).code).toBe('move/not-your-turn');
    const tagback = held(ended, B, 'tagback-grenade:blue');
    const { state } = when(ended, B, { type: 'respawn', discard: tagback });
    expect(state.players[B].square).toBe('2,0');
    expect(state.players[B].powerups).toHaveLength(3);
    expect(state.players[B].powerups).toContain(yellowScope);
    expect(state.turn.seat).toBe(B);
  });
});
