/**
 * One shot (digest §5.9): the combat die, the weapon's printed rule, the weaknesses that change a shot, and the
 * injuries dealt. Shared by the Shoot action and the action cards that perform one (Taking Aim, Full Auto, Adrenaline).
 * The weapon's ammo for the shot is spent by the caller.
 */
import type { Rng, Seat } from '../../../engine';
import { cardKind, combatDieFaces } from '../data';
import type { NemesisEvent } from '../events';
import type { Held, Intruder, NemesisState } from '../state';
import { destroyEggs, injureIntruder } from './combat';
import { placeFire } from './markers';
import { noiseRoll } from './noise';
import { known } from './weaknesses';
import { weaponRuleOf, weaponStats, type CombatFace } from './weapons';

export type ShotTarget = Intruder | 'eggs';
type HeldItem = Extract<Held, { kind: 'item' }>;

export interface ShotExtras {
  /** Taking Aim: the die may be rerolled once (the player's choice, rules/reroll.ts). */
  reroll?: boolean;
  /** Full Auto: injuries added even on a miss. */
  bonus?: number;
}

/** Deals injuries to the target: eggs are destroyed (and every attempt at eggs makes a noise roll, §5.16). */
export function hit(s: NemesisState, seat: Seat, target: ShotTarget, injuries: number, rng: Rng, events: NemesisEvent[]): void {
  if (target === 'eggs') {
    destroyEggs(s, s.players[seat].room!, injuries, events);
    noiseRoll(s, seat, rng, events);
  } else injureIntruder(s, target, injuries, rng, events);
}

/** Vital Places: against an Adult a blank counts as a single hit. */
export const asRead = (s: NemesisState, face: CombatFace, target: ShotTarget): CombatFace =>
  face === 'blank' && target !== 'eggs' && target.type === 'adult' && known(s, 'weakness-vital-places') ? 'single-hit' : face;

function dealt(s: NemesisState, held: HeldItem, face: CombatFace, target: ShotTarget): number {
  const injuries = weaponRuleOf(held.card)!(asRead(s, face, target), target === 'eggs' ? 'eggs' : target.type);
  // Vulnerability to Energy: an energy weapon that injures an intruder deals 1 more.
  const energy = weaponStats(held.card)?.class === 'energy' && known(s, 'weakness-vulnerability-to-energy');
  return injuries > 0 && energy && target !== 'eggs' ? injuries + 1 : injuries;
}

/**
 * Rolls and resolves a shot with `held` at `target`. A reroll the card or weapon allows (Taking Aim, the Prototype
 * Pistol) is the player's choice once the roll is seen (rules/reroll.ts: `state.decision`, kind `reroll`), except after
 * a roll that deals no injury: that one is rolled again at once, since a reroll can then only gain (no weapon that may
 * reroll has any other effect of a face). The Prototype Rifle's extra ammo on a double hit is spent whenever the
 * weapon has ammo left (the "may" read as always, since it only adds an injury).
 */
export function fireShot(s: NemesisState, seat: Seat, held: HeldItem, target: ShotTarget, extras: ShotExtras, rng: Rng, events: NemesisEvent[]): void {
  const face = rng.roll(combatDieFaces) as CombatFace;
  const bonus = extras.bonus ?? 0;
  if (!(extras.reroll || cardKind(held.card) === 'red-prototype-pistol')) return resolveShot(s, seat, held, target, face, bonus, undefined, rng, events);
  const injuries = dealt(s, held, face, target);
  if (injuries === 0) return resolveShot(s, seat, held, target, rng.roll(combatDieFaces) as CombatFace, bonus, face, rng, events);
  const best = Math.max(...combatDieFaces.map((f) => dealt(s, held, f, target)));
  if (injuries >= best) return resolveShot(s, seat, held, target, face, bonus, undefined, rng, events);
  const aim = target === 'eggs' ? 'eggs' : target.id;
  s.decision = { seat, kind: 'reroll', weapon: held.card, target: aim, face, bonus };
  events.push({ type: 'shot-rolled', seat, weapon: cardKind(held.card), target: aim, face });
}

/** Resolves a shot's final face (`rerolled`: the first face, when the die was rolled again). */
export function resolveShot(s: NemesisState, seat: Seat, held: HeldItem, target: ShotTarget, face: CombatFace, bonus: number, rerolled: CombatFace | undefined, rng: Rng, events: NemesisEvent[]): void {
  const kind = cardKind(held.card);
  let injuries = dealt(s, held, face, target) + bonus;
  if (kind === 'red-prototype-rifle' && face === 'double-hit' && (held.ammo ?? 0) > 0) {
    held.ammo! -= 1;
    injuries += 1;
  }
  events.push({ type: 'shot', seat, weapon: kind, target: target === 'eggs' ? 'eggs' : target.id, face, injuries, ...(rerolled ? { rerolled } : {}) });
  hit(s, seat, target, injuries, rng, events);
  if (kind === 'crafted-flamethrower' && face === 'double-hit' && s.players[seat].room) placeFire(s, s.players[seat].room!, rng, events);
}
