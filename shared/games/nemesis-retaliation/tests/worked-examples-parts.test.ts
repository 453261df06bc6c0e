/**
 * The parts of the rules digest's §13.2 worked examples that the family tests leave out: 15 (a Grenade on the ★ face),
 * 19 (the Drone that entered without attacking attacks in the next Intruder Phase), 21 (a second Larva), 23 (the
 * Healthy wound removed), 24 (life support never refills oxygen), 25 (a pass turn still burns), 20 (an equal-length
 * route that takes the whole group is preferred).
 */
import { describe, expect, it } from 'vitest';
import { LANDING_ZONE } from '../data';
import { intrudersAt } from '../rules/board';
import { discardWound } from '../rules/care-rooms';
import { gainSeriousWound, healthSection } from '../rules/health';
import { moveGroup } from '../rules/intruders';
import type { RetaliationMove } from '../moves/schema';
import { cardsOf, faced, given, seekRoll, seekRule, when } from '../testing/given';

const pass: RetaliationMove = { type: 'pass', discard: [] };
const CORRIDOR = 'cp-a-r04--landing-zone';
const contaminationIn = (cards: string[]) => cards.filter((c) => c.startsWith('contamination')).length;

describe('Grenade on the ★ face (example 15; data README: the ★ is printed on the 4 face)', () => {
  it('given 3 Adults in a corridor, when the Grenade rolls 4★, then 4 + 2 = 6 hits and no ★ effect happens', () => {
    const s = given({ players: { 0: { belt: [{ token: 'grenade', half: false }, null, null, null] } }, intruders: Array.from({ length: 3 }, () => ({ type: 'adult' as const, where: CORRIDOR })) });
    const { state } = seekRoll(s, 0, { type: 'use-gear', slot: 0, target: CORRIDOR, pay: cardsOf(s, 0, 1) }, faced('4+special'));
    expect(state.allocation?.hits).toBe(6);
    expect(state.markers).toEqual(s.markers);
    expect(Object.values(state.spaces).some((sp) => sp.malfunction || sp.fire)).toBe(false);
  });
});

describe('Only the biggest enters, then attacks normally (example 19)', () => {
  it('given a Drone that entered a secured room without attacking, when the Intruder Phase comes, then it attacks the character there', () => {
    let s = given({ intruders: [{ type: 'drone', where: LANDING_ZONE }], secure: { [LANDING_ZONE]: 1 }, attacks: ['scratch-3'] });
    s = when(s, 0, pass).state;
    const { events } = when(s, 1, pass);
    expect(events).toContainEqual(expect.objectContaining({ type: 'attacked', seat: 0, card: 'scratch-3' }));
  });
});

describe('A Larva on a character who has one (example 21, reading 12.20)', () => {
  it('given P1 already carrying a Larva, when a Larva attacks P1, then the new Larva is removed and the Contamination card is still gained', () => {
    let s = given({ intruders: [{ type: 'larva', where: LANDING_ZONE }] });
    s.players[0].larva = true;
    const before = contaminationIn([...s.players[0].deck, ...s.players[0].hand, ...s.players[0].discard]);
    s = when(s, 0, pass).state;
    const { state } = when(s, 1, pass);
    const p = state.players[0];
    expect(p.larva).toBe(true);
    expect(state.intruders.some((i) => i.type === 'larva')).toBe(false);
    expect(contaminationIn([...p.deck, ...p.hand, ...p.discard])).toBe(before + 1);
  });
});

describe('Serious wounds, removed (example 23)', () => {
  it('given wounds on Healthy and Injured with the marker pushed to Heavily Injured, when the first wound is removed, then the marker stays', () => {
    const s = given({ players: { 0: { health: 4, seriousWounds: 1 } } });
    gainSeriousWound(s, 0, 'test');
    const health = s.players[0].health;
    discardWound(s, 0, s.players[0].seriousWounds[0]);
    expect(s.players[0].seriousWounds).toHaveLength(1);
    expect(s.players[0].health).toBe(health);
    expect(healthSection(s.players[0])).toBe('heavily-injured');
  });
});

describe('Oxygen and the pass turn (examples 24-25)', () => {
  it('given life support on in Section A, when a character with 5 oxygen passes, then it stays at 5 (never refilled)', () => {
    const s = given({ players: { 0: { oxygen: 5 } } });
    s.lifeSupport.A = true;
    expect(when(s, 0, pass).state.players[0].oxygen).toBe(5);
  });

  it('given a fire in the room, when the character passes, then the pass turn still burns it', () => {
    const s = given({ fire: [LANDING_ZONE] });
    const { state } = when(s, 0, pass);
    expect(state.players[0].health).toBeGreaterThan(s.players[0].health);
  });
});

describe('Corridor capacity and routes (example 20)', () => {
  const R = 'a-r04';
  const VIA_B3 = 'cp-a-r04--b-r03';
  const VIA_B4 = 'cp-a-r04--b-r04';
  const table = (crowded: string) => {
    const s = given({
      replaceCorridors: true,
      rooms: { [R]: 'armory', 'b-r03': 'reactor', 'b-r04': 'cooling-system', 'b-r05': 'surgery-room' },
      corridors: { [VIA_B3]: {}, [VIA_B4]: {}, 'cp-b-r03--b-r05': {}, 'cp-b-r04--b-r05': {} },
      intruders: [...Array.from({ length: 4 }, () => ({ type: 'adult' as const, where: R })), ...Array.from({ length: 3 }, () => ({ type: 'adult' as const, where: crowded }))],
    });
    s.players.forEach((p) => (p.space = 'b-r05'));
    return s;
  };

  it('given two routes of equal length, one starting in a corridor that cannot take the whole group, then the group takes the other', () => {
    for (const [crowded, free] of [[VIA_B3, VIA_B4], [VIA_B4, VIA_B3]]) {
      const s = table(crowded);
      const { state } = seekRule(s, (x, rng) => moveGroup(x, intrudersAt(x, R), rng), () => true);
      expect(intrudersAt(state, free)).toHaveLength(4);
      expect(intrudersAt(state, crowded)).toHaveLength(3);
      expect(intrudersAt(state, R)).toHaveLength(0);
    }
  });
});
