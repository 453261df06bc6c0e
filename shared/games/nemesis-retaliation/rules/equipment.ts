/**
 * Items and tactical gear held by a character (digest §5.6-5.7): heavy items in the 2 hands, one armor, the backpack;
 * the tactical slots of items; Ammo tokens spent Full → Half → gone. Tokens come from the limited supply: an empty
 * supply gives nothing (component limits).
 */
import type { Seat } from '../../../engine';
import { itemOfInstance as itemOf } from '../data';
import type { RetaliationEvent } from '../events';
import type { GearSlot, RetaliationState, TacticalToken } from '../state';
import { sectionOf } from './board';

export const HAND_SLOTS = 2;
/** The Arm serious wound leaves one hand slot (data: serious-wounds.json, `hand-slots` 1). */
export const ARM_HAND_SLOTS = 1;
const gearKinds: readonly string[] = ['ammo', 'grenade', 'oxygen', 'medpack'];

export function takeFromSupply(s: RetaliationState, token: TacticalToken): GearSlot {
  if (s.gearSupply[token] === 0) return null;
  s.gearSupply[token] -= 1;
  return { token, half: false };
}

export function returnToSupply(s: RetaliationState, slot: GearSlot): void {
  if (slot) s.gearSupply[slot.token] += 1;
}

/**
 * Places a gained item by its type (S3) and fills its coloured tactical slots from the supply; grey slots stay empty
 * (the data gives them no token). New armor replaces the armor worn, which is discarded (F3: keeping the new armor is
 * the choice to discard the old; declining is not keeping it).
 */
export function gainItem(s: RetaliationState, seat: Seat, item: string): RetaliationEvent[] {
  const p = s.players[seat];
  const data = itemOf(item);
  const events = data.armor && p.armor ? discardItem(s, seat, p.armor) : [];
  if (data.heavy) p.hands.push(item);
  else if (data.armor) p.armor = item;
  else p.backpack.push(item);
  const slots = data.tacticalSlots ?? [];
  if (slots.length) p.itemGear[item] = slots.map((kind) => (gearKinds.includes(kind) ? takeFromSupply(s, kind as TacticalToken) : null));
  offerFreeUse(s, seat, [item]);
  return events;
}

/**
 * Ammo, Grenade, Medpack and Oxygen Tank cards "may be used at once when gained, without an action" (data
 * `freeUseOnGain`; FAQ: an item received in a Trade is gained too): in play they wait for their player's answer
 * (rules/items-gained.ts). Every backpack item gained in play is asked about, not only those four: the backpack is
 * private (digest §7), and a pause for those four alone would tell the table what was kept. Items dealt at setup are
 * not offered.
 */
export function offerFreeUse(s: RetaliationState, seat: Seat, items: readonly string[]): void {
  const free = items.filter((i) => s.players[seat].backpack.includes(i));
  if (!free.length || s.phase !== 'player') return;
  if (!s.gained) s.gained = { seat, items: [] };
  // Only one gainer is ever awaited at a time: another seat's card (not seen in play) is simply kept.
  if (s.gained.seat === seat) s.gained.items.push(...free);
}

/**
 * The hand slots a character has now: 2, or 1 with an Arm serious wound (wound instances are `<kind>-<n>`), and one
 * more for each heavy item taped on top of another with Duct Tape.
 */
export function handSlots(s: RetaliationState, seat: Seat, hands: readonly string[] = s.players[seat].hands): number {
  const base = s.players[seat].seriousWounds.some((w) => w.replace(/-\d+$/, '') === 'arm') ? ARM_HAND_SLOTS : HAND_SLOTS;
  return base + (s.players[seat].taped?.length ?? 0) + (bayonetShares(hands) ? 1 : 0);
}

/** The Bayonet: "You may hold this Item in the same Hand slot as a Ranged Weapon": beside one it takes no slot of its own. */
const bayonetShares = (hands: readonly string[]) => hands.some((h) => h.replace(/-\d+$/, '') === 'bayonet') && hands.some((h) => itemOf(h).rangedWeapon);

/** Whether the seat's hands still fit with these heavy items added (the Bayonet may share a ranged weapon's slot). */
export function handsFit(s: RetaliationState, seat: Seat, added: readonly string[]): boolean {
  const hands = [...s.players[seat].hands, ...added];
  return hands.length <= handSlots(s, seat, hands);
}

/**
 * Duct Tape's bundle loses an item: a taped item leaving frees its tape; the last untaped item leaving makes a taped
 * one the bottom of its bundle (it now fills the hand slot itself).
 */
export function untape(p: RetaliationState['players'][number], item: string): void {
  if (!p.taped?.length) return;
  p.taped = p.taped.filter((t) => t !== item);
  if (p.hands.length && p.hands.every((h) => p.taped!.includes(h))) p.taped.shift();
  if (!p.taped.length) delete p.taped;
}

