/** Action cards that move: Move Quietly, Scouting, Let's Go, Duck and Cover, Tactical Retreat. */
import { describe, expect, it } from 'vitest';
import type { RetaliationEvent } from '../events';
import { given, refusal, when } from '../testing/given';

const A = 'a-r04';
const TO_A = 'cp-a-r04--landing-zone';
const TO_UNEXPLORED = 'cp-a-r03--landing-zone';
const rifle = { 'assault-rifle': [{ token: 'ammo' as const, half: false }] };
const count = (events: RetaliationEvent[], type: string) => events.filter((e) => e.type === type).length;

describe('Move Quietly', () => {
  it('given a discovered room next door, when moving quietly, then you arrive without a noise roll', () => {
    const s = given({ rooms: { [A]: 'surgery-room' }, players: { 0: { hand: ['contractor--move-quietly'] } } });
    const { state, events } = when(s, 0, { type: 'play-card', card: 'contractor--move-quietly', target: TO_A });
    expect(state.players[0].space).toBe(A);
    expect(count(events, 'noise-rolled')).toBe(0);
  });

  it('given only an unexplored corridor, then it is refused', () => {
    const s = given({ players: { 0: { hand: ['contractor--move-quietly'] } } });
    expect(refusal(s, 0, { type: 'play-card', card: 'contractor--move-quietly', target: TO_UNEXPLORED }).message).toMatch(/discovered room/);
  });
});

describe('Scouting', () => {
  it('given a discovered room next door, when scouting carefully, then you arrive and a secure token is placed there', () => {
    const s = given({ rooms: { [A]: 'surgery-room' }, players: { 0: { hand: ['recon--scouting'] } } });
    const { state } = when(s, 0, { type: 'play-card', card: 'recon--scouting', option: 0, target: TO_A });
    expect(state.players[0].space).toBe(A);
    expect(state.spaces[A].secure).toBe(1);
  });

  it('given an unexplored corridor, when scouting ahead, then the space is explored and you search the new room', () => {
    const s = given({ players: { 0: { hand: ['recon--scouting'] } } });
    const { state, events } = when(s, 0, { type: 'play-card', card: 'recon--scouting', option: 1, target: TO_UNEXPLORED });
    expect(count(events, 'explored')).toBe(1);
    expect(state.players[0].space).toBe('a-r03');
    expect(state.search?.seat).toBe(0);
    expect(state.search!.cards.length).toBeGreaterThan(0);
  });
});

describe('Let\'s Go', () => {
  it('given another character in your room, when Let\'s Go takes them along, then both arrive and only you roll for noise', () => {
    const s = given({ rooms: { [A]: 'surgery-room' }, players: { 0: { hand: ['officer--lets-go'] } } });
    const { state, events } = when(s, 0, { type: 'play-card', card: 'officer--lets-go', option: 1, target: TO_A, seat: 1 });
    expect([state.players[0].space, state.players[1].space]).toEqual([A, A]);
    expect(events.filter((e) => e.type === 'noise-rolled').map((e) => (e as { seat: number }).seat)).toEqual([0]);
  });
});

describe('Duck and Cover', () => {
  it('given two Adults in your room, when you duck and cover (1 more card), then only one attacks you as you leave', () => {
    const s = given({ rooms: { [A]: 'surgery-room' }, intruders: [{ type: 'adult', where: 'landing-zone' }, { type: 'adult', where: 'landing-zone' }], players: { 0: { hand: ['contractor--duck-and-cover', 'contractor--rest'] } } });
    const { state, events } = when(s, 0, { type: 'play-card', card: 'contractor--duck-and-cover', target: TO_A, pay: ['contractor--rest'] });
    expect(count(events, 'attacked')).toBe(1);
    expect(state.players[0].space === A || state.players[0].status === 'dead').toBe(true);
  });
});

describe('Tactical Retreat', () => {
  it('given an Adult in your room, when you retreat spending Ammo (1 more card), then it never attacks and the Ammo is spent', () => {
    const s = given({ rooms: { [A]: 'surgery-room' }, intruders: [{ type: 'adult', where: 'landing-zone' }], players: { 0: { hand: ['combat-engineer--tactical-retreat', 'combat-engineer--rest'], hands: rifle } } });
    const { state, events } = when(s, 0, { type: 'play-card', card: 'combat-engineer--tactical-retreat', target: TO_A, choice: 'assault-rifle', pay: ['combat-engineer--rest'] });
    expect(count(events, 'attacked')).toBe(0);
    expect(state.players[0].space).toBe(A);
    expect(events).toContainEqual({ type: 'ammo-spent', seat: 0, item: 'assault-rifle', left: 'half' });
  });

  it('given no loaded ranged weapon, then it is refused', () => {
    const s = given({ rooms: { [A]: 'surgery-room' }, players: { 0: { hand: ['combat-engineer--tactical-retreat', 'combat-engineer--rest'] } } });
    expect(refusal(s, 0, { type: 'play-card', card: 'combat-engineer--tactical-retreat', target: TO_A, choice: 'assault-rifle', pay: ['combat-engineer--rest'] }).message).toMatch(/Ammo/);
  });
});
