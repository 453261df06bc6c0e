/** Trade (digest §5.7, C3; §7.2): a proposal composed by the proposer, accepted or refused by the partner. */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import type { RetaliationState } from '../state';
import { cardsOf, given, refusal, when } from '../testing/given';
import { secrets, view } from '../view';
import { hold } from './items-hold';

const grenade = { token: 'grenade' as const, half: false };

/** Three characters in the Landing Zone; seat 0 holds Tools in its backpack and a grenade on its belt. */
function table(): RetaliationState {
  const s = given({ seats: 3, players: { 0: { belt: [grenade, null, null, null] }, 1: { belt: [null, null, null, null], hands: { 'sawed-off-shotgun': [{ token: 'ammo', half: true }] } } } });
  return hold(s, 0, 'tools-1');
}

function proposed(s: RetaliationState, ...things: Array<{ thing: string; side: 'give' | 'take' }>) {
  return when(s, 0, { type: 'trade', with: 1, pay: cardsOf(s, 0, 1) }, ...things.map((t) => ({ type: 'trade-add', ...t }) as const), { type: 'trade-send' }).state;
}

describe('Trade', () => {
  it('given seat 0 offers its Tools and a belt grenade for seat 1’s weapon, when seat 1 accepts, then everything changes hands and the action counts', () => {
    const s = table();
    const weapon = s.players[1].hands[0];
    const asked = proposed(s, { thing: 'tools-1', side: 'give' }, { thing: 'belt-0', side: 'give' }, { thing: weapon, side: 'take' });
    expect(prompts(asked)).toEqual([expect.objectContaining({ seat: 1, kind: 'answer-trade', mode: 'simultaneous', timeoutMove: { type: 'answer-trade', accept: false } })]);
    expect(legalMoves(asked, 1)).toEqual([{ type: 'answer-trade', accept: true }, { type: 'answer-trade', accept: false }, { type: 'trade-counter' }]);
    // The Tools join seat 1's backpack: it may use them at once if they allowed it, and keeps them (free use on gain).
    const { state, events } = when(asked, 1, { type: 'answer-trade', accept: true }, { type: 'use-on-gain', option: null });
    expect(state.players[1].backpack).toContain('tools-1');
    expect(state.players[1].belt[0]).toEqual(grenade);
    expect(state.players[0].hands).toContain(weapon);
    expect(state.players[0].itemGear[weapon]).toEqual(s.players[1].itemGear[weapon]);
    expect(events).toContainEqual({ type: 'trade-answered', seat: 0, partner: 1, accepted: true });
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('when seat 1 refuses, then nothing moves, the paid card is spent and the turn goes on', () => {
    const s = table();
    const asked = proposed(s, { thing: 'tools-1', side: 'give' });
    const { state } = when(asked, 1, { type: 'answer-trade', accept: false });
    expect(state.players[0].backpack).toEqual(['tools-1']);
    expect(state.players[0].hand.length).toBe(s.players[0].hand.length - 1);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('then a backpack item offered is secret to the third seat, and to the partner until the proposal is sent', () => {
    const s = table();
    const composing = when(s, 0, { type: 'trade', with: 1, pay: cardsOf(s, 0, 1) }, { type: 'trade-add', thing: 'tools-1', side: 'give' }).state;
    expect(view(composing, 0).trade?.give).toEqual(['tools-1']);
    expect(view(composing, 1).trade?.give).toBeNull();
    expect(secrets(composing, 1)).toContain('tools-1');
    const asked = when(composing, 0, { type: 'trade-send' }).state;
    expect(view(asked, 1).trade?.give).toEqual(['tools-1']);
    expect(secrets(asked, 1)).not.toContain('tools-1');
    expect(view(asked, 2).trade).toEqual({ seat: 0, partner: 1, stage: 'answer', give: null, take: null });
    expect(secrets(asked, 2)).toContain('tools-1');
    const done = when(asked, 1, { type: 'answer-trade', accept: true }).state;
    expect(secrets(done, 2)).toContain('tools-1');
  });

  it('then a backpack item of the partner cannot be asked for, nor a trade made with someone in another room', () => {
    const s = hold(table(), 1, 'tools-2');
    const composing = when(s, 0, { type: 'trade', with: 1, pay: cardsOf(s, 0, 1) }).state;
    expect(refusal(composing, 0, { type: 'trade-add', thing: 'tools-2', side: 'take' }).code).toBe('move/illegal');
    const apart = given({ seats: 2, rooms: { 'a-r04': 'surgery-room' }, players: { 1: { space: 'a-r04' } } });
    expect(refusal(apart, 0, { type: 'trade', with: 1, pay: cardsOf(apart, 0, 1) }).message).toBe('Trade with another character in your room.');
  });

  it('given seat 1 already has two heavy items, then a third one given to it does not fit and cannot be sent', () => {
    const s = given({ seats: 2, players: { 0: { hands: { 'assault-rifle': [null] } }, 1: { hands: { carbine: [null], 'drum-mag-rifle': [null, null, null] } } } });
    const composing = when(s, 0, { type: 'trade', with: 1, pay: cardsOf(s, 0, 1) }, { type: 'trade-add', thing: 'assault-rifle', side: 'give' }).state;
    expect(legalMoves(composing, 0)).not.toContainEqual({ type: 'trade-send' });
    expect(refusal(composing, 0, { type: 'trade-send' }).message).toMatch(/does not fit/);
    // A swap fits: one heavy item each way.
    const swap = when(composing, 0, { type: 'trade-add', thing: 'carbine', side: 'take' }, { type: 'trade-send' }).state;
    expect(when(swap, 1, { type: 'answer-trade', accept: true }).state.players[1].hands).toEqual(['drum-mag-rifle', 'assault-rifle']);
  });

  it('then Trade is Not In Combat', () => {
    const s = given({ seats: 2, intruders: [{ type: 'adult', where: 'landing-zone' }] });
    expect(refusal(s, 0, { type: 'trade', with: 1, pay: cardsOf(s, 0, 1) }).message).toBe('Not while an intruder is in your room.');
  });
});
