/** Shoot, Burst, Grenade and Melee: digest §13.2 examples 12-15 and 22, §13.1 example 8. */
import { describe, expect, it } from 'vitest';
import { LANDING_ZONE } from '../data';
import { allocations } from '../rules/combat';
import { firingWeapons } from '../rules/equipment';
import { cardsOf, faced, given, seekRoll, when } from '../testing/given';

const CORRIDOR = 'cp-a-r04--landing-zone';
const full = { token: 'ammo' as const, half: false };
const half = { token: 'ammo' as const, half: true };

function adultInRoom(hits = 0, ammo = full) {
  return given({ players: { 0: { hands: { 'assault-rifle': [ammo] } } }, intruders: [{ type: 'adult', where: LANDING_ZONE, hits }] });
}
const shootAt = (s: ReturnType<typeof given>) => ({ type: 'shoot', weapon: 'assault-rifle', target: s.intruders[0].id, pay: cardsOf(s, 0, 1) }) as const;

describe('Shooting an Adult (example 12)', () => {
  it('given a fresh Adult, when the shot rolls 2, then it survives with 1 hit (2 is more than its 1 hit)', () => {
    const s = adultInRoom();
    const { state } = seekRoll(s, 0, shootAt(s), faced('2'));
    expect(state.intruders).toHaveLength(1);
    expect(state.intruders[0].hits).toBe(1);
  });

  it('given an Adult with 1 hit, when the second shot rolls 2, then it dies (2 hits now, 2 <= 2)', () => {
    const s = adultInRoom(1);
    const { state, events } = seekRoll(s, 0, shootAt(s), faced('2'));
    expect(state.intruders).toHaveLength(0);
    expect(events).toContainEqual(expect.objectContaining({ type: 'intruder-killed', intruderType: 'adult' }));
  });

  it('given a fresh Adult, when the shot rolls Critical, then it dies at once', () => {
    const s = adultInRoom();
    expect(seekRoll(s, 0, shootAt(s), faced('critical')).state.intruders).toHaveLength(0);
  });

  it('given an Adult with 1 hit, when the shot rolls Ammo-loss, then the Full token turns Half and the Adult lives with 2 hits', () => {
    const s = adultInRoom(1);
    const { state } = seekRoll(s, 0, shootAt(s), faced('ammo-loss'));
    expect(state.players[0].itemGear['assault-rifle']).toEqual([half]);
    expect(state.intruders[0].hits).toBe(2);
  });
});

describe('Last ammo (example 13)', () => {
  it('given a single Half token, when Ammo-loss is rolled, then the token is gone and the weapon cannot fire until reloaded from the belt', () => {
    const s = given({ players: { 0: { hands: { 'assault-rifle': [half] }, belt: [full, null, null, null] } }, intruders: [{ type: 'adult', where: LANDING_ZONE }] });
    const { state } = seekRoll(s, 0, shootAt(s), faced('ammo-loss'));
    expect(state.players[0].itemGear['assault-rifle']).toEqual([null]);
    expect(firingWeapons(state, 0)).toEqual([]);
    const reloaded = when(state, 0, { type: 'use-gear', slot: 0, target: 'assault-rifle', pay: cardsOf(state, 0, 1) }).state;
    expect(reloaded.players[0].itemGear['assault-rifle']).toEqual([full]);
    expect(firingWeapons(reloaded, 0)).toEqual(['assault-rifle']);
  });
});

describe('Burst allocation (example 14)', () => {
  const corridor = () =>
    given({ intruders: [{ type: 'drone', where: CORRIDOR }, { type: 'drone', where: CORRIDOR }, { type: 'adult', where: CORRIDOR }] });

  it('given 2 Drones and 1 Adult, when 3 hits are rolled, then one Drone and the Adult can die, never a Drone by a single hit', () => {
    const s = corridor();
    const [d1, d2, adult] = s.intruders.map((i) => i.id);
    const options = allocations(s, CORRIDOR, 3).map((a) => a.slice().sort().join(','));
    expect(options).toContain([d1, adult].sort().join(','));
    expect(options).not.toContain([d1, d2].sort().join(','));
    expect(options).not.toContain([d1, d2, adult].sort().join(','));
  });

  it('given only 2 Drones, when 1 hit is rolled, then nothing can die, and the ammo was still spent', () => {
    const s = given({ players: { 0: { hands: { 'assault-rifle': [full] } } }, intruders: [{ type: 'drone', where: CORRIDOR }, { type: 'drone', where: CORRIDOR }] });
    const { state } = seekRoll(s, 0, { type: 'burst', weapon: 'assault-rifle', corridor: CORRIDOR, pay: cardsOf(s, 0, 1) }, faced('1'));
    expect(allocations(state, CORRIDOR, 1)).toEqual([[]]);
    expect(state.players[0].itemGear['assault-rifle']).toEqual([half]);
    const after = when(state, 0, { type: 'allocate-hits', kill: [] }).state;
    expect(after.intruders).toHaveLength(2);
  });
});

describe('Grenade (example 15)', () => {
  it('given 3 Adults in a corridor, when the grenade rolls 2, then 2 + 2 = 4 hits kill all 3', () => {
    const s = given({ players: { 0: { belt: [{ token: 'grenade', half: false }, null, null, null] } }, intruders: Array.from({ length: 3 }, () => ({ type: 'adult' as const, where: CORRIDOR })) });
    const { state } = seekRoll(s, 0, { type: 'use-gear', slot: 0, target: CORRIDOR, pay: cardsOf(s, 0, 1) }, faced('2'));
    expect(state.allocation?.hits).toBe(4);
    const after = when(state, 0, { type: 'allocate-hits', kill: state.intruders.map((i) => i.id) }).state;
    expect(after.intruders).toHaveLength(0);
  });
});

describe('Burning then shooting (example 22)', () => {
  it('given an Adult with the burning hit, when a shot brings it to 2 hits and rolls 2, then it dies', () => {
    const s = adultInRoom(1);
    expect(seekRoll(s, 0, shootAt(s), faced('2')).state.intruders).toHaveLength(0);
  });
});

describe('Melee and the malfunction limit (example 8)', () => {
  const melee = (s: ReturnType<typeof given>, ifSurvives: string) => ({ type: 'melee', target: s.intruders[0].id, ifSurvives, pay: cardsOf(s, 0, 1) }) as const;

  it('given a surviving target, when the player chose a weapon, then it gets a malfunction marker and the counter-attack is prevented', () => {
    const s = adultInRoom();
    const { state, events } = seekRoll(s, 0, melee(s, 'assault-rifle'), faced('ammo-loss'));
    expect(state.players[0].itemMalfunctions['assault-rifle']).toBe(1);
    expect(events.some((e) => e.type === 'attacked')).toBe(false);
    expect(state.players[0].discard.some((c) => c.startsWith('contamination'))).toBe(true);
  });

  it('given no malfunction marker left, when a weapon must take one, then a fire marker goes in the room instead', () => {
    const s = adultInRoom();
    s.markers.malfunction = 0;
    const { state } = seekRoll(s, 0, melee(s, 'assault-rifle'), faced('ammo-loss'));
    expect(state.spaces[LANDING_ZONE].fire).toBe(true);
    expect(state.players[0].itemMalfunctions['assault-rifle']).toBeUndefined();
  });
});
