import { describe, expect, it } from 'vitest';
import { adrenaline } from '../index';
import { effect, given, held, refusal, shot, target, when } from '../testing/given';
import type { ReactionSetting } from '../state';

const [A, B, C] = [0, 1, 2];
const table = (setting: ReactionSetting, bCards: string[] = ['tagback-grenade:red'], bSquare = '2,1') =>
  given({ config: { reactionDefault: setting }, players: { 0: { weapons: ['lock-rifle'] }, 1: { square: bSquare, powerups: bCards }, 2: { square: '3,2' } } });

describe('Tagback Grenade reactions and the per-seat setting', () => {
  it('given B set to "ask" and damaged by A whom B sees, then B gets a reaction prompt; playing the grenade marks A', () => {
    const s = table('ask');
    const { state } = shot(s, A, 'lock-rifle', [effect('basic'), target(B)]);
    expect(adrenaline.prompts(state)).toEqual([expect.objectContaining({ seat: B, kind: 'tagback', mode: 'reaction' })]);
    expect(refusal(state, A, { type: 'end-turn' }).code).toBe('move/not-your-turn');
    const card = held(state, B, 'tagback-grenade:red');
    const played = when(state, B, { type: 'tagback', card });
    expect(played.state.players[A].marks[B]).toBe(1);
    expect(played.events).toContainEqual({ type: 'tagback-played', seat: B, card, target: A, marksAdded: 1 });
    expect(adrenaline.prompts(played.state)[0].seat).toBe(A);
  });

  it('given B set to "ask" without a grenade, then B is still prompted (the table cannot tell who holds one) and can only decline', () => {
    const s = table('ask', ['newton:red']);
    const { state } = shot(s, A, 'lock-rifle', [effect('basic'), target(B)]);
    expect(adrenaline.prompts(state).map((p) => p.seat)).toEqual([B]);
    expect(adrenaline.legalMoves(state, B)).toEqual([{ type: 'decline' }]);
  });

  it('given B set to "never", then no prompt and no mark; given "always", the grenade is played at once', () => {
    const never = shot(table('never'), A, 'lock-rifle', [effect('basic'), target(B)]).state;
    expect(adrenaline.prompts(never)[0].seat).toBe(A);
    expect(never.players[A].marks[B]).toBe(0);
    const always = shot(table('always'), A, 'lock-rifle', [effect('basic'), target(B)]);
    expect(adrenaline.prompts(always.state)[0].seat).toBe(A);
    expect(always.state.players[A].marks[B]).toBe(1);
    expect(always.events).toContainEqual(expect.objectContaining({ type: 'tagback-played', seat: B }));
  });

  it('worked example 8: given B in the white room on a square with no door to A\'s room, when A damages B, then B cannot tag back', () => {
    const s = given({ config: { reactionDefault: 'always' }, players: { 0: { square: '1,1', weapons: ['lock-rifle'] }, 1: { square: '2,2', powerups: ['tagback-grenade:red'] } } });
    const { state } = shot(s, A, 'lock-rifle', [effect('basic'), target(B)]);
    expect(state.players[A].marks[B]).toBe(0);
    expect(state.players[B].powerups).toHaveLength(1);
  });

  it('given a marks-only hit, then no Tagback window opens', () => {
    const s = given({ config: { reactionDefault: 'ask' }, players: { 0: { weapons: ['zx-2'] }, 1: { square: '2,1', powerups: ['tagback-grenade:red'] }, 2: { square: '3,2' } } });
    const { state } = shot(s, A, 'zx-2', [effect('scanner'), target(B)]);
    expect(state.reactions).toEqual([]);
  });

  it('given a reaction prompt, when B changes its setting to "always", then the setting is kept for later shots and public, like the waits it causes', () => {
    const s = table('ask');
    const { state } = shot(s, A, 'lock-rifle', [effect('basic'), target(B)]);
    const set = when(state, B, { type: 'set-reaction', setting: 'always' });
    expect(set.state.players[B].reaction).toBe('always');
    expect(adrenaline.redact(set.events[0], A)).toEqual({ type: 'reaction-set', seat: B, setting: 'always' });
    expect(adrenaline.view(set.state, B).me!.reactionSetting).toBe('always');
    for (const viewer of [A, C, 'spectator' as const]) expect(adrenaline.view(set.state, viewer).players[B].reaction).toBe('always');
  });

  it('given an unfinished shot, then other seats see neither its damage nor its choices, and cancel restores everything', () => {
    const s = given({ players: { 0: { weapons: ['lock-rifle'] }, 1: { square: '2,1' }, 2: { square: '2,0' } } });
    const mid = when(s, A, { type: 'shoot', from: '0,1' }, { type: 'weapon', weapon: 'lock-rifle' }, effect('basic'), target(B), effect('second-lock', [])).state;
    const seen = adrenaline.view(mid, B);
    expect(seen.players[B].damage).toEqual([]);
    expect(seen.players[A].ammo.red).toBe(1);
    expect(JSON.stringify(seen)).not.toContain('second-lock');
    expect(adrenaline.view(mid, A).me!.pendingShot!.preview[B].damage).toEqual([A, A]);
    const cancelled = when(mid, A, { type: 'cancel' }).state;
    expect(cancelled.players).toEqual(s.players);
    expect(cancelled.turn.actionsLeft).toBe(2);
  });
});
