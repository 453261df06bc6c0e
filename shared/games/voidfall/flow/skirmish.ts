/**
 * Evaluation step 1, the Skirmish (rules addendum E1), for every player in turn order: the Voidborn strength from
 * the House-mat Corruption (+1 in Cycles 2-3); 0 is an automatic successful defence; no target, no Skirmish.
 * Otherwise the Combat is fought on the ranked target with the defender's Technologies (rules/skirmish-combat.ts):
 * recalled cubes go to the Active area, or to the Home Sector by Escape Pods; a lost or tied sector is abandoned (A9)
 * and its owner discards a Glory token of their choice. Autonomous Drones: a held Trade token returned to the Galactic
 * board defends automatically and successfully, used only when the Skirmish would otherwise be lost or tied with the
 * cheapest-first losses (a reading). The Skirmishes pause, one player at a time in turn order, for the defender's
 * choices: a target among tied ones (`skirmishChoice`, `choose-skirmish-sector`), the cube each Damage with a choice
 * recalls (`damageChoice`, `choose-damage`, rules/damage-choice.ts) and the Glory token a lost sector discards
 * (`gloryDiscard`, `discard-glory`). Permanent frames of Cycle 2 (rules/event-frames.ts): event C2-J reinforces the
 * Harbingers' Voidborn sectors first; event C2-G spares players with 40 Influence or less.
 */
import { returnTradeToken } from '../effects/economy';
import type { Seat } from '../../../engine';
import type { FleetType } from '../data/schema';
import type { VoidfallEvent } from '../events';
import { gloryChoices } from '../rules/abandon-glory';
import { moveToHome, playerCombatTech } from '../rules/combat-technologies';
import { fightWithChoices } from '../rules/damage-choice';
import { frameInPlay, harbingersReinforce, NO_SKIRMISH_AT_40 } from '../rules/event-frames';
import { abandon, packTokens } from '../rules/fleets';
import { skirmishStrength } from '../rules/skirmish';
import { skirmishCandidates, skirmishOn } from '../rules/skirmish-combat';
import type { FleetToken, VoidfallState } from '../state';

type Draft = Omit<VoidfallState, 'rng'>;

/** Whether the Skirmishes wait for a defender's choice. */
export const skirmishPaused = (s: Draft): boolean => Boolean(s.skirmishChoice || s.damageChoice || s.gloryDiscard);

/**
 * The Skirmish against `seat` on `sector` (null: no target, defended) with the Damage `choices` made so far; it may
 * pause on `damageChoice` (nothing applied yet) or, once resolved, on `gloryDiscard`. `next`: the turn-order index after.
 */
function skirmishAt(s: Draft, seat: Seat, strength: number, sector: string | null, next: number, choices: FleetType[] = []): VoidfallEvent[] {
  if (sector === null) return [{ type: 'skirmish-resolved', seat, strength, sector: null, outcome: 'defended', steps: [] }];
  const x = s.sectors[sector];
  const p = s.players[seat];
  if (playerCombatTech(s, seat, sector, 'defender').drones !== 'none' && skirmishOn(s, seat, sector, strength).outcome !== 'defended') {
    p.tradeTokens -= 1;
    returnTradeToken(s);
    return [{ type: 'skirmish-resolved', seat, strength, sector, outcome: 'defended', steps: ['Autonomous Drones: a Trade token returned, the Skirmish is won.'] }];
  }
  const fought = fightWithChoices(() => skirmishOn(s, seat, sector, strength, choices));
  if ('options' in fought) {
    s.damageChoice = { seat, sector, options: fought.options, choices, combat: { kind: 'skirmish', strength, next } };
    return [];
  }
  const r = fought.result;
  x.fleets = r.survivors.flatMap(({ type, power }: FleetToken) => packTokens(p, type, power));
  p.fleetPower.active += r.recalled - moveToHome(s, seat, r.toHome);
  const events: VoidfallEvent[] = [{ type: 'skirmish-resolved', seat, strength, sector, outcome: r.outcome, steps: r.steps }];
  if (r.outcome === 'defended') return events;
  x.fleets = [];
  abandon(s, sector);
  // A9: the owner discards a Glory token of their choice; with one value held there is nothing to choose.
  const values = gloryChoices(s, seat);
  if (values.length > 1) s.gloryDiscard = { seat, sector, values, next };
  else if (p.glory.length > 0) events.push(discardGlory(s, seat, sector, p.glory[0]));
  return events;
}

