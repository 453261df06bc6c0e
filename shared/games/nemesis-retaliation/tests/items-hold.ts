/** Test helper: puts an item card from its deck into a seat's hands (heavy) or backpack. */
import { itemOfInstance } from '../data';
import type { RetaliationState } from '../state';

export function hold(s: RetaliationState, seat: number, item: string): RetaliationState {
  for (const deck of Object.values(s.decks.items)) deck.splice(0, deck.length, ...deck.filter((c) => c !== item));
  if (itemOfInstance(item).heavy) s.players[seat].hands.push(item);
  else s.players[seat].backpack.push(item);
  return s;
}
