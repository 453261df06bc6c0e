/**
 * A Shoot, a Burst or a Melee Attack with a named weapon, wherever it comes from (the basic actions, Fast Reload, Weak
 * Spot and Hippocratic Oath, Taking Aim, Breakthrough, Continuous Fire, commands): one place, so a weapon's printed
 * text (rules/weapon-texts.ts) and the Eyes wound read the same everywhere. Each is split where Taking Aim pauses:
 * the cost and the hit, the roll, then what the face does. A Burst's hits wait for `allocator` (the shooter, or the
 * commander who makes every choice: digest §5.3).
 */
import type { Rng, Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { Intruder, RetaliationState } from '../state';
import { burstDie, judgeFace, landHit, shootDie } from './combat';
import { intrudersAt } from './board';
import { hasAmmo, spendAmmo, type AmmoKind } from './equipment';
import { damageQueen } from './queen';
import { burstResult, faceSideEffects, firingCost, hatchetReady, malfunctionWeapon, shootResultModifier } from './weapon-texts';
import { shootResultBonus } from './wound-effects';

export function spendAmmoEvents(s: RetaliationState, seat: Seat, weapon: string, kind?: AmmoKind): RetaliationEvent[] {
  const left = spendAmmo(s, seat, weapon, kind);
  return left ? [{ type: 'ammo-spent', seat, item: weapon, left }] : [];
}

/** One more hit on an intruder in a room, outside a roll (the Queen's track takes it). */
function extraHit(s: RetaliationState, target: Intruder, rng: Rng): RetaliationEvent[] {
  if (!s.intruders.includes(target)) return [];
  if (target.type === 'queen') return damageQueen(s, 1, { rng, source: target.where });
  target.hits += 1;
  return [{ type: 'intruder-hit', intruder: target.id, hits: target.hits }];
}

/** A Shoot's cost and hit before the roll: `decided` when the Queen's hit already settled it. */
export function shotHit(s: RetaliationState, seat: Seat, weapon: string, target: Intruder, rng: Rng): { decided: boolean; events: RetaliationEvent[] } {
  const events = firingCost(s, seat, weapon);
  const hit = landHit(s, target, rng);
  events.push(...hit.events);
  // Automatic Shotgun: "before Shooting, deal 1 more Hit".
  if (weapon === 'automatic-shotgun' && target.type !== 'larva' && s.intruders.includes(target)) {
    const before = s.decks.queenHealth.length;
    events.push(...extraHit(s, target, rng));
    return { decided: hit.decided || s.decks.queenHealth.length < before || s.queenDead, events };
  }
  return { decided: hit.decided, events };
}

/** What the kept shoot-die face does: the kill, Ammo-loss, and the weapon's text. */
export function shotLanded(s: RetaliationState, seat: Seat, weapon: string, target: Intruder, face: string, decided: boolean, rng: Rng, kind?: AmmoKind): RetaliationEvent[] {
  const bonus = shootResultBonus(s, seat) + shootResultModifier(weapon);
  const acting = weapon === 'submachine-gun' && face === 'ammo-loss' ? 'critical' : face;
  // A Queen killed by the hit itself is already off the map.
  const { killed, events: judged } = s.intruders.includes(target) ? judgeFace(s, target, acting, decided, rng, bonus) : { killed: true, events: [] };
  const events: RetaliationEvent[] = [{ type: 'shot', seat, weapon, target: target.id, face, killed }, ...judged];
  if (!killed && weapon === 'carbine') events.push(...extraHit(s, target, rng));
  if (face === 'ammo-loss' || (face === 'critical' && weapon === 'automatic-shotgun' && hasAmmo(s, seat, weapon))) events.push(...spendAmmoEvents(s, seat, weapon, kind));
  return [...events, ...faceSideEffects(s, seat, weapon, face)];
}

/** A Shoot at an intruder in the shooter's room (`kind`: the Ammo token an Ammo-loss spends, if named). */
export function shootAt(s: RetaliationState, seat: Seat, weapon: string, target: Intruder, rng: Rng, kind?: AmmoKind): RetaliationEvent[] {
  const { decided, events } = shotHit(s, seat, weapon, target, rng);
  return [...events, ...shotLanded(s, seat, weapon, target, rng.roll(shootDie), decided, rng, kind)];
}

/** A Burst's cost: Ammo (the token `kind` named, if any), and the Flamethrower's Oxygen. */
export const burstCost = (s: RetaliationState, seat: Seat, weapon: string, kind?: AmmoKind): RetaliationEvent[] => [...spendAmmoEvents(s, seat, weapon, kind), ...firingCost(s, seat, weapon)];

/** What the kept burst-die face does: the weapon's hits, left for the allocation, and its ★ text. */
export function burstLanded(s: RetaliationState, seat: Seat, weapon: string, corridor: string, face: string, allocator: Seat = seat): RetaliationEvent[] {
  const hits = burstResult(weapon, face);
  if (hits > 0 && intrudersAt(s, corridor).length) s.allocation = { seat: allocator, corridor, hits, source: 'burst' };
  return [{ type: 'burst', seat, weapon, corridor, face, hits }, ...faceSideEffects(s, seat, weapon, face)];
}

/** A Burst into a corridor around the shooter's room. */
export function burstInto(s: RetaliationState, seat: Seat, weapon: string, corridor: string, rng: Rng, allocator: Seat = seat, kind?: AmmoKind): RetaliationEvent[] {
  const events = burstCost(s, seat, weapon, kind);
  return [...events, ...burstLanded(s, seat, weapon, corridor, rng.roll(burstDie), allocator)];
}

/** A Melee Attack's hit and roll (the Tactical Hatchet: a critical hit instead of the roll, and a malfunction on it). */
export function meleeRoll(s: RetaliationState, seat: Seat, target: Intruder, rng: Rng): { face: string; killed: boolean; events: RetaliationEvent[] } {
  const hatchet = hatchetReady(s, seat);
  const hit = landHit(s, target, rng);
  const face = hatchet ? 'critical' : rng.roll(shootDie);
  const { killed, events } = s.intruders.includes(target) ? judgeFace(s, target, face, hit.decided, rng) : { killed: true, events: [] };
  return { face, killed, events: [...hit.events, ...events, ...(hatchet ? malfunctionWeapon(s, seat, 'tactical-hatchet') : [])] };
}
