/**
 * Resources and production (rules addendum A7). A resource's Production Level is the Population of each sector you
 * control counted once per Guild of that resource there (Pure or Corrupted; the digest's "one step per Population for
 * each Guild", unchanged in the published game), plus permanent bonuses, at most 13. "Produce X" adds X's Yield from
 * the dial. Stockpiles hold 0-15: the excess is lost; when it is lost by producing, that is an overproduction, worth
 * 3 Influence for each resource type each time. Technology bonuses: improved Orbital Docks, Data Refinery, Neural
 * Matrix; the special sectors' bonuses have no amount in any source (sector-types.json) and no such sector is in play.
 */
import type { Seat } from '../../../engine';
import { yieldOf } from '../data';
import type { Guild, Resource } from '../data/schema';
import type { VoidfallState } from '../state';
import { hasTechnology } from './fleets';

type Draft = Omit<VoidfallState, 'rng'>;

export const MAX_LEVEL = 13;
export const MAX_STOCK = 15;
export const OVERPRODUCTION_INFLUENCE = 3;

export const guildResource: Record<Guild, Resource> = {
  farmers: 'food', engineers: 'energy', miners: 'materials', bankers: 'credits', scientists: 'science',
};

export function productionLevel(s: Draft, seat: Seat, resource: Resource): number {
  let level = s.players[seat].productionBonus[resource];
  // Improved Orbital Docks: "Each Shipyard increases your Credits Production Level by 2" (a Shipyard of a sector you control).
  const docks = resource === 'credits' && s.players[seat].technologies.includes('orbital-docks-improved') ? 2 : 0;
  // Data Refinery (basic; an improved card keeps it): "Each of your Bankers' Guilds increases your Science Production
  // Level by 2" (a Bankers' Guild of a sector you control, Pure or Corrupted, as the Guilds counted for production).
  const refinery = resource === 'science' && hasTechnology(s.players[seat], 'data-refinery') ? 2 : 0;
  for (const sector of Object.values(s.sectors)) {
    if (sector.owner !== seat) continue;
    const guilds = sector.guilds.filter((g) => guildResource[g] === resource).length;
    level += guilds * (sector.population ?? 0);
    if (docks > 0) level += docks * sector.installations.filter((i) => i === 'shipyard').length;
    if (refinery > 0) level += refinery * sector.guilds.filter((g) => g === 'bankers').length;
  }
  return Math.min(MAX_LEVEL, level);
}

/** Gains resources (not a production): each stockpile stops at 15, the rest is lost without Influence. */
export function gainResources(s: Draft, seat: Seat, amounts: Partial<Record<Resource, number>>): void {
  const stock = s.players[seat].resources;
  for (const [r, n] of Object.entries(amounts) as [Resource, number][]) stock[r] = Math.min(MAX_STOCK, stock[r] + n);
}

/** Produces each listed resource once: its Yield is added; each one that overflows is an overproduction (+3 Influence). */
/**
 * Neural Matrix: "You may gain 2 additional Credits before producing Credits." Gained always (a reading: more Credits,
 * and an overproduction they cause only adds Influence, so never worse).
 */
const neuralMatrixCredits = (p: VoidfallState['players'][number]) => (p.technologies.some((c) => c.startsWith('neural-matrix-')) ? 2 : 0);

export function produce(s: Draft, seat: Seat, list: readonly Resource[]): { produced: Partial<Record<Resource, number>>; overproductions: number } {
  const player = s.players[seat];
  const produced: Partial<Record<Resource, number>> = {};
  let overproductions = 0;
  for (const r of list) {
    const amount = yieldOf(r, productionLevel(s, seat, r)) + (r === 'credits' ? neuralMatrixCredits(player) : 0);
    const total = player.resources[r] + amount;
    if (total > MAX_STOCK) overproductions += 1;
    player.resources[r] = Math.min(MAX_STOCK, total);
    produced[r] = amount;
  }
  player.influence += overproductions * OVERPRODUCTION_INFLUENCE;
  return { produced, overproductions };
}
