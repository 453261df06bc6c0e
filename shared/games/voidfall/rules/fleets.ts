/**
 * Fleet Power (rules addendum A9): 14 cubes per player, Inactive or Active on the House mat, or deployed in fleet
 * tokens of one type (up to 3 cubes; basic Dreadnoughts and Carriers 1). Activate = Inactive → Active; Deactivate =
 * Active → Inactive; Deploy = Active → a sector you control with a Shipyard, Starbase or Carrier, Corvettes always, the other
 * types with the Technology of the same name, paying its cost per cube; Recall = a deployed cube back to Active. The
 * last cube recalled from a sector other than the Home Sector abandons it to the Voidborn (`abandon`); the Glory token
 * its owner discards then is their choice, made by the caller.
 */
import type { Seat } from '../../../engine';
import { fleetKindOf } from '../data';
import type { FleetType, Resource } from '../data/schema';
import type { PlayerState, VoidfallState } from '../state';

type Draft = Omit<VoidfallState, 'rng'>;

/** Voidborn Fleet Power placed on an abandoned sector (A9). */
export const ABANDONED_VOIDBORN = 2;

export function hasTechnology(p: PlayerState, technology: string): boolean {
  return p.technologies.some((card) => card.startsWith(`${technology}-`));
}

/** Cubes a fleet token of this type may hold for this player (improved Dreadnoughts and Carriers hold 3). */
export function tokenCapacity(p: PlayerState, type: FleetType): number {
  const kind = fleetKindOf(type);
  const improved = kind.requires_technology !== null && p.technologies.includes(`${kind.requires_technology}-improved`);
  return improved ? kind.max_fleet_power_per_fleet_improved ?? kind.max_fleet_power_per_fleet : kind.max_fleet_power_per_fleet;
}

/** `power` cubes of one type on as few tokens as their capacity allows (split and merge are free within a sector). */
export function packTokens(p: PlayerState, type: FleetType, power: number): { type: FleetType; power: number }[] {
  const cap = tokenCapacity(p, type);
  return Array.from({ length: Math.ceil(power / cap) }, (_, i) => ({ type, power: Math.min(cap, power - i * cap) }));
}

export function deployCost(type: FleetType): Partial<Record<Resource, number>> {
  return { ...(fleetKindOf(type).deploy_cost_per_fleet_power ?? {}) };
}

/** Why `seat` cannot deploy a cube of `type` in `sector` now, or null if it can (the cost is paid by the caller). */
export function deployProblem(s: Draft, seat: Seat, sector: string, type: FleetType): string | null {
  const p = s.players[seat];
  const x = s.sectors[sector];
  if (!x || x.owner !== seat) return 'You can deploy only in a sector you control.';
  // Carriers: "A Carrier counts as a Shipyard" (a Carrier fleet of yours in the sector lets you deploy there).
  if (!x.installations.some((i) => i === 'shipyard' || i === 'starbase') && !x.fleets.some((f) => f.type === 'carrier')) {
    return 'Deploying needs a Shipyard or a Starbase (or a Carrier) in that sector.';
  }
  if (p.fleetPower.active < 1) return 'You have no Active Fleet Power.';
  const tech = fleetKindOf(type).requires_technology;
  if (tech !== null && !hasTechnology(p, tech)) return 'You need the Technology of that fleet type.';
  return null;
}

export function deploy(s: Draft, seat: Seat, sector: string, type: FleetType): void {
  const p = s.players[seat];
  const fleets = s.sectors[sector].fleets;
  const token = fleets.find((f) => f.type === type && f.power < tokenCapacity(p, type));
  if (token) token.power += 1;
  else fleets.push({ type, power: 1 });
  p.fleetPower.active -= 1;
}

/** Activates up to `count` cubes; returns how many moved (none without Inactive cubes). */
export function activate(p: PlayerState, count: number): number {
  const moved = Math.min(count, p.fleetPower.inactive);
  p.fleetPower.inactive -= moved;
  p.fleetPower.active += moved;
  return moved;
}

/** Deactivates one Active cube; false when there is none (the player must first recall one, their choice). */
export function deactivate(p: PlayerState): boolean {
  if (p.fleetPower.active < 1) return false;
  p.fleetPower.active -= 1;
  p.fleetPower.inactive += 1;
  return true;
}

/**
 * A player's sector abandoned by its last cube (an invasion, a cost, a lost Skirmish): it becomes Voidborn and its
 * owner discards a Glory token, the lowest (the owner's choice in the rules; a reading). Returns the value discarded.
 */
export function abandonByOwner(s: Draft, seat: Seat, sector: string): number | null {
  abandon(s, sector);
  const p = s.players[seat];
  if (p.glory.length === 0) return null;
  const lowest = Math.min(...p.glory);
  p.glory.splice(p.glory.indexOf(lowest), 1);
  return lowest;
}

/** Recalls one cube of `type` from `sector` to the Active area; true when that left a non-Home sector empty. */
export function recall(s: Draft, seat: Seat, sector: string, type: FleetType): boolean {
  const x = s.sectors[sector];
  const token = x.fleets.find((f) => f.type === type);
  if (!token || x.owner !== seat) throw new Error(`no ${type} of seat ${seat} in ${sector}`);
  token.power -= 1;
  if (token.power === 0) x.fleets.splice(x.fleets.indexOf(token), 1);
  s.players[seat].fleetPower.active += 1;
  return x.fleets.length === 0 && s.map.starts[seat]?.home !== sector;
}

/**
 * An abandoned sector becomes a Voidborn sector (A9): its Installations go, it is Corrupted unless it has no
 * Population, 2 Voidborn Fleet Power and a face-down Bounty token from the supply are placed.
 */
export function abandon(s: Draft, sector: string): void {
  const x = s.sectors[sector];
  x.owner = null;
  x.installations = [];
  if (x.population !== null && x.population > 0) x.corrupted = true;
  x.voidbornFleetPower = ABANDONED_VOIDBORN;
  x.bountyTokens.push(...s.bountySupply.splice(0, 1));
}
