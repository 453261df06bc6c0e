/**
 * Playing action cards (digest §5.3: cost 0, the whole effect resolved, then discarded). Built: Search (every
 * character's: 1 item card per item icon of the room, keep 1, the others to the bottom of their decks unseen by the
 * others; rulebook p.28) and Rest (the Infection Procedure on the hand; Not Infected Contamination cards leave the game).
 */
import type { Seat } from '../../../engine';
import { actionCardOf, itemOfInstance, roomOf } from '../data';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { isContamination } from './cards';
import { gainItem, HAND_SLOTS } from './equipment';
import { inCombat } from './health';

type ItemColour = 'red' | 'green' | 'yellow';
const kindOf = (card: string) => actionCardOf(card).name;

/** Why this card cannot be played now, or null. */
export function playProblem(s: RetaliationState, seat: Seat, card: string): string | null {
  if (isContamination(card) || !s.players[seat].hand.includes(card)) return 'Play an action card from your hand.';
  const data = actionCardOf(card);
  if (data.notInCombat && inCombat(s, seat)) return 'Not while an intruder is in your room.';
  if (data.name === 'Search') {
    const icons = roomOf(s.spaces[s.players[seat].space!].room).itemIcons;
    if (!icons.some((c) => s.decks.items[c as ItemColour].length)) return 'There is nothing to search for in this room.';
    return null;
  }
  if (data.name === 'Rest') return null;
  return 'Playing this card is not built yet.';
}

function search(s: RetaliationState, seat: Seat): RetaliationEvent[] {
  const icons = roomOf(s.spaces[s.players[seat].space!].room).itemIcons as ItemColour[];
  const cards = icons.flatMap((colour) => s.decks.items[colour].splice(0, 1));
  s.search = { seat, cards };
  return [{ type: 'searched', seat, count: cards.length, cards: cards.slice() }];
}

/** Rest: scan the Contamination cards in hand; one Infected card brings a Larva; the Not Infected ones leave the game. */
function rest(s: RetaliationState, seat: Seat): RetaliationEvent[] {
  const p = s.players[seat];
  const contamination = p.hand.filter(isContamination);
  const infected = contamination.filter((c) => s.infected.includes(c));
  if (infected.length) p.larva = true;
  p.hand = p.hand.filter((c) => !isContamination(c));
  p.discard.push(...infected);
  return [{ type: 'scanned', seat, contamination: contamination.length, infected: infected.length }];
}

export function playCard(s: RetaliationState, seat: Seat, card: string): RetaliationEvent[] {
  const p = s.players[seat];
  p.hand = p.hand.filter((c) => c !== card);
  p.discard.push(card);
  const events: RetaliationEvent[] = [{ type: 'card-played', seat, card: kindOf(card) }];
  return [...events, ...(kindOf(card) === 'Search' ? search(s, seat) : rest(s, seat))];
}

/** The item cards of a Search that can be kept: a heavy item needs a free hand (discarding one is not built). */
export function keepable(s: RetaliationState): string[] {
  const { seat, cards } = s.search!;
  return cards.filter((c) => !itemOfInstance(c).heavy || s.players[seat].hands.length < HAND_SLOTS);
}

export function keepItem(s: RetaliationState, item: string | null): RetaliationEvent[] {
  const { seat, cards } = s.search!;
  s.search = null;
  for (const card of cards) {
    if (card === item) continue;
    s.decks.items[itemOfInstance(card).deck as ItemColour].push(card);
  }
  if (item) gainItem(s, seat, item);
  return [{ type: 'item-kept', seat, kept: item !== null }];
}
