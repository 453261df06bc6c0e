import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import type { NemesisEvent } from '../events';
import { nemesis } from '../index';
import { startPlayerPhase } from '../rules/round';
import { cardsOf, corridorBetween, given, refusal, rolled, seekRoll, when } from '../testing/given';

const HIB = 'a-slot-11';

describe('player phase: turns', () => {
  it('given a seat takes 2 actions, then its turn ends and the next seat clockwise plays', () => {
    const s = given({ seats: 3, explored: { 'a-slot-14': 'canteen', 'a-slot-15': 'cabins' } });
    const once = seekRoll(s, 0, { type: 'move', corridor: corridorBetween(s, HIB, 'a-slot-14'), pay: cardsOf(s, 0, 1) }, rolled('silence'));
    expect(once.state.turn).toEqual({ seat: 0, actions: 1 });
    expect(nemesis.prompts(once.state)[0]).toMatchObject({ seat: 0, kind: 'turn', message: 'Take your second action, or pass.' });
    const twice = seekRoll(once.state, 0, { type: 'move', corridor: corridorBetween(s, 'a-slot-14', HIB), pay: cardsOf(once.state, 0, 1) }, () => true);
    expect(twice.state.turn).toEqual({ seat: 1, actions: 0 });
    expect(twice.events).toContainEqual({ type: 'turn-ended', seat: 0 });
  });

  it('given one action then a pass, then the seat gets no more turns; when all have passed, the player phase ends', () => {
    const s = given({ seats: 2 });
    const contamination = s.decks.contamination[0];
    s.players[0].hand = [...s.players[0].hand.slice(0, 4), contamination];
    const { state, events } = when(s, 0, { type: 'pass', discard: [contamination] });
    expect(events[0]).toEqual({ type: 'passed', seat: 0, discarded: ['contamination'] });
    expect(state.players[0].discard).toContain(contamination);
    expect(state.turn).toEqual({ seat: 1, actions: 0 });
    const end = when(state, 1, { type: 'pass', discard: [] });
    expect(end.events).toContainEqual({ type: 'player-phase-ended', round: 1 });
    // The event phase ran at once (nothing in it awaits a player here) and round 2 began.
    expect(end.events).toContainEqual({ type: 'round-started', round: 2, firstPlayer: 1 });
    expect(end.state.turn).toEqual({ seat: 1, actions: 0 });
  });

  it('given a seat that passed, then the turn skips it while others keep playing', () => {
    let s = given({ seats: 3 });
    s = when(s, 0, { type: 'pass', discard: [] }).state;
    s = when(s, 1, { type: 'careful-move', corridor: corridorBetween(s, HIB, 'a-slot-06'), noise: corridorBetween(s, 'a-slot-06', 'a-slot-07'), pay: cardsOf(s, 1, 2) }, { type: 'pass', discard: [] }).state;
    expect(s.turn).toEqual({ seat: 2, actions: 0 });
    const end = when(s, 2, { type: 'pass', discard: [] });
    expect(end.events).toContainEqual({ type: 'player-phase-ended', round: 1 });
  });

  it('given a contamination card offered as payment, then the action is refused: contamination cannot pay', () => {
    const s = given();
    const contamination = s.decks.contamination[0];
    s.players[0].hand = [contamination, ...s.players[0].hand.slice(1)];
    const e = refusal(s, 0, { type: 'move', corridor: corridorBetween(s, HIB, 'a-slot-14'), pay: [contamination] });
    expect(e.code).toBe('move/payment');
    expect(e.message).toMatch(/Contamination cards cannot pay/);
  });

  it('given a payment of the wrong size or a card not in hand, then the action is refused', () => {
    const s = given();
    expect(refusal(s, 0, { type: 'move', corridor: corridorBetween(s, HIB, 'a-slot-14'), pay: cardsOf(s, 0, 2) }).code).toBe('move/payment');
    expect(refusal(s, 0, { type: 'move', corridor: corridorBetween(s, HIB, 'a-slot-14'), pay: [s.players[0].deck[0]] }).code).toBe('move/payment');
    expect(refusal(s, 0, { type: 'move', corridor: 'a-corridor-01-02', pay: cardsOf(s, 0, 1) }).code).toBe('move/no-corridor');
  });

  it('given a closed door, then no one moves through it', () => {
    const s = given();
    s.corridors[corridorBetween(s, HIB, 'a-slot-14')].door = 'closed';
    expect(refusal(s, 0, { type: 'move', corridor: corridorBetween(s, HIB, 'a-slot-14'), pay: cardsOf(s, 0, 1) }).code).toBe('move/door-closed');
    expect(nemesis.legalMoves(s, 0).some((m) => m.type === 'move' && m.corridor === corridorBetween(s, HIB, 'a-slot-14'))).toBe(false);
  });

  it('given a new player phase, then the first player token moves left, everyone draws to 5, Cabins gives 6 and a Body wound 4', () => {
    const s = given({ seats: 3, players: { 1: { room: 'a-slot-15' }, 2: { seriousWounds: ['wound-body-1'] } }, explored: { 'a-slot-15': 'cabins' } });
    for (const p of s.players) {
      p.discard.push(...p.hand.splice(0, 3));
      p.passed = true;
    }
    const events: NemesisEvent[] = [];
    startPlayerPhase(s, Rng.fromSeed('round'), events);
    expect([s.round, s.firstPlayer, s.turn]).toEqual([2, 1, { seat: 1, actions: 0 }]);
    expect(s.players.map((p) => p.hand.length)).toEqual([5, 6, 4]);
    expect(s.players.every((p) => !p.passed)).toBe(true);
    expect(events).toContainEqual({ type: 'round-started', round: 2, firstPlayer: 1 });
  });

  it('given an action deck that runs out, then the discard pile (contamination included) is shuffled into a new deck', () => {
    const s = given({ seats: 2 });
    const p = s.players[0];
    const contamination = s.decks.contamination.shift()!;
    const all = [...p.deck, ...p.hand, contamination].sort();
    p.discard = all.slice();
    p.deck = [];
    p.hand = [];
    startPlayerPhase(s, Rng.fromSeed('reshuffle'), []);
    expect(p.hand).toHaveLength(5);
    expect([...p.hand, ...p.deck].sort()).toEqual(all);
    expect(p.discard).toEqual([]);
  });
});

