/** A character's own cards: drawing from the action deck (reshuffling the discard pile when it runs out) and paying costs. */
import type { Rng, Seat } from '../../../engine';
import { cardKind, isContamination } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisState, PlayerState } from '../state';

/** Draws up to `count` cards; when the deck is empty the discard pile, contamination cards included, becomes the deck. */
export function drawActionCards(s: NemesisState, seat: Seat, count: number, rng: Rng, events: NemesisEvent[]): void {
  const p = s.players[seat];
  const drawn: string[] = [];
  for (let i = 0; i < count; i++) {
    if (p.deck.length === 0) {
      if (p.discard.length === 0) break;
      p.deck = rng.shuffle(p.discard);
      p.discard = [];
    }
    drawn.push(p.deck.shift()!);
  }
  p.hand.push(...drawn);
  if (drawn.length > 0) events.push({ type: 'cards-drawn', seat, count: drawn.length, cards: drawn });
}

/** Why `cards` cannot pay a cost of `cost` from this hand, or null when they can. Contamination cards never pay. */
export function paymentProblem(p: PlayerState, cards: readonly string[], cost: number): string | null {
  if (cards.length !== cost) return `This costs ${cost} action card${cost === 1 ? '' : 's'}: choose exactly ${cost} to discard.`;
  if (new Set(cards).size !== cards.length) return 'Each card can pay only once.';
  if (!cards.every((c) => p.hand.includes(c))) return 'You can only pay with cards in your hand.';
  if (cards.some(isContamination)) return 'Contamination cards cannot pay a cost; you may discard them only when you pass.';
  return null;
}

/** Discards paying cards face up to the character's own discard pile. */
export function pay(s: NemesisState, seat: Seat, cards: readonly string[], events: NemesisEvent[]): void {
  const p = s.players[seat];
  p.hand = p.hand.filter((c) => !cards.includes(c));
  p.discard.push(...cards);
  if (cards.length > 0) events.push({ type: 'paid', seat, cards: cards.map(cardKind) });
}

/** The action cards (not contamination) in a hand: what can pay. */
export function payable(p: PlayerState): string[] {
  return p.hand.filter((c) => !isContamination(c));
}
