import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import type { NemesisEvent } from '../events';
import { nemesis } from '../index';
import { runEventPhase } from '../rules/event-phase';
import { startPlayerPhase } from '../rules/round';
import { die } from '../rules/wounds';
import type { NemesisState } from '../state';
import { given, refusal, when } from '../testing/given';
import { view } from '../view';

const R1 = 'a-slot-05';

/** 3 seats in the intruder-player mode; seat 2's character dies, and the next player phase begins. */
function intruderTable(hand?: string[]): { s: NemesisState; events: NemesisEvent[] } {
  const s = given({ seats: 3, config: { mode: 'intruder-player' }, players: { 0: { room: R1 }, 1: { room: R1 }, 2: { room: R1 } } });
  s.milestones.firstEncounter = true;
  die(s, 2, Rng.fromSeed('die'), []);
  s.players[0].passed = true;
  s.players[1].passed = true;
  const events: NemesisEvent[] = [];
  startPlayerPhase(s, Rng.fromSeed('phase'), events);
  if (hand) {
    const ip = s.intruderPlayer!;
    ip.deck = [...ip.deck, ...ip.hand].filter((c) => !hand.includes(c));
    ip.hand = hand.slice();
  }
  return { s, events };
}

/** Plays passes for the characters until the intruder player (seat 2) has the turn. */
function toIntruderTurn(state: NemesisState): NemesisState {
  let s = state;
  while (s.turn!.seat !== 2) s = when(s, s.turn!.seat, { type: 'pass', discard: [] }).state;
  return s;
}

