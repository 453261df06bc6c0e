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
 * Each Damage recalls one Invader cube "of their choice" (rules/damage-choice.ts): the choices passed in, in order,
 * or without them the cheapest fleet type first (Corvette, Sentry, Destroyer, Carrier, Dreadnought), the reading
 * that keeps the strongest cubes and the time-out's answer. The Invader's Technologies
 * (rules/combat-technologies.ts) add Approach Damage (Missiles, improved Destroyers), Absorption (Shields, Drones),
 * Initiative (Targeting), Salvo Damage (Torpedoes), a Replicators deployment and Escape Pods (cubes to the Home Sector);
 * Nervo's Bombard adds the Absorption bought with Materials (rules/bombard.ts).
 */
import type { FleetType } from '../data/schema';
import type { FleetToken } from '../state';
import {
  type CombatTech, NO_TECH, podsMove, shieldPoints, type TechOptions, targetingBonus, torpedoDamage, withDrones,
} from './combat-technologies';
import { lossPicker, recallCubes } from './damage-choice';

export { LOSS_ORDER } from './damage-choice';

export interface CombatInput {
  invader: FleetToken[];
  /** Active cubes the Invader may deploy with Carriers. */
  activeCubes: number;
  voidborn: number;
  sectorDefenses: number;
  starbases: number;
  fallenHouse: boolean;
  /** The Invader's Combat Technologies (none when absent). */
  tech?: CombatTech;
  /** Absorption points bought by Nervo's Bombard (rules/bombard.ts), each used once; absent when none. */
  bombard?: { approach: number; salvo: number };
}

export interface CombatResult {
  outcome: 'win' | 'loss' | 'tie';
  /** The Invader's cubes left, by fleet type, and how many of its cubes went back to the Active area. */
  survivors: Partial<Record<FleetType, number>>;
  invaderRecalled: number;
  /** Cubes the Combat took from the Active area: the Carriers' Corvettes and a Replicators deployment with none recalled. */
  carrierCorvettes: number;
  /** Of the recalled cubes, those Escape Pods move to the Home Sector instead of the Active area, by fleet type. */
  toHome: Partial<Record<FleetType, number>>;
  voidbornLeft: number;
  /** What happened, step by step, in game words. */
  steps: string[];
  /** Improved Combat Replicators deployed 1 Fleet Power (event C1-H asks a toll for it: effects/replicator-toll.ts). */
  replicated?: boolean;
}

const total = (force: Partial<Record<FleetType, number>>) => Object.values(force).reduce((a, b) => a + (b ?? 0), 0);

/**
 * Fights a Combat. `choices`: the fleet type each Invader Damage with a choice recalls, in order; when they run out
 * the Combat throws DamageChoiceNeeded (rules/damage-choice.ts). Without them, the cheapest type first.
 */
