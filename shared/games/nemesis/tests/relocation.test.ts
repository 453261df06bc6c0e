import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import type { NemesisEvent } from '../events';
import { nemesis } from '../index';
import { encounters } from '../rules/series';
import type { NemesisState } from '../state';
import { cardsOf, corridorBetween, given, refusal, rolled, seekRoll, when } from '../testing/given';

const HIB = 'a-slot-11';
const X = 'a-slot-14';
const FAR = 'a-slot-05';
const NEAR = 'a-slot-13';
const CREEPER = 'intruder-token-creeper-1';

/**
 * All 3 Creeper miniatures on the board: intruder-1 far away, intruder-2 in combat with the Captain (seat 1) next
 * door, intruder-3 in the Hibernatorium's neighbour `a-slot-17`. The bag holds one Creeper token.
 */
function threeCreepers(opts: { inCombat?: number } = {}): NemesisState {
  const s = given({
    players: { 1: { room: NEAR } },
    explored: { [X]: 'canteen', [FAR]: 'storage' },
    bag: [CREEPER],
    intruders: [
      { type: 'creeper', room: FAR },
      { type: 'creeper', room: NEAR },
      { type: 'creeper', room: 'a-slot-17' },
    ],
  });
  s.milestones.firstEncounter = true;
  s.corridors['a-corridor-14-17'].noise = true;
  // With `inCombat: 3`, every Creeper but one is in combat (the Scout's own room holds none).
  if (opts.inCombat === 3) s.intruders[0].room = NEAR;
  return s;
}
const walkIn = (s: NemesisState) => seekRoll(s, 0, { type: 'move', corridor: corridorBetween(s, HIB, X), pay: cardsOf(s, 0, 1) }, rolled('2'));

describe('D23: which miniature is relocated when none is left (digest §5.20)', () => {
  it('given every Creeper on the board and two not in combat, when the Scout meets a Creeper, then its player is asked which one moves and the turn waits', () => {
    const { state, events } = walkIn(threeCreepers());
    expect(events).toContainEqual({ type: 'encounter', seat: 0, room: X, drawn: 'creeper', backNumber: 1 });
    expect(events).toContainEqual({ type: 'relocation-asked', seat: 0, intruderType: 'creeper', room: X });
    expect(events.some((e) => e.type === 'intruders-moved' || e.type === 'no-surprise')).toBe(false);
    expect(state.pause).toEqual({
      kind: 'relocate',
      seat: 0,
      intruderType: 'creeper',
      room: X,
      candidates: ['intruder-1', 'intruder-3'],
      surprise: { seat: 0, backNumber: 1 },
      then: [],
    });
    expect(nemesis.legalMoves!(state, 0)).toEqual([
      { type: 'relocate-intruder', intruder: 'intruder-1' },
      { type: 'relocate-intruder', intruder: 'intruder-3' },
    ]);
    expect(nemesis.legalMoves!(state, 1)).toEqual([]);
    const [prompt] = nemesis.prompts(state);
    expect(prompt).toMatchObject({ seat: 0, kind: 'relocate-intruder', mode: 'turn', options: { intruders: ['intruder-1', 'intruder-3'] }, timeoutMove: { type: 'relocate-intruder', intruder: 'intruder-1' } });
    expect(prompt.message).toBe('No Creeper miniature is left: choose which Creeper on the board moves to the Canteen (one now in the Storage, one in an unexplored room).');
    expect(nemesis.view(state, 1)).toMatchObject({ pause: { kind: 'relocate', seat: 0, candidates: ['intruder-1', 'intruder-3'] } });
  });

  it('when the player picks the second one, then that miniature moves into the room and the surprise check follows; the turn goes on', () => {
    const paused = walkIn(threeCreepers()).state;
    const { state, events } = when(paused, 0, { type: 'relocate-intruder', intruder: 'intruder-3' });
    expect(events).toEqual([
      { type: 'intruders-moved', moves: [{ intruder: 'intruder-3', from: 'a-slot-17', to: X }] },
      { type: 'no-surprise', seat: 0, handSize: paused.players[0].hand.length, backNumber: 1 },
    ]);
    expect(state.intruders.map((i) => i.room)).toEqual([FAR, NEAR, X]);
    expect(state.pause).toBeNull();
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('refuses, changing nothing: a miniature in combat, another seat answering, and any other move meanwhile', () => {
    const paused = walkIn(threeCreepers()).state;
    expect(refusal(paused, 0, { type: 'relocate-intruder', intruder: 'intruder-2' })).toEqual({
      code: 'move/relocate',
      message: 'Choose one of the Creeper miniatures offered (one not in combat, if any is).',
    });
    expect(refusal(paused, 1, { type: 'relocate-intruder', intruder: 'intruder-1' }).code).toBe('move/not-your-turn');
    expect(refusal(paused, 0, { type: 'pass', discard: [] })).toEqual({ code: 'move/not-now', message: 'A player is choosing which intruder miniature moves to the new room.' });
  });

  it('given a single Creeper not in combat, then it moves at once and nobody is asked', () => {
    const { state, events } = walkIn(threeCreepers({ inCombat: 3 }));
    expect(state.pause ?? null).toBeNull();
    expect(events).toContainEqual({ type: 'intruders-moved', moves: [{ intruder: 'intruder-3', from: 'a-slot-17', to: X }] });
    expect(events.some((e) => e.type === 'relocation-asked')).toBe(false);
  });

  it('given the event phase, then the first player picks, and the rest of a series of encounters waits for the pick', () => {
    const s = threeCreepers();
    s.phase = 'event';
    s.turn = null;
    s.firstPlayer = 1;
    s.players[0].room = X;
    const events: NemesisEvent[] = [];
    encounters(s, [0, 1], Rng.fromSeed('d23'), events);
    expect(s.pause).toMatchObject({ kind: 'relocate', seat: 1, then: [{ kind: 'encounters', seats: [1] }] });
    expect(events.some((e) => e.type === 'encounter' && e.seat === 1)).toBe(false);
    // A Larva token for the Captain's encounter, still to come once the pick is made.
    s.supply = s.supply.filter((t) => t !== 'intruder-token-larva-1');
    s.bag = ['intruder-token-larva-1'];
    const { state, events: after } = when(s, 1, { type: 'relocate-intruder', intruder: 'intruder-1' });
    expect(after[0]).toEqual({ type: 'intruders-moved', moves: [{ intruder: 'intruder-1', from: FAR, to: X }] });
    expect(after).toContainEqual({ type: 'encounter', seat: 1, room: NEAR, drawn: 'larva', backNumber: 1 });
    expect(state.intruders.filter((i) => i.type === 'larva')).toHaveLength(1);
  });
});
