import { describe, expect, it } from 'vitest';
import { nemesis } from '../index';
import type { NemesisState } from '../state';
import { cardsOf, given, rolled, seekRoll, when } from '../testing/given';

const X = 'a-slot-14';
const board = (s: NemesisState, seat: number, choice: string) => ({ type: 'room-action' as const, pay: cardsOf(s, seat, 2), choice });

/** Seat 0 boards the first section-A pod and waits; seat 1 (elsewhere) then has the turn. */
function seatedAndWaiting(seats = 2): { state: NemesisState; pod: number } {
  const s = given({ seats, players: { 0: { room: X } }, explored: { [X]: 'evacuation-section-a' } });
  const pod = s.pods.find((p) => p.section === 'A')!;
  pod.locked = false;
  s.milestones.firstEncounter = true;
  return { state: seekRoll(s, 0, board(s, 0, `${pod.number}:wait`), rolled('silence')).state, pod: pod.number };
}

/** Passes for every seat but `seat` until it is `seat`'s turn (through the event phase if need be). */
function untilTurnOf(state: NemesisState, seat: number): NemesisState {
  let s = state;
  while (s.turn?.seat !== seat) s = when(s, s.turn!.seat, { type: 'pass', discard: [] }).state;
  return s;
}

describe('escape pod timing (§5.17, D18)', () => {
  it('given a character boards and chooses to wait, then it passes automatically, keeping its hand', () => {
    const { state } = seatedAndWaiting();
    expect(state.players[0]).toMatchObject({ passed: true, status: 'aboard' });
    expect(state.players[0].hand).toHaveLength(3);
    expect(state.turn!.seat).toBe(1);
    expect(nemesis.legalMoves(state, 0)).toEqual([]);
  });

  it('given a seated character at its first turn of the next player phase, then it may launch, leave or stay, and staying passes it for the phase', () => {
    const { state: waiting } = seatedAndWaiting();
    const first = untilTurnOf(when(waiting, 1, { type: 'pass', discard: [] }).state, 0);
    expect(first.round).toBe(2);
    expect(new Set(nemesis.legalMoves(first, 0).map((m) => m.type))).toEqual(new Set(['pass', 'launch', 'leave-pod']));
    const { events } = when(first, 0, { type: 'pass', discard: [] });
    // Seat 0 is the last to play in round 2: its pass ends the phase, with no other turn for it.
    const after = events.slice(events.findIndex((e) => e.type === 'passed' && e.seat === 0));
    expect(after.slice(0, 3).map((e) => e.type)).toEqual(['passed', 'turn-ended', 'player-phase-ended']);
  });

  it('given a seated character at its first turn of the next phase asks to launch a pod of its own, then it escapes', () => {
    const { state: waiting, pod } = seatedAndWaiting();
    const first = untilTurnOf(when(waiting, 1, { type: 'pass', discard: [] }).state, 0);
    const { state, events } = when(first, 0, { type: 'launch' });
    expect(events).toContainEqual({ type: 'pod-launched', pod, seats: [0] });
    expect(state.players[0].status).toBe('escaped');
  });

  it('given a seated character leaves its pod on its first turn, then its turn goes on with both actions', () => {
    const { state: waiting } = seatedAndWaiting();
    const first = untilTurnOf(when(waiting, 1, { type: 'pass', discard: [] }).state, 0);
    const left = when(first, 0, { type: 'leave-pod' }).state;
    expect(left.players[0]).toMatchObject({ pod: null, passed: false, room: X });
    expect(left.turn).toEqual({ seat: 0, actions: 0 });
    expect(nemesis.legalMoves(left, 0).some((m) => m.type === 'move')).toBe(true);
  });

  it('given a shared pod whose other occupant has not agreed, then asking to launch leaves the character waiting: it passes', () => {
    const { state: waiting, pod } = seatedAndWaiting(3);
    let s = structuredClone(when(waiting, 1, { type: 'pass', discard: [] }).state);
    // Seat 1 is seated in the same pod, waiting, and has not asked to launch.
    s.pods.find((p) => p.number === pod)!.seats.push(1);
    Object.assign(s.players[1], { room: X, pod });
    s = untilTurnOf(s, 0);
    const { state, events } = when(s, 0, { type: 'launch' });
    expect(events.some((e) => e.type === 'pod-launched')).toBe(false);
    expect(events).toContainEqual({ type: 'passed', seat: 0, discarded: [] });
    expect(state.players[0]).toMatchObject({ wantsLaunch: true, status: 'aboard', pod });
  });
});
