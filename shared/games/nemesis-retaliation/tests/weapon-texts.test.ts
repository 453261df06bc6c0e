/** The weapons' printed texts read by combat (data items.json; rules/weapon-texts.ts, rules/fire.ts). */
import { describe, expect, it } from 'vitest';
import type { RetaliationEvent } from '../events';
import { burstResult } from '../rules/weapon-texts';
import type { GearSlot } from '../state';
import { cardsOf, faced, given, refusal, seekRoll, when } from '../testing/given';

const TO_A = 'cp-a-r04--landing-zone';
const ammo = (n: number): GearSlot[] => Array.from({ length: n }, () => ({ token: 'ammo', half: false }));
const armed = (weapon: string, slots: GearSlot[], intruder: { type: 'adult' | 'drone'; where: string; hits?: number }) =>
  given({ rooms: { 'a-r04': 'surgery-room' }, players: { 0: { hands: { [weapon]: slots } } }, intruders: [intruder] });
const shoot = (s: ReturnType<typeof given>, weapon: string) => ({ type: 'shoot', weapon, target: s.intruders[0].id, pay: cardsOf(s, 0, 1) }) as const;
const burst = (s: ReturnType<typeof given>, weapon: string) => ({ type: 'burst', weapon, corridor: TO_A, pay: cardsOf(s, 0, 1) }) as const;
const of = (events: RetaliationEvent[], type: string) => events.filter((e) => e.type === type);

describe('burst results by weapon', () => {
  it('given the printed texts, then Handgun and Hand Cannon take 1 off, the BF Gun reads 1 as 2, the Sonic Gun reads 3 and 4 as 2', () => {
    expect(['1', '2', '3', '4+special'].map((f) => burstResult('handgun', f))).toEqual([0, 1, 2, 3]);
    expect(['1', '2', '3', '4+special'].map((f) => burstResult('hand-cannon', f))).toEqual([0, 1, 2, 3]);
    expect(['1', '2', '3', '4+special'].map((f) => burstResult('bf-gun', f))).toEqual([2, 2, 3, 4]);
    expect(['1', '2', '3', '4+special'].map((f) => burstResult('sonic-gun', f))).toEqual([1, 2, 2, 2]);
    expect(['1', '4+special'].map((f) => burstResult('drum-mag-rifle', f))).toEqual([1, 4]);
  });

  it('given a Handgun burst rolling 1 into a corridor with an Adult, then it deals no hit and nothing waits for an allocation', () => {
    const s = armed('handgun', ammo(1), { type: 'adult', where: TO_A });
    const { state, events } = seekRoll(s, 0, burst(s, 'handgun'), faced('1'));
    expect(of(events, 'burst')[0]).toMatchObject({ hits: 0 });
    expect(state.allocation).toBeNull();
  });
});

describe('★ and Ammo-loss faces', () => {
  it('given a Gatling Gun burst on the ★ face, then the Gatling Gun takes a Malfunction marker', () => {
    const s = armed('gatling-gun', ammo(2), { type: 'adult', where: TO_A });
    const { state, events } = seekRoll(s, 0, burst(s, 'gatling-gun'), faced('4+special'));
    expect(events).toContainEqual({ type: 'item-malfunctioned', seat: 0, item: 'gatling-gun', destroyed: false });
    expect(state.players[0].itemMalfunctions['gatling-gun']).toBe(1);
  });

  it('given a Sonic Gun shot on the Ammo-loss face, then a Malfunction marker goes in the shooter\'s room', () => {
    const s = armed('sonic-gun', [], { type: 'adult', where: 'landing-zone' });
    const { state } = seekRoll(s, 0, shoot(s, 'sonic-gun'), faced('ammo-loss'));
    expect(state.spaces['landing-zone'].malfunction).toBe(true);
  });

  it('given a Flamethrower fired where the life support is off, then 1 Oxygen is spent; on the ★ face a fire starts in the room', () => {
    const s = armed('flamethrower', [], { type: 'adult', where: TO_A });
    for (const k of Object.keys(s.lifeSupport) as Array<keyof typeof s.lifeSupport>) s.lifeSupport[k] = false;
    const oxygen = s.players[0].oxygen;
    const { state } = seekRoll(s, 0, burst(s, 'flamethrower'), faced('4+special'));
    expect(state.players[0].oxygen).toBe(oxygen - 1);
    expect(state.spaces['landing-zone'].fire).toBe(true);
  });

  it('given a Submachine Gun shot on the Ammo-loss face, then the Adult dies (a critical hit) and the Ammo is still spent', () => {
    const s = armed('submachine-gun', ammo(1), { type: 'adult', where: 'landing-zone' });
    const { state, events } = seekRoll(s, 0, shoot(s, 'submachine-gun'), faced('ammo-loss'));
    expect(state.intruders).toHaveLength(0);
    expect(events).toContainEqual({ type: 'ammo-spent', seat: 0, item: 'submachine-gun', left: 'half' });
  });
});

