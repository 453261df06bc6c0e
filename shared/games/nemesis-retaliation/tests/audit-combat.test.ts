/**
 * Audit of the rules digest §5.11 rule by rule (Shoot, Burst, Melee, Grenade, the Queen's health), with the data README
 * where it corrects the digest (11: a kill result on the Queen draws a Queen Health card; her track's final space ends
 * the action's hits). Each test names the rule it proves; the rest are listed in the README's "Audit (section 5)".
 */
import { describe, expect, it } from 'vitest';
import { LANDING_ZONE } from '../data';
import { legalMoves } from '../legal-moves';
import { damageQueen, FINAL_SPACE } from '../rules/queen';
import type { GearSlot } from '../state';
import { cardsOf, faced, given, refusal, seekRoll } from '../testing/given';

const full: GearSlot = { token: 'ammo', half: false };
const rifle = { 'assault-rifle': [full, full] };
const CORRIDOR = 'cp-a-r04--landing-zone';

describe('§5.11.2 Shoot: its requirements', () => {
  it('given a malfunction marker on the only weapon, then no Shoot or Burst is listed and a Shoot is refused', () => {
    const s = given({ players: { 0: { hands: rifle } }, intruders: [{ type: 'adult', where: LANDING_ZONE }] });
    s.players[0].itemMalfunctions = { 'assault-rifle': 1 };
    expect(legalMoves(s, 0).filter((m) => m.type === 'shoot' || m.type === 'burst')).toEqual([]);
    expect(refusal(s, 0, { type: 'shoot', weapon: 'assault-rifle', target: s.intruders[0].id, pay: cardsOf(s, 0, 1) })).toBeTruthy();
  });

  it('given an intruder in a corridor, then it cannot be shot: Shoot targets only your own room', () => {
    const s = given({ players: { 0: { hands: rifle } }, intruders: [{ type: 'adult', where: CORRIDOR }] });
    expect(legalMoves(s, 0).filter((m) => m.type === 'shoot')).toEqual([]);
    expect(refusal(s, 0, { type: 'shoot', weapon: 'assault-rifle', target: s.intruders[0].id, pay: cardsOf(s, 0, 1) })).toBeTruthy();
  });

  it('given a Larva, when the shot rolls a number that could not kill an Adult, then the Larva dies all the same', () => {
    const s = given({ players: { 0: { hands: rifle } }, intruders: [{ type: 'larva', where: LANDING_ZONE }] });
    const { state } = seekRoll(s, 0, { type: 'shoot', weapon: 'assault-rifle', target: s.intruders[0].id, pay: cardsOf(s, 0, 1) }, faced('5'));
    expect(state.intruders).toEqual([]);
  });

  it('given a shot that is not Ammo-loss, then no Ammo is spent (only the Ammo-loss face spends it)', () => {
    const s = given({ players: { 0: { hands: rifle } }, intruders: [{ type: 'adult', where: LANDING_ZONE }] });
    const { state, events } = seekRoll(s, 0, { type: 'shoot', weapon: 'assault-rifle', target: s.intruders[0].id, pay: cardsOf(s, 0, 1) }, faced('4'));
    expect(events.some((e) => e.type === 'ammo-spent')).toBe(false);
    expect(state.players[0].itemGear['assault-rifle']).toEqual([full, full]);
  });
});

describe('§5.11.3 Burst: 1 Ammo spent whatever the roll', () => {
  it('given an empty corridor, when bursting into it, then the Full Ammo token turns Half and nothing waits for an allocation', () => {
    const s = given({ players: { 0: { hands: { 'assault-rifle': [full] } } } });
    const { state, events } = seekRoll(s, 0, { type: 'burst', weapon: 'assault-rifle', corridor: CORRIDOR, pay: cardsOf(s, 0, 1) }, () => true);
    expect(events).toContainEqual({ type: 'ammo-spent', seat: 0, item: 'assault-rifle', left: 'half' });
    expect(state.allocation).toBeNull();
  });
});

