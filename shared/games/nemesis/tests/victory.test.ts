import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { coordinatesCards } from '../data';
import type { NemesisEvent } from '../events';
import { nemesis } from '../index';
import { jump } from '../rules/end';
import { objectiveMet } from '../rules/victory';
import type { NemesisState } from '../state';
import { given } from '../testing/given';

const engines = (s: NemesisState, tops: Array<'working' | 'damaged'>) => {
  tops.forEach((top, i) => {
    const k = String(i + 1) as '1';
    s.engines[k] = [`engine-${k}-${top}`, `engine-${k}-${top === 'working' ? 'damaged' : 'working'}`];
  });
};
/** Sets the coordinates card so that the destination marker's letter reads `where`. */
const heading = (s: NemesisState, where: string) => {
  s.coordinates = coordinatesCards.find((c) => c.destinations[s.destination] === where)!.id;
};
const end = (s: NemesisState) => {
  const events: NemesisEvent[] = [];
  jump(s, Rng.fromSeed('victory'), events);
  return events;
};

describe('victory check (§10.2)', () => {
  it('E23: given 2 damaged engines at the jump, then the ship explodes: the hibernating Pilot dies and the Nest is destroyed', () => {
    const s = given({ seats: 3 });
    engines(s, ['damaged', 'damaged', 'working']);
    s.players[0].status = 'hibernating';
    s.players[0].objectives = ['objective-salvaging-the-prime-asset'];
    end(s);
    expect(s.players.map((p) => p.status)).toEqual(['dead', 'dead', 'dead']);
    expect([s.nestDestroyed, nemesis.outcome(s)!.winners]).toEqual([true, []]);
  });

  it('given working engines and Earth under the marker, then a clean hibernating character whose objective is "the ship reaches Earth" wins', () => {
    const s = given({ seats: 2 });
    engines(s, ['working', 'working', 'damaged']);
    heading(s, 'earth');
    s.players[0].status = 'hibernating';
    s.players[0].objectives = ['objective-salvaging-the-prime-asset'];
    const events = end(s);
    expect(events).toContainEqual({ type: 'contamination-check', seat: 0, result: 'clean' });
    expect(nemesis.outcome(s)).toMatchObject({ winners: [0] });
    expect(s.players[1].status).toBe('dead');
    // At the end the engines' top tokens and the coordinates are shown; the bottom tokens stay secret.
    expect(nemesis.secrets(s, 1)).not.toContain(s.coordinates);
    expect(nemesis.secrets(s, 1)).toContain(s.engines['1'][1]);
  });

  it('E24: given Mars under the marker, then hibernating characters die except the one holding Quarantine', () => {
    const s = given({ seats: 2 });
    engines(s, ['working', 'working', 'working']);
    heading(s, 'mars');
    s.players[0].status = 'hibernating';
    s.players[1].status = 'hibernating';
    s.players[0].objectives = ['objective-quarantine'];
    s.players[1].objectives = ['objective-salvaging-the-prime-asset'];
    end(s);
    expect(s.players.map((p) => p.status)).toEqual(['hibernating', 'dead']);
    expect(nemesis.outcome(s)!.winners).toEqual([0]);
  });

  it('given an INFECTED card or a Larva, then the survivor draws 4 of all its cards and dies if any is contamination', () => {
    const s = given({ seats: 1 });
    engines(s, ['working', 'working', 'working']);
    heading(s, 'earth');
    const p = s.players[0];
    p.status = 'hibernating';
    p.objectives = ['solo-objective-destination-earth'];
    // Every card is contamination, one of them INFECTED: the 4 drawn are all contamination.
    p.deck = s.decks.contamination.splice(0, 6);
    p.hand = [];
    p.discard = [];
    s.infected = [p.deck[0]];
    const events = end(s);
    expect(events).toContainEqual({ type: 'contamination-check', seat: 0, result: 'died' });
    expect(nemesis.outcome(s)!.winners).toEqual([]);
  });

  it('given a player who never chose (no encounter happened), then either of the two objectives wins (§12.22)', () => {
    const s = given({ seats: 2 });
    s.players[0].status = 'hibernating';
    s.players[1].status = 'hibernating';
    s.players[0].objectives = ['objective-ab-ovo', 'objective-salvaging-the-prime-asset'];
    expect(objectiveMet(s, 0, { intact: true, destination: 'earth' })).toBe(true);
    expect(objectiveMet(s, 0, { intact: true, destination: 'mars' })).toBe(false);
  });

  it('given "player X\'s character must not survive", then it holds when that character is dead, and "only survivor" otherwise', () => {
    const s = given({ seats: 2 });
    s.players[0].status = 'hibernating';
    s.players[1].status = 'hibernating';
    s.players[0].objectives = ['objective-the-right-moment-to-strike'];
    const ending = { intact: true, destination: 'earth' };
    expect(objectiveMet(s, 0, ending)).toBe(false);
    s.players[1].status = 'dead';
    expect(objectiveMet(s, 0, ending)).toBe(true);
  });
});
