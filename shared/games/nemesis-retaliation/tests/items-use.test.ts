/** Use Item (digest §5.7) and using an item on another character with consent (C2). */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../engine';
import { nemesisRetaliation } from '../index';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import type { RetaliationState } from '../state';
import { cardsOf, given, refusal, when } from '../testing/given';
import { view, secrets } from '../view';
import { redactEvent } from '../events';
import { hold } from './items-hold';
import { corridorsOf } from '../rules/board';

const use = (s: RetaliationState, item: string, option: number, extra: object = {}) => ({ type: 'use-item', item, option, pay: cardsOf(s, 0, 1), ...extra }) as const;

describe('Use Item', () => {
  it('given a Medpack card and 3 HP lost, when its first option is used, then 2 HP come back and the card is on the green discard pile', () => {
    const s = hold(given({ players: { 0: { health: 3 } } }), 0, 'medpack-1');
    const { state, events } = when(s, 0, use(s, 'medpack-1', 0));
    expect(state.players[0].health).toBe(1);
    expect(state.players[0].backpack).toEqual([]);
    expect(state.decks.itemDiscard.green).toContain('medpack-1');
    expect(events).toContainEqual({ type: 'item-used', seat: 0, item: 'medpack', option: 0, on: null });
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given a Medpack card and a free belt slot, when its second option is used, then a Medpack token comes from the supply into the belt', () => {
    const s = hold(given({ players: { 0: { belt: [null, null, null, null] } } }), 0, 'medpack-2');
    const before = s.gearSupply.medpack;
    const { state } = when(s, 0, use(s, 'medpack-2', 1, { target: 'belt' }));
    expect(state.players[0].belt[0]).toEqual({ token: 'medpack', half: false });
    expect(state.gearSupply.medpack).toBe(before - 1);
  });

  it('given a full belt and no item slot, then the token option of an Oxygen Tank is not offered and is refused', () => {
    const full = { token: 'grenade' as const, half: false };
    const s = hold(given({ players: { 0: { belt: [full, full, full, full] } } }), 0, 'oxygen-tank-1');
    expect(legalMoves(s, 0).some((m) => m.type === 'use-item' && m.item === 'oxygen-tank-1' && m.option === 1)).toBe(false);
    expect(refusal(s, 0, use(s, 'oxygen-tank-1', 1, { target: 'belt' })).code).toBe('move/illegal');
  });

  it('given a Not In Combat item and an intruder in the room, then it is refused with the reason', () => {
    const s = hold(given({ intruders: [{ type: 'adult', where: 'landing-zone' }] }), 0, 'caffeine-pills-1');
    expect(refusal(s, 0, use(s, 'caffeine-pills-1', 0)).message).toBe('Not while an intruder is in your room.');
  });

  it('given Termination Codes outside a computer room, then they are refused; in a working computer room they close every door around the chosen room', () => {
    const s = hold(given(), 0, 'termination-codes');
    expect(refusal(s, 0, use(s, 'termination-codes', 0, { target: 'landing-zone' })).message).toMatch(/computer/);
    const c = hold(given({ rooms: { 'a-r04': 'life-support-control-a' }, players: { 0: { space: 'a-r04' } } }), 0, 'termination-codes');
    const { state } = when(c, 0, use(c, 'termination-codes', 0, { target: 'landing-zone' }));
    const around = corridorsOf(state, 'landing-zone');
    expect(around.length).toBe(3);
    for (const id of around) expect(state.corridors[id].door).toBe('closed');
  });

  it('given an armor (passive), then Use Item refuses it: its text applies by itself', () => {
    const s = given({ players: { 0: { armor: 'tactical-armor' } } });
    expect(refusal(s, 0, use(s, 'tactical-armor', 0)).message).toMatch(/applies by itself/);
  });

  it('given Tools and a malfunctioning weapon, when the marker is discarded, then the weapon works again and the marker is back in the supply', () => {
    const s = hold(given({ players: { 0: { hands: { 'assault-rifle': [{ token: 'ammo', half: false }] } } } }), 0, 'tools-1');
    s.players[0].itemMalfunctions['assault-rifle'] = 1;
    s.markers.malfunction -= 1;
    const supply = s.markers.malfunction;
    const { state } = when(s, 0, use(s, 'tools-1', 0, { target: 'assault-rifle' }));
    expect(state.players[0].itemMalfunctions).toEqual({});
    expect(state.markers.malfunction).toBe(supply + 1);
  });
});

