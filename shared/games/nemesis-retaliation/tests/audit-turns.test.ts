/**
 * Audit of the rules digest §4 and §5.3, §5.16 rule by rule (the round, its phases, turns, costs, Pass, Cleanup): each
 * test names the rule it proves. Rules already proved elsewhere are listed in the README's "Audit (section 5)".
 */
import { describe, expect, it } from 'vitest';
import type { RetaliationEvent } from '../events';
import type { RetaliationMove } from '../moves/schema';
import { cardsOf, given, refusal, when } from '../testing/given';

const pass: RetaliationMove = { type: 'pass', discard: [] };
const phases = (events: RetaliationEvent[]) => events.filter((e) => e.type === 'phase' || e.type === 'time-advanced' || e.type === 'round-started').map((e) => e.type === 'phase' ? e.phase : e.type);

describe('§4 turn order: clockwise (seat order) from the start player, not by player number', () => {
  it('given 3 seats and the start player on seat 1, when each passes, then seats 1, 2, 0 act in that order', () => {
    let s = given({ seats: 3 });
    s.startPlayer = 1;
    s.turn = { seat: 1, actions: 0 };
    s.players[1].playerNumber = 3;
    s = when(s, 1, pass).state;
    expect(s.turn?.seat).toBe(2);
    s = when(s, 2, pass).state;
    expect(s.turn?.seat).toBe(0);
  });

  it('given a seat that passed, when the others take more turns, then it is skipped for the rest of the round', () => {
    const medpacks = Array.from({ length: 4 }, () => ({ token: 'medpack' as const, half: false }));
    let s = given({ seats: 3, players: { 1: { belt: medpacks, health: 4 } } });
    s = when(s, 0, pass).state;
    s = when(s, 1, { type: 'use-gear', slot: 0, pay: cardsOf(s, 1, 1) }).state;
    s = when(s, 1, { type: 'use-gear', slot: 1, pay: cardsOf(s, 1, 1) }, { type: 'end-turn' }).state;
    expect(s.turn?.seat).toBe(2);
    s = when(s, 2, pass).state;
    expect(s.turn?.seat).toBe(1);
    expect(refusal(s, 0, pass)).toBeTruthy();
  });

  it('given everyone passed, then the Intruder, Event and Cleanup phases follow in that order and round 2 starts with the next start player', () => {
    let s = given({ seats: 3 });
    s = when(s, 0, pass).state;
    s = when(s, 1, pass).state;
    const { state, events } = when(s, 2, pass);
    expect(phases(events)).toEqual(['intruder', 'event', 'cleanup', 'time-advanced', 'round-started']);
    expect(state.round).toBe(2);
    expect(state.startPlayer).toBe(1);
    expect(state.turn).toEqual({ seat: 1, actions: 0 });
    expect(state.players.every((p) => !p.passed)).toBe(true);
  });

  it('given a character aboard the Lander, then its turns are skipped without it passing (§4)', () => {
    let s = given({ seats: 3 });
    s.players[1].status = 'lander';
    s = when(s, 0, pass).state;
    expect(s.turn?.seat).toBe(2);
    expect(s.players[1].passed).toBe(false);
  });

  it('given dead, escaped and hibernating characters, then they take no turns', () => {
    let s = given({ seats: 4 });
    s.players[1].status = 'dead';
    s.players[2].status = 'escaped';
    s.players[3].status = 'hibernating';
    const { state, events } = when(s, 0, pass);
    expect(events).toContainEqual(expect.objectContaining({ type: 'round-started', round: 2 }));
    expect(state.turn).toEqual({ seat: 0, actions: 0 });
  });
});

