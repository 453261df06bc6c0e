/**
 * Event cards' main effects (data event-cards.json `mainEffect.text`) that event-effects.test.ts leaves out: one test
 * per card, read from its text.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { intruderTokens, LANDING_ZONE } from '../data';
import { intrudersAt } from '../rules/board';
import { resolveMainEffect } from '../rules/event-effects';
import { given, tokenOf } from '../testing/given';

const R = 'a-r04';
const rng = () => new Rng([1, 2, 3, 4]);
const types = (s: ReturnType<typeof given>, where: string) => intrudersAt(s, where).map((i) => i.type);
/** The three setup corridors out of the Landing Zone, all leading to unexplored spaces. */
const landingCorridors = (s: ReturnType<typeof given>) => Object.keys(s.corridors).filter((c) => c.includes(LANDING_ZONE));

describe('Event main effects (the rest)', () => {
  it('Landing Zone Explodes: a Fire marker and a Malfunction marker in the Landing Zone', () => {
    const s = given();
    resolveMainEffect(s, 'landing-zone-explodes', rng());
    expect(s.spaces[LANDING_ZONE]).toMatchObject({ fire: true, malfunction: true });
  });

  it('Life Support Failure: every active Life Support goes inactive and each Life Support Control Room malfunctions', () => {
    const s = given({ rooms: { [R]: 'life-support-control-a', 'b-r03': 'armory' } });
    s.lifeSupport = { A: true, B: true, C: true };
    resolveMainEffect(s, 'life-support-failure', rng());
    expect(s.lifeSupport).toEqual({ A: false, B: false, C: false });
    expect(s.spaces[R].malfunction).toBe(true);
    expect(s.spaces['b-r03'].malfunction).toBe(false);
  });

  it('System Failure: a Malfunction marker in each room with a Computer icon, none elsewhere', () => {
    const s = given({ rooms: { [R]: 'sprinklers-control', 'a-r03': 'armory' } });
    resolveMainEffect(s, 'system-failure', rng());
    expect(s.spaces[R].malfunction).toBe(true);
    expect(s.spaces['a-r03'].malfunction).toBe(false);
    expect(s.spaces[LANDING_ZONE].malfunction).toBe(false);
  });

  it('Short Circuit: fire only in malfunctioning rooms of sections with active Life Support', () => {
    const s = given({ rooms: { [R]: 'armory', 'b-r03': 'supply-room', 'a-r03': 'shelter' } });
    s.lifeSupport = { A: true, B: false, C: false };
    s.spaces[R].malfunction = true;
    s.spaces['b-r03'].malfunction = true;
    resolveMainEffect(s, 'short-circuit', rng());
    expect(s.spaces[R].fire).toBe(true);
    expect(s.spaces['b-r03'].fire).toBe(false);
    expect(s.spaces['a-r03'].fire).toBe(false);
  });

  it('Damaging Fire: a malfunction in each burning room, and fire spreads through its lowest-noise corridors only', () => {
    const s = given({
      replaceCorridors: true,
      rooms: { [R]: 'armory', 'a-r03': 'supply-room', 'a-r05': 'shelter' },
      corridors: { 'cp-a-r04--landing-zone': { noise: 1 }, 'cp-a-r03--a-r04': { noise: 1 }, 'cp-a-r04--a-r05': { noise: 2 } },
      fire: [R],
    });
    resolveMainEffect(s, 'damaging-fire', rng());
    expect(s.spaces[R].malfunction).toBe(true);
    expect(s.spaces[LANDING_ZONE].fire).toBe(true);
    expect(s.spaces['a-r03'].fire).toBe(true);
    expect(s.spaces['a-r05'].fire).toBe(false);
  });

  it('Hatching: a Larva in the Nest and one in each unexplored corridor next to a character', () => {
    const s = given({ rooms: { 'c-r01': 'nest' } });
    const corridors = landingCorridors(s);
    expect(corridors.length).toBeGreaterThan(0);
    resolveMainEffect(s, 'hatching', rng());
    expect(types(s, 'c-r01')).toEqual(['larva']);
    for (const c of corridors) expect(types(s, c)).toEqual(['larva']);
  });

  it('Overwhelming Enemies: a Drone in each corridor with a Noise marker next to a character, none in the quiet ones', () => {
    const s = given();
    const [noisy, ...quiet] = landingCorridors(s);
    s.corridors[noisy].noise = true;
    resolveMainEffect(s, 'overwhelming-enemies', rng());
    expect(types(s, noisy)).toEqual(['drone']);
    for (const c of quiet) expect(types(s, c)).toEqual([]);
  });

  it('Protect and Serve: 2 Drones beside the Queen that do not attack; with no Queen on the map, 2 Drone tokens into the bag', () => {
    const s = given({ rooms: { [R]: 'armory' }, players: { 0: { space: R } }, intruders: [{ type: 'queen', where: R }] });
    const events = resolveMainEffect(s, 'protect-and-serve', rng());
    expect(types(s, R)).toEqual(['queen', 'drone', 'drone']);
    expect(events.some((e) => e.type === 'attacked')).toBe(false);
    expect(s.players[0].health).toBe(0);

    const none = given();
    const drones = (st: typeof none) => st.bag.filter((t) => intruderTokens.find((x) => x.id === t)!.type === 'drone').length;
    const [bag, before] = [none.bag.length, drones(none)];
    resolveMainEffect(none, 'protect-and-serve', rng());
    expect(none.bag.length).toBe(bag + 2);
    expect(drones(none)).toBe(before + 2);
    expect(types(none, LANDING_ZONE)).toEqual([]);
  });

  it('Scent of Prey: each Noise marker next to a character is resolved (the token drawn appears there), others stay', () => {
    const s = given({ bag: [tokenOf('larva')], rooms: { [R]: 'armory' }, corridors: { 'cp-a-r04--b-r04': { noiseMarker: true } } });
    const [near] = landingCorridors(s);
    s.corridors[near].noise = true;
    resolveMainEffect(s, 'scent-of-prey', rng());
    expect(s.corridors[near].noise).toBe(false);
    expect(types(s, near)).toEqual(['larva']);
    expect(s.corridors['cp-a-r04--b-r04'].noise).toBe(true);
  });
});