describe('shoot texts', () => {
  it('given a Hand Cannon shot rolling 2 at a fresh Adult, then it dies (2 - 1 is at most its 1 hit); another gun\'s 2 does not kill', () => {
    const s = armed('hand-cannon', ammo(1), { type: 'adult', where: 'landing-zone' });
    expect(seekRoll(s, 0, shoot(s, 'hand-cannon'), faced('2')).state.intruders).toHaveLength(0);
    const t = armed('drum-mag-rifle', ammo(1), { type: 'adult', where: 'landing-zone' });
    expect(seekRoll(t, 0, shoot(t, 'drum-mag-rifle'), faced('2')).state.intruders).toHaveLength(1);
  });

  it('given an Automatic Shotgun shot rolling 2 at a fresh Adult, then its extra hit before the roll makes 2 hits, and it dies', () => {
    const s = armed('automatic-shotgun', ammo(1), { type: 'adult', where: 'landing-zone' });
    expect(seekRoll(s, 0, shoot(s, 'automatic-shotgun'), faced('2')).state.intruders).toHaveLength(0);
  });

  it('given an Automatic Shotgun shot rolling Critical, then its Ammo is spent', () => {
    const s = armed('automatic-shotgun', ammo(1), { type: 'adult', where: 'landing-zone' });
    expect(seekRoll(s, 0, shoot(s, 'automatic-shotgun'), faced('critical')).state.players[0].itemGear['automatic-shotgun'][0]).toEqual({ token: 'ammo', half: true });
  });

  it('given a Carbine shot rolling 5 at a fresh Adult, then it survives with 2 hits (the failed shot deals 1 more)', () => {
    const s = armed('carbine', ammo(1), { type: 'adult', where: 'landing-zone' });
    expect(seekRoll(s, 0, shoot(s, 'carbine'), faced('5')).state.intruders[0].hits).toBe(2);
  });
});

describe('Tactical Hatchet', () => {
  it('given the Hatchet in hand, when attacking a Drone in melee, then it dies at once (a critical hit) and the Hatchet takes a Malfunction marker', () => {
    const s = armed('tactical-hatchet', [], { type: 'drone', where: 'landing-zone' });
    const { state, events } = seekRoll(s, 0, { type: 'melee', target: s.intruders[0].id, ifSurvives: 'attack', pay: cardsOf(s, 0, 1) }, () => true);
    expect(state.intruders).toHaveLength(0);
    expect(of(events, 'melee')[0]).toMatchObject({ face: 'critical', killed: true });
    expect(state.players[0].itemMalfunctions['tactical-hatchet']).toBe(1);
  });
});

describe('weapons that answer an attack (the standing attack reaction set to always)', () => {
  const leaving = (weapon: string, slots: GearSlot[], always: boolean) => {
    const s = given({ rooms: { 'a-r04': 'surgery-room' }, players: { 0: { hands: { [weapon]: slots } } }, intruders: [{ type: 'adult', where: 'landing-zone' }] });
    if (always) s.players[0].reactions = { attack: 'always' };
    return { s, move: { type: 'move', corridor: TO_A, pay: cardsOf(s, 0, 1) } as const };
  };

  it('given the Bayonet, when an Adult attacks its holder leaving the room, then the Bayonet takes a Malfunction marker and the attack is prevented', () => {
    const { s, move } = leaving('bayonet', [], true);
    const { state, events } = seekRoll(s, 0, move, () => true);
    expect(of(events, 'attacked')).toHaveLength(0);
    expect(events).toContainEqual({ type: 'attack-prevented', seat: 0, by: 0 });
    expect(state.players[0].itemMalfunctions.bayonet).toBe(1);
  });

  it('given the Assault Shotgun, then all its Ammo is spent, the Adult takes 1 hit and the attack is prevented', () => {
    const { s, move } = leaving('assault-shotgun', ammo(1), true);
    const { state, events } = seekRoll(s, 0, move, () => true);
    expect(of(events, 'attacked')).toHaveLength(0);
    expect(state.players[0].itemGear['assault-shotgun']).toEqual([null]);
    expect(state.intruders[0].hits).toBe(1);
  });

  it('given the setting left at never, then the Bayonet does nothing and the attack lands', () => {
    const { s, move } = leaving('bayonet', [], false);
    expect(of(seekRoll(s, 0, move, () => true).events, 'attacked')).toHaveLength(1);
  });
});

