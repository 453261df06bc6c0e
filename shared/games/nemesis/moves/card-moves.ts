/**
 * Action cards (digest §5.1, D13): a card is played by discarding it and paying its printed cost with other action
 * cards; its combat icon says whether it needs (or forbids) combat. The effects are in rules/action-cards.ts, except
 * **Search** (cost 0, not in combat): the room's item counter goes down by 1, 2 cards are drawn
 * from the deck of the room's colour (any of red, yellow or green in a white room), the searcher keeps 1 (a heavy
 * one needs a free hand; a weapon comes with 1 ammo) and the other goes face down to the bottom of its deck.
 */
import { actionCardOf, cardKind, isContamination, itemOf, roomById } from '../data';
import type { NemesisEvent } from '../events';
import { pay, paymentProblem } from '../rules/cards';
import { settle } from '../rules/flow';
import { actionCardChoices, cardEffects } from '../rules/action-cards';
import { startSearch, type ItemColour } from '../rules/search';
import { handSlots, inCombat } from '../rules/ship';
import type { NemesisState } from '../state';
import type { Seat } from '../../../engine';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';


/** The deck a Search here draws from, or why the room cannot be searched. */
export function searchDeck(s: NemesisState, seat: Seat, chosen: ItemColour | undefined, scavenging = false): ItemColour | { code: string; message: string } {
  const slot = s.players[seat].room!;
  const room = roomById.get(s.rooms[slot].tile)!;
  if (!room.searchable || s.rooms[slot].items === null) return refuse('move/not-searchable', `The ${room.name} cannot be searched.`);
  if (s.rooms[slot].items === 0 && !scavenging) return refuse('move/searched-out', 'This room has nothing left to find (its item counter is 0).');
  if (room.colour === 'white') return chosen ?? refuse('move/choose-deck', 'In a white room, choose the red, yellow or green deck.');
  if (chosen && chosen !== room.colour) return refuse('move/wrong-deck', `The ${room.name} is ${room.colour}: you search its deck.`);
  return room.colour as ItemColour;
}

/** Search, and the Scout's Scavenging (a Search that works even at 0). */
export const searching = (card: string) => card === 'search' || card === 'scavenging';

/** Why this card cannot be played now (its combat icon, a Search target, its options), or null. */
function cardProblem(s: NemesisState, seat: Seat, move: MoveOf<'play-card'>): { code: string; message: string } | null {
  const card = actionCardOf(move.card);
  const fighting = inCombat(s, seat);
  if (card.combat === 'non-combat-only' && fighting) return refuse('move/in-combat', `The ${card.name} card cannot be played in combat.`);
  if (card.combat === 'combat-only' && !fighting) return refuse('move/not-in-combat', `The ${card.name} card can only be played in combat.`);
  if (searching(card.id)) {
    if (move.choice !== undefined) return refuse('move/card-option', `${card.name} takes a deck, not another option.`);
    const deck = searchDeck(s, seat, move.deck, card.id === 'scavenging');
    return typeof deck === 'object' ? deck : null;
  }
  // Every card has its effect but Interruption, a reaction to another player's action (rules/interruption.ts).
  if (!cardEffects[card.id]) return refuse('move/reaction-card', `The ${card.name} card is not an action: it cancels another player's action in your room, when your Interruption setting asks you.`);
  if (move.deck !== undefined || !actionCardChoices(s, seat, card.id).includes(move.choice)) return refuse('move/card-option', `That is not an option of the ${card.name} card.`);
  return null;
}

export const playCard: Handler<MoveOf<'play-card'>> = (s, seat, move, rng) => {
  const p = s.players[seat];
  if (!p.hand.includes(move.card) || isContamination(move.card)) return refuse('move/not-in-hand', 'Play an action card from your hand.');
  const card = actionCardOf(move.card);
  const problem = cardProblem(s, seat, move) ?? paymentProblem({ ...p, hand: p.hand.filter((c) => c !== move.card) }, move.pay, card.cost);
  if (problem) return typeof problem === 'string' ? refuse('move/payment', problem) : problem;
  const events: NemesisEvent[] = [];
  p.hand = p.hand.filter((c) => c !== move.card);
  p.discard.push(move.card);
  events.push({ type: 'card-played', seat, card: card.id });
  pay(s, seat, move.pay, events);
  s.turn!.actions += 1;
  if (searching(card.id)) {
    const deck = searchDeck(s, seat, move.deck, true) as ItemColour;
    // Scavenging may search a room whose counter is already 0; the counter never goes below 0.
    s.rooms[p.room!].items = Math.max(0, s.rooms[p.room!].items! - 1);
    if (!startSearch(s, seat, deck, rng, events)) settle(s, rng, events);
    return events;
  }
  // A refusal from the card's own rule discards the whole working copy (moves/index.ts), payment included.
  const refusal = cardEffects[card.id](s, seat, move.choice, rng, events);
  if (refusal) return refuse('move/card-option', refusal);
  settle(s, rng, events);
  return events;
};

export const keepItem: Handler<MoveOf<'keep-item'>> = (s, seat, move, rng) => {
  const search = s.search!;
  if (!search.cards.includes(move.card)) return refuse('move/not-drawn', 'Keep one of the two cards you drew.');
  const p = s.players[seat];
  const item = itemOf(move.card)!;
  if (item.heavy && p.hands.length >= handSlots(s, seat)) return refuse('move/hands-full', `The ${item.name} is heavy and your hands are full: drop something first.`);
  const events: NemesisEvent[] = [{ type: 'item-kept', seat, deck: search.deck, heavy: item.heavy ? cardKind(move.card) : null }];
  if (item.heavy) p.hands.push({ kind: 'item', card: move.card, ammo: item.weapon ? 1 : null });
  else p.inventory.push(move.card);
  s.decks.items[search.deck].push(...search.cards.filter((c) => c !== move.card));
  s.search = null;
  settle(s, rng, events);
  return events;
};
