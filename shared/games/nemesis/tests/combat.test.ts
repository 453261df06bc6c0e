import { describe, expect, it } from 'vitest';
import type { NemesisEvent } from '../events';
import { nemesis } from '../index';
import type { NemesisState } from '../state';
import { cardsOf, given, refusal, seekRoll, when } from '../testing/given';

const X = 'a-slot-14';
const face = (wanted: string) => (events: NemesisEvent[]) => events.some((e) => (e.type === 'shot' || e.type === 'melee') && e.face === wanted);
const shootAt = (s: NemesisState, target: string, weapon = 'scout-rifle') => ({ type: 'shoot' as const, weapon, target, pay: cardsOf(s, 0, 1) });
const inCanteen = (opts: Parameters<typeof given>[0]) => given({ players: { 0: { room: X } }, explored: { [X]: 'canteen' }, ...opts });
const onTop = (s: NemesisState, deck: 'attacks' | 'events', cards: string[]) => {
  s.decks[deck] = [...cards, ...s.decks[deck].filter((c) => !cards.includes(c))];
};

describe('Shoot (E6) and the injury check', () => {
  it('E6: given the Scout shoots an Adult with the Pistol and rolls a double hit, then it deals 1 injury and the Adult survives a blood-3 check', () => {
    const s = inCanteen({ intruders: [{ type: 'adult', room: X }], attacks: ['attack-claw-attack-1'] });
    s.players[0].hands = [{ kind: 'item', card: 'scientist-pistol', ammo: 3 }];
    const { state, events } = seekRoll(s, 0, shootAt(s, 'intruder-1', 'scientist-pistol'), face('double-hit'));
    expect(events).toContainEqual({ type: 'shot', seat: 0, weapon: 'scientist-pistol', target: 'intruder-1', face: 'double-hit', injuries: 1 });
    expect(events).toContainEqual({ type: 'injury-check', intruder: 'intruder-1', injuries: 1, cards: ['attack-claw-attack-1'], result: 'survives' });
    expect(state.intruders[0].injuries).toBe(1);
    expect(state.players[0].hands[0]).toMatchObject({ ammo: 2 });
    expect(state.decks.attackDiscard).toEqual(['attack-claw-attack-1']);
  });

  it('given an Adult whose injuries reach the blood value, then it dies and leaves a carcass; a Larva dies of 1 injury and leaves none', () => {
    const s = inCanteen({ intruders: [{ type: 'adult', room: X, injuries: 1 }, { type: 'larva', room: X }], attacks: ['attack-scratch-1'] });
    const adult = seekRoll(s, 0, shootAt(s, 'intruder-1'), face('single-hit'));
    expect(adult.events).toContainEqual(expect.objectContaining({ type: 'intruder-killed', intruder: 'intruder-1', carcass: true }));
    expect(adult.state.floor).toContainEqual({ room: X, object: 'intruder-carcass' });
    const larva = seekRoll(s, 0, shootAt(s, 'intruder-2'), face('creeper'));
    expect(larva.state.intruders.map((i) => i.id)).toEqual(['intruder-1']);
    expect(larva.state.floor.some((o) => o.room === X)).toBe(false);
  });

  it('given a Breeder, then two attack cards are summed for its check', () => {
    const s = inCanteen({ intruders: [{ type: 'breeder', room: X, injuries: 3 }], attacks: ['attack-scratch-1', 'attack-scratch-2'] });
    const { events } = seekRoll(s, 0, shootAt(s, 'intruder-1'), face('single-hit'));
    expect(events).toContainEqual({ type: 'injury-check', intruder: 'intruder-1', injuries: 4, cards: ['attack-scratch-1', 'attack-scratch-2'], result: 'survives' });
  });

  it('given a retreat icon, then the intruder does not die but retreats through the corridor of a drawn event card', () => {
    const s = inCanteen({ intruders: [{ type: 'adult', room: X, injuries: 5 }], attacks: ['attack-bite-4'] });
    onTop(s, 'events', ['event-regeneration']);
    const { state, events } = seekRoll(s, 0, shootAt(s, 'intruder-1'), face('single-hit'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'injury-check', result: 'retreats' }));
    expect(state.intruders[0]).toMatchObject({ room: 'a-slot-13', injuries: 6 });
    expect(state.decks.eventDiscard).toEqual(['event-regeneration']);
  });

  it('given a retreat into a technical-corridor entrance, then the intruder leaves the board and a token of its type goes into the bag', () => {
    const s = inCanteen({ intruders: [{ type: 'adult', room: X }], attacks: ['attack-bite-4'] });
    onTop(s, 'events', ['event-hatching']);
    const adultsInBag = s.bag.filter((t) => t.startsWith('intruder-token-adult')).length;
    const { state } = seekRoll(s, 0, shootAt(s, 'intruder-1'), face('single-hit'));
    expect(state.intruders).toEqual([]);
    expect(state.bag.filter((t) => t.startsWith('intruder-token-adult'))).toHaveLength(adultsInBag + 1);
  });

  it('given starting weapons, then each applies its printed rule', () => {
    const s = inCanteen({ intruders: [{ type: 'queen', room: X }], attacks: ['attack-bite-1', 'attack-bite-3'] });
    const dealt = (weapon: string, f: string) => {
      s.players[0].hands = [{ kind: 'item', card: weapon, ammo: 2 }];
      const e = seekRoll(s, 0, shootAt(s, 'intruder-1', weapon), face(f)).events.find((x) => x.type === 'shot');
      return e && e.type === 'shot' ? e.injuries : -1;
    };
    expect([dealt('six-shooter', 'double-hit'), dealt('sawed-off-shotgun', 'single-hit'), dealt('assault-rifle', 'single-hit'), dealt('pilot-shotgun', 'adult'), dealt('scout-rifle', 'adult')]).toEqual([3, 2, 2, 0, 0]);
  });

  it('given no ammo, a weapon not held, or a target elsewhere, then Shoot is refused', () => {
    const s = inCanteen({ intruders: [{ type: 'adult', room: 'a-slot-13' }] });
    expect(refusal(s, 0, shootAt(s, 'intruder-1')).code).toBe('move/no-target');
    s.intruders[0].room = X;
    expect(refusal(s, 0, shootAt(s, 'intruder-1', 'six-shooter')).code).toBe('move/no-weapon');
    s.players[0].hands = [{ kind: 'item', card: 'scout-rifle', ammo: 0 }];
    expect(refusal(s, 0, shootAt(s, 'intruder-1')).code).toBe('move/no-ammo');
    expect(nemesis.legalMoves(s, 0).some((m) => m.type === 'shoot')).toBe(false);
  });
});

