/**
 * Free use on gain (data `freeUseOnGain`: Ammo, Grenade, Medpack, Oxygen Tank): such a card "may be used at once when
 * gained, without an action". Every backpack item gained in play waits, first gained first, for its player's
 * `use-on-gain`: one of the card's options (those four only, on the gainer, free) or keep it (`option: null`, also
 * what a time-out plays). Asking about every backpack item keeps the private backpack private (rules/equipment.ts).
 * The action that gained the cards ends once they are all answered (rules/flow.ts defers it to `after`).
 */
import type { Rng, Seat } from '../../../engine';
import { itemOfInstance } from '../data';
import type { RetaliationEvent } from '../events';
import type { MoveOf } from '../moves/schema';
import type { RetaliationState } from '../state';
import { afterAction } from './flow';
import { itemUses, resolveUse, useProblem, type ItemUse } from './items-use';

type UseOnGain = MoveOf<'use-on-gain'>;

/** The card now asked about (the first gained), or null. */
export const gainedItem = (s: RetaliationState): string | null => s.gained?.items[0] ?? null;

const freeOnGain = (item: string) => itemOfInstance(item).freeUseOnGain;

export function gainedMoves(s: RetaliationState, seat: Seat): UseOnGain[] {
  const item = gainedItem(s)!;
  const uses = freeOnGain(item) ? itemUses(s, seat).filter((u) => u.item === item && u.on === undefined) : [];
  return [{ type: 'use-on-gain', option: null }, ...uses.map((u): UseOnGain => ({ type: 'use-on-gain', item, option: u.option, ...(u.target === undefined ? {} : { target: u.target }) }))];
}

export function gainedProblem(s: RetaliationState, seat: Seat, move: UseOnGain): string | null {
  if (move.option === null) return move.item === undefined && move.target === undefined ? null : 'To keep the card, name nothing else.';
  const item = gainedItem(s)!;
  if (move.item !== item) return 'Answer for the item card you gained first.';
  if (!freeOnGain(item)) return 'Only Ammo, Grenade, Medpack and Oxygen Tank cards are used at once when gained: keep this one.';
  const use: ItemUse = { item, option: move.option, ...(move.target === undefined ? {} : { target: move.target }) };
  return useProblem(s, seat, use);
}

/** Resolves the answer for the first gained card; after the last one, the action that gained them ends. */
export function answerGained(s: RetaliationState, seat: Seat, move: UseOnGain, rng: Rng): RetaliationEvent[] {
  const g = s.gained!;
  const item = g.items.shift()!;
  const events: RetaliationEvent[] = [];
  if (move.option !== null) events.push(...resolveUse(s, seat, { item, option: move.option, ...(move.target === undefined ? {} : { target: move.target }) }, rng));
  // A card that left the backpack meanwhile (traded, discarded) is no longer asked about.
  g.items = g.items.filter((i) => s.players[g.seat].backpack.includes(i));
  if (g.items.length) return events;
  s.gained = null;
  return g.after === undefined ? events : [...events, ...afterAction(s, g.after, rng)];
}
