/**
 * Heavy objects and dropping (digest §5.15): picking up a corpse, carcass or egg lying in the room (cost 1, not in
 * combat) into a free hand slot; dropping, free at any time of one's own turn: an object stays in the room, an item
 * card goes face down to the bottom of its deck. Starting weapons and quest items have no deck: dropped, they leave
 * the game (reading; the rules do not say).
 */
import { cardKind, itemOf } from '../data';
import type { NemesisEvent } from '../events';
import { pay, paymentProblem } from '../rules/cards';
import { settle } from '../rules/flow';
import { magazineGoesWith } from '../rules/magazine';
import { handSlots, inCombat } from '../rules/ship';
import type { NemesisState } from '../state';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const pickUp: Handler<MoveOf<'pick-up'>> = (s, seat, move, rng) => {
  const p = s.players[seat];
  if (inCombat(s, seat)) return refuse('move/in-combat', 'You cannot pick up objects in combat.');
  const at = s.floor.findIndex((o) => o.room === p.room && o.object === move.object);
  if (at < 0) return refuse('move/no-object', 'There is no such object on the floor of your room.');
  if (p.hands.length >= handSlots(s, seat)) return refuse('move/hands-full', 'Your hands are full: drop something first (dropping is free).');
  const problem = paymentProblem(p, move.pay, 1);
  if (problem) return refuse('move/payment', problem);
  const events: NemesisEvent[] = [];
  pay(s, seat, move.pay, events);
  s.turn!.actions += 1;
  const [taken] = s.floor.splice(at, 1);
  p.hands.push({ kind: 'object', object: move.object, ...(taken.of === undefined ? {} : { of: taken.of }) });
  events.push({ type: 'picked-up', seat, object: move.object });
  settle(s, rng, events);
  return events;
};

function discardItem(s: NemesisState, card: string): void {
  const deck = itemOf(card)?.deck;
  if (deck === 'blue') s.decks.crafted.push(card);
  else if (deck) s.decks.items[deck].push(card);
}

export const drop: Handler<MoveOf<'drop'>> = (s, seat, move) => {
  const p = s.players[seat];
  const room = p.room!;
  const held = p.hands.findIndex((h) => (h.kind === 'item' ? h.card : h.object) === move.thing);
  if (held >= 0) {
    const [thing] = p.hands.splice(held, 1);
    const events: NemesisEvent[] = [{ type: 'dropped', seat, thing: thing.kind === 'item' ? cardKind(thing.card) : thing.object, colour: null }];
    if (thing.kind === 'object') s.floor.push({ room, object: thing.object, ...(thing.of === undefined ? {} : { of: thing.of }) });
    else discardItem(s, thing.card);
    // An attached Extended Magazine counts as one item with its weapon: it is dropped too.
    const magazine = thing.kind === 'item' ? magazineGoesWith(s, seat, thing.card, null) : null;
    if (magazine) {
      discardItem(s, magazine);
      events.push({ type: 'dropped', seat, thing: cardKind(magazine), colour: null });
    }
    return events;
  }
  if (!p.inventory.includes(move.thing)) return refuse('move/not-held', 'You do not have that.');
  p.inventory = p.inventory.filter((c) => c !== move.thing);
  discardItem(s, move.thing);
  // An inventory card is discarded face down: others learn its colour only.
  return [{ type: 'dropped', seat, thing: null, colour: itemOf(move.thing)?.deck ?? null }];
};
