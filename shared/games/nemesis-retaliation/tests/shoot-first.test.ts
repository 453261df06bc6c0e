/** Shoot First: a move through an empty corridor with one Shoot or Burst before it or right before an attack on the mover. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { legalMoves } from '../legal-moves';
import type { RetaliationMove } from '../moves/schema';
import { prompts } from '../prompts';
import type { RetaliationState } from '../state';
import { given, refusal, tokenOf, when } from '../testing/given';
import { view } from '../view';

import { A, AB, CARD, hold, LZ, play, RIFLE, TO_A } from './shoot-first-table';

const BESIDE = 'cp-a-r03--landing-zone';

function table(intruders: Parameters<typeof given>[0] extends infer G ? (G extends { intruders?: infer I } ? I : never) : never) {
  return given({
    rooms: { [A]: 'surgery-room' },
    corridors: { [AB]: { noise: 3 } },
    intruders,
    players: { 0: { hand: [CARD, 'recon--rest'], hands: { [RIFLE]: [{ token: 'ammo', half: false }] } } },
  });
}

/** The first PRNG position (fixed seeds) under which these moves end paused right before the first intruder's attack. */
function seekAttackPause(s: RetaliationState, moves: RetaliationMove[]): RetaliationState {
  for (let k = 0; k < 500; k++) {
    const played = when({ ...s, rng: Rng.fromSeed(`first-${k}`).state() }, 0, ...moves);
    const ask = played.state.pause?.ask;
    if (ask?.kind === 'shoot-first' && ask.attacker === s.intruders[0].id) return played.state;
  }
  throw new Error('no PRNG position in 500 brings an attack on the mover');
}

describe('Shoot First: before the movement', () => {
  it('given an Adult in another corridor, when Shoot First is played, then it pauses before the move and offers a Burst, not a Shoot (nobody is in the room)', () => {
    const { state } = when(table([{ type: 'adult', where: BESIDE }]), 0, play);
    expect(state.pause?.ask).toEqual({ kind: 'shoot-first', seat: 0, attacker: null });
    expect(state.players[0].space).toBe(LZ);
    expect(prompts(state)).toEqual([expect.objectContaining({ seat: 0, kind: 'shoot-first', timeoutMove: hold })]);
    const offered = legalMoves(state, 0);
    expect(offered).toContainEqual(hold);
    expect(offered).toContainEqual({ type: 'shoot-first', weapon: RIFLE, corridor: BESIDE });
    expect(offered.some((m) => m.type === 'shoot-first' && m.target !== undefined)).toBe(false);
    expect(refusal(state, 0, { type: 'shoot-first', weapon: RIFLE, target: 'i-9' }).code).toBe('move/illegal');
    expect(refusal(state, 0, { type: 'pass', discard: [] }).code).toBe('move/not-now');
  });

  it('when the Recon bursts into that corridor and kills the Adult, then the move follows and the card counts as the action', () => {
    const paused = when(table([{ type: 'adult', where: BESIDE }]), 0, play).state;
    const adult = paused.intruders[0].id;
    const burst = when(paused, 0, { type: 'shoot-first', weapon: RIFLE, corridor: BESIDE });
    // The burst die always gives at least 1 hit: its allocation is asked before the move goes on.
    expect(burst.events).toContainEqual(expect.objectContaining({ type: 'burst', seat: 0, weapon: RIFLE, corridor: BESIDE }));
    expect(burst.state.pause?.ask).toEqual({ kind: 'allocate', seat: 0 });
    expect(legalMoves(burst.state, 0)).toContainEqual({ type: 'allocate-hits', kill: [adult] });
    const { state, events } = when(burst.state, 0, { type: 'allocate-hits', kill: [adult] });
    expect(events).toContainEqual(expect.objectContaining({ type: 'intruder-killed', intruder: adult }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'moved', seat: 0, from: LZ, to: A }));
    expect(state.players[0].discard).toContain(CARD);
    expect(state.players[0].itemGear[RIFLE]).toEqual([{ token: 'ammo', half: true }]);
    expect(state.turn).toMatchObject({ seat: 0, actions: 1 });
    expect(state.pause ?? null).toBeNull();
  });

  it('given the only corridor to move through holds an intruder, or an intruder in the room, then the card is refused', () => {
    const busy = table([{ type: 'adult', where: TO_A }]);
    expect(refusal(busy, 0, play).code).toBe('move/illegal');
    const combat = table([{ type: 'adult', where: LZ }]);
    expect(refusal(combat, 0, play).message).toBe('Not while an intruder is in your room.');
  });
});

