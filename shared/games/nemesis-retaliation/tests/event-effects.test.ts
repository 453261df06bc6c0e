/** Event cards' main effects (data event-cards.json, part B). */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { LANDING_ZONE } from '../data';
import { intrudersAt } from '../rules/board';
import { resolveMainEffect } from '../rules/event-effects';
import { given } from '../testing/given';

const R = 'a-r04';
const rng = () => new Rng([1, 2, 3, 4]);

describe('Event main effects', () => {
  it('Damage: a malfunction marker in each room holding an intruder', () => {
    const s = given({ rooms: { [R]: 'armory' }, intruders: [{ type: 'adult', where: R }] });
    resolveMainEffect(s, 'damage', rng());
    expect(s.spaces[R].malfunction).toBe(true);
    expect(s.spaces[LANDING_ZONE].malfunction).toBe(false);
  });

  it('Generators Overheat: fire in Life Support Control rooms of active sections, malfunction in the others', () => {
    const s = given({ rooms: { [R]: 'life-support-control-a', 'b-r03': 'life-support-control-b' } });
    s.lifeSupport.A = true;
    resolveMainEffect(s, 'generators-overheat', rng());
    expect(s.spaces[R]).toMatchObject({ fire: true, malfunction: false });
    expect(s.spaces['b-r03']).toMatchObject({ fire: false, malfunction: true });
  });

  it('No Way Out: 4 Adults in each non-reinforced corridor of the Landing Zone', () => {
    const s = given();
    const corridors = Object.keys(s.corridors);
    s.corridors[corridors[0]].reinforced = true;
    resolveMainEffect(s, 'no-way-out', rng());
    expect(intrudersAt(s, corridors[0])).toHaveLength(0);
    for (const c of corridors.slice(1)) expect(intrudersAt(s, c).map((i) => i.type)).toEqual(['adult', 'adult', 'adult', 'adult']);
  });

  it('Breaking In: one secure token leaves each room', () => {
    const s = given({ secure: { [LANDING_ZONE]: 2 } });
    resolveMainEffect(s, 'breaking-in', rng());
    expect(s.spaces[LANDING_ZONE].secure).toBe(1);
  });

  it('The Queen Awakens: every Queen token goes into the bag while she lives', () => {
    const s = given();
    const before = s.bag.length;
    resolveMainEffect(s, 'the-queen-awakens', rng());
    expect(s.tokenPiles.queen).toHaveLength(0);
    expect(s.bag.length).toBe(before + 9);
  });

  it('Egg Protection: 2 Drones in the Nest attack a character there', () => {
    const s = given({ rooms: { 'c-r04': 'nest' }, players: { 0: { space: 'c-r04' } } });
    const events = resolveMainEffect(s, 'egg-protection', rng());
    expect(intrudersAt(s, 'c-r04').map((i) => i.type)).toEqual(['drone', 'drone']);
    expect(events.filter((e) => e.type === 'attacked' && e.seat === 0)).toHaveLength(2);
  });

  it('Reactor Overheating: a malfunction in the Reactor starts Autodestruction, then both rooms malfunction', () => {
    const s = given({ rooms: { 'c-r04': 'reactor', 'b-r03': 'cooling-system' } });
    s.spaces['c-r04'].malfunction = true;
    s.round = 3;
    resolveMainEffect(s, 'reactor-overheating', rng());
    expect(s.autodestruction).toBe(8);
    expect(s.spaces['b-r03'].malfunction).toBe(true);
  });

  it('Fire Breath: fire spreads to neighbouring rooms in sections with active life support, never through a closed door', () => {
    const s = given({ rooms: { [R]: 'armory', 'a-r05': 'shelter' }, corridors: { 'cp-a-r05--landing-zone': { noise: 3, door: 'closed', doorEnd: 'a-r05' } }, fire: [LANDING_ZONE] });
    s.lifeSupport.A = true;
    resolveMainEffect(s, 'fire-breath', rng());
    expect(s.spaces[R].fire).toBe(true);
    expect(s.spaces['a-r05'].fire).toBe(false);
  });

  it('Leaving the Shell: a character without a Larva draws 4, is scanned, and discards its hand', () => {
    const s = given();
    s.players[0].deck = ['contamination-3', ...s.players[0].deck];
    s.infected = ['contamination-3'];
    resolveMainEffect(s, 'leaving-the-shell', rng());
    expect(s.players[0].larva).toBe(true);
    expect(s.players[0].hand).toEqual([]);
  });
});