function discardGlory(s: Draft, seat: Seat, sector: string, value: number): VoidfallEvent {
  const glory = s.players[seat].glory;
  glory.splice(glory.indexOf(value), 1);
  return { type: 'glory-discarded', seat, sector, value };
}

/**
 * The strength of the Skirmish against `seat` now: the Evaluation's (rules/skirmish.ts), +1 while event C3-G's delayed
 * Skirmish is fought (`delayedSkirmish`, flow/delayed-skirmish.ts).
 */
const strengthNow = (s: Draft, seat: Seat): number => skirmishStrength(s, seat) + (s.delayedSkirmish === undefined ? 0 : 1);

/** One player's Skirmish (`next`: the turn-order index after it); it may pause on a tied target or as `skirmishAt`. */
export function skirmishOf(s: Draft, seat: Seat, next: number): VoidfallEvent[] {
  const strength = strengthNow(s, seat);
  // Event C2-G: a player with 40 Influence or less cannot be invaded by a Skirmish in Cycle 2.
  const spared = frameInPlay(s, NO_SKIRMISH_AT_40) && s.players[seat].influence <= 40;
  const candidates = strength > 0 && !spared ? skirmishCandidates(s, seat, strength) : [];
  if (candidates.length > 1) {
    s.skirmishChoice = { seat, sectors: candidates, next };
    return [];
  }
  return skirmishAt(s, seat, strength, candidates[0] ?? null, next);
}

/** The Skirmishes of the players from turn-order index `from`; stops at a defender's choice. */
function skirmishesFrom(s: Draft, from: number): VoidfallEvent[] {
  const events: VoidfallEvent[] = [];
  for (let i = from; i < s.turnOrder.length; i++) {
    events.push(...skirmishOf(s, s.turnOrder[i], i + 1));
    if (skirmishPaused(s)) return events;
  }
  return events;
}

/** Step 1 for every player in turn order (after event C2-J's reinforcement); `skirmishChoice` is set if it pauses. */
export function runSkirmishes(s: Draft): VoidfallEvent[] {
  const reinforced = harbingersReinforce(s);
  const frame: VoidfallEvent[] = reinforced.length > 0
    ? [{ type: 'event-frame-resolved', frame: 3, seat: null, sectors: reinforced, done: 'placed 1 Voidborn Fleet Power on each Voidborn sector with a Harbinger' }] : [];
  return [...frame, ...skirmishesFrom(s, 0)];
}

/** The defender's choice among tied targets: that Skirmish, then the following players'. */
export function chooseSkirmishTarget(s: Draft, sector: string): VoidfallEvent[] {
  const choice = s.skirmishChoice!;
  s.skirmishChoice = null;
  return goOn(s, skirmishAt(s, choice.seat, strengthNow(s, choice.seat), sector, choice.next), choice.next);
}

/** The Skirmish's events so far, then the following players' unless it paused again (or was event C3-G's, one player's). */
const goOn = (s: Draft, events: VoidfallEvent[], next: number): VoidfallEvent[] =>
  (skirmishPaused(s) || s.delayedSkirmish !== undefined ? events : [...events, ...skirmishesFrom(s, next)]);

/** The defender's choice of the cube a Damage recalls: the Skirmish fought again with it, then the following players'. */
export function chooseSkirmishDamage(s: Draft, fleet: FleetType): VoidfallEvent[] {
  const choice = s.damageChoice!;
  if (choice.combat.kind !== 'skirmish') throw new Error('not a Skirmish');
  const { strength, next } = choice.combat;
  s.damageChoice = null;
  return goOn(s, skirmishAt(s, choice.seat, strength, choice.sector, next, [...choice.choices, fleet]), next);
}

/** The Glory token the owner of a sector lost in the Skirmish discards, then the following players' Skirmishes. */
export function discardSkirmishGlory(s: Draft, value: number): VoidfallEvent[] {
  const { seat, sector, next } = s.gloryDiscard!;
  s.gloryDiscard = null;
  return goOn(s, [discardGlory(s, seat, sector, value)], next);
}