describe('fire (E15)', () => {
  it('given a character that ends its turn in a fire room, then it suffers 1 light wound, also when it passes there', () => {
    const s = given({ seats: 2 });
    s.rooms[HIB].fire = true;
    const passed = when(s, 0, { type: 'pass', discard: [] });
    expect(passed.state.players[0].lightWounds).toBe(1);
    expect(passed.events).toContainEqual({ type: 'wounded', seat: 0, light: 1, serious: [] });
  });

  it('given two actions without passing in fire, then 1 light wound at that turn end, and another when passing later', () => {
    let s = given({ seats: 2, players: { 1: { room: 'a-slot-14' } }, explored: { 'a-slot-14': 'canteen' } });
    s.rooms[HIB].fire = true;
    s.rooms['a-slot-14'].fire = true;
    s = when(s, 0, { type: 'move', corridor: corridorBetween(s, HIB, 'a-slot-14'), pay: cardsOf(s, 0, 1) }).state;
    s = when(s, 0, { type: 'move', corridor: corridorBetween(s, 'a-slot-14', HIB), pay: cardsOf(s, 0, 1) }).state;
    expect(s.players[0].lightWounds).toBe(1);
    s = when(s, 1, { type: 'pass', discard: [] }).state;
    s = when(s, 0, { type: 'pass', discard: [] }).state;
    expect(s.players[0].lightWounds).toBe(2);
  });
});
