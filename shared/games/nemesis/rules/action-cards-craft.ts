/**
 * Ingenuity's third option (action-cards.json): craft an item, any yellow item counting as the wrench (Tools)
 * component. The choice is `craft:<crafted kind>:<card>+<card>` (two inventory cards); the crafting itself is the
 * Craft action's (moves/craft-moves.ts), without its cost: the card's play is the action.
 */
import type { Seat } from '../../../engine';
import { cardKind, itemById, itemOf } from '../data';
import { makeCrafted } from '../moves/craft-moves';
import type { NemesisState } from '../state';
import type { RoomActionFn } from './room-action';
import { handSlots } from './ship';

const WRENCH = 'wrench';

/** The component icons a card may stand for with Ingenuity: its own, and the wrench for any yellow item. */
function iconsOf(card: string): string[] {
  const data = itemOf(card);
  return [...(data?.componentIcon ? [data.componentIcon] : []), ...(data?.deck === 'yellow' ? [WRENCH] : [])];
}

/** Whether the two cards can stand for the recipe's two icons, one each, in either order. */
function fitsWithWrench(recipe: readonly string[], [a, b]: readonly string[]): boolean {
  const [x, y] = recipe;
  return (iconsOf(a).includes(x) && iconsOf(b).includes(y)) || (iconsOf(a).includes(y) && iconsOf(b).includes(x));
}

/** Every `craft:<kind>:<a>+<b>` Ingenuity allows now. */
export function ingenuityCraftChoices(s: NemesisState, seat: Seat): string[] {
  const p = s.players[seat];
  const kinds = [...new Set(s.decks.crafted.map(cardKind))];
  const pairs = p.inventory.flatMap((a, i) => p.inventory.slice(i + 1).map((b) => [a, b]));
  return kinds.flatMap((kind) => {
    const data = itemById.get(kind)!;
    if (data.heavy && p.hands.length >= handSlots(s, seat)) return [];
    return pairs.filter((pair) => fitsWithWrench(data.recipe!, pair)).map(([a, b]) => `craft:${kind}:${a}+${b}`);
  });
}

export const ingenuityCraft: RoomActionFn = (s, seat, choice, _rng, events) => {
  if (!choice || !ingenuityCraftChoices(s, seat).includes(choice)) return 'Choose a crafted item and two items of your inventory that make it (any yellow item counts as Tools).';
  const [, kind, using] = choice.split(':');
  makeCrafted(s, seat, kind, using.split('+'), events);
  return null;
};
