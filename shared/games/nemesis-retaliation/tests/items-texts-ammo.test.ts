/**
 * Item texts about Ammo and Oxygen (data items.json): the Autoloader Belt's Ammo ("as if they were on any of your
 * Weapons") offered to Panic and spent on the Automatic Shotgun's Critical; the Flamethrower's Oxygen, which a
 * character with none cannot spend (digest §5.5).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { legalMoves } from '../legal-moves';
import { firingWeapons } from '../rules/equipment';
import { resolveEventCard } from '../rules/round';
import type { GearSlot } from '../state';
import { cardsOf, faced, given, refusal, seekRoll, when } from '../testing/given';

const full: GearSlot = { token: 'ammo', half: false };
const TO_A = 'cp-a-r04--landing-zone';

describe('Autoloader Belt', () => {
  it('given a rifle with no Ammo of its own and a loaded Autoloader Belt, when Panic strikes, then spending Ammo is offered and takes it from the belt', () => {
    const s = given({ players: { 0: { hands: { 'assault-rifle': [null] }, armor: 'autoloader-belt' } }, intruders: [{ type: 'adult', where: 'landing-zone' }] });
    s.players[0].itemGear['autoloader-belt'] = [full, null];
    s.decks.events = ['panic', ...s.decks.events.filter((e) => e !== 'panic')];
    s.turn = null;
    resolveEventCard(s, new Rng(s.rng));
    expect(s.phase).toBe('panic');
    expect(legalMoves(s, 0)).toContainEqual({ type: 'panic-choice', weapon: 'assault-rifle' });
    const { state } = when(s, 0, { type: 'panic-choice', weapon: 'assault-rifle' });
    expect(state.players[0].itemGear['autoloader-belt']).toEqual([{ token: 'ammo', half: true }, null]);
    expect(state.players[0].oxygen).toBe(s.players[0].oxygen);
  });

  it('given an Automatic Shotgun with no Ammo of its own and a loaded Autoloader Belt, when its Shoot rolls a Critical, then the belt\'s Ammo is spent', () => {
    const s = given({ players: { 0: { hands: { 'automatic-shotgun': [null] }, armor: 'autoloader-belt' } }, intruders: [{ type: 'drone', where: 'landing-zone' }] });
    s.players[0].itemGear['autoloader-belt'] = [full, null];
    const move = { type: 'shoot', weapon: 'automatic-shotgun', target: s.intruders[0].id, pay: cardsOf(s, 0, 1) } as const;
    const { state, events } = seekRoll(s, 0, move, faced('critical'));
    expect(events).toContainEqual({ type: 'ammo-spent', seat: 0, item: 'automatic-shotgun', left: 'half' });
    expect(state.players[0].itemGear['autoloader-belt']).toEqual([{ token: 'ammo', half: true }, null]);
  });
});

describe('Flamethrower Oxygen', () => {
  const fuelless = (oxygen: number) => {
    const s = given({ players: { 0: { hands: { flamethrower: [] }, oxygen } }, intruders: [{ type: 'adult', where: TO_A }] });
    for (const k of Object.keys(s.lifeSupport) as Array<keyof typeof s.lifeSupport>) s.lifeSupport[k] = false;
    return s;
  };

  it('given a character with no Oxygen left in a section without life support, when it tries to Burst with the Flamethrower, then it is refused and nothing changes', () => {
    const s = fuelless(0);
    expect(firingWeapons(s, 0)).toEqual([]);
    const move = { type: 'burst', weapon: 'flamethrower', corridor: TO_A, pay: cardsOf(s, 0, 1) } as const;
    expect(legalMoves(s, 0)).not.toContainEqual(move);
    expect(refusal(s, 0, move).message).toMatch(/working, loaded ranged weapon/);
    expect(s.players[0].suffocating).toBeFalsy();
  });

  it('given 1 Oxygen left, when the Flamethrower bursts, then the Oxygen is spent (0 left, not suffocating)', () => {
    const s = fuelless(1);
    const { state } = when(s, 0, { type: 'burst', weapon: 'flamethrower', corridor: TO_A, pay: cardsOf(s, 0, 1) });
    expect(state.players[0].oxygen).toBe(0);
    expect(state.players[0].suffocating).toBeFalsy();
  });

  it('given no Oxygen but the section\'s life support on, then the Flamethrower fires (no Oxygen is asked)', () => {
    const s = fuelless(0);
    for (const k of Object.keys(s.lifeSupport) as Array<keyof typeof s.lifeSupport>) s.lifeSupport[k] = true;
    expect(firingWeapons(s, 0)).toEqual(['flamethrower']);
  });
});
