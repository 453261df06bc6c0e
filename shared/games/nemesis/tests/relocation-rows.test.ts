/**
 * D23 in the middle of a row (digest §5.20, D23): a Summoning or an infection death's Creeper with no miniature left
 * asks the current player (the first player in the event phase) which one moves; the rest of the row (later attackers,
 * the escape's move, later deaths and draws) waits in the pause and follows the pick. A time-out moves the oldest.
 */
import { describe, expect, it } from 'vitest';
import { Rng, stateHash, type Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import { nemesis } from '../index';
import type { NemesisMove } from '../moves/schema';
import { resolveEventEffect } from '../rules/event-cards';
import { runEventPhase } from '../rules/event-phase';
import type { NemesisState } from '../state';
import { cardsOf, corridorBetween, given, seekRoll, when } from '../testing/given';

const HIB = 'a-slot-11';
const X = 'a-slot-14';
const FAR = 'a-slot-05';
const NEAR = 'a-slot-13';
const OTHER = 'a-slot-17';
const SHOWER = 'a-slot-08';
const CREEPER = 'intruder-token-creeper-1';

const pick = (intruder: string): NemesisMove => ({ type: 'relocate-intruder', intruder });
const attackers = (events: NemesisEvent[], seat: Seat) => events.flatMap((e) => (e.type === 'attacked' && e.seat === seat ? [e.intruder] : []));
const creeperRooms = (s: NemesisState) => s.intruders.filter((i) => i.type === 'creeper').map((i) => i.room);

/** The pick's time-out is the prompt's `timeoutMove`, played by the clock as the seat's move. */
function timeOut(s: NemesisState) {
  const [prompt] = nemesis.prompts(s);
  return when(s, prompt.seat, prompt.timeoutMove as NemesisMove);
}

/** The same answers from a copy of the stored (JSON) state rebuild the same state, hash for hash. */
function expectSameReplay(paused: NemesisState, seat: Seat, move: NemesisMove, played: NemesisState): void {
  const stored = JSON.parse(JSON.stringify(paused)) as NemesisState;
  expect(stateHash(when(stored, seat, move).state)).toBe(stateHash(played));
}

/** Another seat sees who picks, the type, the room and the candidates, and nothing of the row kept in the pause. */
function expectPublicPause(s: NemesisState, other: Seat): void {
  const view = nemesis.view(s, other) as { pause: unknown };
  expect(Object.keys(view.pause as object).sort()).toEqual(['candidates', 'intruderType', 'kind', 'room', 'seat']);
  expect(JSON.stringify(view)).not.toMatch(/"then"|escape-attacks|event-attacks|larva-deaths/);
  expect(nemesis.prompts(s).map((p) => p.seat)).not.toContain(other);
}

describe('D23 in an escape: the attackers after a Summoning and the move follow the pick', () => {
  /** The Scout escapes the Hibernatorium (a Queen, then an Adult) into the Canteen, where Creeper intruder-3 waits. */
  function escaping() {
    const s = given({
      players: { 1: { room: NEAR } },
      explored: { [X]: 'canteen' },
      bag: [CREEPER],
      attacks: ['attack-summoning-1', 'attack-scratch-1'],
      intruders: [{ type: 'creeper', room: FAR }, { type: 'creeper', room: NEAR }, { type: 'creeper', room: X }, { type: 'queen', room: HIB }, { type: 'adult', room: HIB }],
    });
    s.milestones.firstEncounter = true;
    const corridor = corridorBetween(s, HIB, X);
    return { ...when(s, 0, { type: 'move', corridor, pay: cardsOf(s, 0, 1) }), corridor };
  }

  it('given every Creeper on the board, when the Queen summons one as the Scout escapes, then its player is asked and the Adult and the move wait', () => {
    const { state, events, corridor } = escaping();
    expect(events).toContainEqual({ type: 'relocation-asked', seat: 0, intruderType: 'creeper', room: HIB });
    expect(attackers(events, 0)).toEqual(['intruder-4']);
    expect(state.pause).toMatchObject({ seat: 0, candidates: ['intruder-1', 'intruder-3'], then: [{ kind: 'escape-attacks', seat: 0, attackers: ['intruder-5'], from: HIB, corridor, to: X, draw: 0 }] });
    expect(state.players[0].room).toBe(HIB);
    expect(nemesis.prompts(state)[0]).toMatchObject({ seat: 0, kind: 'relocate-intruder', timeoutMove: pick('intruder-1') });
    expectPublicPause(state, 1);
  });

  it('when the player picks the Creeper in the Canteen, then the Adult attacks, the Scout walks into an empty Canteen and rolls for noise', () => {
    const paused = escaping().state;
    const { state, events } = when(paused, 0, pick('intruder-3'));
    expect(events[0]).toEqual({ type: 'intruders-moved', moves: [{ intruder: 'intruder-3', from: X, to: HIB }] });
    expect(attackers(events, 0)).toEqual(['intruder-5']);
    expect(state.players[0].room).toBe(X);
    expect(events.some((e) => e.type === 'noise-rolled' && e.seat === 0)).toBe(true);
    expect(state.pause ?? null).toBeNull();
    expectSameReplay(paused, 0, pick('intruder-3'), state);
  });

  it('when the pick times out, then the oldest (intruder-1) moves and the Scout meets Creeper intruder-3 in the Canteen (no noise roll)', () => {
    const { state, events } = timeOut(escaping().state);
    expect(events[0]).toEqual({ type: 'intruders-moved', moves: [{ intruder: 'intruder-1', from: FAR, to: HIB }] });
    expect(creeperRooms(state)).toEqual([HIB, NEAR, X]);
    expect(state.players[0].room).toBe(X);
    expect(events.some((e) => e.type === 'noise-rolled')).toBe(false);
  });
});

describe('D23 in event step 5: the later rooms attack with the miniatures where the pick left them', () => {
  /** The Queen with the Scout in the Shower room (attacks first); all three Creepers with the Captain further on. */
  function stepFive() {
    const s = given({ players: { 0: { room: SHOWER }, 1: { room: NEAR } }, bag: [CREEPER], attacks: ['attack-summoning-1'], intruders: [{ type: 'creeper', room: NEAR }, { type: 'creeper', room: NEAR }, { type: 'creeper', room: NEAR }, { type: 'queen', room: SHOWER }] });
    s.milestones.firstEncounter = true;
    s.phase = 'event';
    s.turn = null;
    s.firstPlayer = 1;
    const events: NemesisEvent[] = [];
    runEventPhase(s, 5, Rng.fromSeed('d23-step-5'), events);
    return { state: s, events };
  }

  it('given every Creeper in combat, when the Queen summons one, then the first player picks among them all and the rest of the phase waits', () => {
    const { state, events } = stepFive();
    expect(attackers(events, 0)).toEqual(['intruder-4']);
    expect(state.pause).toMatchObject({ seat: 1, candidates: ['intruder-1', 'intruder-2', 'intruder-3'], then: [{ kind: 'event-attacks', room: SHOWER, attackers: [] }, { kind: 'event-step', step: 6 }] });
    expect(events.some((e) => e.type === 'time-advanced' || e.type === 'event-card-drawn')).toBe(false);
    expectPublicPause(state, 0);
  });

  it('when the first player picks intruder-3, then only intruder-1 and intruder-2 attack the Captain, and the phase goes on', () => {
    const paused = stepFive().state;
    const { state, events } = when(paused, 1, pick('intruder-3'));
    expect(events[0]).toEqual({ type: 'intruders-moved', moves: [{ intruder: 'intruder-3', from: NEAR, to: SHOWER }] });
    expect(attackers(events, 1)).toEqual(['intruder-1', 'intruder-2']);
    expect(events.some((e) => e.type === 'event-card-drawn')).toBe(true);
    expectSameReplay(paused, 1, pick('intruder-3'), state);
  });

  it('when the pick times out, then the oldest leaves and intruder-2 and intruder-3 attack', () => {
    const { events } = timeOut(stepFive().state);
    expect(events[0]).toEqual({ type: 'intruders-moved', moves: [{ intruder: 'intruder-1', from: NEAR, to: SHOWER }] });
    expect(attackers(events, 1)).toEqual(['intruder-2', 'intruder-3']);
  });
});

describe('D23 in Eclosion: each death asks in turn, a dead first player passes the pick on', () => {
  /** Three characters; the Scout (first player) and the Captain carry a Larva; every Creeper is on the board, none in combat. */
  function eclosion() {
    const s = given({ seats: 3, players: { 0: { room: SHOWER }, 1: { room: NEAR } }, intruders: [{ type: 'creeper', room: FAR }, { type: 'creeper', room: OTHER }, { type: 'creeper', room: 'a-slot-20' }] });
    s.milestones.firstEncounter = true;
    s.phase = 'event';
    s.turn = null;
    s.players[0].larva = true;
    s.players[1].larva = true;
    const events: NemesisEvent[] = [];
    resolveEventEffect(s, 'event-eclosion', Rng.fromSeed('d23-eclosion'), events);
    return { state: s, events };
  }

  it('given the Scout dies first, then the Captain (next in turn order) picks and the Captain\'s death and the draws wait', () => {
    const { state, events } = eclosion();
    expect(state.players.map((p) => p.status)).toEqual(['dead', 'aboard', 'aboard']);
    expect(state.pause).toMatchObject({ seat: 1, room: SHOWER, candidates: ['intruder-1', 'intruder-2', 'intruder-3'], then: [{ kind: 'larva-deaths', seats: [1, 2], card: 'eclosion' }] });
    expect(events.some((e) => e.type === 'scanned')).toBe(false);
    expectPublicPause(state, 2);
  });

  it('when the Captain picks intruder-2, then the Captain dies, the Pilot picks for that Creeper (a time-out: the oldest), then the Pilot draws and scans', () => {
    const first = when(eclosion().state, 1, pick('intruder-2'));
    expect(creeperRooms(first.state)).toEqual([FAR, SHOWER, 'a-slot-20']);
    expect(first.state.players[1].status).toBe('dead');
    expect(first.state.pause).toMatchObject({ seat: 2, room: NEAR, candidates: ['intruder-1', 'intruder-2', 'intruder-3'], then: [{ kind: 'larva-deaths', seats: [2], card: 'eclosion' }] });
    const second = timeOut(first.state);
    expect(creeperRooms(second.state)).toEqual([NEAR, SHOWER, 'a-slot-20']);
    expect(second.events.filter((e) => e.type === 'scanned').map((e) => e.type === 'scanned' && e.seat)).toEqual([2]);
    expect(second.state.pause ?? null).toBeNull();
    expectSameReplay(first.state, 2, pick('intruder-1'), second.state);
  });
});

describe('D23 after a death on its own turn: Rest scans INFECTED with a Larva aboard', () => {
  function resting() {
    const s = given({ players: { 1: { room: NEAR } }, intruders: [{ type: 'creeper', room: FAR }, { type: 'creeper', room: NEAR }, { type: 'creeper', room: OTHER }] });
    s.milestones.firstEncounter = true;
    const infected = s.infected[0];
    s.decks.contamination = s.decks.contamination.filter((c) => c !== infected);
    s.players[0].hand = ['scout-rest-1', infected];
    s.players[0].larva = true;
    return when(s, 0, { type: 'play-card', card: 'scout-rest-1', pay: [] });
  }

  it('given the Scout dies on its turn, then the Captain (next in turn order) is asked, not the dead Scout', () => {
    const { state, events } = resting();
    expect(events).toContainEqual({ type: 'character-died', seat: 0, room: HIB });
    expect(events).toContainEqual({ type: 'relocation-asked', seat: 1, intruderType: 'creeper', room: HIB });
    expect(nemesis.prompts(state)).toMatchObject([{ seat: 1, kind: 'relocate-intruder', timeoutMove: pick('intruder-1') }]);
    expectPublicPause(state, 0);
  });

  it('when the Captain picks intruder-3, then it moves to the Hibernatorium and the Captain\'s turn follows', () => {
    const paused = resting().state;
    const { state } = when(paused, 1, pick('intruder-3'));
    expect(creeperRooms(state)).toEqual([FAR, NEAR, HIB]);
    expect(state.turn).toEqual({ seat: 1, actions: 0 });
    expectSameReplay(paused, 1, pick('intruder-3'), state);
    expect(creeperRooms(timeOut(paused).state)).toEqual([HIB, NEAR, OTHER]);
  });
});

describe("D23 in Adrenaline's escape: its card is drawn after the whole escape", () => {
  it('given the Scout escapes into the Canteen and meets a Creeper with none left, when the pick is made, then the surprise check sees the hand before the card is drawn', () => {
    const s = given({
      players: { 0: { hand: ['scout-adrenaline-1', 'scout-search-1'] }, 1: { room: NEAR } },
      explored: { [X]: 'canteen' },
      bag: [CREEPER],
      attacks: ['attack-scratch-1'],
      intruders: [{ type: 'creeper', room: FAR }, { type: 'creeper', room: NEAR }, { type: 'creeper', room: OTHER }, { type: 'adult', room: HIB }],
    });
    s.milestones.firstEncounter = true;
    s.corridors['a-corridor-14-17'].noise = true;
    const move: NemesisMove = { type: 'play-card', card: 'scout-adrenaline-1', pay: [], choice: `escape:${corridorBetween(s, HIB, X)}` };
    const { state: paused, events } = seekRoll(s, 0, move, (e) => e.some((x) => x.type === 'relocation-asked'));
    expect(events.some((e) => e.type === 'cards-drawn')).toBe(false);
    expect(paused.pause).toMatchObject({ seat: 0, surprise: { seat: 0, backNumber: 1 }, then: [{ kind: 'draw', seat: 0, count: 1 }] });
    const { state, events: after } = when(paused, 0, pick('intruder-3'));
    const check = after.findIndex((e) => e.type === 'surprise-attack' || e.type === 'no-surprise');
    expect(after[check]).toMatchObject({ seat: 0, handSize: 1 });
    expect(after.findIndex((e) => e.type === 'cards-drawn')).toBeGreaterThan(check);
    expect(state.players[0].hand.length).toBeGreaterThan(paused.players[0].hand.length);
  });
});
