/**
 * The shortcuts that keep a move cheap give the same answers as the plain computations, at every state of
 * self-played games: the prompt's leading moves, the undo snapshots' text and reading, the state copy.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, playOut, setupGame } from '../../engine';
import { copyState } from './copy-state';
import { voidfall } from './index';
import { leadingMoves, legalMoves } from './legal-moves';
import { parseSnapshot, snapshotJson } from './moves/undo-json';
import type { VoidfallState } from './state';

function statesOf(seats: number, seed: string): VoidfallState[] {
  const start = { config: {}, seats, seed, startedAt: 0 };
  const { log } = playOut(voidfall, start, seed, { maxMoves: 250 });
  const setup = setupGame<VoidfallState>(voidfall, start);
  if (!setup.ok) throw new Error(setup.error.message);
  const states = [setup.state];
  for (const m of log) {
    const r = applyMove<VoidfallState>(voidfall, states[states.length - 1], m.seat, m.move, m.at);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.state);
  }
  return states;
}

describe('Voidfall move-cost shortcuts', () => {
  const states = [...statesOf(2, 'cost-2'), ...statesOf(4, 'cost-4')];

  it('lists as leading moves the first group of the legal moves, empty only when there is none', () => {
    let groupsCut = 0;
    for (const s of states) {
      for (let seat = 0; seat < s.seats; seat++) {
        const all = legalMoves(s, seat);
        const leading = leadingMoves(s, seat);
        expect(leading.length === 0).toBe(all.length === 0);
        expect(leading).toEqual(all.slice(0, leading.length));
        if (leading.length < all.length) groupsCut++;
      }
    }
    expect(groupsCut).toBeGreaterThan(0);
  });

  it('writes an undo snapshot as JSON.stringify of the state without its PRNG and undo list, and reads it back', () => {
    let snapshots = 0;
    for (const s of states) {
      const { rng: _rng, turnUndo, ...rest } = s;
      const text = snapshotJson(s);
      expect(text).toBe(JSON.stringify(rest));
      const read = parseSnapshot(text, s);
      expect(read).toEqual(JSON.parse(text));
      expect(read.map).toBe(s.map);
      const newest = turnUndo?.[turnUndo.length - 1];
      if (newest !== undefined) {
        expect(parseSnapshot(newest, s)).toEqual(JSON.parse(newest));
        snapshots++;
      }
    }
    expect(snapshots).toBeGreaterThan(0);
  });

  it('copies the state deeply except the galaxy map, which it shares', () => {
    for (const s of states.filter((_, i) => i % 10 === 0)) {
      const copy = copyState(s);
      expect(copy).toEqual(s);
      expect(copy.map).toBe(s.map);
      expect(copy.players).not.toBe(s.players);
      expect(copy.sectors).not.toBe(s.sectors);
    }
  });
});
