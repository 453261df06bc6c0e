/** Discarding freely (F1), a heavy item found with both hands full (F2) and new armor over old (F3). */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { gainItem } from '../rules/equipment';
import { given, refusal, when } from '../testing/given';
import { hold } from './items-hold';

describe('F1: discarding freely', () => {
  it('given a weapon with its ammo, when it is discarded (no action spent), then its token goes back to the supply and the card to the discard pile', () => {
    const s = given({ players: { 0: { hands: { 'assault-rifle': [{ token: 'ammo', half: true }] } } } });
    const ammo = s.gearSupply.ammo;
    const { state, events } = when(s, 0, { type: 'discard-item', item: 'assault-rifle' });
    expect(state.players[0].hands).toEqual([]);
    expect(state.itemsDiscarded).toEqual(['assault-rifle']);
    expect(state.gearSupply.ammo).toBe(ammo + 1);
    expect(events).toEqual([{ type: 'item-discarded', seat: 0, item: 'assault-rifle' }]);
    expect(state.turn).toEqual({ seat: 0, actions: 0 });
  });

  it('given a belt token, when it is discarded, then the slot is empty and the token is in the supply; an empty slot cannot be discarded', () => {
    const s = given({ players: { 0: { belt: [{ token: 'grenade', half: false }, null, null, null] } } });
    const { state } = when(s, 0, { type: 'discard-gear', slot: 0 });
    expect(state.players[0].belt[0]).toBeNull();
    expect(state.gearSupply.grenade).toBe(s.gearSupply.grenade + 1);
    expect(refusal(state, 0, { type: 'discard-gear', slot: 0 }).message).toBe('That slot is empty.');
  });

  it('then only the seat to act may discard', () => {
    const s = given({ players: { 1: { belt: [{ token: 'grenade', half: false }, null, null, null] } } });
    expect(refusal(s, 1, { type: 'discard-gear', slot: 0 }).code).toBe('move/not-your-turn');
  });
});

describe('F2: a heavy item found with both hands full', () => {
  it('given two weapons in hand and a Search finding a Medkit, when a weapon is discarded, then the Medkit can be kept', () => {
    const hands = { 'assault-rifle': [null], 'drum-mag-rifle': [null, null, null] };
    const s = given({ players: { 0: { hands } } });
    const medkit = s.decks.items.green.find((c) => c.startsWith('medkit'))!;
    s.search = { seat: 0, cards: [medkit] };
    expect(legalMoves(s, 0)).not.toContainEqual({ type: 'keep-item', item: medkit });
    expect(legalMoves(s, 0)).toContainEqual({ type: 'discard-item', item: 'drum-mag-rifle' });
    const { state } = when(s, 0, { type: 'discard-item', item: 'drum-mag-rifle' }, { type: 'keep-item', item: medkit });
    expect(state.players[0].hands).toEqual(['assault-rifle', medkit]);
    expect(state.itemsDiscarded).toEqual(['drum-mag-rifle']);
  });
});

describe('F3: armor over armor', () => {
  it('given Tactical Armor worn, when Heavy Armor is gained, then the old armor is discarded with its token', () => {
    const s = given({ players: { 0: { armor: 'tactical-armor' } } });
    s.players[0].itemGear['tactical-armor'] = [{ token: 'medpack', half: false }];
    const events = gainItem(s, 0, 'heavy-armor');
    expect(s.players[0].armor).toBe('heavy-armor');
    expect(s.itemsDiscarded).toEqual(['tactical-armor']);
    expect(s.players[0].itemGear['tactical-armor']).toBeUndefined();
    expect(events).toEqual([{ type: 'item-discarded', seat: 0, item: 'tactical-armor' }]);
  });

  it('given a regular item in the backpack, then it can be discarded too and lands on its colour pile', () => {
    const s = hold(given(), 0, 'tools-2');
    const { state } = when(s, 0, { type: 'discard-item', item: 'tools-2' });
    expect(state.decks.itemDiscard.yellow).toEqual(['tools-2']);
  });
});
