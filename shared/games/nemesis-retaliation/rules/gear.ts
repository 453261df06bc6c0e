/**
 * The Use Tactical Gear action (digest §5.6, cost 1): any number of your tokens, each resolved then discarded, and in
 * the same action your tokens rearranged freely between your own slots. Asynchronously it is a follow-up: a token used
 * with `more` (or a rearrangement) leaves the action open (`gearAction`) for further tokens and moves, free of cost,
 * until `end-gear` or a token used without `more`. Ammo already in a weapon never moves (reading 12.27); Ammo goes into
 * a weapon only by being used (reloading); an item slot takes its own colour, a grey slot any token.
 */
import type { Seat } from '../../../engine';
import { itemOfInstance } from '../data';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { freeAmmoSlots, returnToSupply } from './equipment';
import { gainOxygen, heal, inPlay } from './health';
import { ROBOT, robotReachable, slotKinds, slottedItems, tokenAt, tokenPlaces, type GearPlace } from './items';
import { exits } from './movement';

const isWeapon = (item: string) => itemOfInstance(item).rangedWeapon || itemOfInstance(item).meleeWeapon;
const weaponAmmoSlot = (place: GearPlace) => place.item !== undefined && place.item !== ROBOT && isWeapon(place.item) && slotKinds(place.item)[place.slot] === 'ammo';

/** Empty places of the seat (belt slots, item slots) as places. */
function emptyPlaces(s: RetaliationState, seat: Seat): GearPlace[] {
  const belt = s.players[seat].belt.flatMap((t, slot) => (t ? [] : [{ slot }]));
  const items = slottedItems(s, seat).flatMap((item) => slotKinds(item).flatMap((_k, slot) => (tokenAt(s, seat, { item, slot }) ? [] : [{ item, slot }])));
  return [...belt, ...items];
}

const validPlace = (s: RetaliationState, seat: Seat, place: GearPlace) =>
  place.item === undefined ? place.slot < s.players[seat].belt.length : slottedItems(s, seat).includes(place.item) && place.slot < slotKinds(place.item).length;
/** The robot's tokens: taken into your own slots when you stand in its room (digest §5.6), never given to it here. */
const robotPlaces = (s: RetaliationState, seat: Seat): GearPlace[] => (robotReachable(s, seat) ? s.robot.gear.map((_t, slot) => ({ item: ROBOT, slot })) : []);
const isRobotPlace = (s: RetaliationState, seat: Seat, place: GearPlace) => place.item === ROBOT && robotReachable(s, seat) && place.slot < s.robot.gear.length;

/**
 * Rearrangements in one action: the rules say "freely". A move takes one token into an empty place; with an empty
 * place, any layout of the tokens is reached by moving each token at most twice (once out of the way, once home: n
 * tokens in c cycles take n + c moves), so twice the places the seat can reach never stops a rearrangement the rules
 * allow; the bound only keeps an action from being shuffled for ever.
 */
export function arrangementCap(s: RetaliationState, seat: Seat): number {
  const itemSlots = slottedItems(s, seat).reduce((n, item) => n + slotKinds(item).length, 0);
  return 2 * (s.players[seat].belt.length + itemSlots + (robotReachable(s, seat) ? s.robot.gear.length : 0));
}

/** Why this token cannot be moved there, or null. */
export function arrangeProblem(s: RetaliationState, seat: Seat, from: GearPlace, to: GearPlace): string | null {
  const cap = arrangementCap(s, seat);
  if (s.gearAction?.seat === seat && (s.gearAction.arranged ?? 0) >= cap) return `At most ${cap} token moves in one action: enough for any layout of your tokens. End the action.`;
  if (!(validPlace(s, seat, from) || isRobotPlace(s, seat, from)) || !validPlace(s, seat, to)) return 'Move a token between your own belt and item slots (or from the robot in your room).';
  const token = tokenAt(s, seat, from);
  if (!token) return 'There is no token in that slot.';
  if (tokenAt(s, seat, to)) return 'That slot is taken.';
  if (weaponAmmoSlot(from) && token.token === 'ammo') return 'Ammo in a weapon stays there.';
  if (weaponAmmoSlot(to)) return 'Ammo goes into a weapon by being used (reloading), not by rearranging.';
  if (to.item !== undefined && !['any', token.token].includes(slotKinds(to.item)[to.slot])) return 'That slot takes another kind of token.';
  return null;
}

