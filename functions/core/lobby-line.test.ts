import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../shared/engine';
import type { GameMeta, SeatRecord } from './model';
import { summarize } from './views';

const game = { id: 'space-alert', title: 'Space Alert' } as AnyGameModule;
const seat = (n: number, over: Partial<SeatRecord> = {}): SeatRecord => ({ seat: n, status: 'joined', userId: `u${n}`, name: `Name ${n}`, inviteEmail: null, ...over });

function meta(over: Partial<GameMeta>): GameMeta {
  return {
    id: 'g1', type: 'space-alert', name: null, config: {}, creatorId: 'u0', status: 'active', version: 5, moveCount: 4, snapSeq: 0,
    seats: [seat(0), seat(1), seat(2)], awaited: [1], deadlines: [null, null, null], remindAt: [null, null, null], dueAt: null,
    timeLimitHours: null, timeoutPolicy: 'bot', allowSpectators: false, engineVersion: 1, seed: 'secret-seed', startedAt: 1,
    createdAt: 1, updatedAt: 2, outcome: null, ...over,
  };
}

describe('a lobby line', () => {
  it('given the game says where it stands by seat numbers, when summarized for seat 0, then the seats read as you and the players\' names', () => {
    const line = summarize(meta({ summary: 'Window 3: waiting for seat 1, seat 2.', lastMoveAt: Date.UTC(2026, 10, 25, 9) }), game, 'u0');
    expect(line.progress).toBe('Window 3: waiting for you, Name 1.');
    expect(line.lastMoveAt).toBe('2026-11-25T09:00:00.000Z');
  });

  it('given a summary ending in a prompt kind, when summarized, then the machine word is dropped and the name kept', () => {
    expect(summarize(meta({ summary: 'Waiting for seat 2: shot-prepare.' }), game, 'u0').progress).toBe('Waiting for Name 1.');
  });

  it('given a table from before lobby progress was kept, when summarized, then progress and last move are null, not missing words', () => {
    const line = summarize(meta({}), game, 'u0');
    expect(line).toMatchObject({ progress: null, lastMoveAt: null, needsYou: null });
  });

  it('given an invitation not yet answered, when summarized, then the inviter reads the email, others and the invitee "Invited player", nobody the stored name', () => {
    const m = meta({ status: 'open', seats: [seat(0), seat(1, { status: 'invited', name: 'Dora Quill', inviteEmail: 'dora@example.com' })] });
    expect(summarize(m, game, 'u0').seats[1].name).toBe('dora@example.com');
    expect(summarize(m, game, 'u1').seats[1].name).toBe('Invited player');
    expect(summarize(m, game, 'u9').seats[1].name).toBe('Invited player');
    expect(summarize(m, game, 'u1').needsYou).toBe('invitation');
  });

  it('given my turn, an open table of mine that is full, or someone else\'s full table, when summarized, then only the first two need me', () => {
    expect(summarize(meta({ awaited: [0] }), game, 'u0').needsYou).toBe('your-turn');
    expect(summarize(meta({ status: 'open', awaited: [] }), game, 'u0').needsYou).toBe('start');
    expect(summarize(meta({ status: 'open', awaited: [] }), game, 'u1').needsYou).toBeNull();
  });
});
