/**
 * Audit of the digest's §12 readings that the rules in attack, wounds, event-phase and round follow, each as a
 * given/when/then test: attack order (12.2), a Larva on a character who has one (12.3), an empty contamination deck
 * (12.13), no fire wounds in the event phase (12.37), and a character seated in a pod (12.10).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import type { NemesisEvent } from '../events';
import { intruderAttack } from '../rules/attack';
import { fireDamage, intruderAttacks } from '../rules/event-phase';
import type { NemesisState } from '../state';
import { given, when } from '../testing/given';

const rng = () => Rng.fromSeed('audit-ambiguities');
const run = (s: NemesisState, step: (s: NemesisState, rng: Rng, events: NemesisEvent[]) => void) => {
  const events: NemesisEvent[] = [];
  step(s, rng(), events);
  return events;
};
const HIB = 'a-slot-11';
const EVAC_A = 'a-slot-10';

describe('audit: digest §12 readings', () => {
  it('12.2: given intruders in two rooms, then rooms attack in ascending room number and, in a room, Queen, Breeder, Adult, Creeper, Larva', () => {
    const s = given({
      seats: 2,
      players: { 0: { room: 'a-slot-14' }, 1: { room: 'a-slot-08' } },
      intruders: [{ type: 'larva', room: 'a-slot-14' }, { type: 'creeper', room: 'a-slot-14' }, { type: 'adult', room: 'a-slot-14' }, { type: 'breeder', room: 'a-slot-14' }, { type: 'queen', room: 'a-slot-14' }, { type: 'adult', room: 'a-slot-08' }],
      // Misses only, drawn in attack order: each attacker draws a card that does not show it.
      attacks: ['attack-transformation-1', 'attack-transformation-2', 'attack-tail-attack-1', 'attack-tail-attack-2', 'attack-bite-1'],
    });
    const order = run(s, intruderAttacks).flatMap((e) => (e.type === 'attacked' || e.type === 'infested' ? [e.type === 'attacked' ? e.intruder : `larva:${e.intruder}`] : []));
    // Slot 8 (room 8) before slot 14 (room 14); in slot 14: Queen (5), Breeder (4), Adult (3), Creeper (2), Larva (1).
    expect(order).toEqual(['intruder-6', 'intruder-5', 'intruder-4', 'intruder-3', 'intruder-2', 'larva:intruder-1']);
    expect(s.players.map((p) => [p.lightWounds, p.seriousWounds.length])).toEqual([[0, 0], [0, 0]]);
  });

  it('12.3: given a character with a Larva, when a Larva attacks, then the attacker leaves the board, 1 contamination card comes, and nobody dies', () => {
    const s = given({ players: { 0: { room: HIB } }, intruders: [{ type: 'larva', room: HIB }] });
    s.players[0].larva = true;
    run(s, (st, r, ev) => intruderAttack(st, st.intruders[0], 0, r, ev));
    expect([s.intruders, s.players[0].status, s.players[0].larva, s.players[0].discard.filter((c) => c.startsWith('contamination-')).length]).toEqual([[], 'aboard', true, 1]);
  });

  it('12.13: given an empty contamination deck, then a Scratch still wounds and the contamination draw is skipped', () => {
    const s = given({ players: { 0: { room: HIB } }, intruders: [{ type: 'adult', room: HIB }], attacks: ['attack-scratch-1'] });
    s.decks.contamination = [];
    const events = run(s, (st, r, ev) => intruderAttack(st, st.intruders[0], 0, r, ev));
    expect(events).toContainEqual({ type: 'contaminated', seat: 0, received: false });
    expect([s.players[0].lightWounds, s.players[0].discard]).toEqual([1, []]);
  });

  it('12.37: given characters and an intruder in a fire room, then the event-phase fire damage hurts the intruder only', () => {
    const s = given({ players: { 0: { room: HIB } }, intruders: [{ type: 'adult', room: HIB }] });
    s.rooms[HIB].fire = true;
    s.decks.attacks = ['attack-bite-1', ...s.decks.attacks.filter((c) => c !== 'attack-bite-1')];
    run(s, fireDamage);
    expect([s.players[0].lightWounds, s.players[0].seriousWounds]).toEqual([0, []]);
    // Blood 4 on the injury check: the Adult survives its 1 injury.
    expect(s.intruders.map((i) => i.injuries)).toEqual([1]);
  });

  it('12.10: given a character seated in a pod in a burning Evacuation Section, then its turn ends with no fire wound', () => {
    const s = given({ seats: 2, players: { 0: { room: EVAC_A }, 1: { room: HIB } } });
    s.rooms[EVAC_A].fire = true;
    const pod = s.pods.find((p) => p.section === 'A')!;
    pod.seats = [0];
    s.players[0].pod = pod.number;
    const { state } = when(s, 0, { type: 'pass', discard: [] });
    expect(state.players[0].lightWounds).toBe(0);
    const t = given({ seats: 2, players: { 0: { room: EVAC_A }, 1: { room: HIB } } });
    t.rooms[EVAC_A].fire = true;
    expect(when(t, 0, { type: 'pass', discard: [] }).state.players[0].lightWounds).toBe(1);
  });
});
