/**
 * The Evaluation Skirmish's Combat and target (rules addendum E1, A10): the Voidborn, fighting as Corvettes, invade one
 * of your sectors. Approach step: your Sector Defenses, Starbases and Sentry Fleet Power each deal 1 Damage (the
 * Voidborn have no absorption). Salvo steps while both sides have Fleet Power: Voidborn Initiative = their Fleet Power;
 * yours = your Fleet Power without Sentries, +1 with any Dreadnought; the higher side strikes 1 first, the other strikes
 * back if its Initiative is still at least 1; equal strikes at once; your Dreadnoughts and Carriers each absorb Salvo
 * Damage once per Combat, up to their Fleet Power at once (a block: the rest of it is lost). Each Damage to you
 * recalls a cube of your choice (the `choices`, rules/damage-choice.ts; without them the cheapest type first, as in combat.ts). The Voidborn win when you have no Fleet Power left and they do; both at 0 is a tie; either way the sector
 * is abandoned (E1: a loss; A10: a tie abandons it).
 * Your Technologies (rules/combat-technologies.ts) join: Deep Space Missiles improved and Energy Cells add Approach
 * Damage, Shields Salvo Absorption, Targeting Initiative (improved: you strike first unless you have only Sentries),
 * Torpedoes Salvo Damage, Escape Pods move recalled cubes to your Home Sector (`toHome`); Autonomous Drones are used by
 * the caller (a Trade token returned defends automatically, E1).
 * Target ranking (E1, low confidence): where the Voidborn would win or tie, then the most Fleet Power recalled, then
 * Pure, then the highest Population, then the most Guilds; a full tie is the defending player's choice
 * (`default-skirmish-final-tie-break`, a prompt in flow/skirmish.ts; a time-out takes the first in the map's order).
 */
import type { Seat } from '../../../engine';
import type { FleetType } from '../data/schema';
import type { FleetToken, VoidfallState } from '../state';
import { type CombatTech, NO_TECH, playerCombatTech, podsMove, shieldPoints, targetingBonus, torpedoDamage } from './combat-technologies';
import { lossPicker, recallCubes } from './damage-choice';
import { skirmishTargets } from './skirmish';
import { voidbornSalvoAbsorption } from './frames/lasting';

type Draft = Omit<VoidfallState, 'rng'>;

/** `recalled` counts every cube hit, `toHome` those of them Escape Pods move to the Home Sector (by type). */
export interface SkirmishResult {
  outcome: 'defended' | 'lost' | 'tie'; recalled: number; toHome: Partial<Record<FleetType, number>>; survivors: FleetToken[]; steps: string[];
}

