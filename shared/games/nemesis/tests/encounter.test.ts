import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import type { NemesisEvent } from '../events';
import { nemesis } from '../index';
import { sufferLightWounds } from '../rules/wounds';
import { cardsOf, corridorBetween, given, refusal, rolled, seekRoll, when } from '../testing/given';

const HIB = 'a-slot-11';
const X = 'a-slot-14';
const ADULT_4 = 'intruder-token-adult-10';
const moveTo = (s: ReturnType<typeof given>, to: string, from = HIB) => ({ type: 'move' as const, corridor: corridorBetween(s, from, to), pay: cardsOf(s, 0, 1) });
/** The Scout, with `hand` cards, moves into the Canteen whose corridor 2 already has noise, and rolls 2. */
function encounterIn(hand: number, opts: Parameters<typeof given>[0] = {}) {
  const s = given({ explored: { [X]: 'canteen' }, bag: [ADULT_4], attacks: ['attack-bite-1'], ...opts });
  s.players[0].hand = s.players[0].hand.slice(0, hand + 1);
  s.corridors['a-corridor-14-17'].noise = true;
  s.corridors['a-corridor-13-14'].noise = true;
  return seekRoll(s, 0, moveTo(s, X), rolled('2'));
}

describe('encounters (E5, E18) and the First Encounter', () => {
  it('E5: given the first encounter, then all noise of the room is discarded, an Adult appears and every player chooses an objective before the surprise check', () => {
    const { state, events } = encounterIn(3);
    expect(state.corridors['a-corridor-14-17'].noise || state.corridors['a-corridor-13-14'].noise).toBe(false);
    expect(events).toContainEqual({ type: 'encounter', seat: 0, room: X, drawn: 'adult', backNumber: 4 });
    expect(state.intruders).toEqual([{ id: 'intruder-1', type: 'adult', room: X, injuries: 0 }]);
    expect(state.supply).toContain(ADULT_4);
    expect(state.objectiveChoice).toEqual({ waiting: [0, 1], then: [{ kind: 'surprise-check', seat: 0, intruder: 'intruder-1', backNumber: 4 }] });
    expect(nemesis.prompts(state).map((p) => [p.seat, p.kind, p.mode])).toEqual([[0, 'choose-objective', 'simultaneous'], [1, 'choose-objective', 'simultaneous']]);
    expect(events.some((e) => e.type === 'attacked')).toBe(false);
  });

  it('E5: given both players keep an objective, then the other is gone for good and the surprise attack (hand 3 < 4) resolves: Bite gives a serious wound', () => {
    const paused = encounterIn(3).state;
    const [keep0, drop0] = paused.players[0].objectives;
    const first = when(paused, 1, { type: 'choose-objective', objective: paused.players[1].objectives[1] });
    expect(first.events).toEqual([{ type: 'objective-chosen', seat: 1 }]);
    expect(first.state.objectiveChoice!.waiting).toEqual([0]);
    expect(refusal(first.state, 0, { type: 'pass', discard: [] }).code).toBe('move/not-now');
    expect(refusal(first.state, 0, { type: 'choose-objective', objective: paused.players[1].objectives[0] }).code).toBe('move/not-your-objective');
    const { state, events } = when(first.state, 0, { type: 'choose-objective', objective: keep0 });
    expect(state.players[0].objectives).toEqual([keep0]);
    expect(JSON.stringify(state)).not.toContain(drop0);
    expect(events).toContainEqual({ type: 'surprise-attack', seat: 0, intruder: 'intruder-1', handSize: 3, backNumber: 4 });
    expect(events).toContainEqual({ type: 'attacked', seat: 0, intruder: 'intruder-1', card: 'attack-bite-1', hit: true });
    expect(state.players[0].seriousWounds).toHaveLength(1);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
    expect(state.objectiveChoice).toBeNull();
  });

  it('given a later encounter and a hand as large as the token number, then there is no surprise attack', () => {
    const { state, events } = encounterIn(4, {});
    const after = when(when(state, 0, { type: 'choose-objective', objective: state.players[0].objectives[0] }).state, 1, { type: 'choose-objective', objective: state.players[1].objectives[0] });
    expect(after.events).toContainEqual({ type: 'no-surprise', seat: 0, handSize: 4, backNumber: 4 });
    expect(events.some((e) => e.type === 'surprise-attack')).toBe(false);
  });

  it('given the First Encounter is past, then an encounter goes straight to the surprise check', () => {
    const s = given({ explored: { [X]: 'canteen' }, bag: [ADULT_4], attacks: ['attack-scratch-1'] });
    s.milestones.firstEncounter = true;
    s.players[0].hand = s.players[0].hand.slice(0, 3);
    s.corridors['a-corridor-14-17'].noise = true;
    const { state, events } = seekRoll(s, 0, moveTo(s, X), rolled('2'));
    expect(state.objectiveChoice).toBeNull();
    expect(events).toContainEqual({ type: 'attacked', seat: 0, intruder: 'intruder-1', card: 'attack-scratch-1', hit: true });
    expect(state.players[0].lightWounds).toBe(1);
    expect(state.players[0].discard.filter((c) => c.startsWith('contamination-'))).toHaveLength(1);
  });

  it('E18: given the Blank is drawn, then noise fills every corridor of the room, the Blank returns, and no objective choice starts', () => {
    const s = given({ explored: { [X]: 'canteen' }, bag: ['intruder-token-blank', 'intruder-token-larva-1', 'intruder-token-larva-2'] });
    s.corridors['a-corridor-14-17'].noise = true;
    s.techNoise['a-tech-network'] = true;
    const { state, events } = seekRoll(s, 0, moveTo(s, X), (e) => rolled('2')(e) && e.some((x) => x.type === 'encounter' && x.drawn === 'blank'));
    expect(Object.entries(state.corridors).filter(([id, c]) => ['a-corridor-13-14', 'a-corridor-14-17', 'a-corridor-11-14'].includes(id) && c.noise)).toHaveLength(3);
    expect(state.techNoise['a-tech-network']).toBe(true);
    expect(state.bag).toEqual(['intruder-token-blank', 'intruder-token-larva-1', 'intruder-token-larva-2']);
    expect([state.objectiveChoice, state.milestones.firstEncounter, state.intruders.length]).toEqual([null, false, 0]);
    expect(events.filter((e) => e.type === 'noise-placed')).toHaveLength(1);
  });

  it('E18 variant: given the Blank was the last token in the bag, then an Adult token goes in first', () => {
    const s = given({ explored: { [X]: 'canteen' }, bag: ['intruder-token-blank'] });
    s.corridors['a-corridor-14-17'].noise = true;
    const { state, events } = seekRoll(s, 0, moveTo(s, X), rolled('2'));
    expect(state.bag.map((t) => t.replace(/-\d+$/, '')).sort()).toEqual(['intruder-token-adult', 'intruder-token-blank']);
    expect(events).toContainEqual({ type: 'bag-changed', added: ['adult'] });
  });
});

