import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import type { NemesisEvent } from '../events';
import { explode, jump } from '../rules/end';
import { startPlayerPhase } from '../rules/round';
import { die } from '../rules/wounds';
import type { NemesisState } from '../state';
import { cardsOf, given, when } from '../testing/given';

const ER = 'a-slot-05';
const EARTH = 'solo-objective-destination-earth';
const WEAKNESSES = 'solo-objective-first-contact-protocol';
const HEAD = 'solo-objective-cutting-off-the-head';
const CLEAN_UP = 'solo-objective-clean-up-crew';

/** A co-op table of `objectives.length` seats, each holding one open objective; no card is INFECTED. */
function coop(objectives: string[]): NemesisState {
  const s = given({ seats: objectives.length, config: { mode: 'cooperative' }, explored: { [ER]: 'emergency-room' } });
  s.players.forEach((p, seat) => (p.objectives = [objectives[seat]]));
  s.infected = [];
  return s;
}

/** The ship jumps to Earth with working engines. */
function jumpToEarth(s: NemesisState): NemesisState {
  s.engines = { '1': ['engine-1-working', 'engine-1-damaged'], '2': ['engine-2-working', 'engine-2-damaged'], '3': ['engine-3-working', 'engine-3-damaged'] };
  s.coordinates = 'coordinates-1';
  s.destination = 'D';
  jump(s, Rng.fromSeed('end'), []);
  return s;
}

const hibernate = (s: NemesisState, seat: number) => Object.assign(s.players[seat], { status: 'hibernating' });

describe('full co-op mode: the shared victory (§5.22)', () => {
  it('given every objective is met and one character survives, then the whole table wins, the dead included', () => {
    const s = coop([EARTH, WEAKNESSES]);
    for (const w of s.weaknesses.slice(0, 2)) w.revealed = true;
    hibernate(s, 0);
    s.players[1].status = 'dead';
    jumpToEarth(s);
    expect(s.winners).toEqual([0, 1]);
    expect(s.ending).toContain('won');
  });

  it('given one objective is not met, then the whole table loses, survivors too', () => {
    const s = coop([EARTH, WEAKNESSES]);
    s.weaknesses[0].revealed = true;
    hibernate(s, 0);
    hibernate(s, 1);
    jumpToEarth(s);
    expect(s.winners).toEqual([]);
    expect(s.ending).toContain('lost');
  });

  it('given the objectives would be met but nobody survives, then the table loses', () => {
    const s = coop([EARTH]);
    jumpToEarth(s);
    expect(s.players[0].status).toBe('dead');
    expect(s.winners).toEqual([]);
  });

  it('given two signal objectives and one sender, then the table loses; with two different senders it wins', () => {
    const destroyed = (senders: number[]) => {
      const s = coop([HEAD, CLEAN_UP, EARTH]);
      s.players[2].objectives = [];
      s.players[0].status = 'escaped';
      for (const seat of senders) s.players[seat].signal = true;
      explode(s, 'fire', Rng.fromSeed('end'), []);
      return s.winners;
    };
    // Both objectives are met by the explosion (the ship destroyed), leaving the signals.
    expect(destroyed([0])).toEqual([]);
    expect(destroyed([0, 1])).toEqual([0, 1, 2]);
  });
});

describe('full co-op mode: Revival (§5.22)', () => {
  /** Seat 1 dies in the Emergency Room, holding its weapon, an egg and an item card. */
  function deadInEmergencyRoom(): NemesisState {
    const s = coop([EARTH, WEAKNESSES]);
    s.players[1].room = ER;
    s.players[1].hands.push({ kind: 'object', object: 'intruder-egg' });
    s.players[1].inventory = ['green-medkit-1'];
    Object.assign(s.players[1], { lightWounds: 2, seriousWounds: [{ card: 'wound-arm-1', dressed: false }] });
    die(s, 1, Rng.fromSeed('die'), []);
    return s;
  }

  it('given a character dies in co-op, then it drops its heavy objects but keeps its weapons and items, and leaves its own corpse', () => {
    const s = deadInEmergencyRoom();
    expect(s.players[1].hands.map((h) => h.kind)).toEqual(['item']);
    expect(s.players[1].inventory).toEqual(['green-medkit-1']);
    expect(s.floor.filter((o) => o.room === ER)).toEqual([
      { room: ER, object: 'intruder-egg' },
      { room: ER, object: 'character-corpse', of: 1 },
    ]);
  });

  it('given a corpse lies in a working Emergency Room at the start of a player phase, then its character stands up there healed', () => {
    const s = deadInEmergencyRoom();
    const events: NemesisEvent[] = [];
    startPlayerPhase(s, Rng.fromSeed('phase'), events);
    expect(events).toContainEqual({ type: 'revived', seat: 1, room: ER });
    expect(s.players[1]).toMatchObject({ status: 'aboard', room: ER, lightWounds: 0, seriousWounds: [{ card: 'wound-arm-1', dressed: true }] });
    expect(s.players[1].hand.length).toBeGreaterThan(0);
    expect(s.floor.some((o) => o.object === 'character-corpse')).toBe(false);
  });

  it('given an intruder or a malfunction in the Emergency Room, then nobody is revived', () => {
    const withIntruder = deadInEmergencyRoom();
    withIntruder.intruders.push({ id: 'intruder-9', type: 'adult', room: ER, injuries: 0 });
    const broken = deadInEmergencyRoom();
    broken.rooms[ER].malfunction = true;
    for (const s of [withIntruder, broken]) {
      startPlayerPhase(s, Rng.fromSeed('phase'), []);
      expect(s.players[1].status).toBe('dead');
    }
  });

  it('given another character carries the corpse into the Emergency Room, then the corpse keeps its owner and the Revival follows', () => {
    const s = deadInEmergencyRoom();
    s.floor = s.floor.map((o) => (o.object === 'character-corpse' ? { ...o, room: 'a-slot-06' } : o));
    s.players[0].room = 'a-slot-06';
    s.players[0].hands = [];
    s.milestones.firstEncounter = true;
    const carried = when(s, 0, { type: 'pick-up', object: 'character-corpse', pay: cardsOf(s, 0, 1) }).state;
    expect(carried.players[0].hands).toEqual([{ kind: 'object', object: 'character-corpse', of: 1 }]);
    carried.players[0].room = ER;
    const events: NemesisEvent[] = [];
    startPlayerPhase(carried, Rng.fromSeed('phase'), events);
    expect(events).toContainEqual({ type: 'revived', seat: 1, room: ER });
    expect(carried.players[0].hands).toEqual([]);
  });

  it('given the standard game, then a dead character loses its items and is never revived', () => {
    const s = given({ seats: 2, explored: { [ER]: 'emergency-room' }, players: { 1: { room: ER } } });
    die(s, 1, Rng.fromSeed('die'), []);
    startPlayerPhase(s, Rng.fromSeed('phase'), []);
    expect([s.players[1].status, s.players[1].hands]).toEqual(['dead', []]);
  });
});
