/**
 * Tokens a room gives and tokens received in a Trade fill every free tactical slot, the items' as well as the belt's
 * (data rooms.json notes: "All gained Tactical Gear tokens must go into empty Tactical Gear slots"; rulebook: a gained
 * token goes into any tactical gear slot, Ammo straight into a weapon), each where its receiver names.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import { roomMoves } from '../rules/room-menu';
import type { GearSlot, RetaliationState, TacticalToken } from '../state';
import { cardsOf, given, refusal, when } from '../testing/given';
import { hold } from './items-hold';

const ammo: GearSlot = { token: 'ammo', half: false };
const medpack: GearSlot = { token: 'medpack', half: false };
const grenade: GearSlot = { token: 'grenade', half: false };
const fullBelt = [medpack, medpack, medpack, medpack];
const use = (s: RetaliationState, option: 'take-gear' | 'take-ammo', tokens: TacticalToken[]) => ({ type: 'use-room', option, tokens, pay: cardsOf(s, 0, 2) }) as const;

describe('a room\'s tokens into item slots', () => {
  it('given a full belt and a Grenade Launcher with its slots empty, when in the Armory, then Ammo and 2 Grenades can still be taken, and go into the launcher', () => {
    const s = given({ rooms: { 'a-r04': 'armory' }, players: { 0: { space: 'a-r04', belt: fullBelt, hands: { 'grenade-launcher': [null, null, null] } } } });
    const offered = roomMoves(s, 0).flatMap((m) => (m.option === 'take-ammo' ? [m.tokens!] : []));
    expect(offered).toContainEqual(['ammo', 'grenade', 'grenade']);
    expect(offered).not.toContainEqual(['ammo', 'ammo']);
    expect(refusal(s, 0, use(s, 'take-ammo', ['grenade', 'grenade', 'grenade'])).message).toMatch(/fit your empty belt and item slots/);
    const { state } = when(s, 0, use(s, 'take-ammo', ['ammo', 'grenade', 'grenade']));
    expect(state.players[0].itemGear['grenade-launcher']).toEqual([ammo, grenade, grenade]);
    expect(state.players[0].belt).toEqual(fullBelt);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given a full belt and no free item slot, then the Landing Zone offers no tokens', () => {
    const s = given({ players: { 0: { belt: fullBelt, hands: { 'assault-rifle': [ammo] } } } });
    expect(roomMoves(s, 0).some((m) => m.option === 'take-gear')).toBe(false);
  });

  it('given one free belt slot and an empty rifle, when the Landing Zone gives Ammo then a Medpack, then the Ammo goes into the rifle at once (the belt is the Medpack\'s only place)', () => {
    const s = given({ players: { 0: { belt: [medpack, medpack, medpack, null], hands: { 'assault-rifle': [null] } } } });
    const { state } = when(s, 0, use(s, 'take-gear', ['ammo', 'medpack']));
    expect(state.placing).toBeNull();
    expect(state.players[0].itemGear['assault-rifle']).toEqual([ammo]);
    expect(state.players[0].belt).toEqual(fullBelt);
  });
});

describe('a trade\'s tokens where the receiver names', () => {
  it('given seat 1 has a free belt slot and an empty rifle, when it accepts seat 0\'s Ammo token, then it names the place (belt or rifle), and seat 0\'s action ends after', () => {
    const s = given({ seats: 3, players: { 0: { belt: [ammo, null, null, null] }, 1: { belt: [medpack, null, null, null], hands: { 'assault-rifle': [null] } } } });
    const sent = when(s, 0, { type: 'trade', with: 1, pay: cardsOf(s, 0, 1) }, { type: 'trade-add', thing: 'belt-0', side: 'give' }, { type: 'trade-send' }).state;
    const accepted = when(sent, 1, { type: 'answer-trade', accept: true }).state;
    expect(accepted.placing).toEqual({ seat: 1, tokens: [ammo], after: 0 });
    expect(prompts(accepted)).toEqual([expect.objectContaining({ seat: 1, kind: 'place-token', timeoutMove: { type: 'place-token', to: 'belt' } })]);
    expect(legalMoves(accepted, 1)).toEqual([{ type: 'place-token', to: 'belt' }, { type: 'place-token', to: 'assault-rifle' }]);
    const { state } = when(accepted, 1, { type: 'place-token', to: 'assault-rifle' });
    expect(state.players[1].itemGear['assault-rifle']).toEqual([ammo]);
    expect(state.players[0].belt[0]).toBeNull();
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given both sides receive a token with a choice, then the partner names its place first, then the proposer', () => {
    const s = given({ seats: 3, players: { 0: { belt: [ammo, null, null, null], hands: { 'assault-rifle': [null] } }, 1: { belt: [ammo, null, null, null], hands: { 'hand-cannon': [null] } } } });
    const sent = when(s, 0, { type: 'trade', with: 1, pay: cardsOf(s, 0, 1) }, { type: 'trade-add', thing: 'belt-0', side: 'give' }, { type: 'trade-add', thing: 'belt-0', side: 'take' }, { type: 'trade-send' }).state;
    const first = when(sent, 1, { type: 'answer-trade', accept: true }, { type: 'place-token', to: 'hand-cannon' }).state;
    expect(first.placing).toMatchObject({ seat: 0, tokens: [ammo] });
    const { state } = when(first, 0, { type: 'place-token', to: 'assault-rifle' });
    expect(state.players[1].itemGear['hand-cannon']).toEqual([ammo]);
    expect(state.players[0].itemGear['assault-rifle']).toEqual([ammo]);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });
});

describe('a trade\'s waiting tokens keep their room', () => {
  it('given seat 1 receives 2 Ammo tokens for its last 2 free places and an Ammo card, then the card cannot take one of those places (it is kept); the tokens are placed after', () => {
    const s = hold(given({ seats: 3, players: { 0: { belt: [ammo, ammo, null, null] }, 1: { belt: [medpack, medpack, medpack, null], hands: { 'assault-rifle': [null] } } } }), 0, 'ammo-1');
    const sent = when(s, 0, { type: 'trade', with: 1, pay: cardsOf(s, 0, 1) }, ...(['ammo-1', 'belt-0', 'belt-1'] as const).map((thing) => ({ type: 'trade-add', thing, side: 'give' }) as const), { type: 'trade-send' }).state;
    const accepted = when(sent, 1, { type: 'answer-trade', accept: true }).state;
    expect(accepted.placing).toMatchObject({ seat: 1, tokens: [ammo, ammo] });
    expect(legalMoves(accepted, 1)).toEqual([{ type: 'use-on-gain', option: null }]);
    const { state } = when(accepted, 1, { type: 'use-on-gain', option: null }, { type: 'place-token', to: 'belt' });
    expect(state.players[1].belt[3]).toEqual(ammo);
    expect(state.players[1].itemGear['assault-rifle']).toEqual([ammo]);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });
});