export function skirmishCombat(
  fleets: FleetToken[], sectorDefenses: number, starbases: number, voidborn: number, tech: CombatTech = NO_TECH, choices?: readonly FleetType[],
  voidbornAbsorption = 0,
): SkirmishResult {
  const pick = lossPicker(choices);
  const force: Partial<Record<FleetType, number>> = {};
  for (const f of fleets) force[f.type] = (force[f.type] ?? 0) + f.power;
  const total = () => Object.values(force).reduce((a, b) => a + (b ?? 0), 0);
  const corvettes = () => force.corvette ?? 0;
  const steps: string[] = [];
  const hitTypes: FleetType[] = [];
  // A10: "each absorption source is used once per Combat (a multi-point block is spent at once)": Shields (1, with a
  // Corvette), your Dreadnoughts and your Carriers (each a block of their Fleet Power); least waste first (hoshbad).
  const used = new Set<string>();
  const hitMe = (damage: number) => {
    let left = damage;
    const sources = ([['shields', shieldPoints(tech, corvettes(), 'salvo')], ['dreadnought', force.dreadnought ?? 0], ['carrier', force.carrier ?? 0]] as const)
      .filter(([k, n]) => n > 0 && !used.has(k)).sort((a, b) => Math.max(0, a[1] - left) - Math.max(0, b[1] - left) || b[1] - a[1]);
    for (const [k, n] of sources) {
      if (left === 0) break;
      used.add(k);
      left -= Math.min(n, left);
    }
    recallCubes(force, left, hitTypes, pick);
    return left;
  };
  const dealt = sectorDefenses + starbases + (force.sentry ?? 0) + tech.missiles;
  const approach = dealt + (tech.energyCells && dealt >= 1 ? 1 : 0);
  if (approach > 0) {
    const hit = Math.min(voidborn, approach);
    voidborn -= hit;
    steps.push(`Approach: your defences destroy ${hit} Voidborn Fleet Power.`);
  }
  const myInitiative = () => total() - (force.sentry ?? 0) + ((force.dreadnought ?? 0) > 0 ? 1 : 0) + targetingBonus(tech, corvettes());
  // Improved Targeting strikes first, except for a Defender whose only Fleet Power is Sentries.
  const first = () => tech.targeting === 'improved' && total() > (force.sentry ?? 0);
  for (let salvo = 1; voidborn > 0 && total() > 0; salvo++) {
    const mine = first() ? Number.POSITIVE_INFINITY : myInitiative();
    // Event C2-H: the Voidborn absorb `voidbornAbsorption` Damage in every Salvo step (rules/frames/lasting.ts).
    const damage = () => Math.min(voidborn, Math.max(0, 1 + torpedoDamage(tech, corvettes(), salvo) - voidbornAbsorption));
    if (voidborn > mine) {
      const hit = hitMe(1);
      const back = myInitiative() >= 1 ? damage() : 0;
      voidborn -= back;
      steps.push(`Salvo ${salvo}: the Voidborn strike first for ${hit}; you strike back for ${back}.`);
    } else if (voidborn < mine) {
      const dealtNow = damage();
      voidborn -= dealtNow;
      const hit = voidborn >= 1 ? hitMe(1) : 0;
      steps.push(`Salvo ${salvo}: you strike first for ${dealtNow}; the Voidborn strike back for ${hit}.`);
    } else {
      const dealtNow = damage();
      voidborn -= dealtNow;
      const hit = hitMe(1);
      steps.push(`Salvo ${salvo}: both sides strike at once: you deal ${dealtNow}, the Voidborn ${hit}.`);
    }
  }
  const left = total();
  const outcome: SkirmishResult['outcome'] = voidborn === 0 ? (left === 0 && fleets.length > 0 ? 'tie' : 'defended') : 'lost';
  const survivors = Object.entries(force).filter(([, n]) => (n ?? 0) > 0).map(([type, n]) => ({ type: type as FleetType, power: n! }));
  const toHome: Partial<Record<FleetType, number>> = {};
  const moved = podsMove(tech, 0, hitTypes.length);
  for (const type of hitTypes.slice(0, moved)) toHome[type] = (toHome[type] ?? 0) + 1;
  if (moved > 0) steps.push(`Escape Pods move ${moved} recalled Fleet Power to your Home Sector.`);
  return { outcome, recalled: hitTypes.length, toHome, survivors, steps };
}

/** The Skirmish on `sector` with its defender's Technologies and Damage `choices` (none: the cheapest first). */
export function skirmishOn(s: Draft, seat: Seat, sector: string, strength: number, choices?: readonly FleetType[]): SkirmishResult {
  const x = s.sectors[sector];
  const count = (kind: string) => x.installations.filter((i) => i === kind).length;
  return skirmishCombat(x.fleets, count('sector_defense'), count('starbase'), strength, playerCombatTech(s, seat, sector, 'defender').tech, choices, voidbornSalvoAbsorption(s, seat));
}

/**
 * The sectors the Voidborn may strike: the best-ranked targets, tied on every sourced key, in the map's order (the
 * defending player chooses among them, `default-skirmish-final-tie-break`); empty when none qualifies.
 */
export function skirmishCandidates(s: Draft, seat: Seat, strength: number): string[] {
  const order = s.map.sectors.map((x) => x.id);
  const ranked = skirmishTargets(s, seat).map((id) => {
    const r = skirmishOn(s, seat, id, strength);
    const x = s.sectors[id];
    return { id, key: [r.outcome === 'defended' ? 0 : 1, r.recalled, x.corrupted ? 0 : 1, x.population ?? 0, x.guilds.length] };
  });
  const cmp = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i];
    return 0;
  };
  ranked.sort((a, b) => cmp(a.key, b.key) || order.indexOf(a.id) - order.indexOf(b.id));
  return ranked.filter((r) => cmp(r.key, ranked[0].key) === 0).map((r) => r.id);
}

/** The sector the Voidborn strike when the defender leaves the choice to the engine: the first candidate, or null. */
export function skirmishTarget(s: Draft, seat: Seat, strength: number): string | null {
  return skirmishCandidates(s, seat, strength)[0] ?? null;
}