describe('escape and intruder attacks (E7, E20)', () => {
  it('E7: given the Scout in combat with an Adult moves out, then the Adult attacks first (Bite: a serious wound) and the Scout then moves', () => {
    const s = given({ seats: 2, players: { 1: { room: X } }, explored: { [X]: 'canteen' }, intruders: [{ type: 'adult', room: HIB }], attacks: ['attack-bite-1'] });
    s.milestones.firstEncounter = true;
    const { state, events } = when(s, 0, moveTo(s, X));
    const types = events.map((e) => e.type);
    expect(types.indexOf('attacked')).toBeLessThan(types.indexOf('moved'));
    expect(state.players[0]).toMatchObject({ room: X, seriousWounds: [{ card: expect.stringMatching(/^wound-/), dressed: false }] });
    expect(state.intruders[0].room).toBe(HIB);
    expect(events.some((e) => e.type === 'noise-rolled')).toBe(false);
  });

  it('E20: given a Breeder, an Adult and a Larva, then they attack in the order Breeder, Adult, Larva (infection) before the escape', () => {
    const s = given({ explored: { [X]: 'canteen' }, intruders: [{ type: 'larva', room: HIB }, { type: 'adult', room: HIB }, { type: 'breeder', room: HIB }], attacks: ['attack-transformation-1', 'attack-summoning-1'] });
    s.milestones.firstEncounter = true;
    const { state, events } = when(s, 0, moveTo(s, X));
    const attacks = events.filter((e): e is Extract<NemesisEvent, { type: 'attacked' | 'infested' }> => e.type === 'attacked' || e.type === 'infested');
    expect(attacks.map((e) => [e.type, e.intruder])).toEqual([['attacked', 'intruder-3'], ['attacked', 'intruder-2'], ['infested', 'intruder-1']]);
    expect(attacks.slice(0, 2).every((e) => e.type === 'attacked' && !e.hit)).toBe(true);
    expect(state.players[0]).toMatchObject({ larva: true, room: X });
    expect(state.intruders.map((i) => i.type)).toEqual(['adult', 'breeder']);
    expect(state.players[0].discard.filter((c) => c.startsWith('contamination-'))).toHaveLength(1);
  });

  it('given a face-up Leg wound, then an escape costs 2 cards', () => {
    const s = given({ players: { 0: { seriousWounds: ['wound-leg-1'] } }, explored: { [X]: 'canteen' }, intruders: [{ type: 'larva', room: HIB }] });
    expect(refusal(s, 0, moveTo(s, X)).code).toBe('move/payment');
    expect(when(s, 0, { ...moveTo(s, X), pay: cardsOf(s, 0, 2) }).state.players[0].room).toBe(X);
  });
});

