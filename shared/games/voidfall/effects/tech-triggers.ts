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
 * - Sentries: "you may replace an Installation build with a (Sentry) deployment." Reading: a build may instead deploy
 *   1 Sentry (no cost: Sentries have none) in one of the sectors the build allows, under the deployment rules.
 * - Salvage Scanner: "Before the Combat, place a Reclaim token on the Voidborn sector you invade"; improved: "on a
 *   Corrupted or Voidborn sector you invade, and remove a Corruption after a successful invasion". Reading: the top
 *   face-down Reclaim token of the supply goes onto the invaded sector at the launch (a Voidborn sector = one not
 *   Corrupted), taken with the sector's other tokens when it is won, left there otherwise; the removal is optional.
 * - Carriers: "A Carrier counts as a Shipyard (source structure)." Reading: each Carrier fleet token of yours is one
 *   Shipyard for deploying (in its sector, and one more per-Shipyard deployment); Orbital Docks still counts the
 *   sectors holding a Shipyard Installation only (it speaks of sectors, a Carrier is a fleet).
 * - improved Sentries: "You may build an Installation and deploy a Sentry in the same sector, or deploy without
 *   building." Reading: after a build, 1 Sentry may also be deployed in that sector (under the deployment rules, as the
 *   basic replacement, which stays: "deploy without building").
 * Reading: an improved card keeps its basic ability (the data gives the improved texts as additions). A trigger opens
 * as a further effect group of the action (an `any` group: the player may leave it).
 */
import type { Guild, Resource } from '../data/schema';
import { deployProblem, hasTechnology } from '../rules/fleets';
import { guildResource } from '../rules/production';
import { deploymentToll } from '../rules/frames/lasting';
import type { Draft, EffectChoice, Primitive } from './types';
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
  if (!pending) return;
  if (hasTechnology(s.players[seat], 'combat-replicators') && s.bountySupply.length > 0) {
    pending.groups.push({ effects: [{ op: 'gain_bounty_token', count: 1 }], mode: 'any', used: [], ifBoth: null });
  }
  if (s.players[seat].technologies.includes('salvage-scanner-improved')) {
    pending.groups.push({ effects: [{ op: 'remove_corruption' }], mode: 'any', used: [], ifBoth: null });
  }
}

/** Salvage Scanner: a Reclaim token from the supply onto the sector `seat` invades, before the Combat. */
export function placeSalvageReclaim(s: Draft, seat: Seat, target: string): void {
  const p = s.players[seat];
  if (!hasTechnology(p, 'salvage-scanner') || s.reclaimSupply.length === 0) return;
  if (s.sectors[target].corrupted && !p.technologies.includes('salvage-scanner-improved')) return;
  s.sectors[target].reclaimTokens.push(...s.reclaimSupply.splice(0, 1));
}

/** The extra per-Shipyard deployment sectors of Orbital Docks: one more for each sector with a Shipyard. */
export function extraShipyardSectors(s: Draft, seat: Seat, sectors: string[]): string[] {
  if (!hasTechnology(s.players[seat], 'orbital-docks')) return [];
  return [...new Set(sectors)].filter((id) => s.sectors[id].installations.includes('shipyard'));
}

/** Sentries: the Sentry deployments that may replace an Installation build in `sectors`. */
export function sentryInsteadOfBuild(s: Draft, seat: Seat, sectors: string[]): EffectChoice[] {
  if (!hasTechnology(s.players[seat], 'sentries')) return [];
  // A deployment: Event C1-H's toll applies to it as to any other.
  return sectors.filter((sector) => deployProblem(s, seat, sector, 'sentry') === null)
    .flatMap((sector) => deploymentToll(s, seat, { sector, fleet: 'sentry' }, 0));
}

/** Carriers: one "per Shipyard" deployment in the sector of each Carrier fleet token `seat` has there. */
export function carrierShipyards(s: Draft, seat: Seat): string[] {
  return Object.entries(s.sectors).filter(([, x]) => x.owner === seat)
    .flatMap(([id, x]) => x.fleets.filter((f) => f.type === 'carrier').map(() => id));
}

/** Improved Sentries: a build in `sector` may be followed by a Sentry deployment there (an optional group). */
export function sentryWithBuild(s: Draft, seat: Seat, sector: string): Trigger[] {
  if (!s.players[seat].technologies.includes('sentries-improved') || deployProblem(s, seat, sector, 'sentry') !== null) return [];
  return [{ effects: [{ op: 'deploy_fleet_power', count: 1, fleet_type: 'sentry', where: sector }], mode: 'any' }];
}
