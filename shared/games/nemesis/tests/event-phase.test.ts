import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import type { NemesisEvent } from '../events';
import { nemesis } from '../index';
import { developBag } from '../rules/bag';
import { advanceTime, eventCard, eventTarget, fireDamage, intruderAttacks } from '../rules/event-phase';
import type { NemesisState } from '../state';
import { given, when } from '../testing/given';

const X = 'a-slot-14';
const rng = () => Rng.fromSeed('event-phase');
const run = (s: NemesisState, step: (s: NemesisState, rng: Rng, events: NemesisEvent[]) => void) => {
  const events: NemesisEvent[] = [];
  step(s, rng(), events);
  return events;
};
const withEvent = (s: NemesisState, card: string) => {
  s.decks.events = [card, ...s.decks.events.filter((c) => c !== card)];
  return run(s, eventCard);
};

describe('event phase: time track', () => {
  it('given the 15th advance, then the ship jumps and, with nobody in hibernation, everyone aboard dies and everybody lost', () => {
    const s = given();
    s.time = 14;
    const events = run(s, advanceTime);
    expect(s.phase).toBe('over');
    expect(s.players.every((p) => p.status === 'dead')).toBe(true);
    expect(nemesis.outcome(s)).toMatchObject({ winners: [], reason: expect.stringMatching(/hyperspace jump/) });
    expect(events.at(-1)).toMatchObject({ type: 'game-ended' });
  });

  it('given a running self-destruct, then reaching yellow unlocks every pod and the skull destroys the ship (also instead of the jump)', () => {
    const s = given();
    s.selfDestruct = 2;
    run(s, advanceTime);
    expect(s.pods.every((p) => !p.locked)).toBe(true);
    s.selfDestruct = 5;
    run(s, advanceTime);
    expect([s.phase, s.nestDestroyed]).toEqual(['over', true]);
    const t = given();
    [t.time, t.selfDestruct] = [14, 0];
    expect(run(t, advanceTime)).toContainEqual({ type: 'ship-destroyed', reason: 'self-destruct' });
  });
});

describe('event phase: intruder attacks and fire', () => {
  it('E21: given the Captain and the Pilot with 2 cards each and the Pilot first in turn order, then the Adult attacks the Pilot', () => {
    const s = given({ seats: 2, players: { 0: { character: 'captain', room: X }, 1: { character: 'pilot', room: X } }, explored: { [X]: 'canteen' }, intruders: [{ type: 'adult', room: X }], attacks: ['attack-scratch-1'] });
    s.players[0].hand = s.players[0].hand.slice(0, 2);
    s.players[1].hand = s.players[1].hand.slice(0, 2);
    s.firstPlayer = 1;
    expect(eventTarget(s, X)).toBe(1);
    expect(run(s, intruderAttacks)).toContainEqual({ type: 'attacked', seat: 1, intruder: 'intruder-1', card: 'attack-scratch-1', hit: true });
    s.players[0].hand = s.players[0].hand.slice(0, 1);
    expect(eventTarget(s, X)).toBe(0);
  });

  it('given fire, then every intruder there takes 1 injury and 1 egg there burns, with no noise roll', () => {
    const s = given({ explored: { [X]: 'nest' }, intruders: [{ type: 'larva', room: X }] });
    s.rooms[X].fire = true;
    const events = run(s, fireDamage);
    expect([s.intruders.length, s.eggs]).toEqual([0, 4]);
    expect(events.some((e) => e.type === 'noise-rolled')).toBe(false);
  });
});