describe('wounds and death (E13, E14)', () => {
  it('E13: given 2 light wounds and 1 serious wound, when 2 more light wounds come, then 1 light wound and 2 serious wounds remain', () => {
    const s = given({ players: { 0: { lightWounds: 2, seriousWounds: ['wound-arm-1'] } } });
    sufferLightWounds(s, 0, 2, Rng.fromSeed('e13'), []);
    expect([s.players[0].lightWounds, s.players[0].seriousWounds.length]).toEqual([1, 2]);
  });

  it('E14: given 3 serious wounds (one dressed) in a fire room, when the turn ends, then the character dies, leaves a corpse and unlocks every pod', () => {
    const s = given({ seats: 2, players: { 0: { seriousWounds: ['wound-arm-1', 'wound-leg-1', 'wound-body-1'] } } });
    s.players[0].seriousWounds[0].dressed = true;
    s.players[0].hands.push({ kind: 'object', object: 'intruder-egg' });
    s.players[0].inventory = ['red-grenade-1'];
    s.rooms[HIB].fire = true;
    const { state, events } = when(s, 0, { type: 'pass', discard: [] });
    expect(state.players[0]).toMatchObject({ status: 'dead', room: null, hands: [], inventory: [] });
    expect(state.floor).toEqual(expect.arrayContaining([{ room: HIB, object: 'intruder-egg' }, { room: HIB, object: 'character-corpse', of: 0 }]));
    expect(state.floor.filter((o) => o.object === 'character-corpse' || o.object === 'crew-corpse')).toHaveLength(2);
    expect(state.pods.every((p) => !p.locked)).toBe(true);
    expect(events).toContainEqual({ type: 'pods-unlocked', reason: 'first-death' });
    expect(state.turn).toEqual({ seat: 1, actions: 0 });
  });

  it('given the last character aboard dies, then the game ends and everybody lost', () => {
    const s = given({ seats: 1, players: { 0: { seriousWounds: ['wound-arm-1', 'wound-leg-1', 'wound-body-1'] } } });
    s.rooms[HIB].fire = true;
    const { state } = when(s, 0, { type: 'pass', discard: [] });
    expect(nemesis.outcome(state)).toEqual({ winners: [], scores: [], reason: 'The ship made the hyperspace jump. Nobody survived: everybody lost.' });
    expect(nemesis.prompts(state)).toEqual([]);
  });
});
