/**
 * What objectives count (rules addendum A6): a player's Pure sectors (sectors they control without a Corruption; the
 * Home Sector is Pure) and what lies in them, tiers of Pure tracks, Yields, Technologies, tokens and Corruption. Per
 * `default-agenda-ignore-corrupted` an Agenda counts only Pure sectors unless its text says "Pure or Corrupted";
 * Yields and Upkeep count every sector (production is Pure or Corrupted, A7).
 */
import type { Seat } from '../../../engine';
import { yieldOf } from '../data';
import type { FleetType, Guild, Installation, Resource, Track } from '../data/schema';
import type { SectorState, VoidfallState } from '../state';
import { matCorruption } from './corruption';
import { productionLevel } from './production';
import { guildSpaces } from './sectors';
import { tierOf } from './tracks';

type Draft = Omit<VoidfallState, 'rng'>;
export interface Facts { s: Draft; seat: Seat }
export const tracks: readonly Track[] = ['society', 'statecraft', 'economy'];
const allResources: readonly Resource[] = ['food', 'energy', 'materials', 'credits', 'science'];

export const ownSectors = ({ s, seat }: Facts) => Object.keys(s.sectors).filter((id) => s.sectors[id].owner === seat);
export const pureSectors = (f: Facts) => ownSectors(f).filter((id) => !f.s.sectors[id].corrupted);
const pureStates = (f: Facts): SectorState[] => pureSectors(f).map((id) => f.s.sectors[id]);

export const fleetPower = (x: SectorState, type?: FleetType) =>
  x.fleets.filter((t) => type === undefined || t.type === type).reduce((sum, t) => sum + t.power, 0);
export const count = <T>(list: readonly T[], pick: (t: T) => boolean) => list.filter(pick).length;

/** Pure sectors meeting a test. */
export const pureSectorsWhere = (f: Facts, test: (x: SectorState, id: string) => boolean) =>
  pureSectors(f).filter((id) => test(f.s.sectors[id], id)).length;
export const pureGuilds = (f: Facts, ...kinds: Guild[]) =>
  pureStates(f).reduce((sum, x) => sum + count(x.guilds, (g) => kinds.length === 0 || kinds.includes(g)), 0);
export const pureInstallations = (f: Facts, ...kinds: Installation[]) =>
  pureStates(f).reduce((sum, x) => sum + count(x.installations, (i) => kinds.length === 0 || kinds.includes(i)), 0);
export const pureFleetPower = (f: Facts) => pureStates(f).reduce((sum, x) => sum + fleetPower(x), 0);
export const purePopulation = (f: Facts) => pureStates(f).reduce((sum, x) => sum + (x.population ?? 0), 0);
export const emptyGuildSpaces = (f: Facts, id: string) => Math.max(0, guildSpaces(f.s, id) - f.s.sectors[id].guilds.length);

/** The tier of a track if it is Pure (no Corruption on its marker), else 0. */
export const pureTier = ({ s, seat }: Facts, track: Track) => (s.players[seat].trackCorruption[track] ? 0 : tierOf(s, seat, track));
export const yieldNow = ({ s, seat }: Facts, r: Resource) => yieldOf(r, productionLevel(s, seat, r));
export const yields = (f: Facts, list: readonly Resource[] = allResources) => list.map((r) => yieldNow(f, r));
export const stock = ({ s, seat }: Facts) => allResources.map((r) => s.players[seat].resources[r]);

export const improvedTechnologies = ({ s, seat }: Facts) => count(s.players[seat].technologies, (t) => t.endsWith('-improved'));
export const basicTechnologies = ({ s, seat }: Facts) => count(s.players[seat].technologies, (t) => !t.endsWith('-improved'));
export const technologyCount = (f: Facts) => f.s.players[f.seat].technologies.length;
/** Fleet Power in every sector a player controls, Pure or Corrupted. */
export const ownFleetPower = (f: Facts) => ownSectors(f).reduce((sum, id) => sum + fleetPower(f.s.sectors[id]), 0);
/** Trade tokens a player has: held beside the mat and lying on their Agenda slots. */
export const tradeTokens = ({ s, seat }: Facts) => s.players[seat].tradeTokens + count(s.players[seat].agendaSlots, (a) => a.tradeToken);
export const glory = ({ s, seat }: Facts) => s.players[seat].glory;
export const bountyTokens = ({ s, seat }: Facts) => s.players[seat].bountyTokens.length;
export const reclaimTokens = ({ s, seat }: Facts) => s.players[seat].reclaimTokens.length;
/** Corruption on the House mat, never counting the Decontamination Chambers card. */
export const houseMatCorruption = ({ s, seat }: Facts) => matCorruption(s, seat) - (s.players[seat].decontamination ?? 0);
export const corruptedOwnSectors = (f: Facts) => ownSectors(f).length - pureSectors(f).length;
