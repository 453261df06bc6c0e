/**
 * Audit of the rules digest §5.3 (Not In Combat basic actions), §5.6 (reloading), §5.14 (the Intruder Phase's room
 * order) and §5.15 (the Event Phase's steps, characters in turn order, an empty event deck) rule by rule. Each test
 * names the rule it proves; the rest are listed in the README's "Audit (section 5)".
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { LANDING_ZONE } from '../data';
import type { RetaliationEvent } from '../events';
import { legalMoves } from '../legal-moves';
import { resolveMainEffect } from '../rules/event-effects';
import type { RetaliationMove } from '../moves/schema';
import type { GearSlot } from '../state';
import { cardsOf, given, refusal, tokenOf, when } from '../testing/given';

const pass: RetaliationMove = { type: 'pass', discard: [] };
const ammo: GearSlot = { token: 'ammo', half: false };
const eventOnTop = (s: ReturnType<typeof given>, id: string) => {
  const card = s.decks.events.find((c) => c === id || c.startsWith(`${id}-`))!;
  s.decks.events = [card, ...s.decks.events.filter((c) => c !== card)];
};
const endRound = (s: ReturnType<typeof given>) => when(when(s, 0, pass).state, 1, pass);

describe('§5.3 Not In Combat basic actions (data basic-actions.json)', () => {
  it('given an intruder in your room, then Secure, Careful Move, Use the Room, Activate the Robot and Trade are closed; Move, Shoot and Melee stay open', () => {
    const s = given({
      rooms: { 'a-r04': 'armory' },
      intruders: [{ type: 'adult', where: LANDING_ZONE }],
      players: { 0: { hands: { 'assault-rifle': [ammo, ammo] } } },
    });
    Object.assign(s, { hibernatoriumDiscovered: true });
    s.robot = { ...s.robot, revealed: true, space: LANDING_ZONE };
    const types = new Set(legalMoves(s, 0).map((m) => m.type));
    for (const closed of ['secure', 'careful-move', 'use-room', 'activate-robot', 'trade']) expect(types.has(closed as RetaliationMove['type']), closed).toBe(false);
    for (const open of ['move', 'shoot', 'melee']) expect(types.has(open as RetaliationMove['type']), open).toBe(true);
  });
});

describe('§5.6 reloading (reading 12.27)', () => {
  it('given a weapon whose ammo slots are full, then an Ammo token of the belt cannot reload it', () => {
    const s = given({ players: { 0: { hands: { 'assault-rifle': [ammo, ammo] }, belt: [ammo, null, null, null] } } });
    expect(legalMoves(s, 0).some((m) => m.type === 'use-gear' && m.slot === 0)).toBe(false);
    expect(refusal(s, 0, { type: 'use-gear', slot: 0, target: 'assault-rifle', pay: cardsOf(s, 0, 1) })).toBeTruthy();
  });

  it('given a free ammo slot, when reloading, then the token moves from the belt into the weapon slot', () => {
    const s = given({ players: { 0: { hands: { 'assault-rifle': [null] }, belt: [ammo, null, null, null] } } });
    const { state } = when(s, 0, { type: 'use-gear', slot: 0, target: 'assault-rifle', pay: cardsOf(s, 0, 1) });
    expect(state.players[0].belt[0]).toBeNull();
    expect(state.players[0].itemGear['assault-rifle']).toEqual([ammo]);
  });
});

describe('§5.14 the Intruder Phase, room by room in reading order', () => {
  it('given an Adult with seat 1 in a-r03 (row 1) and one with seat 0 in the Landing Zone (row 2), then a-r03 is attacked first though seat 0 is earlier in turn order', () => {
    const s = given({
      rooms: { 'a-r03': 'armory' },
      players: { 1: { space: 'a-r03' } },
      intruders: [{ type: 'adult', where: LANDING_ZONE }, { type: 'adult', where: 'a-r03' }],
      attacks: ['scratch-3', 'scratch-3-2'],
    });
    const { events } = endRound(s);
    const attacked = events.filter((e) => e.type === 'attacked').map((e) => (e as Extract<RetaliationEvent, { type: 'attacked' }>).seat);
    expect(attacked.slice(0, 2)).toEqual([1, 0]);
  });
});

describe('§5.15 the Event Phase', () => {
  it('given Egg Protection, then its steps come in order: the card, its intruder movement, its main effect, the secondary effect (each character in turn order), Bag Development, Cleanup', () => {
    const s = given({ rooms: { 'c-r01': 'nest', 'a-r04': 'armory' }, intruders: [{ type: 'adult', where: 'cp-a-r03--a-r04' }], bag: [tokenOf('blank')] });
    s.corridors['cp-a-r03--a-r04'] = { tile: s.corridorStack.shift()!, doorEnd: null, door: 'none', noise: false, reinforced: false };
    s.startPlayer = 1;
    s.turn = { seat: 1, actions: 0 };
    eventOnTop(s, 'egg-protection');
    const { events } = when(when(s, 1, pass).state, 0, pass);
    const steps = events.filter((e) => ['event-card', 'intruders-moved', 'intruders-placed', 'noise-rolled', 'bag-developed', 'phase'].includes(e.type));
    const kinds = steps.map((e) => (e.type === 'phase' ? e.phase : e.type === 'noise-rolled' ? `noise:${e.seat}` : e.type));
    const at = (k: string) => kinds.indexOf(k);
    expect(at('event-card')).toBeLessThan(at('intruders-moved'));
    expect(at('intruders-moved')).toBeLessThan(at('intruders-placed'));
    expect(at('intruders-placed')).toBeLessThan(at('noise:1'));
    expect(at('noise:1')).toBeLessThan(at('noise:0'));
    expect(at('noise:0')).toBeLessThan(at('bag-developed'));
    expect(at('bag-developed')).toBeLessThan(at('cleanup'));
  });

  it('given an empty event deck, when a card must be drawn, then the discard pile is shuffled into a new deck (reading 12.15)', () => {
    const s = given();
    const card = s.decks.events.find((c) => c.startsWith('system-failure'))!;
    s.decks.eventDiscard = [card];
    s.decks.events = [];
    const { state, events } = endRound(s);
    expect(events).toContainEqual({ type: 'event-card', card: 'system-failure' });
    expect(state.decks.eventDiscard).toEqual([card]);
    expect(state.decks.events).toEqual([]);
  });
});

describe('§5.19 Deadly Mode: a corridor has both its numbers for every effect, event effects included', () => {
  const burningArmory = (deadly: boolean) => {
    const s = given({
      config: { deadly },
      replaceCorridors: true,
      rooms: { 'a-r04': 'armory', 'a-r03': 'supply-room' },
      corridors: { 'cp-a-r04--landing-zone': { noise: 2 }, 'cp-a-r03--a-r04': { noise: 1 } },
      fire: ['a-r04'],
    });
    s.corridors['cp-a-r04--landing-zone'].tile = 'corridor-207'; // noise 2, Deadly 1
    resolveMainEffect(s, 'damaging-fire', new Rng(s.rng));
    return [s.spaces['a-r03'].fire, s.spaces[LANDING_ZONE].fire];
  };

  it('given Damaging Fire next to a corridor printing 2 and a small 1, then fire spreads through it too in Deadly Mode only (lowest value 1)', () => {
    expect(burningArmory(false)).toEqual([true, false]);
    expect(burningArmory(true)).toEqual([true, true]);
  });
});
