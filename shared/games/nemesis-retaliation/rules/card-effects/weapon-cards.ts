/**
 * Action cards built on a ranged weapon: Forcing Fire (Ammo spent, every intruder in your room repelled one step away,
 * rules/doors.ts) and Fast Reload (your belt's Ammo token into the weapon, then a Shoot or a Burst with it). Fast
 * Reload's "in any order" is played reload first: the weapon needs a free ammo slot, and an empty weapon can then fire.
 */
import type { Rng, Seat } from '../../../../engine';
import type { RetaliationEvent } from '../../events';
import type { RetaliationState } from '../../state';
import { bySizeDesc, intrudersAt } from '../board';
import { repel } from '../doors';
import { ammoSlots, firingWeapons, freeAmmoSlots, isRangedWeapon, needsNoAmmo, spendableKinds, type AmmoKind } from '../equipment';
import { burstInto, shootAt, spendAmmoEvents } from '../fire';
import { exits } from '../movement';
import type { CardEffect } from './types';

const here = (s: RetaliationState, seat: Seat) => s.players[seat].space!;
const ammoWeapons = (s: RetaliationState, seat: Seat) => firingWeapons(s, seat).filter((w) => !needsNoAmmo(w));

export const forcingFire: CardEffect = {
  problem: (s, seat) => {
    if (!intrudersAt(s, here(s, seat)).length) return 'There is no intruder in your room to repel.';
    return ammoWeapons(s, seat).length ? null : 'You need Ammo on a ranged weapon in your hands to spend.';
  },
  choices: (s, seat) => ammoWeapons(s, seat).map((choice) => ({ choice })),
  choiceError: 'Spend Ammo of a loaded ranged weapon in your hands.',
  ammoKinds: (s, seat, c) => spendableKinds(s, seat, c.choice!),
  resolve: (s, seat, play, rng) => {
    const room = here(s, seat);
    const events = spendAmmoEvents(s, seat, play.choice!, play.ammo);
    for (const intruder of intrudersAt(s, room).sort(bySizeDesc)) events.push(...repel(s, intruder.id, room, rng));
    return events;
  },
};

/** Weapons in your hands that can take the belt's Ammo token now (ranged, working, needing ammo, a free ammo slot). */
function reloadable(s: RetaliationState, seat: Seat): string[] {
  const p = s.players[seat];
  if (!p.belt.some((t) => t?.token === 'ammo')) return [];
  return p.hands.filter((w) => isRangedWeapon(w) && !needsNoAmmo(w) && !p.itemMalfunctions[w] && freeAmmoSlots(s, seat, w).length > 0);
}

/** After the reload: `shoot:<intruder>` in your room or `burst:<corridor>` around it. */
export const shots = (s: RetaliationState, seat: Seat) => [
  ...intrudersAt(s, here(s, seat)).map((i) => `shoot:${i.id}`),
  ...exits(s, seat).map((c) => `burst:${c}`),
];

function fire(s: RetaliationState, seat: Seat, weapon: string, how: string, rng: Rng, kind?: AmmoKind): RetaliationEvent[] {
  const [mode, where] = how.split(':');
  if (mode === 'shoot') return shootAt(s, seat, weapon, s.intruders.find((i) => i.id === where)!, rng, kind);
  return burstInto(s, seat, weapon, where, rng, seat, kind);
}

/** The weapon's own Ammo tokens once the belt's first Ammo token is in it (it keeps its side): what the shot spends from. */
function kindsAfterReload(s: RetaliationState, seat: Seat, weapon: string): AmmoKind[] {
  const token = s.players[seat].belt.find((t) => t?.token === 'ammo');
  const own = ammoSlots(s, seat, weapon).length ? spendableKinds(s, seat, weapon) : [];
  return token ? [...own, token.half ? 'half' : 'full'] : own;
}

export const fastReload: CardEffect = {
  problem: (s, seat) => {
    if (!s.players[seat].belt.some((t) => t?.token === 'ammo')) return 'You have no Ammo token on your belt.';
    return reloadable(s, seat).length ? null : 'No ranged weapon in your hands has a free ammo slot.';
  },
  choices: (s, seat) => reloadable(s, seat).flatMap((target) => shots(s, seat).map((choice) => ({ target, choice }))),
  choiceError: 'Choose a weapon with a free ammo slot, then an intruder in your room to Shoot or a corridor around it to Burst into.',
  ammoKinds: (s, seat, c) => kindsAfterReload(s, seat, c.target!),
  resolve: (s, seat, play, rng) => {
    const p = s.players[seat];
    const weapon = play.target!;
    const slot = p.belt.findIndex((t) => t?.token === 'ammo');
    // The token keeps its side when it moves into the weapon.
    p.itemGear[weapon][freeAmmoSlots(s, seat, weapon)[0]] = p.belt[slot];
    p.belt[slot] = null;
    return [{ type: 'gear-used', seat, token: 'ammo', target: weapon }, ...fire(s, seat, weapon, play.choice!, rng, play.ammo)];
  },
};
