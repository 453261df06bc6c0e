/**
 * The moves of a Trade's window (rules/trade-window.ts): offers between the other characters of the room, their
 * answers, `end-trade`, and `show-card` (a private reveal to one character; the log says only that a card of that
 * colour was shown). A card may also be shown on one's own turn to a character one could trade with, before trading.
 */
import type { Rng, Seat } from '../../../engine';
import { itemOf } from '../data';
import type { NemesisEvent } from '../events';
import { settle } from '../rules/flow';
import { inCombat } from '../rules/ship';
import { finishTrade, publicNames, singles, tradeable, tradePartners } from '../rules/trade';
import { acceptProblem, exchangeSide, showTargets, sideOffer, windowClosed, windowSeats } from '../rules/trade-window';
import type { NemesisState } from '../state';
import { refuse, type Handler, type Outcome } from './result';
import type { MoveOf, NemesisMove } from './schema';

/** Closes the window once nothing is left to answer and everyone is done: the active player's exchanges, then its turn goes on. */
export function closeIfDone(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  if (!windowClosed(s.trade!)) return;
  finishTrade(s, events);
  settle(s, rng, events);
}

export const offerTrade: Handler<MoveOf<'offer-trade'>> = (s, seat, move) => {
  const offer = sideOffer(s, seat, move);
  if (typeof offer === 'string') return refuse('move/trade', offer);
  s.trade!.side!.push(offer);
  return [{ type: 'trade-proposed', seat, with: [offer.with] }];
};

/** The answer to an offer made in the window (`from` names its proposer). */
export function answerSide(s: NemesisState, seat: Seat, move: MoveOf<'answer-trade'>, rng: Rng): Outcome {
  const side = s.trade!.side ?? [];
  const offer = side.find((o) => o.seat === move.from && o.with === seat);
  if (!offer) return refuse('move/not-now', 'That character has made you no offer to answer.');
  const events: NemesisEvent[] = [];
  if (move.accept) {
    const problem = acceptProblem(s, offer);
    if (problem) return refuse('move/trade', problem);
  }
  events.push({ type: 'trade-answered', seat, accepted: move.accept, from: offer.seat });
  if (move.accept) exchangeSide(s, offer, events);
  s.trade!.side = side.filter((o) => o !== offer);
  closeIfDone(s, rng, events);
  return events;
}

export const endTrade: Handler<MoveOf<'end-trade'>> = (s, seat, _move, rng) => {
  const trade = s.trade!;
  if (!(trade.trading ?? []).includes(seat)) return refuse('move/not-now', 'You have no trading of your own to end now.');
  trade.trading = trade.trading!.filter((x) => x !== seat);
  const events: NemesisEvent[] = [{ type: 'trade-done', seat }];
  closeIfDone(s, rng, events);
  return events;
};

/** Who may show to whom now: in a window, its seats to anyone in the room; otherwise the player on its turn to a trade partner. */
function showable(s: NemesisState, seat: Seat): Seat[] {
  if (s.trade) return windowSeats(s.trade).includes(seat) ? showTargets(s, seat) : [];
  if (s.phase !== 'player' || s.turn?.seat !== seat || s.players[seat].pod !== null || inCombat(s, seat)) return [];
  return tradePartners(s, seat);
}

export const showCard: Handler<MoveOf<'show-card'>> = (s, seat, move) => {
  if (!showable(s, seat).includes(move.to)) return refuse('move/trade', 'Show a card only to another character in your room while trading (not in combat).');
  if (!s.players[seat].inventory.includes(move.card)) return refuse('move/trade', 'Show one of the item cards of your inventory.');
  const item = itemOf(move.card)!;
  return [{ type: 'card-shown', seat, to: move.to, colour: item.deck, card: item.id }];
};

/** The cards a seat may show now, one move per character and card. */
export function showMoves(s: NemesisState, seat: Seat): NemesisMove[] {
  const cards = s.players[seat].inventory;
  return showable(s, seat).flatMap((to) => cards.map((card): NemesisMove => ({ type: 'show-card', to, card })));
}

/** A window seat's moves: answers to the offers made to it, then (while trading) one-for-one offers and `end-trade`. */
export function sideMoves(s: NemesisState, seat: Seat): NemesisMove[] {
  const trade = s.trade!;
  const out: NemesisMove[] = [];
  for (const o of (trade.side ?? []).filter((x) => x.with === seat)) {
    if (!acceptProblem(s, o)) out.push({ type: 'answer-trade', accept: true, from: o.seat });
    out.push({ type: 'answer-trade', accept: false, from: o.seat });
  }
  if (!(trade.trading ?? []).includes(seat)) return out;
  for (const other of (trade.others ?? []).filter((x) => x !== seat)) {
    const theirs = publicNames(s, other);
    for (const give of singles(tradeable(s, seat))) {
      for (const take of singles(theirs)) {
        const move = { type: 'offer-trade' as const, with: other, give, take };
        if (typeof sideOffer(s, seat, move) !== 'string') out.push(move);
      }
    }
  }
  out.push({ type: 'end-trade' });
  return out;
}
