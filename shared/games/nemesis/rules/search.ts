/** Drawing 2 item cards to keep 1 (the Search card, the Storage): the pair waits in `state.search` for the keep choice. */
import type { Rng, Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';

export type ItemColour = 'red' | 'yellow' | 'green';

function drawItem(s: NemesisState, deck: ItemColour, rng: Rng): string | null {
  if (s.decks.items[deck].length === 0) {
    // Reading (digest §12.13): an empty item deck is rebuilt from its discard pile.
    s.decks.items[deck] = rng.shuffle(s.decks.itemDiscard[deck]);
    s.decks.itemDiscard[deck] = [];
  }
  return s.decks.items[deck].shift() ?? null;
}

/** Draws the pair; returns false when the deck had nothing left (nothing to keep). */
export function startSearch(s: NemesisState, seat: Seat, deck: ItemColour, rng: Rng, events: NemesisEvent[]): boolean {
  const cards = [drawItem(s, deck, rng), drawItem(s, deck, rng)].filter((c): c is string => c !== null);
  events.push({ type: 'searched', seat, room: s.players[seat].room!, deck, cards });
  if (cards.length > 0) s.search = { seat, deck, cards };
  return cards.length > 0;
}
