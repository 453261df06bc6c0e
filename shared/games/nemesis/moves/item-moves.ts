/**
 * Using an item card from the inventory (digest §5.15, D14, E12): it costs the card's printed cost, obeys its combat
 * icon, and a single-use card goes face up to its colour's discard pile (a crafted one back to the open crafted deck).
 */
import { cardKind, itemOf } from '../data';
import type { NemesisEvent } from '../events';
import { pay, paymentProblem } from '../rules/cards';
import { settle } from '../rules/flow';
import { itemChoices, itemUsable, useItem } from '../rules/items';
import { inCombat } from '../rules/ship';
import type { NemesisState } from '../state';
import type { Seat } from '../../../engine';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

function useProblem(s: NemesisState, seat: Seat, move: MoveOf<'use-item'>): string | null {
  const data = itemOf(move.item);
  if (!s.players[seat].inventory.includes(move.item) || !data) return 'You do not carry that item.';
  if (!itemUsable(data.id)) return `${data.name} cannot be used in this version of the game.`;
  if (!itemChoices(s, seat, data.id).includes(move.choice)) return `That is not one of the options of ${data.name}.`;
  const fighting = inCombat(s, seat);
  if (data.combat === 'non-combat-only' && fighting) return `${data.name} cannot be used in combat.`;
  if (data.combat === 'combat-only' && !fighting) return `${data.name} can only be used in combat.`;
  return paymentProblem(s.players[seat], move.pay, data.cost ?? 0);
}

export const useItemMove: Handler<MoveOf<'use-item'>> = (s, seat, move, rng) => {
  const problem = useProblem(s, seat, move);
  if (problem) return refuse('move/use-item', problem);
  const p = s.players[seat];
  const data = itemOf(move.item)!;
  const events: NemesisEvent[] = [];
  pay(s, seat, move.pay, events);
  s.turn!.actions += 1;
  events.push({ type: 'item-used', seat, item: cardKind(move.item), choice: move.choice ?? null });
  // Discarded before the effect, which may kill its user (a Grenade in one's own room) and clear the inventory.
  if (data.singleUse) {
    p.inventory = p.inventory.filter((c) => c !== move.item);
    if (data.deck === 'blue') s.decks.crafted.push(move.item);
    else s.decks.itemDiscard[data.deck as 'red' | 'yellow' | 'green'].push(move.item);
  }
  // A refusal from the item's own rule discards the whole working copy (moves/index.ts), payment included.
  const refusal = useItem(s, seat, data.id, move.choice, rng, events);
  if (refusal) return refuse('move/use-item', refusal);
  settle(s, rng, events);
  return events;
};
