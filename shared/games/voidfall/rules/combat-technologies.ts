/**
 * Technologies in Combat (rules addendum A10, technologies.json texts), read from a player's Technology cards:
 * - Shields: 1 Salvo Absorption with at least 1 Corvette Fleet Power; improved adds 1 Approach Absorption.
 * - Targeting: +5 Initiative with at least 1 Corvette; improved always strikes first (not a Defender with Sentries only).
 * - Torpedoes: +1 Damage in the first Salvo step with at least 1 Corvette; improved in every Salvo step.
 * - Deep Space Missiles: basic, as Invader, spend 1 Energy for 1 Approach Damage with a Shipyard or Starbase adjacent
 *   to the target; improved, either side, 1 Approach Damage per adjacent sector with one, at most 2.
 * - Energy Cells: as Defender, +1 Approach Damage when dealing at least 1.
 * - Autonomous Drones: invading, return a Trade token for 1 Approach and 1 Salvo Absorption (improved 2 Salvo); in the
 *   Evaluation Skirmish, return a Trade token to defend automatically and successfully (E1).
 * - Combat Replicators improved: after a win or tie as Invader deploy 1 Fleet Power there (a tie becomes a win).
 * - Escape Pods: a recalled cube moves to the Home Sector instead, once per Combat (improved: every one).
 * - Improved Destroyers (data README conflict C8): `default-improved-destroyers`, +1 Approach Damage as Invader.
 * A paid option (Drones' Trade token, basic Missiles' Energy) is used only when the Combat is not won without it, and
 * Escape Pods always (readings: the rules leave them to the player).
 */
import type { Seat } from '../../../engine';
import { defaultValue } from '../data';
import type { FleetType } from '../data/schema';
import { neighboursOf } from '../map/schema';
import type { VoidfallState } from '../state';
import { packTokens } from './fleets';

export interface CombatTech {
  shields: 'none' | 'basic' | 'improved';
  targeting: 'none' | 'basic' | 'improved';
  torpedoes: 'none' | 'basic' | 'improved';
  /** Approach Damage of Deep Space Missiles (the basic one's Energy already decided). */
  missiles: number;
  energyCells: boolean;
  /** Absorption bought with a Trade token by Autonomous Drones (invading). */
  drones: { approach: number; salvo: number };
  replicators: boolean;
  escapePods: 'none' | 'basic' | 'improved';
  /** Approach Damage of improved Destroyers when invading with at least 1 Destroyer Fleet Power. */
  destroyerApproach: number;
}

export const NO_TECH: CombatTech = {
  shields: 'none', targeting: 'none', torpedoes: 'none', missiles: 0, energyCells: false, drones: { approach: 0, salvo: 0 },
  replicators: false, escapePods: 'none', destroyerApproach: 0,
};

const level = (cards: readonly string[], tech: string): 'none' | 'basic' | 'improved' =>
  cards.includes(`${tech}-improved`) ? 'improved' : cards.some((c) => c.startsWith(`${tech}-`)) ? 'basic' : 'none';

/** What a player's Technologies may add to a Combat; the paid options are offered, not yet chosen. */
export interface TechOptions {
  tech: CombatTech;
  /** Basic Deep Space Missiles may buy 1 Approach Damage for 1 Energy. */
  missileForEnergy: boolean;
  /** Autonomous Drones may be used by returning a Trade token. */
  drones: 'none' | 'basic' | 'improved';
}

/**
 * The Combat Technologies of a player with these cards. `adjacentYards`: sectors of the player with a Shipyard or
 * Starbase adjacent to the fought sector; `energy` and `tradeTokens`: what the player could spend.
 */
export function combatTechOf(cards: readonly string[], role: 'invader' | 'defender', adjacentYards: number, energy: number, tradeTokens: number): TechOptions {
  const missiles = level(cards, 'deep-space-missiles');
  const destroyers = level(cards, 'destroyers');
  const c8 = defaultValue<{ approach_damage_as_invader: number }>('default-improved-destroyers').approach_damage_as_invader;
  const tech: CombatTech = {
    ...NO_TECH,
    shields: level(cards, 'shields'),
    targeting: level(cards, 'targeting'),
    torpedoes: level(cards, 'torpedoes'),
    missiles: missiles === 'improved' ? Math.min(2, adjacentYards) : 0,
    energyCells: role === 'defender' && level(cards, 'energy-cells') !== 'none',
    replicators: role === 'invader' && level(cards, 'combat-replicators') === 'improved',
    escapePods: level(cards, 'escape-pods'),
    destroyerApproach: role === 'invader' && destroyers === 'improved' ? c8 : 0,
  };
  return {
    tech,
    missileForEnergy: role === 'invader' && missiles === 'basic' && adjacentYards > 0 && energy >= 1,
    drones: tradeTokens > 0 ? level(cards, 'autonomous-drones') : 'none',
  };
}

/** A player's Combat Technologies for a Combat in `sector` (the adjacent Shipyards and Starbases are their own). */
export function playerCombatTech(s: Omit<VoidfallState, 'rng'>, seat: Seat, sector: string, role: 'invader' | 'defender'): TechOptions {
  const p = s.players[seat];
  const yards = (neighboursOf(s.map).get(sector) ?? []).filter((id) => s.sectors[id]?.owner === seat
    && s.sectors[id].installations.some((i) => i === 'shipyard' || i === 'starbase')).length;
  return combatTechOf(p.technologies, role, yards, p.resources.energy, p.tradeTokens);
}

/** The tech with Drones' absorption bought (invading). */
export function withDrones(tech: CombatTech, drones: 'basic' | 'improved'): CombatTech {
  return { ...tech, drones: { approach: 1, salvo: drones === 'improved' ? 2 : 1 } };
}

/** Absorption points of a side before a step: Shields need at least 1 Corvette Fleet Power in the Combat. */
export function shieldPoints(tech: CombatTech, corvettes: number, step: 'approach' | 'salvo'): number {
  if (corvettes < 1 || tech.shields === 'none') return 0;
  return step === 'salvo' || tech.shields === 'improved' ? 1 : 0;
}

export function torpedoDamage(tech: CombatTech, corvettes: number, salvo: number): number {
  if (corvettes < 1) return 0;
  return tech.torpedoes === 'improved' || (tech.torpedoes === 'basic' && salvo === 1) ? 1 : 0;
}

export function targetingBonus(tech: CombatTech, corvettes: number): number {
  return tech.targeting === 'basic' && corvettes >= 1 ? 5 : 0;
}

/** Escape Pods: how many of `recalled` cubes go to the Home Sector instead (the first one, or all when improved). */
export function podsMove(tech: CombatTech, alreadyMoved: number, recalled: number): number {
  if (tech.escapePods === 'improved') return recalled;
  return tech.escapePods === 'basic' && alreadyMoved === 0 ? Math.min(1, recalled) : 0;
}

export type Force = Partial<Record<FleetType, number>>;

/** Escape Pods: recalled cubes join the fleets of their type in the owner's Home Sector (repacked onto few tokens). */
export function moveToHome(s: Omit<VoidfallState, 'rng'>, seat: Seat, toHome: Force): number {
  const x = s.sectors[s.map.starts[seat].home];
  let moved = 0;
  for (const [type, n] of Object.entries(toHome) as [FleetType, number][]) {
    const same = x.fleets.filter((f) => f.type === type).reduce((sum, f) => sum + f.power, 0);
    x.fleets = [...x.fleets.filter((f) => f.type !== type), ...packTokens(s.players[seat], type, same + n)];
    moved += n;
  }
  return moved;
}