/** Every item a character holds: heavy items, armor, backpack. */
export const heldItems = (s: RetaliationState, seat: Seat): string[] => {
  const p = s.players[seat];
  return [...p.hands, ...(p.armor ? [p.armor] : []), ...p.backpack];
};

/** Takes an item from its holder with every token on it (back to the supply) and any malfunction marker on it. */
export function takeItemAway(s: RetaliationState, seat: Seat, item: string): void {
  const p = s.players[seat];
  p.hands = p.hands.filter((h) => h !== item);
  untape(p, item);
  p.backpack = p.backpack.filter((b) => b !== item);
  if (p.armor === item) p.armor = null;
  for (const slot of p.itemGear[item] ?? []) returnToSupply(s, slot);
  delete p.itemGear[item];
  if (p.itemMalfunctions[item]) s.markers.malfunction += 1;
  delete p.itemMalfunctions[item];
}

/** Puts an item on its discard pile: the deck's own for red/green/yellow cards, the common one for the others. */
export function toItemDiscard(s: RetaliationState, item: string): void {
  const deck = itemOf(item).deck;
  if (deck === 'red' || deck === 'green' || deck === 'yellow') s.decks.itemDiscard[deck].push(item);
  else (s.itemsDiscarded ??= []).push(item);
}

/** F1: an item discarded (at any time, or when it is spent), losing every token on it. */
export function discardItem(s: RetaliationState, seat: Seat, item: string): RetaliationEvent[] {
  takeItemAway(s, seat, item);
  toItemDiscard(s, item);
  return [{ type: 'item-discarded', seat, item: itemOf(item).id }];
}

export const isRangedWeapon = (item: string) => itemOf(item).rangedWeapon;
export const needsNoAmmo = (item: string) => itemOf(item).traits.includes('requires-no-ammo');

/** Whether the seat holds a working (unmalfunctioning) copy of the item `id` (a passive item's text then applies). */
export function holdsWorking(s: RetaliationState, seat: Seat, id: string): boolean {
  return heldItems(s, seat).some((i) => itemOf(i).id === id && !s.players[seat].itemMalfunctions[i]);
}

/** The Autoloader Belt (armor): "You may treat the Ammo tokens on this card as if they were on any of your Weapons." */
function autoloaderAmmo(s: RetaliationState, seat: Seat): number[] {
  const armor = s.players[seat].armor;
  if (armor === null || itemOf(armor).id !== 'autoloader-belt' || !holdsWorking(s, seat, 'autoloader-belt')) return [];
  return (s.players[seat].itemGear[armor] ?? []).flatMap((g, i) => (g?.token === 'ammo' ? [i] : []));
}

/** Ammo tokens loaded in a held item's ammo slots. */
export function ammoSlots(s: RetaliationState, seat: Seat, item: string): number[] {
  const slots = itemOf(item).tacticalSlots ?? [];
  const gear = s.players[seat].itemGear[item] ?? [];
  return slots.flatMap((kind, i) => (kind === 'ammo' && gear[i]?.token === 'ammo' ? [i] : []));
}

/**
 * Whether a held weapon has Ammo to spend: its own, or the Autoloader Belt's for a ranged weapon. Ammo on a
 * malfunctioning weapon cannot be spent for any effect (FAQ, data rulings).
 */
export function hasAmmo(s: RetaliationState, seat: Seat, weapon: string): boolean {
  if (needsNoAmmo(weapon) || s.players[seat].itemMalfunctions[weapon]) return false;
  return ammoSlots(s, seat, weapon).length > 0 || (isRangedWeapon(weapon) && autoloaderAmmo(s, seat).length > 0);
}

/**
 * The Flamethrower: "if you are in a Section with inactive Life Support, spend 1 Oxygen to use this Weapon". With no
 * Oxygen left it cannot be used there (digest §5.5: an action that would take oxygen below 0 cannot be used), rather
 * than the spending suffocating its holder.
 */
export function outOfAir(s: RetaliationState, seat: Seat, weapon: string): boolean {
  const p = s.players[seat];
  return itemOf(weapon).id === 'flamethrower' && !s.lifeSupport[sectionOf(p.space!)] && p.oxygen < 1;
}

/** Weapons in hand that can Shoot or Burst now: ranged, no malfunction, loaded (or needing no ammo). */
export function firingWeapons(s: RetaliationState, seat: Seat): string[] {
  const p = s.players[seat];
  return p.hands.filter((w) => isRangedWeapon(w) && !p.itemMalfunctions[w] && (needsNoAmmo(w) || hasAmmo(s, seat, w)) && !outOfAir(s, seat, w));
}

export type AmmoKind = 'half' | 'full';

/** The Ammo tokens a weapon spends from: its own, else the Autoloader Belt's for a ranged weapon. */
function spendableAmmo(s: RetaliationState, seat: Seat, weapon: string): { holder: string; slots: number[] } {
  const own = ammoSlots(s, seat, weapon);
  const fromBelt = !own.length && isRangedWeapon(weapon);
  return fromBelt ? { holder: s.players[seat].armor!, slots: autoloaderAmmo(s, seat) } : { holder: weapon, slots: own };
}