describe('event phase: event cards (E11)', () => {
  it('E11: given a card moving Adults, Breeders and the Queen through corridor 1, then those not in combat move, a closed door is destroyed instead, an entrance removes the intruder', () => {
    // Slot 2's corridor 1 is a technical-corridor entrance; slot 13's leads to slot 14; slot 3's (to slot 1) is closed.
    const s = given({ intruders: [{ type: 'adult', room: 'a-slot-13' }, { type: 'breeder', room: 'a-slot-02' }, { type: 'queen', room: 'a-slot-03' }, { type: 'larva', room: 'a-slot-13' }, { type: 'adult', room: 'a-slot-11' }] });
    s.corridors['a-corridor-01-03'].door = 'closed';
    const breedersInBag = s.bag.filter((t) => t.startsWith('intruder-token-breeder')).length;
    withEvent(s, 'event-coolant-leak');
    expect(s.intruders.map((i) => [i.id, i.room])).toEqual([['intruder-1', 'a-slot-14'], ['intruder-3', 'a-slot-03'], ['intruder-4', 'a-slot-13'], ['intruder-5', 'a-slot-11']]);
    expect(s.corridors['a-corridor-01-03'].door).toBe('destroyed');
    expect(s.bag.filter((t) => t.startsWith('intruder-token-breeder'))).toHaveLength(breedersInBag + 1);
    // Coolant Leak leaves the game (and the Generator is not malfunctioning: no self-destruct).
    expect([s.decks.events.includes('event-coolant-leak'), s.decks.eventDiscard, s.selfDestruct]).toEqual([false, [], null]);
  });

  it('given Bulkheads Open, then every closed door opens and destroyed ones stay destroyed', () => {
    const s = given();
    s.corridors['a-corridor-01-03'].door = 'closed';
    s.corridors['a-corridor-01-02'].door = 'destroyed';
    withEvent(s, 'event-bulkheads-open');
    expect([s.corridors['a-corridor-01-03'].door, s.corridors['a-corridor-01-02'].door]).toEqual(['open', 'destroyed']);
  });

  it('given Lurking, then intruders away from characters go back into the bag', () => {
    const s = given({ intruders: [{ type: 'adult', room: 'a-slot-13' }, { type: 'adult', room: 'a-slot-11' }] });
    const bag = s.bag.length;
    withEvent(s, 'event-lurking');
    expect(s.intruders.map((i) => i.room)).toEqual(['a-slot-11']);
    expect(s.bag).toHaveLength(bag + 1);
  });

  it('given Flammable Compounds, then fire goes in the Hibernatorium, and with fire there already, into its neighbours through open doors', () => {
    const s = given();
    withEvent(s, 'event-flammable-compounds');
    expect(s.rooms['a-slot-11'].fire).toBe(true);
    s.corridors['a-corridor-11-15'].door = 'closed';
    withEvent(s, 'event-flammable-compounds');
    expect(['a-slot-06', 'a-slot-08', 'a-slot-14', 'a-slot-15'].map((r) => s.rooms[r].fire)).toEqual([true, true, true, false]);
  });

  it('given a card that goes back into the deck, or one removed from the game, then the deck is rebuilt as the card says', () => {
    const s = given();
    s.decks.eventDiscard = ['event-nest'];
    withEvent(s, 'event-malfunction');
    expect(s.decks.events).toContain('event-malfunction');
    withEvent(s, 'event-short-circuit');
    expect(s.decks.events).not.toContain('event-short-circuit');
    expect(s.decks.events).toContain('event-nest');
    expect(s.decks.eventDiscard).toEqual([]);
  });
});

describe('bag development (E19)', () => {
  it('E19: given a Larva, then it leaves the bag and an Adult joins; given an Adult, then it returns and everyone not in combat rolls noise in turn order', () => {
    const s = given({ seats: 3, bag: ['intruder-token-larva-1'], intruders: [{ type: 'larva', room: 'a-slot-11' }] });
    run(s, developBag);
    expect(s.bag.map((t) => t.replace(/-\d+$/, ''))).toEqual(['intruder-token-adult']);
    s.intruders = [];
    s.players[2].room = X;
    s.intruders.push({ id: 'intruder-9', type: 'larva', room: X, injuries: 0 });
    const events = run(s, developBag);
    expect(events[0]).toEqual({ type: 'bag-developed', drawn: 'adult' });
    expect(events.filter((e) => e.type === 'noise-rolled').map((e) => e.type === 'noise-rolled' && e.seat)).toEqual([0, 1]);
  });

  it('E19 variant: given the Queen with nobody in the Nest, then an egg is added and the Queen token returns', () => {
    const s = given({ bag: ['intruder-token-queen'] });
    run(s, developBag);
    expect([s.eggs, s.bag]).toEqual([6, ['intruder-token-queen']]);
  });

  it('given the Queen with characters in the Nest, then she appears there and each of them faces the surprise check (here the First Encounter first)', () => {
    const s = given({ seats: 2, players: { 0: { room: X }, 1: { room: X } }, explored: { [X]: 'nest' }, bag: ['intruder-token-queen'] });
    run(s, developBag);
    expect(s.intruders).toEqual([{ id: 'intruder-1', type: 'queen', room: X, injuries: 0 }]);
    expect(s.objectiveChoice!.then.map((c) => c.kind === 'surprise-check' && c.seat)).toEqual([0, 1]);
  });
});

describe('the whole round through the kernel', () => {
  it('given the last pass, then the event phase runs; a First Encounter in it pauses the phase, which resumes after the choices and starts round 2', () => {
    const s = given({ seats: 2, players: { 0: { room: X }, 1: { room: X } }, explored: { [X]: 'nest' }, bag: ['intruder-token-queen'] });
    s.decks.events = ['event-bulkheads-open', ...s.decks.events.filter((c) => c !== 'event-bulkheads-open')];
    let r = when(s, 0, { type: 'pass', discard: [] });
    r = when(r.state, 1, { type: 'pass', discard: [] });
    expect(r.events.map((e) => e.type)).toEqual(expect.arrayContaining(['time-advanced', 'event-card-drawn', 'bag-developed', 'first-encounter']));
    expect(r.state.objectiveChoice!.then.map((c) => c.kind)).toEqual(['surprise-check', 'surprise-check', 'event-step']);
    r = when(r.state, 0, { type: 'choose-objective', objective: r.state.players[0].objectives[0] });
    r = when(r.state, 1, { type: 'choose-objective', objective: r.state.players[1].objectives[1] });
    expect(r.events.filter((e) => e.type === 'surprise-attack' || e.type === 'no-surprise')).toHaveLength(2);
    expect(r.state.round).toBe(2);
    expect(r.state.turn).toEqual({ seat: 1, actions: 0 });
    expect(r.state.time).toBe(1);
  });
});
