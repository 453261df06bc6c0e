import { describe, expect, it } from 'vitest';
import { awaitedWords, eventLabel, madeOnBoard, moveLabels } from '../move-labels';
import { playUntil, viewOf } from './testing';

describe('Space Alert through the table\'s word dispatch', () => {
  const s = playUntil('dispatch', () => true, 3);
  const seats = ['Ann', 'Bob', 'Cy'].map((name, seat) => ({ seat, status: 'joined' as const, name, isMe: seat === 0 }));

  it('given a log event, then the table words it with the players\' names', () => {
    expect(eventLabel('space-alert', { type: 'ready', seat: 1, jump: false }, seats)).toBe('Bob is ready for the next announcement');
    expect(eventLabel('space-alert', { type: 'gave', seat: 2, to: 0 }, seats)).toBe('Cy gave a card to you');
  });

  it('given the legal moves, then cards are left to the board and the bar keeps ready and finishing the phase', () => {
    const moves = [{ type: 'place', card: 'ac-001', slot: 1, half: 'action' }, { type: 'remove', slot: 1 }, { type: 'ready' }, { type: 'advance-phase' }];
    expect(madeOnBoard('space-alert', moves)).toEqual([true, true, false, false]);
    expect(moveLabels('space-alert', [{ type: 'give', card: null, to: null }, { type: 'give', card: 'ac-001', to: 1 }], viewOf(s, 0), seats)).toEqual([
      'Give nothing in the data transfer',
      'Give a card to Bob',
    ]);
  });

  it('given what a seat is awaited for, then it reads in the game\'s words', () => {
    expect(awaitedWords('space-alert', 'plan', 'simultaneous')).toBe('planning turns (everyone at once)');
    expect(awaitedWords('space-alert', 'campaign-repair', 'turn')).toBe('repairs between missions');
  });
});