export function resolveCombat(input: CombatInput, choices?: readonly FleetType[]): CombatResult {
  const tech = input.tech ?? NO_TECH;
  const pick = lossPicker(choices);
  const damageInvader = (f: Partial<Record<FleetType, number>>, damage: number, hit: FleetType[]) => recallCubes(f, damage, hit, pick);
  const force: Partial<Record<FleetType, number>> = {};
  for (const f of input.invader) force[f.type] = (force[f.type] ?? 0) + f.power;
  const steps: string[] = [];
  const carrierCorvettes = Math.min(force.carrier ?? 0, input.activeCubes);
  if (carrierCorvettes > 0) {
    force.corvette = (force.corvette ?? 0) + carrierCorvettes;
    steps.push(`Carriers deploy ${carrierCorvettes} Corvette Fleet Power.`);
  }
  let voidborn = input.voidborn;
  const hitTypes: FleetType[] = [];
  const corvettes = () => force.corvette ?? 0;
  // Approach step, both sides at once (totals before removals).
  const installations = input.sectorDefenses + input.starbases;
  const ownApproach = tech.missiles + ((force.destroyer ?? 0) > 0 ? tech.destroyerApproach : 0);
  const absorbed = Math.min(installations, (force.dreadnought ?? 0) + shieldPoints(tech, corvettes(), 'approach') + tech.drones.approach + (input.bombard?.approach ?? 0));
  if (installations > 0) {
    const hit = damageInvader(force, installations - absorbed, hitTypes);
    steps.push(`Approach: the defences deal ${installations} Damage, ${absorbed} absorbed; ${hit} Fleet Power recalled.`);
  }
  if (ownApproach > 0 && voidborn > 0) {
    const hit = Math.min(voidborn, ownApproach);
    voidborn -= hit;
    steps.push(`Approach: your Technologies destroy ${hit} Voidborn Fleet Power.`);
  }
  const result = (outcome: CombatResult['outcome']): CombatResult => afterCombat(input, tech, {
    outcome, survivors: force, invaderRecalled: hitTypes.length, carrierCorvettes, toHome: {}, voidbornLeft: voidborn, steps,
  }, hitTypes);
  if (input.fallenHouse) {
    const won = total(force) > 0;
    steps.push(won ? 'The Fallen House surrenders.' : 'The invasion is repelled.');
    voidborn = 0;
    return result(won ? 'win' : 'loss');
  }
  // Salvo steps.
  let destroyerBonus = force.destroyer ?? 0;
  let salvoAbsorb = shieldPoints(tech, corvettes(), 'salvo') + tech.drones.salvo + (input.bombard?.salvo ?? 0);
  const damageMe = () => {
    if (salvoAbsorb > 0) {
      salvoAbsorb -= 1;
      return 0;
    }
    return damageInvader(force, 1, hitTypes);
  };
  const invaderInitiative = () => total(force) + ((force.dreadnought ?? 0) > 0 ? 1 : 0) + ((force.destroyer ?? 0) > 0 ? 1 : 0)
    + targetingBonus(tech, corvettes());
  for (let salvo = 1; total(force) > 0 && voidborn > 0; salvo++) {
    // Improved Targeting always strikes first (the Voidborn have no Technology to cancel it).
    const mine = tech.targeting === 'improved' ? Number.POSITIVE_INFINITY : invaderInitiative();
    const theirs = voidborn;
    const invaderStrike = () => {
      // The Destroyers' extra Damage is fixed at the start of the Salvo step, also when striking back (hoshbad §4.8).
      const damage = 1 + destroyerBonus + torpedoDamage(tech, corvettes(), salvo);
      destroyerBonus = 0;
      const hit = Math.min(voidborn, damage);
      voidborn -= hit;
      return hit;
    };
    if (mine > theirs) {
      const hit = invaderStrike();
      const back = voidborn >= 1 ? damageMe() : 0;
      steps.push(`Salvo ${salvo}: you strike first (Initiative ${shown(mine)} against ${theirs}) for ${hit}; the Voidborn strike back for ${back}.`);
    } else if (mine < theirs) {
      const back = damageMe();
      const hit = invaderInitiative() >= 1 ? invaderStrike() : 0;
      steps.push(`Salvo ${salvo}: the Voidborn strike first (Initiative ${theirs} against ${mine}) for ${back}; you strike back for ${hit}.`);
    } else {
      const hit = invaderStrike();
      const back = damageMe();
      steps.push(`Salvo ${salvo}: both sides strike at once (Initiative ${mine}): you deal ${hit}, the Voidborn ${back}.`);
    }
  }
  const left = total(force);
  // Wiped out: against Installations only the Defender wins; against Voidborn it is a tie if they are wiped out too.
  return result(left > 0 ? 'win' : input.voidborn > 0 && voidborn === 0 ? 'tie' : 'loss');
}

const shown = (initiative: number) => (Number.isFinite(initiative) ? String(initiative) : 'first, by Targeting');

/** Improved Combat Replicators (a win or tie: deploy 1 Corvette Fleet Power there, a tie becomes a win) and Escape Pods. */
function afterCombat(input: CombatInput, tech: CombatTech, r: CombatResult, hitTypes: FleetType[]): CombatResult {
  const available = input.activeCubes - r.carrierCorvettes + r.invaderRecalled;
  if (tech.replicators && (r.outcome === 'win' || r.outcome === 'tie') && available > 0) {
    r.survivors.corvette = (r.survivors.corvette ?? 0) + 1;
    // The cube comes from the Active area: one just recalled if any, else one that was there before the Combat.
    if (r.invaderRecalled > 0) {
      r.invaderRecalled -= 1;
      hitTypes.pop();
    } else r.carrierCorvettes += 1;
    r.steps.push(r.outcome === 'tie' ? 'Combat Replicators deploy 1 Fleet Power: the tie becomes a win.' : 'Combat Replicators deploy 1 Fleet Power.');
    r.outcome = 'win';
    r.replicated = true;
  }
  const moved = podsMove(tech, 0, hitTypes.length);
  for (const type of hitTypes.slice(0, moved)) r.toHome[type] = (r.toHome[type] ?? 0) + 1;
  if (moved > 0) r.steps.push(`Escape Pods move ${moved} recalled Fleet Power to your Home Sector.`);
  return r;
}

export interface InvasionPlan { tech: CombatTech; energySpent: number; tradeTokenReturned: boolean }

/**
 * The Invader's Technologies for an invasion: the paid options (basic Missiles' Energy, Drones' Trade token) are used
 * only when the Combat is not won without them, judged with the cheapest-first losses (a reading: the rules leave
 * them to the player). The Combat itself is then fought with the player's Damage choices.
 */
export function planInvasion(input: CombatInput, options: TechOptions): InvasionPlan {
  const plain = resolveCombat({ ...input, tech: options.tech });
  if (plain.outcome === 'win' || (!options.missileForEnergy && options.drones === 'none')) return { tech: options.tech, energySpent: 0, tradeTokenReturned: false };
  let tech = options.missileForEnergy ? { ...options.tech, missiles: options.tech.missiles + 1 } : options.tech;
  if (options.drones !== 'none') tech = withDrones(tech, options.drones);
  return { tech, energySpent: options.missileForEnergy ? 1 : 0, tradeTokenReturned: options.drones !== 'none' };
}
