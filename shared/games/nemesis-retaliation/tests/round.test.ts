/** The round: turns, oxygen, the Intruder Phase, time, the Lander and the end (digest §13.1 9-10, §13.2 21, 23-29). */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { LANDING_ZONE } from '../data';
import { legalMoves } from '../legal-moves';
import { endGame } from '../rules/end';
import { gainSeriousWound, healthSection } from '../rules/health';
import type { RetaliationEvent } from '../events';
import type { RetaliationMove } from '../moves/schema';
import type { GearSlot } from '../state';
import { cardsOf, given, seekRoll, seekRule, when } from '../testing/given';

const medpacks: GearSlot[] = Array.from({ length: 4 }, () => ({ token: 'medpack', half: false }));
const medpack = (s: ReturnType<typeof given>, slot: number) => ({ type: 'use-gear', slot, pay: cardsOf(s, 0, 1) }) as const;
const pass: RetaliationMove = { type: 'pass', discard: [] };
/** A seat that has not chosen its objective ends its turn after action 2 (T0 may still be taken then). */
const endTurn: RetaliationMove = { type: 'end-turn' };
const between = (events: RetaliationEvent[], from: string, to: string) => {
  const start = events.findIndex((e) => e.type === 'phase' && e.phase === from);
  const end = events.findIndex((e, i) => i > start && e.type === 'phase' && e.phase === to);
  return events.slice(start, end);
};

describe('Oxygen and the empty hand (examples 24-25)', () => {
  it('given Section A without life support, when a character takes 2 action turns and a pass turn, then it loses 3 oxygen (7 to 4)', () => {
    let s = given({ players: { 0: { belt: medpacks } } });
    s = when(s, 0, medpack(s, 0)).state;
    s = when(s, 0, medpack(s, 1), endTurn).state;
    s = when(s, 1, pass).state;
    s = when(s, 0, medpack(s, 2)).state;
    s = when(s, 0, medpack(s, 3), endTurn).state;
    expect(s.players[0].oxygen).toBe(5);
    s = when(s, 0, pass).state;
    expect(s.players[0].oxygen).toBe(4);
  });

  it('given 2 cards, when both pay for actions, then the player has not passed and may only pass next turn (or choose an objective)', () => {
    let s = given({ players: { 0: { belt: medpacks, hand: ['recon--search', 'recon--sprint'] } } });
    s = when(s, 0, medpack(s, 0)).state;
    s = when(s, 0, medpack(s, 1), endTurn).state;
    expect(s.players[0].hand).toEqual([]);
    expect(s.players[0].passed).toBe(false);
    s = when(s, 1, { type: 'move', corridor: 'cp-a-r04--landing-zone', pay: cardsOf(s, 1, 1) }).state;
    if (s.turn?.seat === 1) s = when(s, 1, pass).state;
    expect(s.turn?.seat).toBe(0);
    // Discarding items and tokens (F1) stays open at any time; it is not an action.
    expect(new Set(legalMoves(s, 0).map((m) => m.type).filter((t) => !t.startsWith('discard-')))).toEqual(new Set(['pass', 'choose-objective']));
  });
});

describe('Intruder Phase (example 21)', () => {
  it('given P1 and P2 with an Adult and a Larva, then the Adult attacks P1 first, then the Larva attaches to P1 with a Contamination card', () => {
    let s = given({ intruders: [{ type: 'larva', where: LANDING_ZONE }, { type: 'adult', where: LANDING_ZONE }], attacks: ['scratch-3'] });
    const adult = s.intruders.find((i) => i.type === 'adult')!.id;
    s = when(s, 0, pass).state;
    const { state, events } = when(s, 1, pass);
    const attacks = between(events, 'intruder', 'event').filter((e) => e.type === 'attacked');
    expect(attacks).toEqual([
      { type: 'attacked', seat: 0, intruder: adult, card: 'scratch-3' },
      expect.objectContaining({ type: 'attacked', seat: 0, card: null }),
    ]);
    expect(state.players[0].larva).toBe(true);
    expect(state.players[1].larva).toBe(false);
  });
});

describe('Serious wounds (example 23)', () => {
  it('given the marker in Injured and a wound on Healthy, when a new wound comes, then the marker jumps to Heavily Injured and the armor is lost', () => {
    const s = given({ players: { 0: { health: 4, seriousWounds: 1, armor: 'heavy-armor' } } });
    gainSeriousWound(s, 0, 'test');
    expect(s.players[0].seriousWounds).toHaveLength(2);
    expect(healthSection(s.players[0])).toBe('heavily-injured');
    expect(s.players[0].health).toBe(6);
    expect(s.players[0].armor).toBeNull();
  });
});