/** The kind of each Ammo token the weapon's next spend draws from (none for a weapon needing no Ammo). */
export function spendableKinds(s: RetaliationState, seat: Seat, weapon: string): AmmoKind[] {
  if (needsNoAmmo(weapon)) return [];
  const { holder, slots } = spendableAmmo(s, seat, weapon);
  return kindsOn(s, seat, holder, slots);
}

const kindsOn = (s: RetaliationState, seat: Seat, holder: string, slots: readonly number[]): AmmoKind[] =>
  slots.map((k): AmmoKind => (s.players[seat].itemGear[holder]![k]!.half ? 'half' : 'full'));

/** The kinds a player may name among these tokens: both only when they differ (§6.2: a real choice), else none. */
export const namableKinds = (kinds: readonly AmmoKind[]): AmmoKind[] => (new Set(kinds).size > 1 ? ['half', 'full'] : []);

/** The kinds of Ammo token the player may name for a spend: both only when the tokens differ (§6.2), else none. */
export const ammoChoices = (s: RetaliationState, seat: Seat, weapon: string): AmmoKind[] => namableKinds(spendableKinds(s, seat, weapon));

/**
 * The tokens a second spend of the weapon draws from, after a first one by default (a Half goes, else a Full turns
 * Half; the Autoloader Belt's once the weapon's own are gone): the Assault Rifle's second shot spends Ammo, then its
 * Ammo loss spends again.
 */
export function kindsAfterSpend(s: RetaliationState, seat: Seat, weapon: string): AmmoKind[] {
  const kinds = spendableKinds(s, seat, weapon);
  const half = kinds.indexOf('half');
  if (half >= 0) kinds.splice(half, 1);
  else if (kinds.length) kinds[0] = 'half';
  const ownGone = !kinds.length && ammoSlots(s, seat, weapon).length > 0 && isRangedWeapon(weapon);
  return ownGone ? kindsOn(s, seat, s.players[seat].armor!, autoloaderAmmo(s, seat)) : kinds;
}

const KIND_WORDS: Record<AmmoKind, string> = { half: 'Half', full: 'Full' };

/** Why naming `kind` among these tokens is refused, or null (unnamed is always accepted: a Half goes first). */
export function namedAmmoProblem(kinds: readonly AmmoKind[], kind: AmmoKind | undefined): string | null {
  if (kind === undefined || namableKinds(kinds).includes(kind)) return null;
  if (!kinds.length) return 'Nothing here spends an Ammo token from a weapon: name none.';
  if (!kinds.includes(kind)) return `There is no ${KIND_WORDS[kind]} Ammo token to spend: name the ${KIND_WORDS[kinds[0]]} one, or none.`;
  return 'Name the Ammo token to spend only when your weapon holds both a Half and a Full one.';
}

/**
 * Spends 1 Ammo from a weapon: a Full token turns Half, a Half token is discarded. Returns what is left of it. The
 * weapon's own Ammo goes first, then the Autoloader Belt's (its tokens count as on any weapon).
 */
export function spendAmmo(s: RetaliationState, seat: Seat, weapon: string, kind?: AmmoKind): 'half' | 'none' | null {
  if (needsNoAmmo(weapon)) return null;
  const { holder, slots } = spendableAmmo(s, seat, weapon);
  if (!slots.length) return null;
  const gear = s.players[seat].itemGear[holder];
  // The token the player named (§6.2), else a Half token first, so a weapon keeps as much ammo as it can.
  const named = kind ? slots.find((k) => gear[k]!.half === (kind === 'half')) : undefined;
  const i = named ?? slots.find((k) => gear[k]!.half) ?? slots[0];
  if (gear[i]!.half) {
    returnToSupply(s, gear[i]);
    gear[i] = null;
    return 'none';
  }
  gear[i] = { token: 'ammo', half: true };
  return 'half';
}

/** Free ammo slots of a held weapon (reloading fills one). */
export function freeAmmoSlots(s: RetaliationState, seat: Seat, item: string): number[] {
  const slots = itemOf(item).tacticalSlots ?? [];
  const gear = s.players[seat].itemGear[item] ?? [];
  return slots.flatMap((kind, i) => (kind === 'ammo' && !gear[i] ? [i] : []));
}

/** A malfunction marker on a held item; a second one destroys it. */
export function malfunctionItem(s: RetaliationState, seat: Seat, item: string): boolean {
  const p = s.players[seat];
  if (p.itemMalfunctions[item]) {
    // The second marker destroys the item: both markers go back, the card to its discard pile.
    takeItemAway(s, seat, item);
    toItemDiscard(s, item);
    return true;
  }
  p.itemMalfunctions[item] = 1;
  s.markers.malfunction -= 1;
  return false;
}