describe('second shots (Assault Rifle, Gatling Gun)', () => {
  it('given an Assault Rifle Shoot that leaves the Adult alive, then the shooter may spend Ammo to Shoot it again; the action counts after', () => {
    const s = armed('assault-rifle', ammo(1), { type: 'adult', where: 'landing-zone' });
    const first = seekRoll(s, 0, shoot(s, 'assault-rifle'), faced('5')).state;
    expect(first.again).toEqual({ seat: 0, weapon: 'assault-rifle', target: s.intruders[0].id });
    expect(first.turn).toEqual({ seat: 0, actions: 0 });
    const { state, events } = seekRoll(first, 0, { type: 'fire-again', go: true }, () => true);
    expect(events).toContainEqual({ type: 'ammo-spent', seat: 0, item: 'assault-rifle', left: 'half' });
    expect(of(events, 'shot')).toHaveLength(1);
    expect(state.again).toBeNull();
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given the Adult killed by the first Shoot, then no second Shoot is offered', () => {
    const s = armed('assault-rifle', ammo(1), { type: 'adult', where: 'landing-zone' });
    expect(seekRoll(s, 0, shoot(s, 'assault-rifle'), faced('critical')).state.again ?? null).toBeNull();
  });

  it('given a Gatling Gun Burst, then after its hits the shooter may Burst the same corridor again without Ammo, or stop', () => {
    const s = armed('gatling-gun', ammo(1), { type: 'adult', where: TO_A });
    const first = seekRoll(s, 0, burst(s, 'gatling-gun'), faced('2')).state;
    const allocated = first.allocation ? when(first, 0, { type: 'allocate-hits', kill: [] }).state : first;
    expect(allocated.again).toEqual({ seat: 0, weapon: 'gatling-gun', corridor: TO_A });
    const { state, events } = seekRoll(allocated, 0, { type: 'fire-again', go: true }, () => true);
    expect(of(events, 'burst')).toHaveLength(1);
    expect(of(events, 'ammo-spent')).toHaveLength(0);
    const stopped = when(allocated, 0, { type: 'fire-again', go: false }).state;
    expect(stopped.turn).toEqual({ seat: 0, actions: 1 });
    expect(state.again).toBeNull();
  });
});

describe('Sawed-off Shotgun', () => {
  it('given an Adult in your room, when you Shoot with the Sawed-off Shotgun choosing its Repel, then Ammo is spent and the Adult is pushed out of the room, unhurt', () => {
    const s = armed('sawed-off-shotgun', ammo(1), { type: 'adult', where: 'landing-zone' });
    const { state, events } = when(s, 0, { ...shoot(s, 'sawed-off-shotgun'), repel: true });
    expect(state.intruders[0].where).not.toBe('landing-zone');
    expect(state.intruders[0].hits).toBe(0);
    expect(of(events, 'shot')).toHaveLength(0);
    expect(state.players[0].itemGear['sawed-off-shotgun'][0]).toEqual({ token: 'ammo', half: true });
  });

  it('given another weapon or a Drone, then the Repel is refused', () => {
    const s = armed('carbine', ammo(1), { type: 'adult', where: 'landing-zone' });
    expect(refusal(s, 0, { ...shoot(s, 'carbine'), repel: true }).message).toMatch(/Sawed-off/);
    const t = armed('sawed-off-shotgun', ammo(1), { type: 'drone', where: 'landing-zone' });
    expect(refusal(t, 0, { ...shoot(t, 'sawed-off-shotgun'), repel: true }).message).toMatch(/only an Adult/);
  });
});

describe('Plasma Gun', () => {
  it('given a Plasma Gun with no marker, when a shot rolls Ammo-loss, then it takes its first Universal marker and costs nothing; with 1 marker the next costs 2 HP', () => {
    const s = armed('plasma-gun', [], { type: 'adult', where: 'landing-zone', hits: 0 });
    const first = seekRoll(s, 0, shoot(s, 'plasma-gun'), faced('ammo-loss'));
    expect(first.events).toContainEqual({ type: 'weapon-marked', seat: 0, item: 'plasma-gun', markers: 1 });
    expect(first.state.players[0].health).toBe(0);
    const again = structuredClone(s);
    again.itemMarkers = { 'plasma-gun': 1 };
    const second = seekRoll(again, 0, shoot(again, 'plasma-gun'), faced('ammo-loss'));
    expect(second.state.players[0].health).toBe(2);
    expect(second.state.itemMarkers).toEqual({ 'plasma-gun': 2 });
  });
});
