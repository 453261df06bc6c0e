import { describe, expect, it } from 'vitest';
import { fail, replay, type AnyGameModule } from '../../shared/engine';
import { highCard } from '../../test/fixtures/high-card';
import { highCardWithFix, plannedGame, type RoundPlan } from '../../test/fixtures/high-card-v2';
import type { GameMeta, Snapshot, StoredMove } from './model';
import { checkLog, rulesNotice, rulesStatus } from './rules-versions';

const fixed = highCardWithFix();

/** A table played under version 1 as `plan` says: META, its stored moves (with their hashes) and its set-up snapshot. */
function storedTable(plan: RoundPlan[]) {
  const { seed, log } = plannedGame(plan);
  const meta = { config: {}, seats: [{}, {}, {}], seed, startedAt: 0, createdAt: 0, moveCount: log.length, status: 'active', engineVersion: 1 } as unknown as GameMeta;
  const { hashes, state } = replay(highCard, { config: {}, seats: 3, seed, startedAt: 0 }, log);
  const moves: StoredMove[] = log.map((m, i) => ({ ...m, seq: i + 1, events: [], clientMoveId: null, by: 'player', stateHash: hashes[i + 1] }));
  const snapshots: Snapshot[] = [{ seq: 0, state: null, stateHash: hashes[0] }];
  return { meta, moves, snapshots, lastHash: hashes.at(-1), state };
}

describe('checking a log against the newest rules', () => {
  it('given a log the fix does not touch, then the table is upgraded with a snapshot of its current state', () => {
    const t = storedTable(['decline', 'roll-other']);
    expect(checkLog(fixed, t.meta, t.moves, t.snapshots)).toEqual({ upgrade: true, snapshot: { seq: 8, state: t.state, stateHash: t.lastHash } });
  });

  it('given a challenge rolled as a 3, then the table is pinned at the first move whose state differs', () => {
    const t = storedTable(['decline', 'roll-3']);
    expect(checkLog(fixed, t.meta, t.moves, t.snapshots)).toEqual({ upgrade: false, reason: 'the state after move 8 differs under the newest rules' });
  });

  it('given a move the newest rules refuse, then the table is pinned at that move', () => {
    const refusesDecline: AnyGameModule = { ...fixed, apply: (s, seat, move, ctx) => (move.type === 'decline' ? fail('move/illegal', 'No.') : fixed.apply(s, seat, move, ctx)) };
    const t = storedTable(['roll-other', 'decline']);
    expect(checkLog(refusesDecline, t.meta, t.moves, t.snapshots)).toEqual({ upgrade: false, reason: 'move 8 is refused by the newest rules (move/illegal)' });
  });

  it('given a set-up the newest rules change, or a stored snapshot that differs, then the table is pinned there', () => {
    const t = storedTable(['decline']);
    const newSetup: AnyGameModule = { ...fixed, setup: (c, n, ctx) => ({ ...fixed.setup(c, n, ctx), jokers: 0 }) };
    expect(checkLog(newSetup, t.meta, t.moves, t.snapshots)).toMatchObject({ reason: 'the set-up differs under the newest rules' });
    const snapshots = [...t.snapshots, { seq: 2, state: null, stateHash: 'not-this' }];
    expect(checkLog(fixed, t.meta, t.moves, snapshots)).toMatchObject({ reason: 'the state after move 2 differs under the newest rules' });
  });

  it('given a log with a move missing, then the table is pinned rather than rebuilt from a part of it', () => {
    const t = storedTable(['decline']);
    expect(checkLog(fixed, t.meta, t.moves.slice(1), t.snapshots)).toMatchObject({ upgrade: false, reason: 'the log read has 3 of 4 moves' });
  });
});

describe('where a table stands', () => {
  const meta = (over: Partial<GameMeta>) => ({ status: 'active', engineVersion: 1, ...over }) as GameMeta;
  it('tells current, pinned and unchecked tables apart, and a pinned table is checked again when a newer version ships', () => {
    expect(rulesStatus(fixed, meta({ engineVersion: 2 }))).toBe('current');
    expect(rulesStatus(fixed, meta({}))).toBe('unchecked');
    const pinned = meta({ rulesPinned: { newest: 2, reason: 'r', at: 0 } });
    expect(rulesStatus(fixed, pinned)).toBe('pinned');
    expect(rulesStatus({ ...fixed, engineVersion: 3 }, pinned)).toBe('unchecked');
    expect(rulesNotice(fixed, pinned)).toMatch(/^This table plays under the rules it started with \(version 1\)/);
    expect(rulesNotice(fixed, meta({ engineVersion: 2 }))).toBeNull();
    expect(rulesNotice(fixed, meta({}))).toBeNull();
    expect(rulesNotice(fixed, meta({ status: 'open' }))).toBeNull();
  });
});