describe('§5.11.4 Melee', () => {
  const melee = (s: ReturnType<typeof given>) => ({ type: 'melee', target: s.intruders[0].id, ifSurvives: 'attack', pay: cardsOf(s, 0, 1) }) as const;

  it('given no weapon, when attacking an Adult in melee, then 1 Contamination card goes to the discard pile first and the Adult takes the hit', () => {
    const s = given({ intruders: [{ type: 'adult', where: LANDING_ZONE }] });
    const { state, events } = seekRoll(s, 0, melee(s), faced('5'));
    expect(state.players[0].discard.filter((c) => c.startsWith('contamination'))).toHaveLength(1);
    expect(events.findIndex((e) => e.type === 'contaminated')).toBeLessThan(events.findIndex((e) => e.type === 'melee'));
  });

  it('given the Ammo-loss face, then nothing happens to the target (it keeps its 1 hit) and no Ammo is spent', () => {
    const s = given({ players: { 0: { hands: rifle } }, intruders: [{ type: 'adult', where: LANDING_ZONE }] });
    const { state, events } = seekRoll(s, 0, melee(s), faced('ammo-loss'));
    expect(events.some((e) => e.type === 'ammo-spent')).toBe(false);
    expect(state.players[0].itemGear['assault-rifle']).toEqual([full, full]);
    expect(state.intruders[0].hits).toBe(1);
  });
});

describe('§5.11.6 the Queen\'s health (data README 11)', () => {
  it('given 4 hits on her track, when 3 more come in one action, then the track reaches its final space, one Queen Health card is drawn, and the rest are ignored', () => {
    const s = given({ intruders: [{ type: 'queen', where: CORRIDOR }] });
    s.queenHits = FINAL_SPACE - 1;
    const before = s.decks.queenHealth.length;
    const events = damageQueen(s, 3);
    const drawn = events.find((e) => e.type === 'queen-health') as Extract<(typeof events)[number], { type: 'queen-health' }>;
    expect(drawn).toBeDefined();
    expect(s.queenHits).toBe(0);
    expect(s.decks.queenHealth.length).toBe(before - 1 - drawn.discarded);
  });

  it('given the last Queen Health card, when it is drawn, then she dies: her miniature leaves and the help sheet turns to "Queen is Dead"', () => {
    const s = given({ intruders: [{ type: 'queen', where: CORRIDOR }] });
    s.decks.queenHealth = s.decks.queenHealth.slice(0, 1);
    s.queenHits = FINAL_SPACE - 1;
    const events = damageQueen(s, 1);
    expect(events).toContainEqual({ type: 'queen-died' });
    expect(s.queenDead).toBe(true);
    expect(s.intruders).toEqual([]);
    expect(damageQueen(s, 5)).toEqual([]);
  });

  it('given the Queen in your room, when a shot rolls Critical, then it is a critical hit on her: a Queen Health card is drawn', () => {
    const s = given({ players: { 0: { hands: rifle } }, intruders: [{ type: 'queen', where: LANDING_ZONE }] });
    const before = s.decks.queenHealth.length;
    const { state, events } = seekRoll(s, 0, { type: 'shoot', weapon: 'assault-rifle', target: s.intruders[0].id, pay: cardsOf(s, 0, 1) }, faced('critical'));
    expect(events.some((e) => e.type === 'queen-health')).toBe(true);
    expect(state.decks.queenHealth.length).toBeLessThan(before);
    expect(state.queenHits).toBe(0);
  });

  it('given a fresh Queen, when a shot rolls 5, then only her track moves (1 hit): 5 is more than her hits', () => {
    const s = given({ players: { 0: { hands: rifle } }, intruders: [{ type: 'queen', where: LANDING_ZONE }] });
    const before = s.decks.queenHealth.length;
    const { state } = seekRoll(s, 0, { type: 'shoot', weapon: 'assault-rifle', target: s.intruders[0].id, pay: cardsOf(s, 0, 1) }, faced('5'));
    expect(state.queenHits).toBe(1);
    expect(state.decks.queenHealth.length).toBe(before);
  });
});
