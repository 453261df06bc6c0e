/**
 * Shoot First at every point of its movement (card: "at any point of that Movement, even before the Movement or right
 * before an Intruder Attack"; FAQ v1.2: at the intruders that appear from the movement's noise roll): on arrival before
 * the noise roll, at intruders the noise roll brings before they attack, right before an attack on another character,
 * and never where nothing is in reach.
 */
import { describe, expect, it } from 'vitest';
import { Rng, stateHash } from '../../../engine';
import type { RetaliationEvent } from '../events';
import { legalMoves } from '../legal-moves';
import type { RetaliationMove } from '../moves/schema';
import { prompts } from '../prompts';
import type { RetaliationState } from '../state';
import { given, refusal, tokenOf, when, type GivenOptions, type Played } from '../testing/given';

import { A, AB, CARD, hold, play, RIFLE, TO_A } from './shoot-first-table';

const B = 'b-r03';
const A5 = 'cp-a-r04--a-r05';
const recon = { hand: [CARD, 'recon--rest'], hands: { [RIFLE]: [{ token: 'ammo' as const, half: false }] } };

const types = (events: RetaliationEvent[]) => events.map((e) => e.type);

/** The first PRNG position (fixed seeds) under which `moves` give events `wanted` accepts. */
function seek(s: RetaliationState, moves: RetaliationMove[], wanted: (p: Played) => boolean): Played {
  for (let k = 0; k < 500; k++) {
    const played = when({ ...s, rng: Rng.fromSeed(`moment-${k}`).state() }, 0, ...moves);
    if (wanted(played)) return played;
  }
  throw new Error('no PRNG position in 500 gives the wanted roll');
}

describe('Shoot First: nothing in reach', () => {
  it('given no intruder anywhere and an empty bag, when Shoot First is played, then the movement runs through without a question', () => {
    const s = given({ rooms: { [A]: 'surgery-room' }, bag: [], players: { 0: recon } });
    const { state, events } = when(s, 0, play);
    expect(state.pause ?? null).toBeNull();
    expect(events).toContainEqual(expect.objectContaining({ type: 'moved', seat: 0, to: A }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'noise-rolled', seat: 0 }));
    expect(state.turn).toMatchObject({ seat: 0, actions: 1 });
  });
});

describe('Shoot First: on arrival, before the noise roll', () => {
  const table = () => given({ rooms: { [A]: 'surgery-room' }, corridors: { [AB]: { noise: 3 } }, intruders: [{ type: 'adult', where: AB }], players: { 0: recon } });

  it('given an Adult in a corridor of the room reached, when the Recon arrives, then the move pauses before its noise roll and offers a Burst at it', () => {
    const { state, events } = when(table(), 0, play);
    expect(state.pause?.ask).toEqual({ kind: 'shoot-first', seat: 0, attacker: null, arrived: true });
    expect(state.players[0].space).toBe(A);
    expect(events).toContainEqual(expect.objectContaining({ type: 'moved', seat: 0, to: A }));
    expect(types(events)).not.toContain('noise-rolled');
    expect(legalMoves(state, 0)).toContainEqual({ type: 'shoot-first', weapon: RIFLE, corridor: AB });
    expect(prompts(state)[0].message).toBe('Shoot First: you have arrived, before anything your arrival brings. Shoot or Burst now, or hold fire.');
  });

  it('when the Recon bursts into that corridor and kills the Adult, then the noise roll comes after the kill and cannot bring it in', () => {
    const adult = table().intruders[0].id;
    const burst = when(table(), 0, play, { type: 'shoot-first', weapon: RIFLE, corridor: AB });
    expect(burst.state.pause?.ask).toEqual({ kind: 'allocate', seat: 0 });
    const { state, events } = when(burst.state, 0, { type: 'allocate-hits', kill: [adult] });
    const order = types(events);
    expect(order.indexOf('intruder-killed')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('intruder-killed')).toBeLessThan(order.indexOf('noise-rolled'));
    expect(events.some((e) => e.type === 'attacked')).toBe(false);
    expect(state.players[0].itemGear[RIFLE]).toEqual([{ token: 'ammo', half: true }]);
    // The shot is spent: the movement ends without another question.
    expect(state.pause ?? null).toBeNull();
    expect(state.turn).toMatchObject({ seat: 0, actions: 1 });
  });

  it('given the same moves through both pauses replayed from the same state, then every state hashes the same, PRNG included', () => {
    const adult = table().intruders[0].id;
    const moves: RetaliationMove[] = [play, { type: 'shoot-first', weapon: RIFLE, corridor: AB }, { type: 'allocate-hits', kill: [adult] }];
    const hashes = () => {
      let s = table();
      return moves.map((m) => {
        s = when(s, 0, m).state;
        return stateHash(s);
      });
    };
    expect(hashes()).toEqual(hashes());
  });

  it('given an unexplored corridor whose new room has an Adult in a corridor around it, when the Recon explores it, then the move pauses once the room is laid out, before its entrance effect', () => {
    const TO_A5 = 'cp-a-r05--landing-zone';
    const s = given({ corridors: { [TO_A5]: { noise: 2 }, [A5]: { noise: 1 } }, intruders: [{ type: 'adult', where: A5 }], exploration: ['exploration-11'], players: { 0: recon } });
    const { state, events } = when(s, 0, { type: 'play-card', card: CARD, target: TO_A5 });
    expect(state.pause?.ask).toEqual({ kind: 'shoot-first', seat: 0, attacker: null, arrived: true });
    expect(state.players[0].space).toBe('a-r05');
    expect(events).toContainEqual(expect.objectContaining({ type: 'explored', seat: 0, space: 'a-r05', card: 'exploration-11' }));
    // Card 11's entrance effect (3 Adults in the corridor just passed, a noise roll) waits for the answer.
    expect(types(events)).not.toContain('intruders-placed');
    expect(legalMoves(state, 0)).toContainEqual({ type: 'shoot-first', weapon: RIFLE, corridor: A5 });
    const after = when(state, 0, hold);
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'intruders-placed', where: TO_A5 }));
  });
});

