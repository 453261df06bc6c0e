/**
 * D23 outside encounters (digest §5.20): an infection death's Creeper and a Summoning ask the current player too, with
 * no surprise check kept; the pick's time-out moves the oldest candidate not in combat. Rows that go on after the pick
 * are in relocation-rows.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import type { NemesisEvent } from '../events';
import { intruderAttack } from '../rules/attack';
import { infectionRule } from '../rules/infection';
import { relocationCandidates } from '../rules/relocation';
import type { NemesisState } from '../state';
import { given, when } from '../testing/given';

const HIB = 'a-slot-11';
const FAR = 'a-slot-05';
const NEAR = 'a-slot-13';
const OTHER = 'a-slot-17';

/** Every Creeper on the board: intruder-1 in combat with the Captain (seat 1), intruder-2 and intruder-3 alone. */
function creepersOut(extra: Parameters<typeof given>[0] = {}): NemesisState {
  const s = given({
    ...extra,
    players: { 1: { room: FAR } },
    intruders: [{ type: 'creeper', room: FAR }, { type: 'creeper', room: NEAR }, { type: 'creeper', room: OTHER }, ...(extra.intruders ?? [])],
  });
  s.milestones.firstEncounter = true;
  return s;
}

describe('D23 outside encounters: the current player is asked', () => {
  it('given every Creeper on the board, when a character with a Larva is infected again, then it dies and the pick waits (the time-out: the oldest not in combat)', () => {
    const s = creepersOut();
    s.players[0].larva = true;
    const events: NemesisEvent[] = [];
    infectionRule(s, 0, Rng.fromSeed('reading'), events);
    expect(s.players[0].status).toBe('dead');
    // The Scout died on its own turn: the next player in turn order, the Captain, picks.
    expect(s.pause).toEqual({ kind: 'relocate', seat: 1, intruderType: 'creeper', room: HIB, candidates: ['intruder-2', 'intruder-3'], surprise: null, then: [] });
    expect(relocationCandidates(s, 'creeper')[0].id).toBe('intruder-2');
    expect(events.some((e) => e.type === 'intruders-moved')).toBe(false);
    const { state, events: after } = when(s, 1, { type: 'relocate-intruder', intruder: 'intruder-3' });
    expect(after[0]).toEqual({ type: 'intruders-moved', moves: [{ intruder: 'intruder-3', from: OTHER, to: HIB }] });
    expect(state.intruders.map((i) => i.room)).toEqual([FAR, NEAR, HIB]);
  });

  it('given every Creeper on the board and a Creeper token in the bag, when the Queen attacks with Summoning, then the attacked player\'s turn waits for its pick', () => {
    const s = creepersOut({ intruders: [{ type: 'queen', room: HIB }], bag: ['intruder-token-creeper-1'], attacks: ['attack-summoning-1'] });
    const events: NemesisEvent[] = [];
    intruderAttack(s, s.intruders[3], 0, Rng.fromSeed('reading'), events);
    expect(events).toContainEqual({ type: 'attacked', seat: 0, intruder: 'intruder-4', card: 'attack-summoning-1', hit: true });
    expect(events).toContainEqual({ type: 'relocation-asked', seat: 0, intruderType: 'creeper', room: HIB });
    expect(s.pause).toMatchObject({ seat: 0, candidates: ['intruder-2', 'intruder-3'], surprise: null, then: [] });
    const { state } = when(s, 0, { type: 'relocate-intruder', intruder: 'intruder-2' });
    expect(state.intruders.filter((i) => i.type === 'creeper').map((i) => i.room)).toEqual([FAR, HIB, OTHER]);
  });
});
