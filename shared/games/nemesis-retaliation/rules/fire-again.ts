/**
 * Weapon texts that offer a second shot after the first (data items.json): the Assault Rifle ("When Shooting: after
 * Shooting, you may spend Ammo to Shoot a second time at the same Intruder") and the Gatling Gun ("When Bursting: after
 * Bursting you may Burst a second time at the same Corridor without spending Ammo"). After a Shoot or Burst action with
 * one of them (the basic actions only: a card's Shoot or Burst, e.g. Fast Reload, a command or Fire at Will, resolves
 * the card's own text and offers none), `again` waits for the shooter's `fire-again` (after the Burst's hits are given
 * out); a time-out fires no more. The second shot offers no third. Also the Sawed-off Shotgun's other Shot: "When Shooting:
 * instead of a regular Shot, you may spend Ammo to Repel 1 Adult from the Room" (a Shoot move with `repel`).
 */
import type { Prompt, Rng, Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { MoveOf } from '../moves/schema';
import type { RetaliationState } from '../state';
import { intrudersAt } from './board';
import { burstDie } from './combat';
import { ammoSlots, firingWeapons, kindsAfterSpend, namableKinds, type AmmoKind } from './equipment';
import { repel } from './doors';
import { burstLanded, shootAt, spendAmmoEvents } from './fire';

const rifleReady = (s: RetaliationState, seat: Seat, target: string) =>
  firingWeapons(s, seat).includes('assault-rifle') && ammoSlots(s, seat, 'assault-rifle').length > 0 && intrudersAt(s, s.players[seat].space!).some((i) => i.id === target);

/** After the action's Shoot or Burst: offers the second one if the weapon's text allows it now. */
export function offerAgain(s: RetaliationState, seat: Seat, weapon: string, at: { target?: string; corridor?: string }): void {
  if (weapon === 'assault-rifle' && at.target && rifleReady(s, seat, at.target)) s.again = { seat, weapon, target: at.target };
  // The Gatling Gun's second Burst spends no Ammo: it only needs the gun still working (its ★ face malfunctions it).
  const p = s.players[seat];
  if (weapon === 'gatling-gun' && at.corridor && p.hands.includes(weapon) && !p.itemMalfunctions[weapon]) s.again = { seat, weapon, corridor: at.corridor };
}

/**
 * The tokens an Ammo loss of the Assault Rifle's second shot spends from: after that shot's own spend (its single
 * token), the Autoloader Belt's if it is gone. None for the Gatling Gun's Burst, which spends nothing.
 */
export function againKinds(s: RetaliationState): AmmoKind[] {
  const { seat, weapon, target } = s.again!;
  return target !== undefined && rifleReady(s, seat, target) ? kindsAfterSpend(s, seat, weapon) : [];
}

/** Fire again (naming that token when the tokens hold both kinds, §6.2) or stop. */
export const againChoices = (s: RetaliationState): Array<MoveOf<'fire-again'>> => [
  { type: 'fire-again', go: true },
  { type: 'fire-again', go: false },
  ...namableKinds(againKinds(s)).map((ammo) => ({ type: 'fire-again', go: true, ammo }) as const),
];

export function fireAgain(s: RetaliationState, seat: Seat, go: boolean, rng: Rng, kind?: AmmoKind): RetaliationEvent[] {
  const again = s.again!;
  s.again = null;
  if (!go) return [];
  if (again.target !== undefined) {
    if (!rifleReady(s, seat, again.target)) return [];
    const events = spendAmmoEvents(s, seat, again.weapon);
    return [...events, ...shootAt(s, seat, again.weapon, s.intruders.find((i) => i.id === again.target)!, rng, kind)];
  }
  return burstLanded(s, seat, again.weapon, again.corridor!, rng.roll(burstDie));
}

export const SAWED_OFF = 'sawed-off-shotgun';

/** The Adults in your room the Sawed-off Shotgun can Repel now (loaded and working). */
export function repelTargets(s: RetaliationState, seat: Seat): string[] {
  if (!firingWeapons(s, seat).includes(SAWED_OFF) || !ammoSlots(s, seat, SAWED_OFF).length) return [];
  return intrudersAt(s, s.players[seat].space!).filter((i) => i.type === 'adult').map((i) => i.id);
}

/** The Sawed-off Shotgun's Repel instead of a Shot: Ammo spent, the Adult pushed one step away (rules/doors.ts). */
export function sawedOffRepel(s: RetaliationState, seat: Seat, target: string, rng: Rng, kind?: AmmoKind): RetaliationEvent[] {
  return [...spendAmmoEvents(s, seat, SAWED_OFF, kind), ...repel(s, target, s.players[seat].space!, rng)];
}

export function againPrompt(s: RetaliationState): Prompt | null {
  if (!s.again || s.allocation) return null;
  const message = s.again.target !== undefined ? 'Assault Rifle: spend Ammo to Shoot the same intruder again, or stop.' : 'Gatling Gun: Burst into the same corridor again without spending Ammo, or stop.';
  return { seat: s.again.seat, kind: 'fire-again', mode: 'turn', message, timeoutMove: { type: 'fire-again', go: false } };
}