describe('Shoot First: right before an attack', () => {
  const larvaTable = () => table([{ type: 'larva', where: AB }]);

  // The first `hold` answers the shot offered on arrival (the Larva is then in a corridor around the room reached).
  it('given a Larva in a corridor of the room reached, when the noise roll brings it in, then the move pauses right before its attack', () => {
    const paused = seekAttackPause(larvaTable(), [play, hold]);
    const larva = paused.intruders[0];
    expect(larva.where).toBe(A);
    expect(paused.players[0].space).toBe(A);
    expect(paused.pause?.ask).toEqual({ kind: 'shoot-first', seat: 0, attacker: larva.id });
    expect(legalMoves(paused, 0)).toContainEqual({ type: 'shoot-first', weapon: RIFLE, target: larva.id });
    expect(view(paused, 1).pause).toEqual({ kind: 'shoot-first', seat: 0, waiting: [0] });
  });

  it('when the Recon shoots the Larva, then it dies and no attack happens', () => {
    const paused = seekAttackPause(larvaTable(), [play, hold]);
    const larva = paused.intruders[0].id;
    const { state, events } = when(paused, 0, { type: 'shoot-first', weapon: RIFLE, target: larva });
    expect(events).toContainEqual(expect.objectContaining({ type: 'intruder-killed', intruder: larva }));
    expect(events.some((e) => e.type === 'attacked' || e.type === 'larva-attached')).toBe(false);
    expect(state.players[0].larva).toBe(false);
    expect(state.intruders).toEqual([]);
    expect(state.turn).toMatchObject({ seat: 0, actions: 1 });
  });

  it('when the Recon holds fire, then the Larva attacks as usual, and with nothing left to shoot the movement ends without asking again', () => {
    const paused = seekAttackPause(larvaTable(), [play, hold]);
    const { state, events } = when(paused, 0, hold);
    expect(events).toContainEqual(expect.objectContaining({ type: 'attacked', seat: 0, intruder: paused.intruders[0].id }));
    expect(state.players[0].larva).toBe(true);
    expect(state.intruders).toEqual([]);
    expect(state.pause ?? null).toBeNull();
    expect(state.turn).toMatchObject({ seat: 0, actions: 1 });
  });

  it('given the shot spent before the move, then an attack during it is not paused for', () => {
    const s = larvaTable();
    s.intruders.push({ id: `i-${s.nextIntruder++}`, type: 'adult', where: BESIDE, hits: 0 });
    const adult = s.intruders[1].id;
    for (let k = 0; k < 500; k++) {
      const before = when({ ...s, rng: Rng.fromSeed(`first-${k}`).state() }, 0, play, { type: 'shoot-first', weapon: RIFLE, corridor: BESIDE }, { type: 'allocate-hits', kill: [adult] });
      if (!before.events.some((e) => e.type === 'attacked' && e.intruder === s.intruders[0].id)) continue;
      expect(before.state.pause ?? null).toBeNull();
      expect(before.state.players[0].larva).toBe(true);
      return;
    }
    throw new Error('no PRNG position in 500 brings the Larva in');
  });
});

describe('Shoot First: right before an exploration\'s Hazard', () => {
  it('given exploration card 9 ("Resolve a Hazard result") and an Adult drawn from the bag, when the Recon discovers the room, then it may fire right before the Adult attacks', () => {
    const s = given({ exploration: ['exploration-09'], bag: [tokenOf('adult')], players: { 0: { hand: [CARD], hands: { [RIFLE]: [{ token: 'ammo', half: false }] } } } });
    // Nothing is in reach before the move or on arrival: the first question is right before the Adult's attack.
    const first = when(s, 0, play);
    const adult = first.state.intruders.find((i) => i.type === 'adult')!;
    expect(first.events).toContainEqual(expect.objectContaining({ type: 'token-drawn', intruderType: 'adult' }));
    expect(adult.where).toBe(A);
    expect(first.state.pause?.ask).toEqual({ kind: 'shoot-first', seat: 0, attacker: adult.id });
    expect(legalMoves(first.state, 0)).toContainEqual({ type: 'shoot-first', weapon: RIFLE, target: adult.id });
    const { events } = when(first.state, 0, { type: 'shoot-first', weapon: RIFLE, target: adult.id });
    expect(events).toContainEqual(expect.objectContaining({ type: 'shot', seat: 0, target: adult.id }));
    // Unless the shot killed it, the Adult attacks once it has been fired at.
    const killed = events.some((e) => e.type === 'intruder-killed' && e.intruder === adult.id);
    expect(events.some((e) => e.type === 'attacked' && e.intruder === adult.id)).toBe(!killed);
  });
});

describe('Shoot First: at the end of the movement', () => {
  it('given a noise marker in a corridor of the room reached, when the noise roll brings intruders into it, then the Recon may Burst at them once the movement is over (FAQ)', () => {
    const s = given({
      rooms: { [A]: 'surgery-room' },
      corridors: { [AB]: { noise: 3, noiseMarker: true } },
      bag: [tokenOf('adult')],
      players: { 0: { hand: [CARD], hands: { [RIFLE]: [{ token: 'ammo', half: false }] } } },
    });
    for (let k = 0; k < 500; k++) {
      const played = when({ ...s, rng: Rng.fromSeed(`end-${k}`).state() }, 0, play);
      if (!played.events.some((e) => e.type === 'intruders-placed' && e.where === AB)) continue;
      expect(played.state.pause?.ask).toEqual({ kind: 'shoot-first', seat: 0, attacker: null, ended: true });
      expect(played.state.players[0].space).toBe(A);
      expect(legalMoves(played.state, 0)).toContainEqual({ type: 'shoot-first', weapon: RIFLE, corridor: AB });
      const fired = when(played.state, 0, { type: 'shoot-first', weapon: RIFLE, corridor: AB });
      expect(fired.events).toContainEqual(expect.objectContaining({ type: 'burst', seat: 0, corridor: AB }));
      expect(fired.state.pause?.ask).toEqual({ kind: 'allocate', seat: 0 });
      return;
    }
    throw new Error('no PRNG position in 500 brings intruders into the corridor');
  });
});