describe('the intruder-player variant (§5.22, D25)', () => {
  it('given the first character dies, then its player becomes the intruder player; a later death changes nothing', () => {
    const s = given({ seats: 3, config: { mode: 'intruder-player' }, players: { 1: { room: R1 }, 2: { room: R1 } } });
    const events: NemesisEvent[] = [];
    die(s, 1, Rng.fromSeed('die'), events);
    die(s, 2, Rng.fromSeed('die'), events);
    expect(events.filter((e) => e.type === 'intruder-player-chosen')).toEqual([{ type: 'intruder-player-chosen', seat: 1 }]);
    expect(s.intruderPlayer).toMatchObject({ seat: 1, active: false, hand: [] });
  });

  it('given the standard mode, then nobody plays the intruders', () => {
    const s = given({ seats: 3, players: { 1: { room: R1 } } });
    die(s, 1, Rng.fromSeed('die'), []);
    expect(s.intruderPlayer ?? null).toBeNull();
  });

  it('given the next player phase, then the intruder player draws 3 cards, never holds the first player token, and takes its turn', () => {
    const { s, events } = intruderTable();
    expect(events).toContainEqual({ type: 'intruder-cards-drawn', seat: 2, count: 3 });
    expect(s.intruderPlayer!.hand).toHaveLength(3);
    expect(s.intruderPlayer!.deck).toHaveLength(7);
    expect(s.firstPlayer).not.toBe(2);
    const turn = toIntruderTurn(s);
    expect(nemesis.prompts(turn)).toEqual([expect.objectContaining({ seat: 2, kind: 'intruder-turn' })]);
    expect(nemesis.legalMoves(turn, 2).every((m) => m.type.startsWith('intruder-'))).toBe(true);
  });

  it('given a Move, then the named intruder goes through the corridor of the card; a fixed card names no corridor, an "any" card must', () => {
    const { s } = intruderTable(['intruder-card-pursuit-1', 'intruder-card-pursuit-4']);
    s.intruders.push({ id: 'intruder-9', type: 'adult', room: 'a-slot-14', injuries: 0 });
    const turn = toIntruderTurn(s);
    expect(refusal(turn, 2, { type: 'intruder-card', card: 'intruder-card-pursuit-1', as: 'move', intruder: 'intruder-9', corridor: 2 }).code).toBe('move/intruder-card');
    expect(refusal(turn, 2, { type: 'intruder-card', card: 'intruder-card-pursuit-4', as: 'move', intruder: 'intruder-9' }).code).toBe('move/intruder-card');
    const { state, events } = when(turn, 2, { type: 'intruder-card', card: 'intruder-card-pursuit-1', as: 'move', intruder: 'intruder-9' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'intruder-card-played', card: 'intruder-card-pursuit', as: 'move', intruder: 'intruder-9' }));
    expect(events.some((e) => e.type === 'intruders-moved' || e.type === 'door-destroyed' || e.type === 'bag-changed')).toBe(true);
    expect(state.intruderPlayer!.discard).toContain('intruder-card-pursuit-1');
    // One card is the whole turn.
    expect(state.turn?.seat).not.toBe(2);
  });

  it('given an Attack with a card that draws 2, then the intruder player picks 1 to resolve and the other goes under the attack deck', () => {
    const { s } = intruderTable(['intruder-card-pursuit-2']);
    s.intruders.push({ id: 'intruder-9', type: 'adult', room: R1, injuries: 0 });
    s.decks.attacks = ['attack-bite-1', 'attack-scratch-1', ...s.decks.attacks.filter((c) => c !== 'attack-bite-1' && c !== 'attack-scratch-1')];
    const drawn = when(toIntruderTurn(s), 2, { type: 'intruder-card', card: 'intruder-card-pursuit-2', as: 'attack', intruder: 'intruder-9', target: 0 }).state;
    expect(drawn.intruderPlayer!.pending).toEqual({ kind: 'attack', intruder: 'intruder-9', target: 0, cards: ['attack-bite-1', 'attack-scratch-1'] });
    expect(nemesis.prompts(drawn)).toEqual([expect.objectContaining({ seat: 2, kind: 'intruder-pick' })]);
    // The other seats' views do not show the drawn cards.
    expect(JSON.stringify(view(drawn, 0))).not.toContain('attack-bite-1');
    const { state, events } = when(drawn, 2, { type: 'intruder-pick', card: 'attack-scratch-1' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'attacked', seat: 0, card: 'attack-scratch-1' }));
    expect(state.decks.attacks[state.decks.attacks.length - 1]).toBe('attack-bite-1');
    expect(state.intruderPlayer!.pending).toBeNull();
  });

  it('given a pass, then the intruder player keeps at most one card and discards the rest', () => {
    const { s } = intruderTable();
    const turn = toIntruderTurn(s);
    const keep = turn.intruderPlayer!.hand[0];
    const { state } = when(turn, 2, { type: 'intruder-pass', keep });
    expect(state.intruderPlayer!.hand).toEqual([keep]);
    expect(state.intruderPlayer!.discard).toHaveLength(2);
  });

  it('given Self-Healing, then the named intruder loses 2 injuries', () => {
    const { s } = intruderTable(['intruder-card-self-healing-1']);
    s.intruders.push({ id: 'intruder-9', type: 'adult', room: 'a-slot-14', injuries: 3 });
    const { state } = when(toIntruderTurn(s), 2, { type: 'intruder-card', card: 'intruder-card-self-healing-1', as: 'special', intruder: 'intruder-9' });
    expect(state.intruders.find((i) => i.id === 'intruder-9')!.injuries).toBe(1);
  });

  it('given Planning, then 3 event cards are drawn, the chosen one is resolved and the others discarded', () => {
    const { s } = intruderTable(['intruder-card-planning-1']);
    const drawn = when(toIntruderTurn(s), 2, { type: 'intruder-card', card: 'intruder-card-planning-1', as: 'special' }).state;
    const cards = (drawn.intruderPlayer!.pending as { cards: string[] }).cards;
    expect(cards).toHaveLength(3);
    const { state, events } = when(drawn, 2, { type: 'intruder-pick', card: cards[1] });
    expect(events).toContainEqual({ type: 'event-card-drawn', card: cards[1], purpose: 'event' });
    expect(state.decks.eventDiscard).toEqual(expect.arrayContaining([cards[0], cards[2]]));
  });

  it('given the intruder player is in play, then the event phase keeps only the time track and the fire damage', () => {
    const { s } = intruderTable();
    s.intruders.push({ id: 'intruder-9', type: 'adult', room: R1, injuries: 0 });
    s.phase = 'event';
    const bag = s.bag.slice();
    const events: NemesisEvent[] = [];
    runEventPhase(s, 4, Rng.fromSeed('events'), events);
    expect(events.some((e) => e.type === 'time-advanced')).toBe(true);
    expect(events.some((e) => e.type === 'attacked' || e.type === 'event-card-drawn')).toBe(false);
    expect(s.bag).toEqual(bag);
  });

  it('given the intruder player\'s hand, then only that seat sees it; the others see its size', () => {
    const { s } = intruderTable();
    const hand = s.intruderPlayer!.hand;
    expect(view(s, 2).intruderPlayer!.hand).toEqual(hand);
    expect(view(s, 0).intruderPlayer!.hand).toBe(3);
    for (const card of hand) expect(JSON.stringify(view(s, 0))).not.toContain(card);
    expect(nemesis.secrets!(s, 0)).toEqual(expect.arrayContaining(hand));
  });
});
