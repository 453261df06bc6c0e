/**
 * Paying costs: each cube of a cost is paid from the ammo box or by discarding a powerup of that colour.
 * A payment is named by the powerups it discards; the rest is paid in cubes.
 */
import { powerupById, type AmmoColor } from '../data';
import type { Ammo, PlayerState } from '../state';

export const colors: readonly AmmoColor[] = ['red', 'blue', 'yellow'];
export const AMMO_CAP = 3;

export function countColors(cost: readonly AmmoColor[]): Ammo {
  const out: Ammo = { red: 0, blue: 0, yellow: 0 };
  for (const c of cost) out[c] += 1;
  return out;
}

/** Why the payment does not work, or null when it does. */
export function paymentProblem(p: PlayerState, cost: readonly AmmoColor[], powerups: readonly string[], excluded: readonly string[] = []): string | null {
  if (new Set(powerups).size !== powerups.length) return 'The same powerup cannot pay twice.';
  const need = countColors(cost);
  for (const id of powerups) {
    const card = powerupById.get(id);
    if (!card || !p.powerups.includes(id) || excluded.includes(id)) return 'You can only pay with powerups from your own hand.';
    if (need[card.color] === 0) return `That cost has no ${card.color} cube left for your ${card.color} powerup to pay.`;
    need[card.color] -= 1;
  }
  for (const c of colors) {
    if (need[c] > p.ammo[c]) return `You do not have enough ${c} ammo to pay that.`;
  }
  return null;
}

/** Pays on a mutable player: cubes leave the box, the powerups leave the hand (the caller discards them). */
export function pay(p: PlayerState, cost: readonly AmmoColor[], powerups: readonly string[]): void {
  const need = countColors(cost);
  for (const id of powerups) need[powerupById.get(id)!.color] -= 1;
  for (const c of colors) p.ammo[c] -= need[c];
  p.powerups = p.powerups.filter((id) => !powerups.includes(id));
}

/** Every distinct way to pay (by which powerups are discarded); empty when the cost cannot be paid. */
export function paymentOptions(p: PlayerState, cost: readonly AmmoColor[], excluded: readonly string[] = []): string[][] {
  const cards = p.powerups.filter((id) => !excluded.includes(id) && cost.includes(powerupById.get(id)!.color));
  const out: string[][] = [];
  for (let mask = 0; mask < 1 << cards.length; mask++) {
    const chosen = cards.filter((_, i) => mask & (1 << i));
    if (paymentProblem(p, cost, chosen, excluded) === null) out.push(chosen);
  }
  return out;
}

export function gainAmmo(p: PlayerState, cubes: Ammo): void {
  for (const c of colors) p.ammo[c] = Math.min(AMMO_CAP, p.ammo[c] + cubes[c]);
}
