/**
 * Craft (digest §5.2, §5.15, D12; cost 1, not in combat): discard 2 item cards from the inventory whose component
 * icons match, one each, the 2 icons of a crafted item still in the open crafted deck, and take it (a heavy one into
 * a free hand, a weapon fully loaded). The used cards go face up to their decks' discard piles.
 */
import { cardKind, itemById, itemOf } from '../data';
import type { NemesisEvent } from '../events';
import { pay, paymentProblem } from '../rules/cards';
import { settle } from '../rules/flow';
import { handSlots, inCombat } from '../rules/ship';
import type { NemesisState } from '../state';
import type { Seat } from '../../../engine';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

/** Whether two inventory cards' component icons are exactly a recipe's two icons. */
export function fitsRecipe(recipe: readonly string[], using: readonly string[]): boolean {
  const icons = using.map((c) => itemOf(c)?.componentIcon ?? null);
  return [...icons].sort().join() === [...recipe].sort().join();
}

function craftProblem(s: NemesisState, seat: Seat, move: MoveOf<'craft'>): string | null {
  const p = s.players[seat];
  const recipe = itemById.get(move.item)?.recipe;
  if (!recipe) return 'That is not an item you can craft.';
  if (!s.decks.crafted.some((c) => cardKind(c) === move.item)) return 'No copy of that crafted item is left.';
  if (new Set(move.using).size !== 2 || !move.using.every((c) => p.inventory.includes(c))) return 'Craft with 2 different item cards from your inventory.';
  if (!fitsRecipe(recipe, move.using)) return 'Those two items do not carry the component icons this recipe needs.';
  if (itemById.get(move.item)!.heavy && p.hands.length >= handSlots(s, seat)) return 'That item is heavy and your hands are full: drop something first.';
  return null;
}

export const craft: Handler<MoveOf<'craft'>> = (s, seat, move, rng) => {
  if (inCombat(s, seat)) return refuse('move/in-combat', 'You cannot craft in combat.');
  const problem = craftProblem(s, seat, move) ?? paymentProblem(s.players[seat], move.pay, 1);
  if (problem) return refuse('move/craft', problem);
  const events: NemesisEvent[] = [];
  pay(s, seat, move.pay, events);
  s.turn!.actions += 1;
  makeCrafted(s, seat, move.item, move.using, events);
  settle(s, rng, events);
  return events;
};

/** The two used cards go face up to their discard piles and the crafted card is taken (also Ingenuity's craft). */
export function makeCrafted(s: NemesisState, seat: Seat, item: string, using: readonly string[], events: NemesisEvent[]): void {
  const p = s.players[seat];
  p.inventory = p.inventory.filter((c) => !using.includes(c));
  for (const used of using) s.decks.itemDiscard[itemOf(used)!.deck as 'red' | 'yellow' | 'green'].push(used);
  const made = s.decks.crafted.find((c) => cardKind(c) === item)!;
  s.decks.crafted = s.decks.crafted.filter((c) => c !== made);
  const data = itemById.get(item)!;
  if (data.heavy) p.hands.push({ kind: 'item', card: made, ammo: data.weapon ? data.weapon.ammoCapacity : null });
  else p.inventory.push(made);
  events.push({ type: 'crafted', seat, item, used: using.map(cardKind) });
}
