/**
 * The sourced maps of the data (scenario-maps.json) in the map format. Only the complete ones convert (C011, C021:
 * both solo, one Home Sector); the C031-C081 sketches leave fields out and are not maps yet. No sourced map fits a
 * competitive 2-4 player game, so set-up uses the generator; these prove the format holds a Compendium map as data.
 */
import { scenarioMaps } from '../data';
import type { ScenarioMapData } from '../data/schema-scenarios';
import { galaxyMapSchema, type GalaxyMap } from './schema';

function complete(m: ScenarioMapData): boolean {
  return m.sectors.every((s) => s.corrupted !== undefined && [s.voidborn_fleet_power, s.sector_defenses, s.harbingers, s.bounty_tokens, s.reclaim_tokens].every((n) => typeof n === 'number'));
}

export function sourcedMap(m: ScenarioMapData): GalaxyMap {
  const homes = m.sectors.filter((s) => s.type === 'home-sector');
  const outposts = m.sectors.filter((s) => s.type === 'outpost');
  return galaxyMapSchema.parse({
    id: m.id,
    label: `Compendium map ${m.scenario_reference} (${m.mode}, confidence ${m.confidence.split(':')[0]})`,
    provenance: 'sourced',
    sectors: m.sectors.map((s) => ({
      id: s.id, coord: s.coord, kind: s.type, population: s.population, corrupted: s.corrupted ?? false,
      voidbornFleetPower: s.voidborn_fleet_power ?? 0, sectorDefenses: s.sector_defenses ?? 0, harbingers: s.harbingers ?? 0,
      bountyTokens: s.bounty_tokens ?? 0, reclaimTokens: s.reclaim_tokens ?? 0, gloryTokenValue: s.glory_token_value,
    })),
    adjacency: m.adjacency,
    voidstorms: m.voidstorms,
    starts: homes.map((h, i) => ({ home: h.id, outpost: outposts[i]?.id ?? '' })),
  });
}

/** The sourced maps complete enough to play, by id. */
export const sourcedMaps: GalaxyMap[] = scenarioMaps.filter(complete).map(sourcedMap);

/** The sourced maps with exactly `players` Home Sectors (none for 2-4 players today). */
export function sourcedMapsFor(players: number): GalaxyMap[] {
  return sourcedMaps.filter((m) => m.starts.length === players);
}
