/**
 * Using an item card from the inventory, or a heavy item held in hand (digest §5.15, D14, E12): it costs the card's
 * printed cost, obeys its combat icon, and a single-use card goes face up to its colour's discard pile (a crafted one
 * back to the open crafted deck).
 */
import type { Seat } from '../../../engine';
import { cardKind, itemOf } from '../data';
import type { NemesisEvent } from '../events';
import { pay, paymentProblem } from '../rules/cards';
import { settle } from '../rules/flow';
import { itemChoices, itemUsable, useItem } from '../rules/items';
import { discardProblem } from '../rules/items-more';
import { itemUseCost } from '../rules/quest-autoloader';
import { inCombat } from '../rules/ship';
import type { NemesisState } from '../state';
import { refuse, type Handler } from './result';
import type { MoveOf, NemesisMove } from './schema';

/** Item cards a character can use: the inventory, and heavy items held in hand. */
export const usableCards = (s: NemesisState, seat: Seat): string[] => [
  ...s.players[seat].inventory,
  ...s.players[seat].hands.flatMap((h) => (h.kind === 'item' && itemOf(h.card) ? [h.card] : [])),
];

function useProblem(s: NemesisState, seat: Seat, move: MoveOf<'use-item'>): string | null {
  const data = itemOf(move.item);
  if (!usableCards(s, seat).includes(move.item) || !data) return 'You do not carry that item.';
  if (!itemUsable(data.id)) return `${data.name} cannot be used in this version of the game.`;
  if (!itemChoices(s, seat, data.id).includes(move.choice)) return `That is not one of the options of ${data.name}.`;
  const fighting = inCombat(s, seat);
  if (data.combat === 'non-combat-only' && fighting) return `${data.name} cannot be used in combat.`;
  if (data.combat === 'combat-only' && !fighting) return `${data.name} can only be used in combat.`;
  return paymentProblem(s.players[seat], move.pay, itemUseCost(s, seat, move.item, move.choice)) ?? discardProblem(data.id, move.pay, move.discard);
}

/** Takes a used single-use card out of the inventory or the hands, to its discard pile. */
function discardUsed(s: NemesisState, seat: Seat, card: string): void {
  const p = s.players[seat];
  const data = itemOf(card)!;
  p.inventory = p.inventory.filter((c) => c !== card);
  p.hands = p.hands.filter((h) => h.kind !== 'item' || h.card !== card);
  if (p.taped) p.taped = p.taped.filter((pair) => !pair.includes(card));
  if (data.deck === 'blue') s.decks.crafted.push(card);
  else s.decks.itemDiscard[data.deck as 'red' | 'yellow' | 'green'].push(card);
}

export const useItemMove: Handler<MoveOf<'use-item'>> = (s, seat, move, rng) => {
  const problem = useProblem(s, seat, move);
  if (problem) return refuse('move/use-item', problem);
  const data = itemOf(move.item)!;
  const events: NemesisEvent[] = [];
  pay(s, seat, move.pay, events);
  s.turn!.actions += 1;
  events.push({ type: 'item-used', seat, item: cardKind(move.item), choice: move.choice ?? null });
  // Discarded before the effect, which may kill its user (a Grenade in one's own room) and clear the inventory.
  if (data.singleUse) discardUsed(s, seat, move.item);
  // A refusal from the item's own rule discards the whole working copy (moves/index.ts), payment included.
  const refusal = useItem(s, seat, data.id, move.choice, rng, events, { discard: move.discard });
  if (refusal) return refuse('move/use-item', refusal);
  settle(s, rng, events);
  return events;
};

/** All subsets of a few cards (a hand holds at most about 6), smallest first. */
function powerSet(cards: readonly string[]): string[][] {
  const all = Array.from({ length: 2 ** cards.length }, (_, mask) => cards.filter((_c, i) => (mask >> i) & 1));
  return all.sort((a, b) => a.length - b.length);
}

/**
 * The listed forms of one item use with its payment: Military Drugs once per set of other hand cards to discard
 * (contamination included); any other item as it is.
 */
export function itemVariants(s: NemesisState, seat: Seat, move: MoveOf<'use-item'>): NemesisMove[] {
  if (cardKind(move.item) !== 'green-military-drugs') return [move];
  return powerSet(s.players[seat].hand.filter((c) => !move.pay.includes(c))).map((discard) => ({ ...move, discard }));
}