describe('§5.16 step 5: the start player token passes clockwise to the next player still in the game', () => {
  it('given seat 1 dead, then the token goes from seat 0 to seat 2, and next round back to seat 0 (never twice to seat 2)', () => {
    let s = given({ seats: 3 });
    s.players[1].status = 'dead';
    s = when(s, 0, pass).state;
    s = when(s, 2, pass).state;
    expect(s.startPlayer).toBe(2);
    s = when(s, 2, pass).state;
    s = when(s, 0, pass).state;
    expect(s.startPlayer).toBe(0);
  });

  it('given seat 1 aboard the Lander, then it still receives the token (data README 16) and its turn is skipped', () => {
    let s = given({ seats: 3 });
    s.players[1].status = 'lander';
    s.lander.state = 'landed';
    s = when(s, 0, pass).state;
    s = when(s, 2, pass).state;
    s = when(s, 1, { type: 'take-off', go: false }).state;
    expect(s.startPlayer).toBe(1);
    expect(s.turn?.seat).toBe(2);
  });
});

describe('§5.3 costs and Pass', () => {
  it('given only Contamination cards to pay with, then an action with a cost is refused and nothing changes', () => {
    const s = given({ players: { 0: { hand: ['contamination-1', 'contamination-2'] } } });
    s.decks.contamination = s.decks.contamination.filter((c) => !['contamination-1', 'contamination-2'].includes(c));
    const error = refusal(s, 0, { type: 'move', corridor: 'cp-a-r04--landing-zone', pay: ['contamination-1'] });
    expect(error.message).toMatch(/Contamination/i);
  });

  it('given Contamination cards in hand, when passing, then any of them may be discarded face up and the turn ends', () => {
    const hand = ['recon--search', 'contamination-1', 'contamination-2'];
    const s = given({ players: { 0: { hand } } });
    const { state, events } = when(s, 0, { type: 'pass', discard: ['contamination-1', 'contamination-2'] });
    expect(state.players[0].hand).toEqual(['recon--search']);
    expect(state.players[0].discard).toEqual(expect.arrayContaining(['contamination-1', 'contamination-2']));
    expect(state.players[0].passed).toBe(true);
    expect(events).toContainEqual(expect.objectContaining({ type: 'passed', seat: 0 }));
  });

  it('given a move paid with a card not in hand, then it is refused', () => {
    const s = given({ players: { 0: { hand: ['recon--search'] } } });
    expect(refusal(s, 0, { type: 'move', corridor: 'cp-a-r04--landing-zone', pay: ['recon--sprint'] })).toBeTruthy();
  });
});

describe('§5.16 Cleanup', () => {
  it('given hands of 1 and 7 cards, then hands are refilled up to 5 and a bigger hand is kept (no hand limit)', () => {
    let s = given({ players: { 0: { hand: ['recon--search'] } } });
    const seven = s.players[1].hand.concat(s.players[1].deck.slice(0, 2));
    s.players[1].deck = s.players[1].deck.slice(2);
    s.players[1].hand = seven;
    s = when(s, 0, pass).state;
    const { state } = when(s, 1, pass);
    expect(state.players[0].hand).toHaveLength(5);
    expect(state.players[1].hand).toHaveLength(7);
  });

  it('given an empty action deck, when a draw is needed, then the discard pile is shuffled into a new deck', () => {
    let s = given({ players: { 0: { hand: [] } } });
    const p = s.players[0];
    p.discard = p.deck.slice();
    p.deck = [];
    s = when(s, 0, pass).state;
    const { state } = when(s, 1, pass);
    expect(state.players[0].hand).toHaveLength(5);
    expect(state.players[0].deck.length + state.players[0].hand.length).toBe(10);
    expect(state.players[0].discard).toEqual([]);
  });

  it('given round 14, when its Cleanup ends, then the round marker stays and the game ends: characters inside die', () => {
    let s = given();
    s.round = 14;
    s = when(s, 0, pass).state;
    const { state } = when(s, 1, pass);
    expect(state.round).toBe(14);
    expect(state.phase).toBe('over');
    expect(state.players.every((p) => p.status === 'dead')).toBe(true);
  });
});
