import { describe, expect, it } from 'vitest';
import { highCard } from '../../test/fixtures/high-card';
import { highCardWithFix, plannedGame, type RoundPlan } from '../../test/fixtures/high-card-v2';
import { cloneState } from './clone';
import { stableStringify, stateHash } from './hash';
import { applyMove, awaitedSeats, replay, setupGame } from './kernel';
import { playOut } from './bot';
import { Rng } from './rng';

const start = { config: {}, seats: 3, seed: 'kernel-test', startedAt: 0 };

describe('Rng', () => {
  it('given the same seed, when drawing, then it gives the same numbers', () => {
    const a = Rng.fromSeed('x');
    const b = Rng.fromSeed('x');
    expect(Array.from({ length: 10 }, () => a.int(100))).toEqual(Array.from({ length: 10 }, () => b.int(100)));
  });

  it('given a saved state, when restored, then it continues the same sequence', () => {
    const a = Rng.fromSeed(7);
    a.int(10);
    const b = new Rng(a.state());
    expect(a.nextUint32()).toBe(b.nextUint32());
  });

  it('given different seeds, when drawing, then the sequences differ', () => {
    expect(Rng.fromSeed('seed-1').nextUint32()).not.toBe(Rng.fromSeed('seed-2').nextUint32());
  });

  it('given a shuffle, then it is a permutation and leaves its input alone', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    const shuffled = Rng.fromSeed(1).shuffle(items);
    expect(items).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });

  it('given many rolls of a die, then every face comes up about equally', () => {
    const rng = Rng.fromSeed('dice');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[rng.int(6)]++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
  });

  it('refuses a non-positive range', () => {
    expect(() => Rng.fromSeed(1).int(0)).toThrow(RangeError);
  });
});

describe('stateHash', () => {
  it('does not depend on key order', () => {
    expect(stateHash({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(stateHash({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(stableStringify({ b: 1, a: undefined })).toBe('{"b":1}');
  });
  it('changes when any value changes', () => {
    expect(stateHash({ a: [1, 2] })).not.toBe(stateHash({ a: [2, 1] }));
  });
  it('keeps the value stored logs were hashed with', () => {
    expect(stateHash({ b: [1, 'x', null, { d: true, c: 2.5 }], a: undefined, e: -3 })).toBe('02e35a15fa826c16750c1ff0f8a5');
  });
});

describe('cloneState', () => {
  it('copies deeply: changing the copy leaves the original as it was', () => {
    const original = { a: [1, { b: 'x' }], c: { d: null as number | null }, e: undefined };
    const copy = cloneState(original);
    expect(copy).toEqual(original);
    (copy.a[1] as { b: string }).b = 'y';
    copy.c.d = 2;
    expect(original).toEqual({ a: [1, { b: 'x' }], c: { d: null }, e: undefined });
  });
});

describe('applyMove guard clauses', () => {
  const setup = setupGame<any>(highCard, start);
  if (!setup.ok) throw new Error('setup');
  const state = setup.state;

  it('refuses a bad config with a sentence', () => {
    const r = setupGame(highCard, { ...start, config: { rounds: 9 } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('config/invalid');
    const p = setupGame(highCard, { ...start, seats: 7 });
    expect(!p.ok && p.error.message).toMatch(/2 to 4 players/);
  });

  it('refuses a malformed move with move/malformed', () => {
    const r = applyMove(highCard, state, 0, { type: 'play' }, 1);
    expect(r.ok || r.error.code).toBe('move/malformed');
  });

  it('refuses an illegal move with the game code and leaves the state alone', () => {
    const before = stateHash(state);
    const r = applyMove(highCard, state, 0, { type: 'play', card: 'card-99' }, 1);
    expect(r.ok || r.error).toEqual({ code: 'move/not-in-hand', message: 'That card is not in your hand.' });
    expect(stateHash(state)).toBe(before);
  });

  it('refuses a seat that is not awaited', () => {
    const played = applyMove<any>(highCard, state, 0, { type: 'play', card: state.hands[0][0] }, 1);
    if (!played.ok) throw new Error('play');
    expect(awaitedSeats(highCard, played.state)).toEqual([1, 2]);
    const again = applyMove(highCard, played.state, 0, { type: 'play', card: state.hands[0][1] }, 2);
    expect(again.ok || again.error.code).toBe('move/not-your-turn');
  });
});

describe('replay', () => {
  it('rebuilds the same state, hash for hash, and stops where asked', () => {
    const game = playOut<any>(highCard, start, 1);
    expect(game.finished).toBe(true);
    const full = replay(highCard, start, game.log);
    expect(full.ok).toBe(true);
    expect(full.hashes).toHaveLength(game.log.length + 1);
    expect(full.hashes.at(-1)).toBe(stateHash(game.state));
    const partial = replay(highCard, start, game.log, 2);
    expect(partial.hashes).toEqual(full.hashes.slice(0, 3));
  });

  it('reports a log the engine refuses', () => {
    const r = replay(highCard, start, [{ seat: 0, move: { type: 'decline' }, at: 1 }]);
    expect(r.ok).toBe(false);
    expect(r.error?.at).toBe(0);
  });
});

describe('rules versions', () => {
  const fixed = highCardWithFix();
  const planned = (plan: RoundPlan[]) => {
    const { seed, log } = plannedGame(plan);
    return { start: { ...start, seed }, log };
  };

  it('given a version the module does not serve, then setup, apply and replay refuse it with a sentence', () => {
    const setup = setupGame<any>(highCard, start, 2);
    expect(setup.ok || setup.error).toEqual({ code: 'engine/version', message: expect.stringMatching(/rules version 2/) });
    const state = setupGame<any>(fixed, start);
    if (!state.ok) throw new Error('setup');
    const r = applyMove(fixed, state.state, 0, { type: 'play', card: state.state.hands[0][0] }, 1, 3);
    expect(r.ok || r.error.code).toBe('engine/version');
    expect(() => replay(highCardWithFix({ supportedVersions: [] }), start, [], undefined, 1)).toThrow(/rules version 1/);
  });

  it('given no version, then the newest is played and handed to the engine', () => {
    const seen: Array<number | undefined> = [];
    const spy = { ...fixed, setup: (c: any, n: number, ctx: any) => (seen.push(ctx.engineVersion), fixed.setup(c, n, ctx)) };
    setupGame(spy, start);
    setupGame(spy, start, 1);
    expect(seen).toEqual([2, 1]);
  });

  it('given a log the fix does not touch, then it replays to the same hashes under both versions', () => {
    const { start: s, log } = planned(['roll-other']);
    const old = replay(fixed, s, log, undefined, 1);
    const now = replay(fixed, s, log);
    expect(old.ok && now.ok).toBe(true);
    expect(now.hashes).toEqual(old.hashes);
    expect(replay(highCard, s, log).hashes).toEqual(old.hashes);
  });

  it('given a challenge rolled as a 3, when replayed under version 2, then the point stands, and under version 1 it is taken', () => {
    const { start: s, log } = planned(['roll-3']);
    const old = replay<any>(fixed, s, log, undefined, 1);
    const now = replay<any>(fixed, s, log, undefined, 2);
    const winner = old.state.winner;
    expect(now.state.scores[winner]).toBe(1);
    expect(old.state.scores[winner]).toBe(0);
    expect(now.hashes.slice(0, -1)).toEqual(old.hashes.slice(0, -1));
    expect(now.hashes.at(-1)).not.toBe(old.hashes.at(-1));
  });
});
