import { describe, expect, it } from 'vitest';
import type { SeatInfo } from '../../shared/api';
import { describeEvent, describeMove, groupMoves } from './describe';

const seats: SeatInfo[] = [
  { seat: 0, status: 'joined', name: 'Ann', isMe: true },
  { seat: 1, status: 'joined', name: 'Bob', isMe: false },
];

describe('describing moves and events', () => {
  it('given a move with a field, when described, then the field is named and the type is left to the heading', () => {
    expect(describeMove({ type: 'play', card: 'card-3' })).toBe('Card: card-3');
  });
  it('given a move with no field, when described, then its type is its label', () => {
    expect(describeMove({ type: 'decline' })).toBe('Decline');
  });
  it('given an event naming seats, when described, then seats are shown by name', () => {
    expect(describeEvent({ type: 'revealed', cards: ['card-1', 'card-9'], winner: 1 }, seats)).toBe(
      'Revealed: cards card-1, card-9, winner Bob',
    );
  });
  it('given a redacted event without the secret field, when described, then only what is there is shown', () => {
    expect(describeEvent({ type: 'played', seat: 1 }, seats)).toBe('Played by Bob');
  });
  it('given an event of my seat with a flag, when described, then I am "You" and the flag reads yes or no', () => {
    expect(describeEvent({ type: 'challenged', seat: 0, roll: 2, success: true }, seats)).toBe('Challenged by You: roll 2, success yes');
  });
  it('given legal moves of two types, when grouped, then each type keeps its moves in order', () => {
    const groups = groupMoves([{ type: 'play', card: 'a' }, { type: 'decline' }, { type: 'play', card: 'b' }]);
    expect(groups.map((g) => [g.type, g.moves.length])).toEqual([
      ['play', 2],
      ['decline', 1],
    ]);
  });
});
