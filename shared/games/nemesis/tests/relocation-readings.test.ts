/**
 * D23 outside encounters (the package README, "What is left"): an infection death's Creeper and a Summoning do not
 * ask; they move the oldest candidate not in combat (the miniature the pick's timeout would move).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import type { NemesisEvent } from '../events';
import { intruderAttack } from '../rules/attack';
import { infectionRule } from '../rules/infection';
import { relocationCandidates } from '../rules/relocation';
import type { NemesisState } from '../state';
import { given } from '../testing/given';

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

describe('D23 reading: the oldest candidate moves without a question outside encounters', () => {
  it('given every Creeper on the board, when a character with a Larva is infected again, then it dies and the oldest Creeper not in combat moves to its room with no pause', () => {
    const s = creepersOut();
    s.players[0].larva = true;
    // The pick's timeout (relocationPrompt's timeoutMove) would move the first candidate: the same miniature.
    expect(relocationCandidates(s, 'creeper')[0].id).toBe('intruder-2');
    const events: NemesisEvent[] = [];
    infectionRule(s, 0, Rng.fromSeed('reading'), events);
    expect(s.players[0].status).toBe('dead');
    expect(s.pause ?? null).toBeNull();
    expect(events.some((e) => e.type === 'relocation-asked')).toBe(false);
    expect(events).toContainEqual({ type: 'intruders-moved', moves: [{ intruder: 'intruder-2', from: NEAR, to: HIB }] });
    expect(s.intruders.map((i) => i.room)).toEqual([FAR, HIB, OTHER]);
  });

  it('given every Creeper on the board and a Creeper token in the bag, when the Queen attacks with Summoning, then the oldest Creeper not in combat moves to its room with no pause', () => {
    const s = creepersOut({ intruders: [{ type: 'queen', room: HIB }], bag: ['intruder-token-creeper-1'], attacks: ['attack-summoning-1'] });
    const events: NemesisEvent[] = [];
    intruderAttack(s, s.intruders[3], 0, Rng.fromSeed('reading'), events);
    expect(events).toContainEqual({ type: 'attacked', seat: 0, intruder: 'intruder-4', card: 'attack-summoning-1', hit: true });
    expect(s.pause ?? null).toBeNull();
    expect(events.some((e) => e.type === 'relocation-asked')).toBe(false);
    expect(events).toContainEqual({ type: 'intruders-moved', moves: [{ intruder: 'intruder-2', from: NEAR, to: HIB }] });
    expect(s.intruders.filter((i) => i.type === 'creeper').map((i) => i.room)).toEqual([FAR, HIB, OTHER]);
  });
});
