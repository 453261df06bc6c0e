/**
 * D23 in the middle of a row, continued (digest §5.20): the Decoy's movers and the deaths of Metamorphosis wait for the
 * pick and follow it; a time-out moves the oldest candidate.
 */
import { describe, expect, it } from 'vitest';
import { Rng, stateHash, type Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import { nemesis } from '../index';
import type { NemesisMove } from '../moves/schema';
import { decoyMoves, decoyRow } from '../rules/decoy';
import { larvaDeaths } from '../rules/infection';
import type { NemesisState } from '../state';
import { given, when } from '../testing/given';

const X = 'a-slot-14';
const FAR = 'a-slot-05';
const NEAR = 'a-slot-13';
const OTHER = 'a-slot-17';
const SHOWER = 'a-slot-08';

const pick = (intruder: string): NemesisMove => ({ type: 'relocate-intruder', intruder });
const attackers = (events: NemesisEvent[], seat: Seat) => events.flatMap((e) => (e.type === 'attacked' && e.seat === seat ? [e.intruder] : []));
const timeOut = (s: NemesisState) => {
  const [prompt] = nemesis.prompts(s);
  return when(s, prompt.seat, prompt.timeoutMove as NemesisMove);
};

describe('D23 in the Decoy: the movers after a Summoning follow the pick', () => {
  /** A Decoy into the Canteen slot: the Queen (with the Captain) and Creeper intruder-3 next to it move in. */
  function decoy() {
    const s = given({ players: { 1: { room: NEAR } }, bag: ['intruder-token-creeper-1'], attacks: ['attack-summoning-1', 'attack-scratch-1'], intruders: [{ type: 'creeper', room: FAR }, { type: 'creeper', room: FAR }, { type: 'creeper', room: OTHER }, { type: 'queen', room: NEAR }] });
    s.milestones.firstEncounter = true;
    const events: NemesisEvent[] = [];
    decoyMoves(s, decoyRow(s, X), Rng.fromSeed('d23-decoy'), events);
    return { state: s, events };
  }

  it('given the Queen summons a Creeper before leaving, then the user picks and the Creeper still to move waits', () => {
    const { state, events } = decoy();
    expect(attackers(events, 1)).toEqual(['intruder-4']);
    expect(state.pause).toMatchObject({ seat: 0, room: NEAR, candidates: ['intruder-1', 'intruder-2', 'intruder-3'], then: [{ kind: 'decoy', room: X, movers: ['intruder-3'], leaving: ['intruder-4'] }] });
    expect(state.intruders.find((i) => i.id === 'intruder-4')!.room).toBe(NEAR);
  });

  it('when the user picks intruder-3, then it joins the Captain, attacks before leaving, and leaves with the Queen', () => {
    const paused = decoy().state;
    const { state, events } = when(paused, 0, pick('intruder-3'));
    expect(attackers(events, 1)).toEqual(['intruder-3']);
    expect(events).toContainEqual({ type: 'intruders-moved', moves: [{ intruder: 'intruder-4', from: NEAR, to: X }, { intruder: 'intruder-3', from: NEAR, to: X }] });
    expect(stateHash(when(JSON.parse(JSON.stringify(paused)), 0, pick('intruder-3')).state)).toBe(stateHash(state));
  });

  it('when the pick times out, then the oldest comes to the Captain and intruder-3 moves in without attacking', () => {
    const { events } = timeOut(decoy().state);
    expect(attackers(events, 1)).toEqual([]);
    expect(events).toContainEqual({ type: 'intruders-moved', moves: [{ intruder: 'intruder-4', from: NEAR, to: X }, { intruder: 'intruder-3', from: OTHER, to: X }] });
  });
});

describe('D23 in Metamorphosis: the scans wait for the pick', () => {
  it('given the Scout dies of its Larva, when the Captain picks intruder-2, then it moves to the Scout\'s room and the draws and scans follow', () => {
    const s = given({ players: { 0: { room: SHOWER } }, intruders: [{ type: 'creeper', room: FAR }, { type: 'creeper', room: OTHER }, { type: 'creeper', room: NEAR }] });
    s.milestones.firstEncounter = true;
    s.players[0].larva = true;
    const events: NemesisEvent[] = [];
    expect(larvaDeaths(s, [0, 1], 'metamorphosis', Rng.fromSeed('d23-meta'), events)).toBe(true);
    expect(s.pause).toMatchObject({ seat: 1, room: SHOWER, then: [{ kind: 'larva-deaths', seats: [1], card: 'metamorphosis' }] });
    const { state, events: after } = when(s, 1, pick('intruder-2'));
    expect(state.intruders.map((i) => i.room)).toEqual([FAR, SHOWER, NEAR]);
    expect(after.filter((e) => e.type === 'scanned').map((e) => e.type === 'scanned' && e.seat)).toEqual([1]);
    expect(timeOut(s).state.intruders.map((i) => i.room)).toEqual([SHOWER, OTHER, NEAR]);
  });
});

describe('D23 after a Nerves of Steel answer: what the question kept waits behind the pick', () => {
  it('given the Scout keeps its card at a Queen\'s surprise attack, when the Queen summons a Creeper, then the pick comes first and the rest kept follows', () => {
    const s = given({ bag: ['intruder-token-creeper-1'], attacks: ['attack-summoning-1'], intruders: [{ type: 'creeper', room: FAR }, { type: 'creeper', room: OTHER }, { type: 'creeper', room: NEAR }, { type: 'queen', room: 'a-slot-11' }] });
    s.milestones.firstEncounter = true;
    // The rest of a series waiting in the question (here the event phase's step after its last: nothing more to run).
    s.pause = { kind: 'nerves', seat: 0, intruder: 'intruder-4', then: [{ kind: 'event-step', step: 10 }] };
    const { state, events } = when(s, 0, { type: 'answer-nerves', play: false });
    expect(events).toContainEqual({ type: 'attacked', seat: 0, intruder: 'intruder-4', card: 'attack-summoning-1', hit: true });
    expect(state.pause).toMatchObject({ kind: 'relocate', seat: 0, candidates: ['intruder-1', 'intruder-2', 'intruder-3'], then: [{ kind: 'event-step', step: 10 }] });
    expect(when(state, 0, pick('intruder-2')).state.intruders.map((i) => i.room)).toEqual([FAR, 'a-slot-11', NEAR, 'a-slot-11']);
  });
});
