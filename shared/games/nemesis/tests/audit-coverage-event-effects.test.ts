/**
 * Audit (issue #13: a behaviour test for every card): the printed effect of each of the 20 event cards (data `text`),
 * resolved in a chosen position. The movement half of each card is in tests/audit-coverage-events.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { eventCards } from '../data';
import type { NemesisEvent } from '../events';
import { boardOf } from '../rules/board';
import { resolveEventEffect } from '../rules/event-cards';
import { isMarked } from '../rules/noise-markers';
import type { NemesisState } from '../state';
import { given, type GivenOptions } from '../testing/given';

const effect = (s: NemesisState, card: string) => {
  const events: NemesisEvent[] = [];
  resolveEventEffect(s, card, Rng.fromSeed('audit-effect'), events);
  return events;
};
const flagged = (s: NemesisState, flag: 'fire' | 'malfunction') => Object.keys(s.rooms).filter((k) => s.rooms[k][flag]).sort();
const bagCount = (s: NemesisState, type: string) => s.bag.filter((t) => t.startsWith(`intruder-token-${type}`)).length;
const marked = (s: NemesisState, slot: string) => boardOf(s.side).exits(slot).map((e) => isMarked(s, e));
const at = (rooms: string[], extra: GivenOptions = {}) => given({ seats: rooms.length, players: Object.fromEntries(rooms.map((room, seat) => [seat, { room }])), ...extra });
const NEST = 'a-slot-04';
const SHOWER = 'a-slot-08';
const HIB = 'a-slot-11';
const COCKPIT = 'a-slot-01';
const tested = new Set<string>();
const card = (id: string, text: string, fn: () => void) => {
  tested.add(id);
  it(`${id}: ${text}`, fn);
};

describe('audit: every event card effect (data events `text`)', () => {
  card('event-egg-protection', 'an encounter for each character in the Nest or carrying an egg, nobody else', () => {
    const s = at([NEST, SHOWER, HIB], { explored: { [NEST]: 'nest' } });
    for (const p of s.players) p.objectives = p.objectives.slice(0, 1);
    s.players[1].hands.push({ kind: 'object', object: 'intruder-egg' });
    const events = effect(s, 'event-egg-protection');
    expect(events.filter((e) => e.type === 'encounter').map((e) => e.type === 'encounter' && e.seat)).toEqual([0, 1]);
  });

  card('event-hatching', 'one egg less; an empty-handed character in the Nest is infested; else a Larva token into the bag', () => {
    const s = at([NEST, NEST], { explored: { [NEST]: 'nest' } });
    s.players[0].hand = [];
    const larvae = bagCount(s, 'larva');
    effect(s, 'event-hatching');
    expect([s.eggs, s.players[0].larva, s.players[0].discard.filter((c) => c.startsWith('contamination-')).length, s.players[1].larva, bagCount(s, 'larva')]).toEqual([4, true, 1, false, larvae]);
    const t = at([NEST], { explored: { [NEST]: 'nest' } });
    effect(t, 'event-hatching');
    expect([t.eggs, t.players[0].larva, bagCount(t, 'larva')]).toEqual([4, false, bagCount(s, 'larva') + 1]);
  });

  card('event-regeneration', 'every intruder on the board heals 2 injuries', () => {
    const s = at([HIB], { intruders: [{ type: 'adult', room: SHOWER, injuries: 3 }, { type: 'breeder', room: HIB, injuries: 1 }] });
    effect(s, 'event-regeneration');
    expect(s.intruders.map((i) => i.injuries)).toEqual([1, 0]);
  });

  card('event-damage', 'a malfunction in every room with an Adult, a Breeder or the Queen (not a Creeper or Larva alone)', () => {
    const s = at([HIB], { explored: { [SHOWER]: 'shower-room', 'a-slot-09': 'storage', 'a-slot-12': 'surgery' }, intruders: [{ type: 'adult', room: SHOWER }, { type: 'queen', room: 'a-slot-09' }, { type: 'creeper', room: 'a-slot-12' }, { type: 'larva', room: 'a-slot-12' }] });
    effect(s, 'event-damage');
    expect(flagged(s, 'malfunction')).toEqual([SHOWER, 'a-slot-09']);
  });

  card('event-lurking', 'every intruder not with a character leaves the board, its token into the bag', () => {
    const s = at([HIB], { intruders: [{ type: 'breeder', room: SHOWER }, { type: 'adult', room: HIB }] });
    const breeders = bagCount(s, 'breeder');
    effect(s, 'event-lurking');
    expect([s.intruders.map((i) => i.type), bagCount(s, 'breeder')]).toEqual([['adult'], breeders + 1]);
  });

  card('event-eclosion', 'a character with a Larva dies (Creeper in its room); the others draw 4, scan, an INFECTED one gives a Larva; drawn cards discarded', () => {
    const s = at([SHOWER, HIB, HIB]);
    // Past the First Encounter: that milestone's pause would keep the draws for after the objective choice.
    s.milestones.firstEncounter = true;
    s.players[0].larva = true;
    const infected = s.infected[0];
    const clean = s.decks.contamination.find((c) => !s.infected.includes(c))!;
    s.decks.contamination = s.decks.contamination.filter((c) => c !== infected && c !== clean);
    s.players[1].deck.unshift(infected);
    s.players[2].deck.unshift(clean);
    const hands = s.players.map((p) => p.hand.slice());
    const tops = s.players.map((p) => p.deck.slice(0, 4));
    effect(s, 'event-eclosion');
    expect(s.players[0].status).toBe('dead');
    expect(s.intruders.map((i) => [i.type, i.room])).toEqual([['creeper', SHOWER]]);
    expect([s.players[1].larva, s.players[2].larva]).toEqual([true, false]);
    for (const seat of [1, 2]) expect([s.players[seat].hand, s.players[seat].discard]).toEqual([hands[seat], tops[seat]]);
  });

  card('event-noise-in-technical-corridors', 'a marker on an empty tech space; on a marked one, everyone in a room with an entrance rolls noise', () => {
    const s = at(['a-slot-14', HIB], { explored: { 'a-slot-14': 'canteen' } });
    expect(effect(s, 'event-noise-in-technical-corridors').some((e) => e.type === 'noise-rolled')).toBe(false);
    expect(s.techNoise['a-tech-network']).toBe(true);
    const rolls = effect(s, 'event-noise-in-technical-corridors').filter((e) => e.type === 'noise-rolled');
    expect(rolls.map((e) => e.type === 'noise-rolled' && e.seat)).toEqual([0]);
  });

  card('event-nest', 'an explored Nest gets a noise marker on every corridor (and tech space) without one; unexplored: nothing', () => {
    const s = at([HIB], { explored: { [NEST]: 'nest' } });
    effect(s, 'event-nest');
    expect(marked(s, NEST).every(Boolean)).toBe(true);
    const t = at([HIB], { explored: { [NEST]: 'nest' } });
    t.rooms[NEST].explored = false;
    effect(t, 'event-nest');
    expect(marked(t, NEST).some(Boolean)).toBe(false);
  });

  card('event-flammable-compounds', 'fire in the Hibernatorium; if already burning, fire in each neighbour not behind a closed door', () => {
    const s = at([COCKPIT]);
    effect(s, 'event-flammable-compounds');
    expect(flagged(s, 'fire')).toEqual([HIB]);
    s.corridors['a-corridor-11-14'].door = 'closed';
    effect(s, 'event-flammable-compounds');
    expect(flagged(s, 'fire')).toEqual(['a-slot-06', SHOWER, HIB, 'a-slot-15']);
  });

  card('event-bulkheads-open', 'every closed door opens; destroyed doors stay destroyed', () => {
    const s = at([HIB]);
    s.corridors['a-corridor-11-14'].door = 'closed';
    s.corridors['a-corridor-08-11'].door = 'destroyed';
    effect(s, 'event-bulkheads-open');
    expect([s.corridors['a-corridor-11-14'].door, s.corridors['a-corridor-08-11'].door]).toEqual(['open', 'destroyed']);
  });

  for (const hunt of ['event-hunt-1', 'event-hunt-2']) {
    card(hunt, 'every Adult not in combat moves to a neighbouring room with a character, the lowest-numbered one', () => {
      // Slot 8 neighbours slot 4 and slot 11, both with a character: room 4 wins. A Creeper never hunts.
      const s = at([NEST, HIB], { intruders: [{ type: 'adult', room: SHOWER }, { type: 'creeper', room: SHOWER }, { type: 'adult', room: NEST }, { type: 'adult', room: 'a-slot-13' }] });
      effect(s, hunt);
      expect(s.intruders.map((i) => i.room)).toEqual([NEST, SHOWER, NEST, 'a-slot-13']);
    });
  }

  card('event-scent-of-prey', 'a noise marker on every free corridor of a room holding a slimed character', () => {
    const s = at([SHOWER, HIB], { players: { 0: { room: SHOWER, slime: true }, 1: { room: HIB } } });
    effect(s, 'event-scent-of-prey');
    expect(marked(s, SHOWER).every(Boolean)).toBe(true);
    expect(s.corridors['a-corridor-11-15'].noise).toBe(false);
  });

  card('event-malfunction', 'a malfunction in the explored room with the lowest room number', () => {
    const s = at([HIB], { explored: { 'a-slot-02': 'fire-control-system' } });
    effect(s, 'event-malfunction');
    expect(flagged(s, 'malfunction')).toEqual([COCKPIT]);
  });

  card('event-consuming-fire', 'item counters of burning rooms go to 0, then fire spreads to neighbours not behind closed doors', () => {
    const s = at([COCKPIT], { explored: { [SHOWER]: 'shower-room' } });
    s.rooms[SHOWER].items = 2;
    s.rooms[SHOWER].fire = true;
    s.corridors['a-corridor-08-09'].door = 'closed';
    effect(s, 'event-consuming-fire');
    expect([s.rooms[SHOWER].items, flagged(s, 'fire')]).toEqual([0, [NEST, 'a-slot-07', SHOWER, HIB]]);
  });

  card('event-damaging-fire', 'a malfunction in every burning room, then fire spreads to neighbours not behind closed doors', () => {
    const s = at([COCKPIT], { explored: { [SHOWER]: 'shower-room' } });
    s.rooms[SHOWER].fire = true;
    s.corridors['a-corridor-08-09'].door = 'closed';
    effect(s, 'event-damaging-fire');
    expect([flagged(s, 'malfunction'), flagged(s, 'fire')]).toEqual([[SHOWER], [NEST, 'a-slot-07', SHOWER, HIB]]);
  });

  card('event-coolant-leak', 'a malfunctioning Generator starts the self-destruct, even with characters hibernating', () => {
    const s = at([HIB, HIB], { explored: { 'a-slot-13': 'generator' } });
    s.rooms['a-slot-13'].malfunction = true;
    Object.assign(s.players[1], { status: 'hibernating', room: null });
    effect(s, 'event-coolant-leak');
    expect(s.selfDestruct).toBe(0);
  });

  card('event-life-support-failure', 'a malfunction in every explored green room (not unexplored ones, not other colours)', () => {
    const s = at([HIB], { explored: { 'a-slot-12': 'surgery', 'a-slot-03': 'laboratory', [SHOWER]: 'shower-room' } });
    s.rooms['a-slot-16'].tile = 'emergency-room'; // green, left unexplored
    s.rooms['a-slot-16'].explored = false;
    effect(s, 'event-life-support-failure');
    expect(flagged(s, 'malfunction')).toEqual(['a-slot-03', 'a-slot-12']);
  });

  card('event-evacuation-pod-ejection', 'the escape pod with the lowest number leaves the board', () => {
    const s = at([HIB, HIB]);
    const numbers = s.pods.map((p) => p.number).sort();
    const events = effect(s, 'event-evacuation-pod-ejection');
    expect(events).toContainEqual({ type: 'pod-ejected', pod: numbers[0] });
    expect(s.pods.map((p) => p.number).sort()).toEqual(numbers.slice(1));
  });

  card('event-short-circuit', 'a malfunction in every explored yellow room with a computer', () => {
    const s = at([HIB], { explored: { 'a-slot-13': 'generator', 'a-slot-14': 'airlock-control', 'a-slot-18': 'comms-room' } });
    effect(s, 'event-short-circuit');
    expect(flagged(s, 'malfunction')).toEqual(['a-slot-13', 'a-slot-18']);
  });

  it('covers every event card of the data', () => {
    expect(eventCards.map((c) => c.id).filter((id) => !tested.has(id))).toEqual([]);
  });
});
