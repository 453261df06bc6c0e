/**
 * Sectors, Guilds, Installations and Population (rules addendum A8, E5). A sector you control takes Guild and
 * Installation tokens in its free spaces (Corrupted sectors too): 3 of each by default (sector-types.json); the standard
 * Home Sector has 2 Guild spaces and no Installation space besides its printed Shipyard(s); Astoran's has 3 in all
 * (`default-astoran-home-installation-spaces`: the printed Shipyard takes one). A Starbase needs the Starbases
 * Technology. Only a Pure Population changes: +1 up to 6, never a fixed (printed) Population.
 */
import type { Seat } from '../../../engine';
import { houseOf, sectorTypes, technologies } from '../data';
import type { Guild, Installation } from '../data/schema';
import { hasTechnology } from './fleets';
import type { VoidfallState } from '../state';

type Draft = Omit<VoidfallState, 'rng'>;
export const MAX_POPULATION = 6;
const DEFAULT_SPACES = 3;

function layoutOf(s: Draft, sector: string) {
  const kind = s.map.sectors.find((x) => x.id === sector)?.kind;
  return sectorTypes.find((t) => t.id === kind)?.layout ?? null;
}

const homeOwner = (s: Draft, sector: string) => s.map.starts.findIndex((st) => st.home === sector);

export function guildSpaces(s: Draft, sector: string): number {
  return layoutOf(s, sector)?.guild_spaces ?? DEFAULT_SPACES;
}

export function installationSpaces(s: Draft, sector: string): number {
  const owner = homeOwner(s, sector);
  if (owner >= 0) {
    const house = s.players[owner]?.house;
    const details = house ? houseOf(house).home_sector_details : null;
    return details?.installation_spaces_total ?? details?.printed_shipyards ?? 1;
  }
  return layoutOf(s, sector)?.installation_spaces ?? DEFAULT_SPACES;
}

/**
 * Ark Ships: "You may establish up to two additional Guilds in your Home Sector (beyond its Guild spaces)"; improved:
 * "up to four" (a reading: four in all, not two more).
 */
function arkShipsGuilds(s: Draft, seat: Seat, sector: string): number {
  if (s.map.starts[seat]?.home !== sector) return 0;
  const p = s.players[seat];
  return p.technologies.includes('ark-ships-improved') ? 4 : hasTechnology(p, 'ark-ships') ? 2 : 0;
}

/** Sectors where `seat` may establish a Guild (a free Guild space in a sector it controls, or an Ark Ships extra). */
export function guildSectors(s: Draft, seat: Seat): string[] {
  return Object.entries(s.sectors)
    .filter(([id, x]) => x.owner === seat && x.guilds.length < guildSpaces(s, id) + arkShipsGuilds(s, seat, id)).map(([id]) => id);
}

export function installationProblem(s: Draft, seat: Seat, sector: string, installation: Installation): string | null {
  const x = s.sectors[sector];
  if (!x || x.owner !== seat) return 'You can build only in a sector you control.';
  if (x.installations.length >= installationSpaces(s, sector)) return 'That sector has no free Installation space.';
  const starbases = technologies.find((t) => t.installation_enabled === 'starbase')!.id;
  if (installation === 'starbase' && !hasTechnology(s.players[seat], starbases)) return 'A Starbase needs the Starbases Technology.';
  return null;
}

export function establishGuild(s: Draft, sector: string, guild: Guild): void {
  s.sectors[sector].guilds.push(guild);
}

export function buildInstallation(s: Draft, sector: string, installation: Installation): void {
  s.sectors[sector].installations.push(installation);
}

/** Sectors whose Pure Population `seat` may increase (not Corrupted, below 6, not a printed fixed Population). */
export function growableSectors(s: Draft, seat: Seat): string[] {
  return Object.entries(s.sectors)
    .filter(([id, x]) => x.owner === seat && !x.corrupted && x.population !== null && x.population > 0 && x.population < MAX_POPULATION
      && typeof (layoutOf(s, id) as { population?: unknown } | null)?.population !== 'number')
    .map(([id]) => id);
}
