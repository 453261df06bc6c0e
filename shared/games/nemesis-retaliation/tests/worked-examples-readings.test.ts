/**
 * Readings of the rules digest §12 that no family test pins down, as given/when/then tests: 12.8 (Pass may be the
 * first action), 12.11 (an Intruder Phase target dying mid-sequence), 12.15 (an empty Intruder Attack deck),
 * 12.24 (Autodestruction once running cannot be started again), 12.25 (Autodestruction and the Lander on one space).
 */
import { describe, expect, it } from 'vitest';
import { LANDING_ZONE } from '../data';
import { legalMoves } from '../legal-moves';
import { healthSection } from '../rules/health';
import type { RetaliationMove } from '../moves/schema';
import { given, when } from '../testing/given';

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
