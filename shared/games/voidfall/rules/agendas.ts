/**
 * Gaining an Agenda (rules addendum A12): choose a type, then take its face-up card and refill the offer from the
 * deck, or draw 2 from the deck, keep 1 and put the other at the bottom. Taking a Corrupted offer card takes its
 * Corruption too (it must find a place; the caller checks). An empty deck and offer means that type cannot be gained.
 */
import type { Seat } from '../../../engine';
import { agendaOf } from '../data';
import type { AgendaType } from '../data/schema';
import type { VoidfallState } from '../state';

type Draft = Omit<VoidfallState, 'rng'>;

export function canGainAgenda(s: Draft, type: AgendaType, from: 'offer' | 'deck'): boolean {
  return from === 'offer' ? s.agendaOffer[type] !== null : s.agendaDecks[type].length > 0;
}

/** Takes the face-up card of a type into the hand; returns it and whether it carried the offer's Corruption. */
export function takeAgendaOffer(s: Draft, seat: Seat, type: AgendaType): { card: string; corrupted: boolean } {
  const card = s.agendaOffer[type]!;
  const corrupted = s.agendaOfferCorrupted[type];
  s.players[seat].agendaHand.push(card);
  s.agendaOffer[type] = s.agendaDecks[type].shift() ?? null;
  s.agendaOfferCorrupted[type] = false;
  return { card, corrupted };
}

/** Draws up to 2 cards of a type for `seat` to keep one (the draw stays private until then). */
export function drawAgendas(s: Draft, seat: Seat, type: AgendaType): void {
  s.agendaDraw = { seat, cards: s.agendaDecks[type].splice(0, 2) };
}

/** Keeps one drawn card; the other goes to the bottom of its deck. */
export function keepAgenda(s: Draft, card: string): void {
  const draw = s.agendaDraw!;
  s.players[draw.seat].agendaHand.push(card);
  s.agendaDecks[agendaOf(card).type].push(...draw.cards.filter((c) => c !== card));
  s.agendaDraw = null;
}
