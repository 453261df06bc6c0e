/**
 * Triggered Technology abilities (rules addendum A3 "triggered effects": resolved within the current action, each
 * optional), one small script per text of technologies.json:
 * - Cybernetics: "When you establish a Guild, you may gain 2 resources of that Guild's type."
 * - Cloning: "Gain 1 Credit or activate 1 Fleet Power whenever you increase a Pure Population."
 * - improved Cybernetics: "When you increase a Pure Population, gain the resources matching the Guilds in that sector
 *   (2 per Guild)."
 * - Combat Replicators: "After a successful invasion, you may gain a Bounty token and keep the sector's Installations."
 *   Reading: the Installations are kept at once (the invaded sector's Sector Defenses and Starbases then defend the new
 *   owner: never worse for him); the Bounty token is the optional part, a further effect group.
 * - Orbital Docks: "When deploying, each sector with a Shipyard counts as having one additional Shipyard." Reading: a
 *   sector holding at least one Shipyard (a Starbase is not a Shipyard) gives one more per-Shipyard deployment.
 * Reading: an improved card keeps its basic ability (the data gives the improved texts as additions). A trigger opens
 * as a further effect group of the action (an `any` group: the player may leave it).
 */
import type { Guild, Resource } from '../data/schema';
import { hasTechnology } from '../rules/fleets';
import { guildResource } from '../rules/production';
import type { Draft, Primitive } from './types';
import type { Seat } from '../../../engine';

type Trigger = { effects: Primitive[]; mode: 'one' | 'any' };

/** What establishing a `guild` triggers for `seat`. */
export function onGuildEstablished(s: Draft, seat: number, guild: Guild): Trigger[] {
  if (!hasTechnology(s.players[seat], 'cybernetics')) return [];
  return [{ effects: [{ op: 'gain_resources', resources: { [guildResource[guild]]: 2 } }], mode: 'any' }];
}

/** What increasing the Pure Population of `sector` triggers for `seat`. */
export function onPopulationIncreased(s: Draft, seat: number, sector: string): Trigger[] {
  const p = s.players[seat];
  const out: Trigger[] = [];
  if (hasTechnology(p, 'cloning')) {
    out.push({ effects: [{ op: 'gain_resources', resources: { credits: 1 } }, { op: 'activate_fleet_power', count: 1 }], mode: 'one' });
  }
  const guilds = s.sectors[sector].guilds;
  if (p.technologies.includes('cybernetics-improved') && guilds.length > 0) {
    const gain: Partial<Record<Resource, number>> = {};
    for (const g of guilds) gain[guildResource[g]] = (gain[guildResource[g]] ?? 0) + 2;
    out.push({ effects: [{ op: 'gain_resources', resources: gain }], mode: 'any' });
  }
  return out;
}

/** Whether a sector `seat` wins by invading keeps its Installations (Combat Replicators). */
export const keepsInstallations = (s: Draft, seat: Seat): boolean => hasTechnology(s.players[seat], 'combat-replicators');

/** Opens what a won invasion triggers for `seat` as further effect groups of the action in progress. */
export function openInvasionWonTriggers(s: Draft, seat: Seat): void {
  const pending = s.focusTurn?.pending;
  if (!pending || !hasTechnology(s.players[seat], 'combat-replicators') || s.bountySupply.length === 0) return;
  pending.groups.push({ effects: [{ op: 'gain_bounty_token', count: 1 }], mode: 'any', used: [], ifBoth: null });
}

/** The extra per-Shipyard deployment sectors of Orbital Docks: one more for each sector with a Shipyard. */
export function extraShipyardSectors(s: Draft, seat: Seat, sectors: string[]): string[] {
  if (!hasTechnology(s.players[seat], 'orbital-docks')) return [];
  return [...new Set(sectors)].filter((id) => s.sectors[id].installations.includes('shipyard'));
}
