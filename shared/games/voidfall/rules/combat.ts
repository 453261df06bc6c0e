/**
 * Combat (rules addendum A10), for an invasion of a sector no player controls. The Invader's force is fleet tokens;
 * the Defender is the sector's Voidborn Fleet Power (fighting as Corvettes) and its Installations.
 * - Before anything, invading Carriers deploy Corvette Fleet Power equal to their Fleet Power (from the Active area).
 * - Approach step, both sides at once: the Defender deals 1 per Sector Defense and per Starbase (Voidborn have no
 *   Sentries); the Invader's Dreadnought Fleet Power absorbs Approach Damage. A Fallen House sector defends with its
 *   Sector Defenses only and surrenders if the Invader survives the Approach step.
 * - Salvo steps while both sides have Fleet Power: Initiative = Fleet Power, +1 with any Dreadnought, +1 for an
 *   Invader with any Destroyer. The higher side deals 1 Damage (+1 per Destroyer Fleet Power in the Invader's first
 *   Salvo, once per Combat); the other side then strikes back if its recomputed Initiative is still at least 1; equal
 *   Initiative strikes at once. Defending Dreadnoughts and Carriers absorb Salvo Damage (none for the Voidborn).
 * - A side with no Fleet Power left loses; both at 0 is a tie; a Defender with Installations only wins if the Invader
 *   is wiped out.
 * Each Damage recalls one Invader cube "of their choice": the engine takes the cheapest fleet type first (Corvette,
 * Sentry, Destroyer, Carrier, Dreadnought), a reading that keeps the strongest cubes. Technology effects on Combat
 * (Shields, Targeting, Torpedoes, Deep Space Missiles, Energy Cells, Drones, Replicators, Escape Pods) and improved
 * Destroyers (conflict C8) are not built yet.
 */
import type { FleetType } from '../data/schema';
import type { FleetToken } from '../state';

export const LOSS_ORDER: readonly FleetType[] = ['corvette', 'sentry', 'destroyer', 'carrier', 'dreadnought'];

export interface CombatInput {
  invader: FleetToken[];
  /** Active cubes the Invader may deploy with Carriers. */
  activeCubes: number;
  voidborn: number;
  sectorDefenses: number;
  starbases: number;
  fallenHouse: boolean;
}

export interface CombatResult {
  outcome: 'win' | 'loss' | 'tie';
  /** The Invader's cubes left, by fleet type, and how many of its cubes went back to the Active area. */
  survivors: Partial<Record<FleetType, number>>;
  invaderRecalled: number;
  carrierCorvettes: number;
  voidbornLeft: number;
  /** What happened, step by step, in game words. */
  steps: string[];
}

const total = (force: Partial<Record<FleetType, number>>) => Object.values(force).reduce((a, b) => a + (b ?? 0), 0);

function damageInvader(force: Partial<Record<FleetType, number>>, damage: number): number {
  let dealt = 0;
  for (const type of LOSS_ORDER) {
    while (dealt < damage && (force[type] ?? 0) > 0) {
      force[type]! -= 1;
      dealt += 1;
    }
  }
  return dealt;
}

export function resolveCombat(input: CombatInput): CombatResult {
  const force: Partial<Record<FleetType, number>> = {};
  for (const f of input.invader) force[f.type] = (force[f.type] ?? 0) + f.power;
  const steps: string[] = [];
  const carrierCorvettes = Math.min(force.carrier ?? 0, input.activeCubes);
  if (carrierCorvettes > 0) {
    force.corvette = (force.corvette ?? 0) + carrierCorvettes;
    steps.push(`Carriers deploy ${carrierCorvettes} Corvette Fleet Power.`);
  }
  let voidborn = input.voidborn;
  let recalled = 0;
  const installations = input.sectorDefenses + input.starbases;
  // Approach step.
  const approach = Math.max(0, installations - (force.dreadnought ?? 0));
  if (installations > 0) {
    const hit = damageInvader(force, approach);
    recalled += hit;
    steps.push(`Approach: the defences deal ${installations} Damage, ${installations - approach} absorbed; ${hit} Fleet Power recalled.`);
  }
  if (input.fallenHouse) {
    const won = total(force) > 0;
    steps.push(won ? 'The Fallen House surrenders.' : 'The invasion is repelled.');
    return { outcome: won ? 'win' : 'loss', survivors: force, invaderRecalled: recalled, carrierCorvettes, voidbornLeft: 0, steps };
  }
  // Salvo steps.
  let destroyerBonus = force.destroyer ?? 0;
  const invaderInitiative = () => total(force) + ((force.dreadnought ?? 0) > 0 ? 1 : 0) + ((force.destroyer ?? 0) > 0 ? 1 : 0);
  for (let salvo = 1; total(force) > 0 && voidborn > 0; salvo++) {
    const mine = invaderInitiative();
    const theirs = voidborn;
    const invaderStrike = () => {
      const damage = 1 + destroyerBonus;
      destroyerBonus = 0;
      const hit = Math.min(voidborn, damage);
      voidborn -= hit;
      return hit;
    };
    if (mine > theirs) {
      const hit = invaderStrike();
      const back = voidborn >= 1 ? damageInvader(force, 1) : 0;
      recalled += back;
      steps.push(`Salvo ${salvo}: you strike first (Initiative ${mine} against ${theirs}) for ${hit}; the Voidborn strike back for ${back}.`);
    } else if (mine < theirs) {
      const back = damageInvader(force, 1);
      recalled += back;
      const hit = invaderInitiative() >= 1 ? invaderStrike() : 0;
      steps.push(`Salvo ${salvo}: the Voidborn strike first (Initiative ${theirs} against ${mine}) for ${back}; you strike back for ${hit}.`);
    } else {
      const hit = invaderStrike();
      const back = damageInvader(force, 1);
      recalled += back;
      steps.push(`Salvo ${salvo}: both sides strike at once (Initiative ${mine}): you deal ${hit}, the Voidborn ${back}.`);
    }
  }
  const left = total(force);
  // Wiped out: against Installations only the Defender wins; against Voidborn it is a tie if they are wiped out too.
  const outcome: CombatResult['outcome'] = left > 0 ? 'win' : input.voidborn > 0 && voidborn === 0 ? 'tie' : 'loss';
  return { outcome, survivors: force, invaderRecalled: recalled, carrierCorvettes, voidbornLeft: voidborn, steps };
}
