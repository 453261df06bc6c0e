import { describe, expect, it } from 'vitest';
import { nemesis } from '../index';
import type { NemesisState } from '../state';
import { cardsOf, given, refusal, rolled, seekRoll, when } from '../testing/given';

const X = 'a-slot-14';
/** Seats 0 (and 1) in Evacuation Section A on slot 14, its first pod unlocked. */
function atSection(seats = 2, both = false): { s: NemesisState; pod: number } {
  const players: Record<number, { room: string }> = both ? { 0: { room: X }, 1: { room: X } } : { 0: { room: X } };
  const s = given({ seats, players, explored: { [X]: 'evacuation-section-a' } });
  const pod = s.pods.find((p) => p.section === 'A')!;
  pod.locked = false;
  s.milestones.firstEncounter = true;
  return { s, pod: pod.number };
}
const board = (s: NemesisState, seat: number, choice: string) => ({ type: 'room-action' as const, pay: cardsOf(s, seat, 2), choice });

describe('escape pods (§5.17)', () => {
  it('given a quiet boarding roll and "wait", then the character sits in the pod, out of reach of fire, and waits (it passes)', () => {
    const { s, pod } = atSection();
    s.rooms[X].fire = true;
    const { state, events } = seekRoll(s, 0, board(s, 0, `${pod}:wait`), rolled('silence'));
    expect(events).toContainEqual({ type: 'boarded', seat: 0, pod, launch: false });
    expect(state.players[0]).toMatchObject({ pod, lightWounds: 0, status: 'aboard', passed: true });
    expect(state.pods.find((p) => p.number === pod)!.seats).toEqual([0]);
    expect(state.turn!.seat).toBe(1);
    // On a later turn of a seated character (pods-timing.test.ts has the first-turn rule): only launch, leave or pass.
    const seated = { ...state, turn: { seat: 0, actions: 0 } };
    seated.players = state.players.map((p, k) => (k === 0 ? { ...p, passed: false } : p));
    expect(new Set(nemesis.legalMoves(seated, 0).map((m) => m.type))).toEqual(new Set(['pass', 'launch', 'leave-pod']));
    expect(refusal(seated, 0, { type: 'move', corridor: 'a-corridor-13-14', pay: cardsOf(seated, 0, 1) }).code).toBe('move/in-pod');
    const left = when(seated, 0, { type: 'leave-pod' }).state;
    expect([left.players[0].pod, left.turn]).toEqual([null, { seat: 0, actions: 0 }]);
  });

  it('given "launch" at boarding, then the pod leaves with the character, who has escaped', () => {
    const { s, pod } = atSection();
    const { state } = seekRoll(s, 0, board(s, 0, `${pod}:launch`), rolled('silence'));
    expect(state.players[0]).toMatchObject({ status: 'escaped', room: null });
    expect(state.pods.some((p) => p.number === pod)).toBe(false);
    expect(state.turn!.seat).toBe(1);
  });

  it('given the boarding roll brings an intruder in, then boarding fails (the cost is paid)', () => {
    const { s, pod } = atSection();
    s.intruders.push({ id: 'intruder-9', type: 'adult', room: 'a-slot-13', injuries: 0 });
    const { state, events } = seekRoll(s, 0, board(s, 0, `${pod}:launch`), rolled('danger'));
    expect(events).toContainEqual({ type: 'boarding-failed', seat: 0 });
    expect([state.players[0].pod, state.players[0].hand.length]).toEqual([null, 3]);
  });

  it('given a shared pod, then it launches only once every occupant asks for it (D21)', () => {
    const { s, pod } = atSection(3, true);
    let state = seekRoll(s, 0, board(s, 0, `${pod}:wait`), rolled('silence')).state;
    // Seat 1 boards the same pod and wants to launch: seat 0 has not agreed yet, so seat 1 waits too (it passes).
    state = seekRoll(state, 1, board(state, 1, `${pod}:launch`), rolled('silence')).state;
    expect(state.pods.find((p) => p.number === pod)!.seats).toEqual([0, 1]);
    expect(state.players[1]).toMatchObject({ status: 'aboard', passed: true });
    // Seat 0 agrees: on its first turn of a later player phase it asks to launch too.
    state = { ...state, turn: { seat: 0, actions: 0 }, players: state.players.map((p, k) => (k === 0 ? { ...p, passed: false } : p)) };
    const launched = when(state, 0, { type: 'launch' }).state;
    expect(launched.players.slice(0, 2).map((p) => p.status)).toEqual(['escaped', 'escaped']);
  });

  it('given an intruder appears in the section, then everyone seated there is put back into the room, in combat', () => {
    const { s, pod } = atSection();
    const seated = seekRoll(s, 0, board(s, 0, `${pod}:wait`), rolled('silence')).state;
    seated.intruders.push({ id: 'intruder-9', type: 'adult', room: 'a-slot-13', injuries: 0 });
    const { state, events } = seekRoll(seated, 1, { type: 'pass', discard: [] }, (e) => e.some((x) => x.type === 'intruders-moved' && x.moves.some((m) => m.to === X)));
    expect(events).toContainEqual({ type: 'left-pod', seat: 0, pod, forced: true });
    expect(state.players[0].pod).toBeNull();
  });

  it('given a locked pod, then it cannot be boarded', () => {
    const { s, pod } = atSection();
    s.pods.find((p) => p.number === pod)!.locked = true;
    expect(refusal(s, 0, board(s, 0, `${pod}:wait`)).code).toBe('move/room-action');
  });
});
