/**
 * The shortcuts that keep a move cheap give the same answers as the plain computations, at every state of
 * self-played games: the prompt's leading moves, the take-back snapshots shared with a move's input, the state copy.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, playOut, setupGame } from '../../engine';
import { copyState } from './copy-state';
import { voidfall } from './index';
import { leadingMoves, legalMoves } from './legal-moves';
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

/** Paths of the objects `copy` shares with `original` (walking both alike). */
function sharedPaths(copy: unknown, original: unknown, path: string): string[] {
  if (typeof copy !== 'object' || copy === null) return [];
  if (copy === original) return [path];
  const from = original as Record<string, unknown>;
  return Object.entries(copy).flatMap(([key, value]) => sharedPaths(value, from[key], `${path}.${key}`));
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

  it('takes a snapshot as the state before the move without its PRNG, map and snapshot list, sharing its parts', () => {
    let snapshots = 0;
    for (let i = 1; i < states.length; i++) {
      const [before, after] = [states[i - 1], states[i]];
      const [older, newer] = [before.turnUndo ?? [], after.turnUndo ?? []];
      if (newer.length !== older.length + 1) continue;
      const { rng: _rng, map: _map, turnUndo: _undo, ...plain } = before;
      const newest = newer[newer.length - 1] as Record<string, unknown>;
      expect(JSON.stringify(newest)).toBe(JSON.stringify(plain));
      for (const key of Object.keys(plain)) expect(newest[key]).toBe(before[key as keyof VoidfallState]);
      older.forEach((snapshot, k) => expect(newer[k]).toBe(snapshot));
      snapshots++;
    }
    expect(snapshots).toBeGreaterThan(0);
  });

  it('copies the state deeply except the galaxy map and the take-back snapshots, which it shares', () => {
    for (const s of states.filter((_, i) => i % 5 === 0)) {
      const copy = copyState(s);
      expect(copy).toEqual(s);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(s));
      expect(copy.map).toBe(s.map);
      const { map: _m, turnUndo: _u, ...rest } = copy;
      expect(sharedPaths(rest, s as unknown as Record<string, unknown>, '')).toEqual([]);
      (s.turnUndo ?? []).forEach((snapshot, k) => expect(copy.turnUndo![k]).toBe(snapshot));
    }
  });
});