describe('Objective choice (example 9)', () => {
  it('given two players, when the first chooses, then it draws 3; the second chooser draws 2', () => {
    let s = given();
    const first = when(s, 0, { type: 'choose-objective', keep: s.players[0].objectives[0] });
    expect(first.events).toContainEqual({ type: 'objective-chosen', seat: 0, drew: 3 });
    expect(first.state.players[0].hand).toHaveLength(8);
    s = when(first.state, 0, pass).state;
    const second = when(s, 1, { type: 'choose-objective', keep: s.players[1].objectives[1] });
    expect(second.events).toContainEqual({ type: 'objective-chosen', seat: 1, drew: 2 });
  });
});

describe('Time, Autodestruction and the Lander (examples 10, 26, 27)', () => {
  it('given Autodestruction on space 11, when round 10 ends, then the facility is destroyed and the game ends', () => {
    let s = given();
    Object.assign(s, { round: 10, autodestruction: 11 });
    s = when(s, 0, pass).state;
    const { state } = when(s, 1, pass);
    expect(state.phase).toBe('over');
    expect(state.destroyed).toBe('autodestruction');
    expect(state.players.every((p) => p.status === 'dead')).toBe(true);
  });

  it('given an inactive top Anti-Aircraft token, when round 9 ends, then the Lander lands; a character boards, then takes off and escapes', () => {
    let s = given({ seats: 2 });
    s.round = 9;
    s.antiAircraft.stack = ['inactive', 'active'];
    s = when(s, 0, pass).state;
    s = when(s, 1, pass).state;
    expect(s.round).toBe(10);
    expect(s.lander.state).toBe('landed');
    const seat = s.turn!.seat;
    s.players[seat].space = LANDING_ZONE;
    s.intruders = [];
    s = seekRoll(s, seat, { type: 'use-room', option: 'board-lander', pay: cardsOf(s, seat, 2) }, (_e, st) => st.players[seat].status === 'lander').state;
    while (s.phase === 'player') s = when(s, s.turn!.seat, pass).state;
    expect(s.phase).toBe('takeoff');
    const { state } = when(s, seat, { type: 'take-off', go: true });
    expect(state.players[seat].status).toBe('escaped');
    expect(state.players[seat].escapedVia).toBe('lander');
    expect(state.lander.state).toBe('departed');
  });

  it('given an active top Anti-Aircraft token, when round 9 ends, then the Lander is shot down', () => {
    let s = given();
    s.round = 9;
    s.antiAircraft.stack = ['active', 'inactive'];
    s = when(s, 0, pass).state;
    expect(when(s, 1, pass).state.lander.state).toBe('destroyed');
  });

  it('given Autodestruction past the last space, when round 14 ends, then it fires and a hibernating character dies too', () => {
    let s = given();
    Object.assign(s, { round: 14, autodestruction: 16 });
    s.players[1].status = 'hibernating';
    s = when(s, 0, pass).state;
    expect(s.phase).toBe('over');
    expect(s.destroyed).toBe('autodestruction');
    expect(s.players[1].status).toBe('dead');
  });
});

describe('End of the game (examples 28-29)', () => {
  it('given an escaped character with a Larva, when a Contamination card is among the 4 drawn, then it dies yet stays escaped for objectives', () => {
    const s = given();
    Object.assign(s.players[0], { status: 'escaped', escapedVia: 'lander', larva: true });
    const died = seekRule(s, (x, rng) => endGame(x, 'test', rng), (_r, x) => x.players[0].status === 'dead');
    expect(died.state.players[0].escapedVia).toBe('lander');
    expect(died.result).toContainEqual({ type: 'character-died', seat: 0, cause: 'eclosion' });
    const lived = seekRule(s, (x, rng) => endGame(x, 'test', rng), (_r, x) => x.players[0].status === 'escaped');
    expect(lived.result).toContainEqual({ type: 'eclosion', seat: 0, contamination: 0 });
  });

  it('given no fire marker left, when exploration must place one, then the facility is destroyed and everyone inside dies', () => {
    const s = given({ exploration: ['exploration-06'] });
    s.markers.fire = 0;
    const { state, events } = when(s, 0, { type: 'move', corridor: 'cp-a-r04--landing-zone', pay: cardsOf(s, 0, 1) });
    expect(events).toContainEqual({ type: 'facility-destroyed', reason: 'fire' });
    expect(state.phase).toBe('over');
    expect(state.players.every((p) => p.status === 'dead')).toBe(true);
  });

  it('given a survivor without a Larva, when the game ends, then its whole deck is scanned', () => {
    const s = given();
    s.players[0].status = 'escaped';
    s.players[0].discard = ['contamination-1'];
    s.infected = ['contamination-1'];
    endGame(s, 'test', new Rng(s.rng));
    expect(s.players[0].larva).toBe(true);
  });
});
