/**
 * Peeking at Galactic Events (rules addendum A12): draw 2 cards of the next Cycle's deck (Cycle 1 → Cycle 2 deck,
 * Cycle 2 → Cycle 3 deck; impossible in Cycle 3), put one back on top face down and the other at the bottom. The two
 * cards stay secret to everyone but the peeking player, who remembers where they went.
 */
import type { Seat } from '../../../engine';
import type { VoidfallState } from '../state';

type Draft = Omit<VoidfallState, 'rng'>;

export function peekProblem(s: Draft): string | null {
  if (s.cycle === 3) return 'There is no next Cycle to peek at.';
  if (s.eventDecks[(s.cycle + 1) as 2 | 3].length === 0) return 'The next Cycle\'s Galactic Event deck is empty.';
  return null;
}

export function startPeek(s: Draft, seat: Seat): void {
  const cycle = (s.cycle + 1) as 2 | 3;
  s.eventPeekDraw = { seat, cycle, cards: s.eventDecks[cycle].splice(0, 2) };
}

/** Puts `top` back on top of the deck and the other drawn card at the bottom. */
export function finishPeek(s: Draft, top: string): void {
  const draw = s.eventPeekDraw!;
  if (!draw.cards.includes(top)) throw new Error(`${top} was not drawn`);
  const bottom = draw.cards.find((c) => c !== top) ?? null;
  const deck = s.eventDecks[draw.cycle];
  deck.unshift(top);
  if (bottom !== null) deck.push(bottom);
  s.eventPeeks.push({ seat: draw.seat, cycle: draw.cycle, top, bottom });
  s.eventPeekDraw = null;
}