describe('Personal Log Codes: a private look at objectives', () => {
  it('given a 3-player game in a computer room, when seat 0 looks at seat 1, then only seat 0 sees those cards (view, event) and seat 2 does not', () => {
    const s = hold(given({ seats: 3, rooms: { 'a-r04': 'life-support-control-a' }, players: { 0: { space: 'a-r04' } } }), 0, 'personal-log-codes');
    const { state, events } = when(s, 0, use(s, 'personal-log-codes', 0, { target: '1' }));
    const cards = s.players[1].objectives;
    expect(view(state, 0).seenObjectives).toEqual({ 1: cards });
    expect(view(state, 2).seenObjectives).toEqual({});
    const looked = events.find((e) => e.type === 'objectives-looked')!;
    expect(redactEvent(looked, 0)).toEqual({ type: 'objectives-looked', seat: 0, of: 1, cards });
    expect(JSON.stringify(redactEvent(looked, 2))).not.toContain(cards[0]);
    for (const c of cards) {
      expect(secrets(state, 2)).toContain(c);
      expect(secrets(state, 0)).not.toContain(c);
    }
  });
});

describe('C2: an item used on another character in the room, with consent', () => {
  const twoHurt = () => hold(given({ players: { 0: { health: 2 }, 1: { health: 4 } } }), 0, 'medical-stapler-1');

  it('when seat 0 offers a Medical Stapler to seat 1, then seat 1 alone is asked (simultaneous; unanswered, refused) and accepting heals seat 1', () => {
    const s = twoHurt();
    const asked = when(s, 0, use(s, 'medical-stapler-1', 1, { on: 1 })).state;
    expect(prompts(asked)).toEqual([expect.objectContaining({ seat: 1, kind: 'answer-consent', mode: 'simultaneous', timeoutMove: { type: 'answer-consent', accept: false } })]);
    expect(legalMoves(asked, 0)).toEqual([]);
    const { state, events } = when(asked, 1, { type: 'answer-consent', accept: true });
    expect(state.players[1].health).toBe(2);
    expect(state.players[0].health).toBe(2);
    expect(events).toContainEqual({ type: 'item-used', seat: 0, item: 'medical-stapler', option: 1, on: 1 });
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('when seat 1 refuses, then nothing is healed, the item stays with seat 0 and the paid card is spent', () => {
    const s = twoHurt();
    const paid = cardsOf(s, 0, 1)[0];
    const asked = when(s, 0, use(s, 'medical-stapler-1', 1, { on: 1 })).state;
    const { state } = when(asked, 1, { type: 'answer-consent', accept: false });
    expect(state.players[1].health).toBe(4);
    expect(state.players[0].backpack).toContain('medical-stapler-1');
    expect(state.players[0].discard).toContain(paid);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('then drawing cards cannot be used on someone else (trade the item instead), nor on a character in another room', () => {
    const s = hold(given(), 0, 'stimulants-1');
    expect(refusal(s, 0, use(s, 'stimulants-1', 1, { on: 1 })).message).toMatch(/trade the item instead/);
    const apart = hold(given({ rooms: { 'a-r04': 'surgery-room' }, players: { 1: { space: 'a-r04', health: 3 } } }), 0, 'medpack-1');
    expect(refusal(apart, 0, use(apart, 'medpack-1', 0, { on: 1 })).message).toBe('Use it on another character in your room.');
  });

  it('then a move of the asking seat waits: it is not its turn to answer', () => {
    const s = twoHurt();
    const asked = when(s, 0, use(s, 'medical-stapler-1', 1, { on: 1 })).state;
    const r = applyMove(nemesisRetaliation, asked, 0, { type: 'answer-consent', accept: true }, 1000);
    expect(r.ok).toBe(false);
  });
});

describe('Use Item with a Hand serious wound', () => {
  it('given a Hand wound, then Use Item costs 2 cards: 1 is refused, 2 are accepted', () => {
    const s = hold(given({ players: { 0: { health: 3 } } }), 0, 'medpack-1');
    const hand = s.decks.seriousWounds.find((w) => w === 'hand' || w.startsWith('hand-'))!;
    s.decks.seriousWounds = s.decks.seriousWounds.filter((w) => w !== hand);
    s.players[0].seriousWounds = [hand];
    expect(refusal(s, 0, use(s, 'medpack-1', 0)).code).toBe('move/illegal');
    const { state } = when(s, 0, { ...use(s, 'medpack-1', 0), pay: cardsOf(s, 0, 2) });
    expect(state.players[0].backpack).toEqual([]);
  });
});
