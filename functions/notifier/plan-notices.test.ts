import { describe, expect, it } from 'vitest';
import { highCard } from '../../test/fixtures/high-card';
import type { StoredMove } from '../core/model';
import type { ChangeRecord } from './change-record';
import { planNotices } from './plan-notices';
import { tableFacts } from './table-facts';
import { metaFor, startState, testLinks } from './testing/table';

const at = Date.UTC(2026, 10, 21, 8);
const record = (over: Partial<ChangeRecord>): ChangeRecord => ({ kind: 'your-turn', gameId: 'g-test01', gameType: 'high-card', seq: 4, version: 5, seats: [], at, ...over });

/** High card with 3 seats after seat 0 and seat 1 played: only seat 2 is awaited. */
function midRound() {
  let state = startState(highCard, 3);
  for (const seat of [0, 1]) {
    const result = highCard.apply(state as never, seat, { type: 'play', card: (state as unknown as { hands: string[][] }).hands[seat][0] }, { rng: null as never, now: at });
    if (!result.ok) throw new Error(result.error.message);
    state = { ...result.state, rng: state.rng };
  }
  return state;
}

describe('planNotices', () => {
  it('given a your-turn record for a newly awaited seat, when planned, then that seat gets one your-turn notice with its prompt and deadline', () => {
    const state = midRound();
    const facts = tableFacts(metaFor(highCard, state), highCard, state);
    const planned = planNotices(record({ seats: [{ seat: 2, userId: 'u-2' }] }), facts, testLinks);
    expect(planned).toHaveLength(1);
    expect(planned[0].userId).toBe('u-2');
    expect(planned[0].ref).toBe('5');
    expect(planned[0].notice).toMatchObject({
      type: 'your-turn',
      seat: 2,
      seq: 5,
      gameTitle: 'High Card (test fixture)',
      tableName: 'Friday table',
      url: 'http://127.0.0.1:3000/games/g-test01',
      awaited: { kind: 'play', mode: 'simultaneous', message: 'Play a card face down.', deadline: Date.UTC(2026, 10, 23, 12) },
    });
  });

  it('given a your-turn record for a seat that has acted since, when planned, then nobody is told (a late record must not call them)', () => {
    const state = midRound();
    const facts = tableFacts(metaFor(highCard, state), highCard, state);
    expect(planNotices(record({ seats: [{ seat: 0, userId: 'u-0' }] }), facts, testLinks)).toEqual([]);
  });

  it('given the start record (no move yet), when planned, then every seated player hears of the start and the awaited ones that it is their turn', () => {
    const state = startState(highCard, 3);
    const facts = tableFacts(metaFor(highCard, state), highCard, state);
    const planned = planNotices(record({ seq: 0, version: 2, seats: [{ seat: 0, userId: 'u-0' }, { seat: 1, userId: 'u-1' }, { seat: 2, userId: 'u-2' }] }), facts, testLinks);
    expect(planned.map((p) => [p.notice.type, p.notice.seat, p.notice.awaited?.kind ?? null])).toEqual([
      ['game-started', 0, 'play'],
      ['game-started', 1, 'play'],
      ['game-started', 2, 'play'],
    ]);
  });

  it('given the two records of a time-out of seat 1, when planned, then seat 1 hears only that it timed out and the other newly awaited seat that it is its turn', () => {
    const state = midRound();
    const moves: StoredMove[] = [{ seq: 2, seat: 1, move: {}, events: [], at, clientMoveId: null, by: 'timeout', stateHash: 'h' }];
    const facts = tableFacts(metaFor(highCard, state, { timeoutPolicy: 'skip' }), highCard, state, moves);
    const turn = planNotices(record({ seats: [{ seat: 1, userId: 'u-1' }, { seat: 2, userId: 'u-2' }] }), facts, testLinks);
    const timedOut = planNotices(record({ kind: 'timed-out', seats: [{ seat: 1, userId: 'u-1' }] }), facts, testLinks);
    expect([...turn, ...timedOut].map((p) => [p.notice.type, p.notice.seat, p.notice.timeout?.policy ?? null, p.ref])).toEqual([
      ['your-turn', 2, null, '5'],
      ['timed-out', 1, 'skip', '5:timed-out'],
    ]);
  });

  it('given a game-over record, when planned, then each seat gets the result with its own win flag and the history link', () => {
    const state = midRound();
    const outcome = { winners: [1], scores: [1, 2, 0], reason: 'All rounds played.' };
    const facts = tableFacts(metaFor(highCard, state, { outcome, status: 'finished', awaited: [] }), highCard, state);
    const seats = [0, 1, 2].map((seat) => ({ seat, userId: `u-${seat}` }));
    const planned = planNotices(record({ kind: 'game-over', seats }), facts, testLinks);
    expect(planned.map((p) => [p.notice.type, p.notice.result?.youWon, p.notice.awaited])).toEqual([
      ['game-ended', false, null],
      ['game-ended', true, null],
      ['game-ended', false, null],
    ]);
    expect(planned[1].notice.result?.historyUrl).toBe('http://127.0.0.1:3000/games/g-test01/history');
  });

  it('given a reminder record, when planned, then its ref carries the time so a later reminder is not taken for a duplicate', () => {
    const state = midRound();
    const facts = tableFacts(metaFor(highCard, state), highCard, state);
    const planned = planNotices(record({ kind: 'reminder', seats: [{ seat: 2, userId: 'u-2' }] }), facts, testLinks);
    expect(planned.map((p) => [p.notice.type, p.ref])).toEqual([['reminder', `5:reminder:${at}`]]);
  });
});
