/**
 * The lasting frames of Galactic Events (rules addendum A1: permanent for the rest of the Cycle), wired into the rules
 * they change through small hooks: event C1-G (a removed Corruption is kept until the Evaluation: it counts for that
 * Skirmish, a reading, then returns to the supply), C1-H (each deployment costs 1 Material per Fleet Power, or a
 * Corruption once per Focus turn), C2-H (the Voidborn absorb 1 Damage per Improved Technology in each Salvo step of a
 * Skirmish), C2-I (a new Glory token may be upgraded at once: always done, as it never hurts),
 * C3-H and C3-I (the actions of your Preferred Focus cards, played or copied, cost 1 more Energy, or 1 Credit instead).
 * This file imports only data and the Corruption places, so the effect files can call it without an import cycle.
 */
import type { Seat } from '../../../../engine';
import { galacticEventOf, preferredFocus } from '../../data';
import type { Cost } from '../../data/schema';
import type { EffectChoice } from '../../effects/types';
import { freeCorruptionPlaces, setCorruption } from '../corruption';
import type { Draft } from './types';

export const KEEP_REMOVED_CORRUPTION = 'Permanent during Cycle 1: each time you remove a Corruption, instead of returning it to the general supply, keep it in your personal play area until the Evaluation phase.';
export const DEPLOYMENT_TOLL = 'Permanent during Cycle 1: each time you deploy at least 1 Fleet Power, gain a Corruption (once per Focus) OR spend 1 Material for each Fleet Power so deployed. This cost is in addition to the Material normally required to deploy Dreadnought Fleet Power.';
export const UPGRADE_NEW_GLORY = 'Permanent: each time a player gains a new Glory token, they may upgrade it immediately. Upgrading a token does not count as gaining a new one.';
export const SALVO_ABSORPTION_PER_IMPROVED = 'Permanent during Cycle 2: for each Improved Technology a player owns, the Voidborn gain 1 Salvo Absorption in every Salvo step of Skirmishes fought against that player.';
export const PREFERRED_EXTRA_ENERGY = 'Permanent during Cycle 3: each action of your Preferred Focus cards costs 1 additional Energy.';
export const PREFERRED_ONE_CREDIT = 'Permanent during Cycle 3: each action of your Preferred Focus cards costs 1 Credit instead of its printed cost, even if the original action cost nothing.';

/** Whether the current Cycle's Galactic Event has this (permanent) frame. */
export function frameInPlay(s: Draft, text: string): boolean {
  const event = s.events[s.cycle - 1];
  return event !== undefined && galacticEventOf(event).frames.some((f) => f.text === text);
}

// ── Event C1-G ──
/** A Corruption removed while event C1-G is in play stays beside its owner's mat. */
export function keepRemovedCorruption(s: Draft, seat: Seat): void {
  if (frameInPlay(s, KEEP_REMOVED_CORRUPTION)) s.players[seat].keptCorruption = (s.players[seat].keptCorruption ?? 0) + 1;
}
/** The kept Corruption, counted for the Evaluation Skirmish of Cycle 1. */
export const keptCorruption = (s: Draft, seat: Seat) => s.players[seat].keptCorruption ?? 0;
/** Kept Corruption returns to the supply once that Evaluation is over (at the next Preparation). */
export function releaseKeptCorruption(s: Draft): void {
  for (const p of s.players) delete p.keptCorruption;
}

// ── Event C1-H ──
/**
 * The ways a deployment choice can be paid under event C1-H: 1 more Material (the default, listed first), or a
 * Corruption on a free place (`to`); once a Corruption was gained in this Focus turn, further deployments are free.
 */
export function deploymentToll(s: Draft, seat: Seat, c: EffectChoice, materialsNeeded: number): EffectChoice[] {
  if (!frameInPlay(s, DEPLOYMENT_TOLL) || s.focusTurn?.deployCorruption) return [c];
  const material = s.players[seat].resources.materials >= materialsNeeded + 1 ? [c] : [];
  return [...material, ...freeCorruptionPlaces(s, seat).map((to) => ({ ...c, to }))];
}
export function payDeploymentToll(s: Draft, seat: Seat, c: EffectChoice): void {
  if (!frameInPlay(s, DEPLOYMENT_TOLL) || s.focusTurn?.deployCorruption) return;
  if (c.to === undefined) {
    s.players[seat].resources.materials -= 1;
    return;
  }
  setCorruption(s, seat, c.to, true);
  if (s.focusTurn) s.focusTurn.deployCorruption = true;
}
// ── Event C2-H ──
/** The Voidborn's Salvo Absorption in every Salvo step of a Skirmish against `seat`: 1 per Improved Technology it owns. */
export const voidbornSalvoAbsorption = (s: Draft, seat: Seat): number =>
  (frameInPlay(s, SALVO_ABSORPTION_PER_IMPROVED) ? s.players[seat].technologies.filter((t) => t.endsWith('-improved')).length : 0);

// ── Event C2-I ──
/** A Glory token just gained (the last held) is upgraded, up to `max`, while event C2-I is in play. */
export function upgradeNewGlory(s: Draft, seat: Seat, max: number): void {
  const glory = s.players[seat].glory;
  if (frameInPlay(s, UPGRADE_NEW_GLORY) && glory.length > 0 && glory[glory.length - 1] < max) glory[glory.length - 1] += 1;
}

// ── Events C3-H and C3-I ──
const isPreferred = (s: Draft, seat: Seat, card: string) =>
  preferredFocus.some((r) => r.house === s.players[seat].house && r.preferred_focus_detail.some((d) => d.card_used === card.split('@')[0]));

/** The cost of a Focus-turn action: a position of the played Focus card goes through `preferredCost`. */
export const turnActionCost = (s: Draft, seat: Seat, action: string, cost: Cost): Cost =>
  (action.startsWith('focus-') && s.focusTurn?.focus ? preferredCost(s, seat, s.focusTurn.focus, cost) : cost);

/** The cost of an action of Focus card `card` for `seat`, with events C3-H and C3-I applied to its Preferred Focus cards. */
export function preferredCost(s: Draft, seat: Seat, card: string, cost: Cost): Cost {
  if (!isPreferred(s, seat, card)) return cost;
  if (frameInPlay(s, PREFERRED_ONE_CREDIT)) return { credits: 1 } as Cost;
  if (frameInPlay(s, PREFERRED_EXTRA_ENERGY)) return { ...cost, energy: ((cost as { energy?: number }).energy ?? 0) + 1 } as Cost;
  return cost;
}
