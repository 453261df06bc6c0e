/**
 * Audit of the rules digest §5.8.3 (corridor capacity on placement), §5.10.1 (miniature limits), §5.10.3 (movement
 * toward the nearest character, tie-breaks, event movement by corridor angle) and §5.11.7 (Queen activation) rule by
 * rule. Each test names the rule it proves; the rest are listed in the README's "Audit (section 5)".
 */
import type { RetaliationMove } from '../moves/schema';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { LANDING_ZONE } from '../data';
import { intrudersAt } from '../rules/board';
import { activateQueen, moveGroup, placeInCorridor } from '../rules/intruders';
import { given, tokenOf, when } from '../testing/given';

const FROM_LZ = 'cp-a-r04--landing-zone';
const rng = (s: ReturnType<typeof given>) => new Rng(s.rng);
const pass: RetaliationMove = { type: 'pass', discard: [] };

describe('§5.8.3 capacity when placing, §5.10.1 miniature limits', () => {
  it('given 5 Adults in a corridor, when the Queen is placed there, then Adults go back to the supply until she fits (6 units, she counts 4)', () => {
    const s = given({ intruders: Array.from({ length: 5 }, () => ({ type: 'adult' as const, where: FROM_LZ })) });
    placeInCorridor(s, FROM_LZ, ['queen']);
    expect(intrudersAt(s, FROM_LZ).map((i) => i.type)).toEqual(['queen', 'adult', 'adult']);
  });

  it('given 6 Adults in a corridor, when a Larva is to be placed, then it is not placed (it is not bigger than anyone)', () => {
    const s = given({ intruders: Array.from({ length: 6 }, () => ({ type: 'adult' as const, where: FROM_LZ })) });
    expect(placeInCorridor(s, FROM_LZ, ['larva'])).toEqual([]);
    expect(intrudersAt(s, FROM_LZ)).toHaveLength(6);
  });

  it('given all 8 Drone miniatures on the map, when 2 Drones are to be placed, then none is and nothing else happens', () => {
    const s = given({ intruders: Array.from({ length: 8 }, () => ({ type: 'drone' as const, where: 'cp-a-r03--landing-zone' })) });
    expect(placeInCorridor(s, FROM_LZ, ['drone', 'drone'])).toEqual([]);
    expect(s.intruders).toHaveLength(8);
  });
});

describe('§5.10.3 intruder movement', () => {
  it('given two characters equally near, then the group moves toward the one earliest in turn order', () => {
    const base = given({ rooms: { 'a-r04': 'armory' }, players: { 0: { space: 'a-r04' }, 1: { space: LANDING_ZONE } }, intruders: [{ type: 'adult', where: FROM_LZ }] });
    const first = structuredClone(base);
    moveGroup(first, intrudersAt(first, FROM_LZ), rng(first));
    expect(first.intruders[0].where).toBe('a-r04');
    const second = structuredClone(base);
    second.startPlayer = 1;
    moveGroup(second, intrudersAt(second, FROM_LZ), rng(second));
    expect(second.intruders[0].where).toBe(LANDING_ZONE);
  });

  it('given two shortest routes, then the group takes the one whose first step (corridor) has the lowest ID', () => {
    const routes = (viaA03: number, viaA04: number) => {
      const s = given({
        rooms: { 'a-r03': 'armory', 'a-r04': 'emergency-room', 'b-r01': 'server-room' },
        replaceCorridors: true,
        corridors: { 'cp-a-r03--landing-zone': { noise: viaA03 }, 'cp-a-r04--landing-zone': { noise: viaA04 }, 'cp-a-r03--b-r01': { noise: 4 }, 'cp-a-r04--b-r01': { noise: 4 } },
        players: { 0: { space: 'b-r01' }, 1: { space: 'b-r01' } },
        intruders: [{ type: 'adult', where: LANDING_ZONE }],
      });
      moveGroup(s, intrudersAt(s, LANDING_ZONE), rng(s));
      return s.intruders[0].where;
    };
    expect(routes(1, 3)).toBe('cp-a-r03--landing-zone');
    expect(routes(3, 1)).toBe('cp-a-r04--landing-zone');
  });

  it('given the event Damage (horizontal corridors only), then the Adult in the horizontal corridor enters and attacks; the one in the rising corridor stays', () => {
    let s = given({
      seats: 2,
      intruders: [{ type: 'adult', where: FROM_LZ }, { type: 'adult', where: 'cp-a-r03--landing-zone' }],
      bag: [tokenOf('blank')],
      attacks: ['scratch-3'],
    });
    const damage = s.decks.events.find((c) => /^damage(-\d+)?$/.test(c))!;
    s.decks.events = [damage, ...s.decks.events.filter((c) => c !== damage)];
    s.players[1].space = 'a-r04';
    s.spaces['a-r04'] = { room: 'armory', fire: false, malfunction: false, secure: 1, noise: false };
    s = when(s, 0, pass).state;
    const { state, events } = when(s, 1, pass);
    expect(events).toContainEqual({ type: 'event-card', card: 'damage' });
    const [horizontal, rising] = state.intruders;
    expect([horizontal.where, rising.where]).toEqual([LANDING_ZONE, 'cp-a-r03--landing-zone']);
    expect(events.some((e) => e.type === 'attacked' && e.seat === 0 && e.intruder === horizontal.id)).toBe(true);
  });
});

describe('§5.11.7 Queen activation', () => {
  it('given the Queen in a room with two characters, when she activates, then she attacks the one earliest in turn order and does not move', () => {
    const s = given({ intruders: [{ type: 'queen', where: LANDING_ZONE }], attacks: ['scratch-3'] });
    s.startPlayer = 1;
    const events = activateQueen(s, rng(s));
    expect(events).toContainEqual(expect.objectContaining({ type: 'attacked', seat: 1 }));
    expect(s.intruders[0].where).toBe(LANDING_ZONE);
  });

  it('given the Queen in a corridor, when she activates, then she takes one step toward the nearest character and attacks on entering', () => {
    const s = given({ intruders: [{ type: 'queen', where: FROM_LZ }], attacks: ['scratch-3'] });
    const events = activateQueen(s, rng(s));
    expect(s.intruders[0].where).toBe(LANDING_ZONE);
    expect(events).toContainEqual(expect.objectContaining({ type: 'attacked', seat: 0 }));
  });
});
