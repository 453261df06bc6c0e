/**
 * Readings of the rules digest §12 that no family test pins down, as given/when/then tests: 12.8 (Pass may be the
 * first action), 12.11 (an Intruder Phase target dying mid-sequence), 12.15 (an empty Intruder Attack deck),
 * 12.24 (Autodestruction once running cannot be started again), 12.25 (Autodestruction and the Lander on one space),
 * 12.10 as the data README corrects it (a burning Larva dies), 12.16 (healing stops short of a covered section),
 * 12.21 (hibernating characters survive round 14 without having escaped), 12.22 (intruders ignore the Lander's
 * occupants when they look for the nearest character).
 */
import { describe, expect, it } from 'vitest';
import { LANDING_ZONE } from '../data';
import { legalMoves } from '../legal-moves';
import { intrudersAt } from '../rules/board';
import { gainSeriousWound, heal, healthSection, sectionStart } from '../rules/health';
import { moveGroup } from '../rules/intruders';
import type { RetaliationMove } from '../moves/schema';
import { given, seekRule, when } from '../testing/given';

const pass: RetaliationMove = { type: 'pass', discard: [] };

describe('Pass as the first action (reading 12.8)', () => {
  it('given a turn with no action taken, when the player passes, then the turn goes on to the next player', () => {
    const s = given();
    expect(legalMoves(s, 0)).toContainEqual(expect.objectContaining({ type: 'pass' }));
    const { state } = when(s, 0, pass);
    expect(state.players[0].passed).toBe(true);
    expect(state.turn?.seat).toBe(1);
  });
});

describe('Intruder Phase target dies mid-sequence (reading 12.11)', () => {
  it('given a Heavily Injured P1 and P2 with 2 Adults, when the first Bite kills P1, then the second Adult attacks P2', () => {
    let s = given({
      intruders: [{ type: 'adult', where: LANDING_ZONE }, { type: 'adult', where: LANDING_ZONE }],
      attacks: ['bite-1', 'scratch-3'],
    });
    s.players[0].health = 6;
    expect(healthSection(s.players[0])).toBe('heavily-injured');
    s = when(s, 0, pass).state;
    const { state, events } = when(s, 1, pass);
    const attacks = events.filter((e) => e.type === 'attacked');
    expect(attacks.map((e) => e.type === 'attacked' && [e.seat, e.card])).toEqual([[0, 'bite'], [1, 'scratch-3']]);
    expect(state.players[0].status).toBe('dead');
  });
});

describe('An empty Intruder Attack deck (reading 12.15)', () => {
  it('given no card left in the deck, when an Adult attacks, then the discard pile becomes the new deck and a card is drawn from it', () => {
    let s = given({ intruders: [{ type: 'adult', where: LANDING_ZONE }] });
    s.decks.attackDiscard = s.decks.attacks.filter((c) => c !== 'miss');
    s.decks.attacks = [];
    const before = s.decks.attackDiscard.length;
    s = when(s, 0, pass).state;
    const { state, events } = when(s, 1, pass);
    const card = events.find((e) => e.type === 'attacked')!;
    expect(card.type === 'attacked' && card.card).not.toBeNull();
    expect(state.decks.attacks.length + state.decks.attackDiscard.length).toBe(before);
  });
});

describe('Autodestruction (readings 12.24, 12.25)', () => {
  it('given Autodestruction running, then the Cooling System offers no second start', () => {
    const s = given({ rooms: { 'a-r04': 'cooling-system' }, players: { 0: { space: 'a-r04' } } });
    const starts = (st: typeof s) => legalMoves(st, 0).filter((m) => m.type === 'use-room' && m.option === 'autodestruction');
    expect(starts(s).length).toBeGreaterThan(0);
    s.autodestruction = 9;
    expect(starts(s)).toEqual([]);
  });

  it('given Autodestruction and the arriving Lander both on space 11, when round 10 ends, then the facility is destroyed and the Lander never lands', () => {
    let s = given();
    Object.assign(s, { round: 10, autodestruction: 11 });
    s.lander.space = 11;
    s.antiAircraft.stack = ['inactive'];
    s = when(s, 0, pass).state;
    const { state } = when(s, 1, pass);
    expect(state.destroyed).toBe('autodestruction');
    expect(state.lander.state).toBe('arriving');
    expect(state.phase).toBe('over');
  });
});

describe('Fire and a Larva (reading 12.10; the data README wins: the Burning Hit kills a Larva)', () => {
  it('given a Larva and an Adult in a burning room, when the Intruder Phase burns them, then the Larva dies and the Adult only takes 1 hit', () => {
    let s = given({ rooms: { 'a-r04': 'armory' }, fire: ['a-r04'], intruders: [{ type: 'larva', where: 'a-r04' }, { type: 'adult', where: 'a-r04' }] });
    s = when(s, 0, pass).state;
    const [larva, adult] = s.intruders.map((i) => i.id);
    const { state, events } = when(s, 1, pass);
    expect(events).toContainEqual(expect.objectContaining({ type: 'intruder-killed', intruder: larva }));
    expect(events).toContainEqual({ type: 'intruder-hit', intruder: adult, hits: 1 });
    expect(state.intruders.some((i) => i.id === adult)).toBe(true);
  });
});

describe('Healing and serious wounds (reading 12.16)', () => {
  it('given a serious wound covering Healthy and the marker deep in Injured, when healed by a lot, then it stops at the first Injured slot', () => {
    const s = given({ players: { 0: { health: 5 } } });
    gainSeriousWound(s, 0, 'test');
    heal(s, 0, 5);
    expect(s.players[0].health).toBe(sectionStart(s.players[0], 'injured'));
    expect(healthSection(s.players[0])).toBe('injured');
  });
});

describe('Hibernation at the end of round 14 (reading 12.21; data README 14)', () => {
  it('given a hibernating character and no Autodestruction, when round 14 ends, then it survives but has not escaped', () => {
    let s = given();
    s.round = 14;
    s.players[1].status = 'hibernating';
    s = when(s, 0, pass).state;
    expect(s.phase).not.toBe('player');
    expect(s.players[1].status).toBe('hibernating');
    expect(s.players[1].escapedVia).toBeNull();
    expect(s.players[0].status).toBe('dead');
  });
});

describe('Lander occupants and intruders (reading 12.22)', () => {
  it('given the nearest character aboard the Lander, when an Adult moves, then it heads for the other character', () => {
    const R = 'a-r04';
    const s = given({
      replaceCorridors: true,
      rooms: { [R]: 'armory', 'b-r03': 'reactor', 'b-r05': 'surgery-room' },
      corridors: { 'cp-a-r04--landing-zone': {}, 'cp-a-r04--b-r03': {}, 'cp-b-r03--b-r05': {} },
      intruders: [{ type: 'adult', where: R }],
      players: { 0: { space: LANDING_ZONE }, 1: { space: 'b-r05' } },
    });
    const move = (x: typeof s) => seekRule(x, (y, rng) => moveGroup(y, intrudersAt(y, R), rng), () => true).state;
    expect(intrudersAt(move(s), 'cp-a-r04--landing-zone')).toHaveLength(1);
    s.players[0].status = 'lander';
    expect(intrudersAt(move(s), 'cp-a-r04--b-r03')).toHaveLength(1);
  });
});
