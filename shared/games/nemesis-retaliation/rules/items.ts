/**
 * Holding items and tokens (digest §5.3 "Discarding freely", §5.6 "Gaining a token", F1, F4, reading 12.26): any item
 * or token of your own can be discarded whenever you are the one to act; a gained token goes into a legal free slot
 * (a belt slot takes any type, an item slot its own colour, a grey slot any), Ammo optionally straight into a weapon.
 */
import type { Seat } from '../../../engine';
import { itemOfInstance } from '../data';
import type { RetaliationEvent } from '../events';
import type { GearSlot, RetaliationState, TacticalToken } from '../state';
import { discardItem, heldItems, returnToSupply, takeFromSupply } from './equipment';

/** A token's place: a belt slot (no item) or a slot of a held item. */
export interface GearPlace {
  item?: string;
  slot: number;
}

/** The slot kinds of an item (`any` for a grey slot). */
export const slotKinds = (item: string): string[] => itemOfInstance(item).tacticalSlots ?? [];

/** Items of the seat that carry tactical slots (heavy items and armor). */
export const slottedItems = (s: RetaliationState, seat: Seat): string[] => heldItems(s, seat).filter((i) => slotKinds(i).length > 0);

/** The robot's tactical slots, reachable from its room while it is revealed (a place `{ item: 'robot', slot }`). */
export const ROBOT = 'robot';
export const robotReachable = (s: RetaliationState, seat: Seat) => s.robot.revealed && s.robot.space === s.players[seat].space;

export function tokenAt(s: RetaliationState, seat: Seat, place: GearPlace): GearSlot {
  const p = s.players[seat];
  if (place.item === ROBOT) {
    const token = s.robot.gear[place.slot];
    return token ? { token, half: false } : null;
  }
  return place.item === undefined ? p.belt[place.slot] ?? null : p.itemGear[place.item]?.[place.slot] ?? null;
}

/** Puts a token in a place, or empties it; a robot slot can only be emptied (tokens are taken from the robot). */
export function setTokenAt(s: RetaliationState, seat: Seat, place: GearPlace, token: GearSlot): void {
  const p = s.players[seat];
  if (place.item === ROBOT) s.robot.gear.splice(place.slot, 1);
  else if (place.item === undefined) p.belt[place.slot] = token;
  else {
    p.itemGear[place.item] ??= slotKinds(place.item).map(() => null);
    p.itemGear[place.item][place.slot] = token;
  }
}

/** Every place holding one of the seat's tokens: belt first, then items in holding order. */
export function tokenPlaces(s: RetaliationState, seat: Seat): GearPlace[] {
  const belt = s.players[seat].belt.flatMap((t, slot) => (t ? [{ slot }] : []));
  const onItems = slottedItems(s, seat).flatMap((item) => slotKinds(item).flatMap((_k, slot) => (tokenAt(s, seat, { item, slot }) ? [{ item, slot }] : [])));
  return [...belt, ...onItems];
}

/** Empty places that accept this token type (an item slot of its colour or grey). */
export function freePlacesFor(s: RetaliationState, seat: Seat, token: TacticalToken): GearPlace[] {
  const belt = s.players[seat].belt.flatMap((t, slot) => (t ? [] : [{ slot }]));
  const onItems = slottedItems(s, seat).flatMap((item) =>
    slotKinds(item).flatMap((kind, slot) => ((kind === token || kind === 'any') && !tokenAt(s, seat, { item, slot }) ? [{ item, slot }] : [])),
  );
  return [...belt, ...onItems];
}

/** A gained token's place named as a choice: the belt (its slots are alike), or a held item with a free slot for it. */
export const BELT = 'belt';

/**
 * F4: where a gained token may go, one choice per distinct place: the belt, or each held item with a free slot of its
 * colour or grey (a weapon's ammo slot: the Ammo goes straight into the weapon, Full side up).
 */
export function gainChoices(s: RetaliationState, seat: Seat, token: TacticalToken): string[] {
  const places = freePlacesFor(s, seat, token);
  const belt = places.some((p) => p.item === undefined) ? [BELT] : [];
  return [...belt, ...new Set(places.flatMap((p) => (p.item === undefined ? [] : [p.item])))];
}

/** The first free place of a choice made by `gainChoices`. */
export const placeOfChoice = (s: RetaliationState, seat: Seat, token: TacticalToken, choice: string): GearPlace | undefined =>
  freePlacesFor(s, seat, token).find((p) => (choice === BELT ? p.item === undefined : p.item === choice));

/** Gains a token from the supply into the first legal free place (or `place`); nothing when the supply is empty. */
export function gainToken(s: RetaliationState, seat: Seat, token: TacticalToken, place?: GearPlace): RetaliationEvent[] {
  const where = place ?? freePlacesFor(s, seat, token)[0];
  if (!where) return [];
  const gained = takeFromSupply(s, token);
  if (!gained) return [];
  setTokenAt(s, seat, where, gained);
  return [{ type: 'gear-gained', seat, token }];
}

/** F1: a token thrown away, back to the supply. */
export function discardToken(s: RetaliationState, seat: Seat, place: GearPlace): RetaliationEvent[] {
  const token = tokenAt(s, seat, place)!;
  setTokenAt(s, seat, place, null);
  returnToSupply(s, token);
  return [{ type: 'gear-discarded', seat, token: token.token }];
}

export type DiscardMove = { type: 'discard-item'; item: string } | { type: 'discard-gear'; item?: string; slot: number };

/** The free discards open to a seat now (F1). */
export function discardMoves(s: RetaliationState, seat: Seat): DiscardMove[] {
  const items = heldItems(s, seat).map((item): DiscardMove => ({ type: 'discard-item', item }));
  const tokens = tokenPlaces(s, seat).map((place): DiscardMove => ({ type: 'discard-gear', ...place }));
  return [...items, ...tokens];
}

export function discardProblem(s: RetaliationState, seat: Seat, move: DiscardMove): string | null {
  if (move.type === 'discard-item') return heldItems(s, seat).includes(move.item) ? null : 'Discard an item you hold.';
  if (move.item !== undefined && !slottedItems(s, seat).includes(move.item)) return 'Discard a token from your belt or from an item you hold.';
  if (move.slot >= (move.item === undefined ? s.players[seat].belt.length : slotKinds(move.item).length)) return 'There is no such slot.';
  return tokenAt(s, seat, move) ? null : 'That slot is empty.';
}

export function discardFreely(s: RetaliationState, seat: Seat, move: DiscardMove): RetaliationEvent[] {
  return move.type === 'discard-item' ? discardItem(s, seat, move.item) : discardToken(s, seat, move);
}
