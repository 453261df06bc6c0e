import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../../shared/api';
import { awaitedLabel, seatLabel, timeLeft } from './format';

const now = Date.parse('2026-11-22T10:00:00Z');

function summary(over: Partial<GameSummary>): GameSummary {
  return {
    id: 'game-0001', type: 'high-card', title: 'High Card', name: null, status: 'active',
    seats: [
      { seat: 0, status: 'joined', name: 'Ann', isMe: true },
      { seat: 1, status: 'joined', name: 'Bob', isMe: false },
    ],
    mySeat: 0, awaited: [1], yourTurn: false, deadline: null, version: 3,
    createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-21T10:00:00Z',
    timeLimitHours: null, timeoutPolicy: 'bot', outcome: null,
    ...over,
  };
}

describe('time left', () => {
  it('given a deadline two days and four hours away, when formatted, then days and hours are shown', () => {
    expect(timeLeft('2026-11-24T14:30:00Z', now)).toBe('2 d 4 h left');
  });
  it('given a deadline in the past, when formatted, then it says overdue', () => {
    expect(timeLeft('2026-11-22T09:00:00Z', now)).toBe('overdue');
  });
  it('given no time limit, when formatted, then nothing is shown', () => {
    expect(timeLeft(null, now)).toBeNull();
  });
});

describe('who is awaited', () => {
  it('given an active game waiting for Bob, when labelled, then Bob is named', () => {
    expect(awaitedLabel(summary({}))).toBe('Waiting for Bob');
  });
  it('given a game waiting for me and Bob, when labelled, then both are named, me as you', () => {
    expect(awaitedLabel(summary({ awaited: [0, 1] }))).toBe('Waiting for you and Bob');
  });
  it('given a finished game won by me, when labelled, then it says I won', () => {
    expect(awaitedLabel(summary({ status: 'finished', outcome: { winners: [0], scores: [2, 1], reason: 'x' } }))).toBe('Won by You');
  });
  it('given an open seat, when labelled, then it is called open rather than by a name', () => {
    expect(seatLabel([{ seat: 1, status: 'open', name: null, isMe: false }], 1)).toBe('Seat 2 (open)');
  });
});
