/**
 * Search (every character's: 1 item card per item icon of the room, keep 1, the others to the bottom of their decks
 * unseen by the others; rulebook p.28) and Rest (the Infection Procedure on the hand; Not Infected Contamination cards
 * leave the game). The keep choice (F5) is the follow-up move `keep-item`.
 */
import type { Seat } from '../../../../engine';
import { roomOf } from '../../data';
import type { RetaliationEvent } from '../../events';
import type { RetaliationState } from '../../state';
import { isContamination } from '../cards';
import { plain, type CardEffect } from './types';

export type ItemColour = 'red' | 'green' | 'yellow';
const iconsHere = (s: RetaliationState, seat: Seat) => roomOf(s.spaces[s.players[seat].space!].room).itemIcons as ItemColour[];

export const searchable = (s: RetaliationState, seat: Seat) => iconsHere(s, seat).some((c) => s.decks.items[c].length > 0);

export function searchRoom(s: RetaliationState, seat: Seat): RetaliationEvent[] {
  const cards = iconsHere(s, seat).flatMap((colour) => s.decks.items[colour].splice(0, 1));
  s.search = { seat, cards };
  return [{ type: 'searched', seat, count: cards.length, cards: cards.slice() }];
}

export const search: CardEffect = plain((s, seat) => (searchable(s, seat) ? null : 'There is nothing to search for in this room.'), searchRoom);

/** Rest: scan the Contamination cards in hand; one Infected card brings a Larva; the Not Infected ones leave the game. */
export const rest: CardEffect = plain(
  () => null,
  (s, seat) => {
    const p = s.players[seat];
    const contamination = p.hand.filter(isContamination);
    const infected = contamination.filter((c) => s.infected.includes(c));
    if (infected.length) p.larva = true;
    p.hand = p.hand.filter((c) => !isContamination(c));
    p.discard.push(...infected);
    return [{ type: 'scanned', seat, contamination: contamination.length, infected: infected.length }];
  },
);