describe('Melee', () => {
  it('given a Melee, then the attacker first takes a contamination card; a miss against an intruder costs a serious wound', () => {
    const s = inCanteen({ intruders: [{ type: 'adult', room: X }] });
    const { state, events } = seekRoll(s, 0, { type: 'melee', target: 'intruder-1', pay: cardsOf(s, 0, 1) }, face('blank'));
    expect(events.map((e) => e.type).slice(0, 3)).toEqual(['paid', 'contaminated', 'melee']);
    expect(state.players[0].discard.some((c) => c.startsWith('contamination-'))).toBe(true);
    expect(state.players[0].seriousWounds).toHaveLength(1);
  });

  it('given a double hit in Melee, then it deals only 1 injury', () => {
    const s = inCanteen({ intruders: [{ type: 'adult', room: X }], attacks: ['attack-bite-3'] });
    const { events } = seekRoll(s, 0, { type: 'melee', target: 'intruder-1', pay: cardsOf(s, 0, 1) }, face('double-hit'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'melee', injuries: 1 }));
  });
});

describe('eggs (E22)', () => {
  const inNest = () => given({ players: { 0: { room: X } }, explored: { [X]: 'nest' } });

  it('E22: given the Soldier in the Nest shoots the eggs and rolls the Adult symbol, then 1 egg is destroyed and a noise roll follows', () => {
    const s = inNest();
    s.eggs = 3;
    const { state, events } = seekRoll(s, 0, shootAt(s, 'eggs'), face('adult'));
    expect(state.eggs).toBe(2);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['eggs-destroyed', 'noise-rolled']));
  });

  it('E22 variant: given a double hit on the last 2 eggs, then the Nest is destroyed for good; a blank Melee at eggs costs no contamination and no wound', () => {
    const s = inNest();
    s.eggs = 2;
    const { state, events } = seekRoll(s, 0, shootAt(s, 'eggs'), face('double-hit'));
    expect([state.eggs, state.nestDestroyed]).toEqual([0, true]);
    expect(events).toContainEqual({ type: 'eggs-destroyed', room: X, count: 2, nestDestroyed: true });
    const m = seekRoll(s, 0, { type: 'melee', target: 'eggs', pay: cardsOf(s, 0, 1) }, face('blank'));
    expect([m.state.eggs, m.state.players[0].seriousWounds.length, m.events.some((e) => e.type === 'contaminated')]).toEqual([2, 0, false]);
  });
});

describe('heavy objects', () => {
  it('given a carcass on the floor, then picking it up costs 1 and takes a hand slot; with both hands full it is refused until something is dropped (free)', () => {
    const s = inCanteen({});
    s.floor.push({ room: X, object: 'intruder-carcass' }, { room: X, object: 'intruder-egg' });
    const one = when(s, 0, { type: 'pick-up', object: 'intruder-carcass', pay: cardsOf(s, 0, 1) }).state;
    expect(one.players[0].hands.map((h) => (h.kind === 'object' ? h.object : h.card))).toEqual(['scout-rifle', 'intruder-carcass']);
    expect(refusal(one, 0, { type: 'pick-up', object: 'intruder-egg', pay: cardsOf(one, 0, 1) }).code).toBe('move/hands-full');
    const dropped = when(one, 0, { type: 'drop', thing: 'intruder-carcass' }).state;
    expect(dropped.turn).toEqual({ seat: 0, actions: 1 });
    expect(dropped.floor).toContainEqual({ room: X, object: 'intruder-carcass' });
  });

  it('given an item dropped from the inventory, then it goes face down to the bottom of its deck', () => {
    const s = inCanteen({});
    s.players[0].inventory = ['red-grenade-1'];
    s.decks.items.red = s.decks.items.red.filter((c) => c !== 'red-grenade-1');
    const { state } = when(s, 0, { type: 'drop', thing: 'red-grenade-1' });
    expect(state.decks.items.red.at(-1)).toBe('red-grenade-1');
    expect(state.players[0].inventory).toEqual([]);
  });

  it('given a character in combat, then it cannot pick up objects', () => {
    const s = inCanteen({ intruders: [{ type: 'larva', room: X }] });
    s.floor.push({ room: X, object: 'intruder-egg' });
    expect(refusal(s, 0, { type: 'pick-up', object: 'intruder-egg', pay: cardsOf(s, 0, 1) }).code).toBe('move/in-combat');
  });
});
