/** Passive item texts read by the rules (data items.json): the Autoloader Belt and the Perimeter Security Device. */
import { describe, expect, it } from 'vitest';
import { firingWeapons, spendAmmo } from '../rules/equipment';
import { cardsOf, given, when } from '../testing/given';

const full = { token: 'ammo' as const, half: false };

describe('Autoloader Belt', () => {
  it('given an empty rifle and the belt holding Ammo, then the rifle fires and its Ammo is spent from the belt', () => {
    const s = given({ players: { 0: { hands: { 'assault-rifle': [null] }, armor: 'autoloader-belt' } } });
    expect(firingWeapons(s, 0)).toEqual([]);
    s.players[0].itemGear['autoloader-belt'] = [full, null];
    expect(firingWeapons(s, 0)).toEqual(['assault-rifle']);
    expect(spendAmmo(s, 0, 'assault-rifle')).toBe('half');
    expect(s.players[0].itemGear['autoloader-belt']).toEqual([{ token: 'ammo', half: true }, null]);
  });

  it('given the rifle’s own Ammo, then that is spent first', () => {
    const s = given({ players: { 0: { hands: { 'assault-rifle': [full] }, armor: 'autoloader-belt' } } });
    s.players[0].itemGear['autoloader-belt'] = [full, null];
    spendAmmo(s, 0, 'assault-rifle');
    expect(s.players[0].itemGear['assault-rifle']).toEqual([{ token: 'ammo', half: true }]);
    expect(s.players[0].itemGear['autoloader-belt']).toEqual([full, null]);
  });
});

describe('Perimeter Security Device', () => {
  it('given exploration card 9 ("Resolve a Hazard result"), when its holder discovers the room, then the Hazard is ignored', () => {
    const move = (s: ReturnType<typeof given>) => ({ type: 'move', corridor: 'cp-a-r04--landing-zone', pay: cardsOf(s, 0, 1) }) as const;
    const plain = given({ exploration: ['exploration-09'] });
    expect(when(plain, 0, move(plain)).events.some((e) => e.type === 'token-drawn')).toBe(true);
    const shielded = given({ exploration: ['exploration-09'], players: { 0: { hands: { 'perimeter-security-device': [] } } } });
    const { state, events } = when(shielded, 0, move(shielded));
    expect(state.players[0].space).toBe('a-r04');
    expect(events.some((e) => e.type === 'token-drawn')).toBe(false);
    expect(state.intruders).toEqual([]);
  });
});
