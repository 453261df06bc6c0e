/**
 * Action decks, hands and costs (digest §5.3, §5.16): costs are paid by discarding action cards from hand, never
 * Contamination cards; an empty deck is reshuffled from its discard pile whenever a draw is needed.
 */
import type { Rng, Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { actionCardOf, contaminationCard, itemOfInstance } from '../data';
import { loseHealth } from './health';
import { biohazardApplies } from './passive-items';

/**
 * Cards named by their printed name in events: an instance id could be reshuffled into a deck within the same move,
 * where it is secret again.
 */
export const cardNames = (cards: readonly string[]) => cards.map((c) => (isContamination(c) ? contaminationCard.name : actionCardOf(c).name));

export const isContamination = (card: string) => card.startsWith('contamination');
export const HAND_SIZE = 5;

/** Draws up to `count` cards (fewer only if deck and discard pile together run out). */
export function drawCards(s: RetaliationState, seat: Seat, count: number, rng: Rng): RetaliationEvent[] {
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
  return drawn.length ? [{ type: 'cards-drawn', seat, count: drawn.length, cards: cardNames(drawn) }] : [];
}

/** Why `cards` cannot pay a cost of `cost` from this hand, or null when they can. */
export function payProblem(s: RetaliationState, seat: Seat, cards: readonly string[], cost: number): string | null {
  const hand = s.players[seat].hand;
  if (cards.length !== cost) return `This action costs ${cost} card${cost === 1 ? '' : 's'}: discard exactly that many.`;
  if (new Set(cards).size !== cards.length || cards.some((c) => !hand.includes(c))) return 'Pay only with cards from your hand.';
  if (cards.some(isContamination)) return 'Contamination cards can never pay a cost.';
  return null;
}

export function pay(s: RetaliationState, seat: Seat, cards: readonly string[]): RetaliationEvent[] {
  const p = s.players[seat];
  p.hand = p.hand.filter((c) => !cards.includes(c));
  p.discard.push(...cards);
  return cards.length ? [{ type: 'paid', seat, cards: cardNames(cards) }] : [];
}

/** The cards of a hand that may pay costs. */
export const payingCards = (s: RetaliationState, seat: Seat) => s.players[seat].hand.filter((c) => !isContamination(c));

/** Every way to choose `cost` paying cards (as sets, in hand order). */
export function payOptions(s: RetaliationState, seat: Seat, cost: number): string[][] {
  const cards = payingCards(s, seat);
  const out: string[][] = [];
  const pick = (from: number, chosen: string[]) => {
    if (chosen.length === cost) return void out.push(chosen);
    for (let i = from; i < cards.length; i++) pick(i + 1, [...chosen, cards[i]]);
  };
  pick(0, []);
  return out;
}

/** Contamination cards always go to the discard pile (digest §5.12); the deck is finite, so a gain may give nothing. */
export function gainContamination(s: RetaliationState, seat: Seat, count: number): RetaliationEvent[] {
  // Biohazard Armor: "whenever you would gain a Contamination card, lose 1 HP instead", whatever the source (F7: by its owner's setting).
  const armor = s.players[seat].armor;
  if (count > 0 && armor !== null && itemOfInstance(armor).id === 'biohazard-armor' && biohazardApplies(s, seat, count)) {
    return [{ type: 'item-used', seat, item: 'biohazard-armor', option: 0, on: null }, ...loseHealth(s, seat, count, 'contamination')];
  }
  const got = s.decks.contamination.splice(0, count);
  s.players[seat].discard.push(...got);
  return got.length ? [{ type: 'contaminated', seat, count: got.length }] : [];
}