export function arrangeOptions(s: RetaliationState, seat: Seat): Array<{ from: GearPlace; to: GearPlace }> {
  const empty = emptyPlaces(s, seat);
  return [...tokenPlaces(s, seat), ...robotPlaces(s, seat)].flatMap((from) => empty.filter((to) => !arrangeProblem(s, seat, from, to)).map((to) => ({ from, to })));
}

/** The belt tokens usable now with what each acts on (none for Medpack and Oxygen). */
export function tokenUses(s: RetaliationState, seat: Seat): Array<{ slot: number; target?: string }> {
  const p = s.players[seat];
  return p.belt.flatMap((t, slot) => {
    if (!t) return [];
    if (t.token === 'medpack' || t.token === 'oxygen') return [{ slot }];
    if (t.token === 'grenade') return exits(s, seat).map((target) => ({ slot, target }));
    return p.hands.filter((w) => freeAmmoSlots(s, seat, w).length).map((target) => ({ slot, target }));
  });
}

type GearMove =
  | { type: 'use-gear'; slot: number; target?: string; pay: string[]; more?: true; on?: Seat }
  | { type: 'arrange-gear'; from: GearPlace; to: GearPlace; pay: string[] };

/** The Use Tactical Gear moves for one payment (none inside an open action). */
export function gearMoves(s: RetaliationState, seat: Seat, pay: string[]): GearMove[] {
  const uses = tokenUses(s, seat).flatMap((u): GearMove[] => [
    { type: 'use-gear', ...u, pay },
    { type: 'use-gear', ...u, pay, more: true },
  ]);
  const offers = s.players[seat].belt.flatMap((_t, slot) => offerTargets(s, seat).filter((on) => !offerProblem(s, seat, slot, on)).map((on): GearMove => ({ type: 'use-gear', slot, pay, on })));
  const arranged = arrangeOptions(s, seat).map(({ from, to }): GearMove => ({ type: 'arrange-gear', from, to, pay }));
  return [...uses, ...offers, ...arranged];
}

export const MEDPACK_HEAL = 2;
export const OXYGEN_GAIN = 3;

/** A Medpack or Oxygen token of `seat`'s belt resolved on `who` (the seat itself, or a consenting character: C2, FAQ). */
export function healingToken(s: RetaliationState, seat: Seat, slot: number, who: Seat): RetaliationEvent[] {
  const token = s.players[seat].belt[slot]!;
  s.players[seat].belt[slot] = null;
  returnToSupply(s, token);
  const used: RetaliationEvent = { type: 'gear-used', seat, token: token.token, target: null };
  return [used, ...(token.token === 'medpack' ? heal(s, who, MEDPACK_HEAL) : gainOxygen(s, who, OXYGEN_GAIN))];
}

/** Why this token cannot be offered to the character of seat `on`, or null. */
export function offerProblem(s: RetaliationState, seat: Seat, slot: number, on: Seat): string | null {
  const token = s.players[seat].belt[slot];
  if (!token || (token.token !== 'medpack' && token.token !== 'oxygen')) return 'Only a Medpack or an Oxygen token can be used on another character.';
  const other = s.players[on];
  if (on === seat || !other || !inPlay(other) || other.space !== s.players[seat].space) return 'Use it on another character in your room.';
  return null;
}

/** The characters in the seat's room a healing token may be offered to. */
export const offerTargets = (s: RetaliationState, seat: Seat): Seat[] => s.players.flatMap((p, other) => (other !== seat && inPlay(p) && p.space === s.players[seat].space ? [other] : []));