describe('Shoot First: at intruders the noise roll brings, before they attack', () => {
  it('given a Hazard roll on arrival and an Adult drawn from the bag, when the Adult appears in the room, then the Recon may shoot it before its attack', () => {
    const s = given({ rooms: { [A]: 'surgery-room' }, bag: [tokenOf('adult')], players: { 0: recon } });
    const first = seek(s, [play], ({ events }) => events.some((e) => e.type === 'noise-rolled' && e.result === 'hazard'));
    const adult = first.state.intruders.find((i) => i.type === 'adult')!;
    expect(adult.where).toBe(A);
    expect(first.events).toContainEqual(expect.objectContaining({ type: 'intruders-placed', where: A }));
    expect(first.state.pause?.ask).toEqual({ kind: 'shoot-first', seat: 0, attacker: adult.id });
    const { events } = when(first.state, 0, { type: 'shoot-first', weapon: RIFLE, target: adult.id });
    expect(events).toContainEqual(expect.objectContaining({ type: 'shot', seat: 0, target: adult.id }));
    const killed = events.some((e) => e.type === 'intruder-killed' && e.intruder === adult.id);
    expect(events.some((e) => e.type === 'attacked' && e.intruder === adult.id)).toBe(!killed);
  });
});

describe('Shoot First: right before an attack on another character', () => {
  // The Queen waits in room B with the Officer; a noise marker next to A draws the Queen token, so she activates and
  // attacks the Officer during the Recon's movement. An Adult in another corridor of A is in the Recon's reach.
  const options = (adult: boolean): GivenOptions => ({
    rooms: { [A]: 'surgery-room', [B]: 'armory' },
    corridors: { [AB]: { noise: 3, noiseMarker: true }, [A5]: { noise: 1 } },
    intruders: [{ type: 'queen', where: B }, ...(adult ? [{ type: 'adult' as const, where: A5 }] : [])],
    bag: [tokenOf('queen')],
    players: { 0: recon, 1: { space: B } },
  });
  const queenActivates = ({ events }: Played) => events.some((e) => e.type === 'queen-activated');

  it('given an Adult in reach, when the Queen activates from the noise roll, then the move pauses right before her attack on the Officer', () => {
    const s = given(options(true));
    const queen = s.intruders[0].id;
    const adult = s.intruders[1].id;
    const paused = seek(s, [play, hold], queenActivates);
    expect(paused.state.pause?.ask).toEqual({ kind: 'shoot-first', seat: 0, attacker: queen, attacked: 1 });
    expect(types(paused.events)).not.toContain('attacked');
    expect(prompts(paused.state)[0]).toMatchObject({ seat: 0, message: 'Shoot First: the Queen is about to attack the Officer. Shoot or Burst now, or hold fire.' });
    expect(legalMoves(paused.state, 0)).toContainEqual({ type: 'shoot-first', weapon: RIFLE, corridor: A5 });
    const fired = when(paused.state, 0, { type: 'shoot-first', weapon: RIFLE, corridor: A5 });
    expect(fired.state.pause?.ask).toEqual({ kind: 'allocate', seat: 0 });
    const { events } = when(fired.state, 0, { type: 'allocate-hits', kill: [adult] });
    const order = types(events);
    expect(order.indexOf('intruder-killed')).toBeLessThan(order.indexOf('attacked'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'attacked', seat: 1, intruder: queen }));
  });

  it('given nothing in the Recon\'s reach, when the Queen attacks the Officer, then nobody is asked', () => {
    const s = given(options(false));
    const done = seek(s, [play], queenActivates);
    expect(done.events).toContainEqual(expect.objectContaining({ type: 'attacked', seat: 1 }));
    expect(done.state.pause ?? null).toBeNull();
  });
});

describe('Shoot First: only through a corridor the Recon may walk', () => {
  it('given the corridor\'s door closed at its far end (rulebook "DOORS"), then Shoot First through it is neither offered nor accepted, and nothing moves', () => {
    const s = given({ rooms: { [A]: 'surgery-room' }, corridors: { [TO_A]: { noise: 1, door: 'closed', doorEnd: A } }, players: { 0: recon } });
    expect(legalMoves(s, 0)).not.toContainEqual(expect.objectContaining({ type: 'play-card', card: CARD, target: TO_A }));
    expect(refusal(s, 0, play).code).toBe('move/illegal');
    s.corridors[TO_A].door = 'open';
    expect(legalMoves(s, 0)).toContainEqual(expect.objectContaining({ type: 'play-card', card: CARD, target: TO_A }));
  });
});
