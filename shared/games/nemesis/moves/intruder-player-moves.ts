/**
 * The intruder player's moves (digest §5.22, D25): on its turn, play 1 card (as a Move, an Attack or its special
 * effect) or pass keeping at most 1 card; then, when the card drew several cards, pick the one to resolve.
 */
import type { Rng, Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import { settle } from '../rules/flow';
import { intruderCardOf, passIntruders } from '../rules/intruder-player';
import { pickDrawn, playIntruderCard, playProblem, specialNeeds, type IntruderPlay } from '../rules/intruder-player-cards';
import { charactersIn } from '../rules/ship';
import type { NemesisState } from '../state';
import { refuse, type Outcome } from './result';
import type { NemesisMove } from './schema';

/** Every legal move of the intruder player now (hands are at most 4 cards: the list stays short). */
export function intruderPlayerMoves(s: NemesisState): NemesisMove[] {
  const ip = s.intruderPlayer!;
  if (ip.pending) return ip.pending.cards.map((card) => ({ type: 'intruder-pick', card }));
  const moves: NemesisMove[] = [{ type: 'intruder-pass' }, ...ip.hand.map((keep): NemesisMove => ({ type: 'intruder-pass', keep }))];
  for (const card of ip.hand) {
    const data = intruderCardOf(card)!;
    const corridors = data.moveCorridor === 'any' ? [1, 2, 3, 4] : [undefined];
    for (const i of s.intruders) {
      for (const corridor of corridors) moves.push(cardMove({ card, as: 'move', intruder: i.id, corridor }));
      for (const target of charactersIn(s, i.room)) moves.push(cardMove({ card, as: 'attack', intruder: i.id, target }));
    }
    const needs = specialNeeds(card);
    const options: IntruderPlay[] =
      needs === 'target'
        ? s.players.map((_, target) => ({ card, as: 'special', target }))
        : needs === 'intruder'
          ? s.intruders.map((i) => ({ card, as: 'special', intruder: i.id }))
          : [{ card, as: 'special' }];
    moves.push(...options.filter((o) => playProblem(s, o) === null).map(cardMove));
  }
  return moves;
}

/** The move for a play, without the fields it leaves out (so listed moves equal what a client sends). */
function cardMove(play: IntruderPlay): NemesisMove {
  return Object.fromEntries(Object.entries({ type: 'intruder-card', ...play }).filter(([, v]) => v !== undefined)) as NemesisMove;
}

export function intruderPlayerMove(s: NemesisState, seat: Seat, move: NemesisMove, rng: Rng): Outcome {
  const ip = s.intruderPlayer!;
  const events: NemesisEvent[] = [];
  if (ip.pending) {
    if (move.type !== 'intruder-pick') return refuse('move/not-now', 'Choose which of the drawn cards to resolve first.');
    if (!ip.pending.cards.includes(move.card)) return refuse('move/not-drawn', 'That card is not among the ones you drew.');
    pickDrawn(s, move.card, rng, events);
  } else if (move.type === 'intruder-pass') {
    if (move.keep !== undefined && !ip.hand.includes(move.keep)) return refuse('move/not-in-hand', 'You can only keep a card from your hand.');
    passIntruders(s, move.keep ?? null, events);
  } else if (move.type === 'intruder-card') {
    const problem = playProblem(s, move);
    if (problem) return refuse('move/intruder-card', problem);
    playIntruderCard(s, move, rng, events);
  } else {
    return refuse('move/intruder-player', 'You play the intruders: play one of your intruder cards, or pass.');
  }
  if (!s.intruderPlayer!.pending) settle(s, rng, events);
  return events;
}
