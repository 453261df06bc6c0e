/** F4: a gained token goes where its player says; rearranging "freely" within one Use Tactical Gear action. */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { arrangementCap } from '../rules/gear';
import type { RetaliationState, TacticalToken } from '../state';
import { cardsOf, given, refusal, when } from '../testing/given';
import { hold } from './items-hold';

const use = (s: RetaliationState, item: string, option: number, target: string) => ({ type: 'use-item', item, option, target, pay: cardsOf(s, 0, 1) }) as const;
const ammo = { token: 'ammo' as const, half: false };

describe('F4: the gainer chooses the slot of a gained token', () => {
  it('given a weapon with a free ammo slot and a free belt slot, when an Ammo card gives its token, then it goes where named: straight into the weapon, Full', () => {
    const s = hold(given({ players: { 0: { hands: { 'assault-rifle': [null] }, belt: [null, null, null, null] } } }), 0, 'ammo-1');
    const choices = legalMoves(s, 0).filter((m) => m.type === 'use-item' && m.item === 'ammo-1').map((m) => (m as { target?: string }).target);
    expect(new Set(choices)).toEqual(new Set(['belt', 'assault-rifle']));
    const { state } = when(s, 0, use(s, 'ammo-1', 0, 'assault-rifle'));
    expect(state.players[0].itemGear['assault-rifle']).toEqual([ammo]);
    expect(state.players[0].belt).toEqual([null, null, null, null]);
    const belted = when(s, 0, use(s, 'ammo-1', 0, 'belt')).state;
    expect(belted.players[0].belt[0]).toEqual(ammo);
  });

  it('given Heavy Armor’s empty Medpack slot, when a Medpack card gives its token, then it may go on the armor', () => {
    const s = hold(given({ players: { 0: { armor: 'heavy-armor', belt: [null, null, null, null] } } }), 0, 'medpack-1');
    const { state } = when(s, 0, use(s, 'medpack-1', 1, 'heavy-armor'));
    expect(state.players[0].itemGear['heavy-armor']).toEqual([{ token: 'medpack', half: false }]);
  });

  it('given a held item with no slot for the token, then it is refused as a place', () => {
    const s = hold(given({ players: { 0: { armor: 'heavy-armor' } } }), 0, 'ammo-1');
    expect(refusal(s, 0, use(s, 'ammo-1', 0, 'heavy-armor')).message).toMatch(/act on now/);
  });
});

describe('Rearranging freely', () => {
  it('given 4 belt slots and no item slot, then up to 8 token moves are made in one action (any layout is within reach), and the next is refused', () => {
    const grenade = { token: 'grenade' as const, half: false };
    const s = given({ players: { 0: { belt: [grenade, null, null, null] } } });
    expect(arrangementCap(s, 0)).toBe(8);
    let state = when(s, 0, { type: 'arrange-gear', from: { slot: 0 }, to: { slot: 1 }, pay: cardsOf(s, 0, 1) }).state;
    for (let k = 1; k < 8; k++) state = when(state, 0, { type: 'arrange-gear', from: { slot: k % 2 }, to: { slot: (k + 1) % 2 }, pay: [] }).state;
    expect(state.gearAction).toEqual({ seat: 0, arranged: 8 });
    expect(refusal(state, 0, { type: 'arrange-gear', from: { slot: 0 }, to: { slot: 1 }, pay: [] }).message).toMatch(/any layout/);
  });

  it('given slotted items, then the cap grows with the places (twice the places)', () => {
    const s = given({ players: { 0: { hands: { 'assault-rifle': [null] }, armor: 'heavy-armor' } } });
    expect(arrangementCap(s, 0)).toBe(2 * (4 + 1 + 1));
  });
});

describe('F4 for tokens a room gives', () => {
  const takeGear = (s: RetaliationState, tokens: TacticalToken[]) => ({ type: 'use-room', option: 'take-gear', tokens, pay: cardsOf(s, 0, 2) }) as const;

  it('given a weapon with a free ammo slot, when the Landing Zone gives Ammo and Oxygen, then the Ammo waits for its place, the Oxygen goes on the belt, and the action ends after', () => {
    const s = given({ players: { 0: { hands: { 'assault-rifle': [null] }, belt: [null, null, null, null] } } });
    const taken = when(s, 0, takeGear(s, ['ammo', 'oxygen'])).state;
    expect(taken.placing).toEqual({ seat: 0, tokens: [ammo, { token: 'oxygen', half: false }], after: 0 });
    expect(taken.turn).toEqual({ seat: 0, actions: 0 });
    expect(legalMoves(taken, 0)).toEqual([{ type: 'place-token', to: 'belt' }, { type: 'place-token', to: 'assault-rifle' }]);
    expect(refusal(taken, 0, { type: 'place-token', to: 'heavy-armor' }).message).toMatch(/free slot/);
    const { state } = when(taken, 0, { type: 'place-token', to: 'assault-rifle' });
    expect(state.players[0].itemGear['assault-rifle']).toEqual([ammo]);
    expect(state.players[0].belt).toEqual([{ token: 'oxygen', half: false }, null, null, null]);
    expect(state.placing).toBeNull();
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given no item slot for the tokens, then they go on the belt at once', () => {
    const s = given({ players: { 0: { belt: [null, null, null, null] } } });
    const { state } = when(s, 0, takeGear(s, ['ammo', 'grenade']));
    expect(state.placing).toBeNull();
    expect(state.players[0].belt).toEqual([ammo, { token: 'grenade', half: false }, null, null]);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });
});
