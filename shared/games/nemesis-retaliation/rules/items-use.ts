/**
 * The Use Item action (digest §5.7, cost 1): an active item you hold, one of its printed options, resolved whole;
 * one-use items are then discarded. Passive items, weapons and eggs are never "used". A malfunctioning item is
 * unusable; Not In Combat items wait for an empty room; the codes items need a computer room without a malfunction
 * marker (their data restriction). C2: an HP, serious-wound, malfunction or oxygen effect may be used on another
 * character in your room who consents; the action is paid when declared, and a refusal keeps the item unused
 * (digest §7.2 adaptation: the card is still spent).
 */
import type { Rng, Seat } from '../../../engine';
import { itemOfInstance, roomOf } from '../data';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { discardItem, heldItems } from './equipment';
import { healingToken, offerProblem } from './gear';
import { inCombat, inPlay } from './health';
import { itemEffects, type Target } from './items-effects';

export interface ItemUse {
  item: string;
  option: number;
  target?: string;
  on?: Seat;
}

const computerRoomWorking = (s: RetaliationState, seat: Seat) => {
  const space = s.spaces[s.players[seat].space!];
  return roomOf(space.room).computer && !space.malfunction;
};

/** Why this use is not open now, or null. */
export function useProblem(s: RetaliationState, seat: Seat, use: ItemUse): string | null {
  const p = s.players[seat];
  if (!heldItems(s, seat).includes(use.item)) return 'Use an item you hold.';
  const data = itemOfInstance(use.item);
  if (data.usage !== 'active') return 'This item is not used with the Use Item action: its text applies by itself.';
  if (p.itemMalfunctions[use.item]) return 'A malfunction marker makes this item unusable.';
  const effect = itemEffects[data.id]?.[use.option];
  if (effect === undefined) return 'This item has no such option.';
  if (data.notInCombat && inCombat(s, seat)) return 'Not while an intruder is in your room.';
  if (data.restriction && !computerRoomWorking(s, seat)) return 'Only in a room with a computer and without a malfunction marker.';
  if (use.on !== undefined) {
    if (!effect.onOthers) return 'Only healing, serious wounds, malfunction markers and oxygen can be given to another character: trade the item instead.';
    const other = s.players[use.on];
    if (use.on === seat || !other || !inPlay(other) || other.space !== p.space) return 'Use it on another character in your room.';
  }
  if (!effect.targets(s, seat, use.on ?? seat).includes(use.target)) return 'Choose something this item can act on now.';
  return null;
}

/** Every use open to the seat now (without the payment). */
export function itemUses(s: RetaliationState, seat: Seat): ItemUse[] {
  const p = s.players[seat];
  const others = s.players.flatMap((o, other) => (other !== seat && inPlay(o) && o.space === p.space ? [other] : []));
  return heldItems(s, seat).flatMap((item) =>
    (itemEffects[itemOfInstance(item).id] ?? []).flatMap((effect, option) => {
      const on = effect.onOthers ? [undefined, ...others] : [undefined];
      return on.flatMap((who) =>
        effect.targets(s, seat, who ?? seat).flatMap((target: Target) => {
          const use: ItemUse = { item, option, ...(target === undefined ? {} : { target }), ...(who === undefined ? {} : { on: who }) };
          return useProblem(s, seat, use) ? [] : [use];
        }),
      );
    }),
  );
}

/** Resolves a use on `who` (the user, or the consenting character), then discards a spent item. */
export function resolveUse(s: RetaliationState, seat: Seat, use: ItemUse, rng: Rng): RetaliationEvent[] {
  const data = itemOfInstance(use.item);
  const effect = itemEffects[data.id][use.option];
  const events: RetaliationEvent[] = [{ type: 'item-used', seat, item: data.id, option: use.option, on: use.on ?? null }];
  const spent = data.oneUseOnly || effect.discards;
  // A spent item leaves first: the effect itself may hand out tokens or cards but never looks at it.
  if (spent) events.push(...discardItem(s, seat, use.item));
  events.push(...effect.apply(s, seat, use.on ?? seat, use.target, rng));
  return events;
}

/** C2: a use on another character waits for its consent. */
export function askConsent(s: RetaliationState, seat: Seat, use: ItemUse): RetaliationEvent[] {
  s.consent = { seat, on: use.on!, item: use.item, option: use.option, ...(use.target === undefined ? {} : { target: use.target }) };
  return [{ type: 'consent-asked', seat, target: use.on!, item: itemOfInstance(use.item).id }];
}

/** The consent answered: accepted, the item acts on that character; refused, the item stays unused. */
export function answerConsent(s: RetaliationState, accept: boolean, rng: Rng): RetaliationEvent[] {
  const c = s.consent!;
  s.consent = null;
  const events: RetaliationEvent[] = [{ type: 'consent-answered', seat: c.seat, target: c.on, accepted: accept }];
  if (c.slot !== undefined) return accept && !offerProblem(s, c.seat, c.slot, c.on) ? [...events, ...healingToken(s, c.seat, c.slot, c.on)] : events;
  // The answer may come after things changed (e.g. the wound is gone): then the use is void, like a refusal.
  const use: ItemUse = { item: c.item, option: c.option, on: c.on, ...(c.target === undefined ? {} : { target: c.target }) };
  if (!accept || useProblem(s, c.seat, use)) return events;
  return [...events, ...resolveUse(s, c.seat, use, rng)];
}
