/**
 * Audit of the rules digest §5.4-5.6 rule by rule (HP, armor, death, serious wounds, oxygen and suffocation, the
 * Medpack and Oxygen tokens): each test names the rule it proves. The Suffocating token follows the data README (12):
 * "Next time you lose Oxygen, you die. Discard this token when you gain Oxygen OR end a Turn in a Section with active
 * Life Support"; the dial is turned back to 0 when it is gained.
 */
import type { RetaliationMove } from '../moves/schema';
import { describe, expect, it } from 'vitest';
import { LANDING_ZONE } from '../data';
import { gainSeriousWound, heal, healthSection, loseHealth, loseOxygen } from '../rules/health';
import type { GearSlot } from '../state';
import { cardsOf, given, when } from '../testing/given';

const token = (t: 'oxygen' | 'medpack'): GearSlot => ({ token: t, half: false });
const pass: RetaliationMove = { type: 'pass', discard: [] };

describe('§5.4 the health track', () => {
  it('given the marker on the first slot, when healed, then it stays; when 2 HP are lost, then it moves 2 slots right', () => {
    const s = given();
    heal(s, 0, 3);
    expect(s.players[0].health).toBe(0);
    loseHealth(s, 0, 2, 'test');
    expect(s.players[0].health).toBe(2);
    expect(healthSection(s.players[0])).toBe('healthy');
  });

  it('given armor and the marker in Injured, when 3 HP are lost, then the armor is discarded on entering Heavily Injured and the damage goes on (it absorbs nothing)', () => {
    const s = given({ players: { 0: { health: 4, armor: 'heavy-armor' } } });
    const events = loseHealth(s, 0, 3, 'test');
    expect(s.players[0].health).toBe(7);
    expect(s.players[0].armor).toBeNull();
    expect(events).toContainEqual({ type: 'health-lost', seat: 0, amount: 3, armorLost: 'heavy-armor' });
  });

  it('given the marker on the last slot, when 1 HP is lost, then the character dies: its items and tokens are lost and it takes no more turns', () => {
    const s = given({ players: { 0: { health: 8, hands: { 'assault-rifle': [{ token: 'ammo', half: false }] }, belt: [token('medpack'), null, null, null] } } });
    const events = loseHealth(s, 0, 1, 'test');
    expect(events).toContainEqual({ type: 'character-died', seat: 0, cause: 'test' });
    const p = s.players[0];
    expect([p.status, p.hands, p.armor, p.backpack, p.belt.filter(Boolean)]).toEqual(['dead', [], null, [], []]);
  });

  it('given two serious wounds, when a third comes, then no section is left and the character dies (reading 12.16)', () => {
    const s = given({ players: { 0: { seriousWounds: 2, health: 6 } } });
    const events = gainSeriousWound(s, 0, 'test');
    expect(events).toContainEqual({ type: 'character-died', seat: 0, cause: 'test' });
  });

  it('given no serious wound, when one comes, then it covers the leftmost section and the marker on it jumps to the first Injured slot', () => {
    const s = given({ players: { 0: { health: 1 } } });
    gainSeriousWound(s, 0, 'test');
    expect(s.players[0].seriousWounds).toHaveLength(1);
    expect(s.players[0].health).toBe(3);
    expect(healthSection(s.players[0])).toBe('injured');
  });
});

describe('§5.5 oxygen and the Suffocating token', () => {
  it('given 0 Oxygen, when 1 more is lost, then the Suffocating token is gained (the dial stays at 0); the next loss kills', () => {
    const s = given({ players: { 0: { oxygen: 0 } } });
    expect(loseOxygen(s, 0, 1)).toEqual([{ type: 'oxygen-changed', seat: 0, oxygen: 0, suffocating: true }]);
    expect(s.players[0].status).toBe('in-play');
    expect(loseOxygen(s, 0, 1)).toContainEqual({ type: 'character-died', seat: 0, cause: 'suffocation' });
  });

  it('given a suffocating character, when it uses an Oxygen token, then it gains 3 and the token is discarded', () => {
    const s = given({ players: { 0: { oxygen: 0, belt: [token('oxygen'), null, null, null] } } });
    s.players[0].suffocating = true;
    const { state } = when(s, 0, { type: 'use-gear', slot: 0, pay: cardsOf(s, 0, 1) });
    expect([state.players[0].oxygen, state.players[0].suffocating]).toEqual([3, false]);
  });

  it('given a suffocating character in a section with life support on, when its turn ends, then the token is discarded and no oxygen lost', () => {
    const s = given({ players: { 0: { oxygen: 0 } } });
    s.players[0].suffocating = true;
    s.lifeSupport.A = true;
    const { state } = when(s, 0, pass);
    expect([state.players[0].oxygen, state.players[0].suffocating, state.players[0].status]).toEqual([0, false, 'in-play']);
  });

  it('given a suffocating character with life support off, when its turn ends, then it dies', () => {
    const s = given({ players: { 0: { oxygen: 0 } } });
    s.players[0].suffocating = true;
    const { state } = when(s, 0, pass);
    expect(state.players[0].status).toBe('dead');
  });

  it('given 6 Oxygen, when an Oxygen token is used, then the dial stops at its maximum of 7', () => {
    const s = given({ players: { 0: { oxygen: 6, belt: [token('oxygen'), null, null, null] } } });
    expect(when(s, 0, { type: 'use-gear', slot: 0, pay: cardsOf(s, 0, 1) }).state.players[0].oxygen).toBe(7);
  });

  it('given a character aboard the Lander, then it loses no oxygen and no HP, fire included (§5.17)', () => {
    const s = given({ fire: [LANDING_ZONE], players: { 1: { oxygen: 3 } } });
    s.players[1].status = 'lander';
    s.lander.state = 'landed';
    expect(loseOxygen(s, 1, 1)).toEqual([]);
    expect(loseHealth(s, 1, 2, 'test')).toEqual([]);
    expect([s.players[1].oxygen, s.players[1].health]).toEqual([3, 0]);
  });
});

describe('§5.6 the Medpack token', () => {
  it('given 3 HP lost, when a Medpack is used, then 2 are healed and the token goes back to the supply', () => {
    const s = given({ players: { 0: { health: 3, belt: [token('medpack'), null, null, null] } } });
    const supply = s.gearSupply.medpack;
    const { state } = when(s, 0, { type: 'use-gear', slot: 0, pay: cardsOf(s, 0, 1) });
    expect(state.players[0].health).toBe(1);
    expect(state.players[0].belt[0]).toBeNull();
    expect(state.gearSupply.medpack).toBe(supply + 1);
  });
});
