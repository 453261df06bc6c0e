/**
 * Agenda objectives (rules addendum A6, Evaluation step 4). The data gives each objective as text only, so each text
 * has a small scorer here, keyed by its exact wording (a test checks every Agenda and Starting Agenda text has one).
 * Every section of a Pure Agenda is scored on its own, feats once, multipliers per item; a negative result ("Lose 1
 * Influence for each Corruption") is a loss.
 */
import type { Seat } from '../../../engine';
import { agendaOf, startingAgendaOf } from '../data';
import type { Track } from '../data/schema';
import type { VoidfallState } from '../state';
import {
  basicTechnologies, bountyTokens, count, emptyGuildSpaces, type Facts, fleetPower, glory, houseMatCorruption,
  improvedTechnologies, pureFleetPower, pureGuilds, pureInstallations, purePopulation, pureSectors, pureSectorsWhere,
  pureTier, reclaimTokens, stock, tracks, tradeTokens, yieldNow, corruptedOwnSectors,
} from './objective-facts';
import { sectorUpkeep, totalUpkeep } from './upkeep';

export type Scorer = (f: Facts) => number;
const pairs = (n: number) => Math.floor(n / 2);
const feat = (influence: number, met: (f: Facts) => boolean): Scorer => (f) => (met(f) ? influence : 0);
const each = (influence: number, n: (f: Facts) => number): Scorer => (f) => influence * n(f);
const tierScale = (values: number[], track: Track): Scorer => (f) => [0, ...values][pureTier(f, track)];
const perPureTrack = (values: number[]): Scorer => (f) => tracks.reduce((sum, t) => sum + [0, ...values][pureTier(f, t)], 0);
const withPopulation = (n: number, exact = false) => (f: Facts) =>
  pureSectorsWhere(f, (x) => (exact ? x.population === n : (x.population ?? 0) >= n));
const withFleetPower = (n: number) => (f: Facts) => pureSectorsWhere(f, (x) => fleetPower(x) >= n);
const withInstallation = (...kinds: string[]) => (f: Facts) =>
  pureSectorsWhere(f, (x) => x.installations.some((i) => kinds.includes(i)));
const withGuild = (...kinds: string[]) => (f: Facts) => pureSectorsWhere(f, (x) => x.guilds.some((g) => kinds.includes(g)));
const fullGuildRows = (f: Facts) => pureSectors(f).filter((id) => emptyGuildSpaces(f, id) === 0).length;
const stocksOf8 = (f: Facts) => count(stock(f), (n) => n >= 8);
const fewestStock = (f: Facts) => Math.min(...stock(f));
const gloryTotal = (f: Facts) => glory(f).reduce((a, b) => a + b, 0);
const sectorsWithUpkeep = (test: (n: number) => boolean) => (f: Facts) => pureSectorsWhere(f, (_, id) => test(sectorUpkeep(f.s, id)));
const everySectorTotal = (f: Facts) => houseMatCorruption(f) + corruptedOwnSectors(f);

export const agendaObjectiveScorers: Record<string, Scorer> = {
  // Dominance
  'Gain 5 Influence if you control at least one Pure sector with Population 6 or more.': feat(5, (f) => withPopulation(6)(f) >= 1),
  'Gain 4/8/12/16 Influence if your Pure Society track is at Tier 1/2/3/4.': tierScale([4, 8, 12, 16], 'society'),
  'Gain 5 Influence if you control at least four Pure sectors with Population 3 or more.': feat(5, (f) => withPopulation(3)(f) >= 4),
  'Gain 4/8/12/16 Influence if your Pure Economy track is at Tier 1/2/3/4.': tierScale([4, 8, 12, 16], 'economy'),
  'Gain 4 Influence if you control at least two Pure sectors with Population 5 or more.': feat(4, (f) => withPopulation(5)(f) >= 2),
  'Gain 4/8/12/16 Influence if your Pure Statecraft track is at Tier 1/2/3/4.': tierScale([4, 8, 12, 16], 'statecraft'),
  'Gain 5 Influence if your Pure Statecraft track is at Tier 2 or higher.': feat(5, (f) => pureTier(f, 'statecraft') >= 2),
  'Gain 1 Influence for every 2 resources among Food, Energy and Materials in your stockpile.': (f) =>
    pairs(stock(f).slice(0, 3).reduce((a, b) => a + b, 0)),
  'Gain 5 Influence if your Pure Society track is at Tier 2 or higher.': feat(5, (f) => pureTier(f, 'society') >= 2),
  'Gain 5 Influence for each Pure sector with at least 2 Upkeep.': each(5, sectorsWithUpkeep((n) => n >= 2)),
  'Gain 5 Influence if your Pure Economy track is at Tier 2 or higher.': feat(5, (f) => pureTier(f, 'economy') >= 2),
  'Gain 4 Influence for each Pure sector with at least 4 Population.': each(4, withPopulation(4)),
  'Gain 4 Influence if you have reached Tier 3 or higher on at least one Pure Civilization track.': feat(4, (f) => tracks.some((t) => pureTier(f, t) >= 3)),
  'Gain 3 Influence for each Pure sector with at least 3 Population.': each(3, withPopulation(3)),
  'Gain 4 Influence if your total Pure Population is 10 or more.': feat(4, (f) => purePopulation(f) >= 10),
  'For each Pure Civilization track, gain 2/4/6/6 Influence if you have reached Tier 1/2/3/4 on it.': perPureTrack([2, 4, 6, 6]),
  // Might
  'Gain 5 Influence if your Materials Yield is 8 or more.': feat(5, (f) => yieldNow(f, 'materials') >= 8),
  'Gain 5 Influence for each of your Pure sectors with at least 2 Fleet Power.': each(5, withFleetPower(2)),
  'Gain 5 Influence if your Energy Yield is 8 or more.': feat(5, (f) => yieldNow(f, 'energy') >= 8),
  'Gain 2 Influence for each Fleet Power in your Pure sectors.': each(2, pureFleetPower),
  'Gain 6 Influence if you have at least three Pure Shipyards or Starbases.': feat(6, (f) => pureInstallations(f, 'shipyard', 'starbase') >= 3),
  'Gain 7 Influence for each of your Pure sectors with at least 3 Fleet Power.': each(7, withFleetPower(3)),
  'Gain 7 Influence if your Credits Yield is 4 or more.': feat(7, (f) => yieldNow(f, 'credits') >= 4),
  'Gain 2 Influence for each of your Pure sectors with at least one Shipyard or Starbase.': each(2, withInstallation('shipyard', 'starbase')),
  'Gain 5 Influence if you have at least three Pure Sector Defenses or Starbases.': feat(5, (f) => pureInstallations(f, 'sector_defense', 'starbase') >= 3),
  'Gain 7 Influence if your Food Yield is 8 or more.': feat(7, (f) => yieldNow(f, 'food') >= 8),
  'Gain 2 Influence for each of your Pure Shipyards and Starbases.': each(2, (f) => pureInstallations(f, 'shipyard', 'starbase')),
  'Gain 7 Influence if you have at least 8 Science in your stockpile.': feat(7, ({ s, seat }) => s.players[seat].resources.science >= 8),
  'Gain 6 Influence for each of your Pure sectors with at least three Installations.': each(6, (f) => pureSectorsWhere(f, (x) => x.installations.length >= 3)),
  'Gain 5 Influence if your Science Yield is 8 or more.': feat(5, (f) => yieldNow(f, 'science') >= 8),
  'Gain 3 Influence for each of your Pure sectors with at least one Sector Defense or Starbase.': each(3, withInstallation('sector_defense', 'starbase')),
  // Support
  'Gain 7 Influence if all your sectors are Pure.': feat(7, (f) => corruptedOwnSectors(f) === 0),
  'Gain 4 Influence for each of your Pure sectors with no empty Guild space. Guild spaces granted by Ark Ships do not count.': each(4, fullGuildRows),
  "Gain 7 Influence if you have at least three Pure Farmers' Guilds.": feat(7, (f) => pureGuilds(f, 'farmers') >= 3),
  "Gain 4 Influence for each of your Pure sectors with at least one Scientists' Guild.": each(4, withGuild('scientists')),
  'Gain 6 Influence if your total Upkeep is 10 or more.': feat(6, ({ s, seat }) => totalUpkeep(s, seat) >= 10),
  'Gain 5 Influence for each of your Pure sectors with at least three different Guilds.': each(5, (f) => pureSectorsWhere(f, (x) => new Set(x.guilds).size >= 3)),
  "Gain 6 Influence if you have at least two Pure Engineers' Guilds and at least two Pure Miners' Guilds.": feat(6, (f) =>
    pureGuilds(f, 'engineers') >= 2 && pureGuilds(f, 'miners') >= 2),
  "Gain 3 Influence for each of your Pure sectors with at least one Bankers' Guild.": each(3, withGuild('bankers')),
  'Gain 7 Influence if at least one of your Civilization tracks is Corrupted.': feat(7, ({ s, seat }) => tracks.some((t) => s.players[seat].trackCorruption[t])),
  "Gain 5 Influence for each pair of Miners' Guilds in your Pure sectors.": each(5, (f) => pairs(pureGuilds(f, 'miners'))),
  'Gain 6 Influence if there is at most one Corruption on your House mat and your sectors. Corruption on Decontamination Chambers does not count.': feat(6, (f) => everySectorTotal(f) <= 1),
  "Gain 5 Influence for each pair of Farmers' Guilds in your Pure sectors.": each(5, (f) => pairs(pureGuilds(f, 'farmers'))),
  'Gain 5 Influence if your total Upkeep is 6 or less.': feat(5, ({ s, seat }) => totalUpkeep(s, seat) <= 6),
  "Gain 5 Influence for each pair of Engineers' Guilds in your Pure sectors.": each(5, (f) => pairs(pureGuilds(f, 'engineers'))),
  // Wealth
  'Gain 4 Influence if you have at least two different Fleet types deployed in your Pure sectors.': feat(4, (f) =>
    new Set(pureSectors(f).flatMap((id) => f.s.sectors[id].fleets.map((t) => t.type))).size >= 2),
  'Gain 2 Influence for each of your Reclaim tokens.': each(2, reclaimTokens),
  'Gain 4 Influence if you have at least four Technologies (basic or Improved).': feat(4, (f) => basicTechnologies(f) + improvedTechnologies(f) >= 4),
  'Gain 5 Influence for each pair of Pure sectors you control.': each(5, (f) => pairs(pureSectors(f).length)),
  'Gain 4 Influence for each of your Improved Technologies.': each(4, improvedTechnologies),
  'Gain 2 Influence for each of your Trade tokens and/or Bounty tokens.': each(2, (f) => tradeTokens(f) + bountyTokens(f)),
  'Gain 4 Influence if you have at least two Trade tokens.': feat(4, (f) => tradeTokens(f) >= 2),
  'Gain 3 Influence for each of your Pure sectors with no Upkeep.': each(3, sectorsWithUpkeep((n) => n === 0)),
  'Gain 4 Influence if you have at least two Reclaim tokens.': feat(4, (f) => reclaimTokens(f) >= 2),
  'Gain Influence equal to the total value of your Glory tokens.': gloryTotal,
  'Gain 6 Influence if you have at least one Glory token of value 5.': feat(6, (f) => glory(f).includes(5)),
  'Gain 4 Influence if you have at least four Pure sectors.': feat(4, (f) => pureSectors(f).length >= 4),
  'Gain 2 Influence for each of your basic Technologies and 3 Influence for each of your Improved Technologies.': (f) =>
    2 * basicTechnologies(f) + 3 * improvedTechnologies(f),
  'Gain 4 Influence if you have at least two Improved Technologies.': feat(4, (f) => improvedTechnologies(f) >= 2),
  'Gain 3 Influence for each pair of Bounty tokens you have.': each(3, (f) => pairs(bountyTokens(f))),
  // Starting Agendas
  'Gain 3 Influence for each of your Pure sectors.': each(3, (f) => pureSectors(f).length),
  'Gain 2 Influence for each of your Pure sectors.': each(2, (f) => pureSectors(f).length),
  'Gain 1 Influence for each of your Pure sectors with at least one Sector Defense.': each(1, withInstallation('sector_defense')),
  'Gain 2 Influence for each of your Pure sectors with at least one Shipyard.': each(2, withInstallation('shipyard')),
  'Gain 3 Influence for each of your Pure sectors with at least one Shipyard.': each(3, withInstallation('shipyard')),
  'Gain 4 Influence for each of your Pure sectors with at least one Shipyard.': each(4, withInstallation('shipyard')),
  'Gain 1 Influence for each of your Pure sectors with at least one Shipyard or Starbase.': each(1, withInstallation('shipyard', 'starbase')),
  'Gain 3 Influence for each of your Pure sectors with 5 Population.': each(3, withPopulation(5, true)),
  'Gain 6 Influence for each of your Pure sectors with 6 Population.': each(6, withPopulation(6, true)),
  'Gain 3 Influence for each of your Pure sectors with at least 4 Population.': each(3, withPopulation(4)),
  'Gain 3 Influence for each of your Pure sectors with at least 2 Fleet Power.': each(3, withFleetPower(2)),
  'Gain 4 Influence for each of your Pure sectors with at least 2 Fleet Power.': each(4, withFleetPower(2)),
  "Gain 1 Influence for each of your Pure Bankers' Guilds.": each(1, (f) => pureGuilds(f, 'bankers')),
  "Gain 1 Influence for each of your Pure Scientists' Guilds.": each(1, (f) => pureGuilds(f, 'scientists')),
  "Gain 1 Influence for each of your Pure Engineers' Guilds.": each(1, (f) => pureGuilds(f, 'engineers')),
  "Gain 1 Influence for each of your Pure Miners' Guilds.": each(1, (f) => pureGuilds(f, 'miners')),
  "Gain 2 Influence for each of your Pure Farmers' Guilds.": each(2, (f) => pureGuilds(f, 'farmers')),
  "Gain 1 Influence for each of your Pure Farmers', Engineers' and Miners' Guilds.": each(1, (f) => pureGuilds(f, 'farmers', 'engineers', 'miners')),
  'Gain 1 Influence for each of your Pure Guilds.': each(1, (f) => pureGuilds(f)),
  'Gain 1 Influence for each of your basic Technologies.': each(1, basicTechnologies),
  'Gain 2 Influence for each of your basic Technologies.': each(2, basicTechnologies),
  'Gain 3 Influence for each of your Improved Technologies.': each(3, improvedTechnologies),
  'Gain 3 Influence for each resource type of which you have at least 8 in your stockpile.': each(3, stocksOf8),
  'Gain 3/6/9/12 Influence if you have reached Tier 1/2/3/4 on your Pure Statecraft track.': tierScale([3, 6, 9, 12], 'statecraft'),
  'Gain 3/6/9/12 Influence if you have reached Tier 1/2/3/4 on your Pure Economy track.': tierScale([3, 6, 9, 12], 'economy'),
  'For each Pure Civilization track, gain 2/4/6/8 Influence if you have reached Tier 1/2/3/4 on it.': perPureTrack([2, 4, 6, 8]),
  'Gain 1 Influence for every 2 Pure Population in your sectors (divide your total Pure Population by 2, rounding down).': (f) => pairs(purePopulation(f)),
  'Gain 1 Influence for each of your Reclaim tokens.': each(1, reclaimTokens),
  'Gain 1 Influence for each pair of Bounty tokens you have.': each(1, (f) => pairs(bountyTokens(f))),
  'Gain 3 Influence for each of your Pure sectors with no empty Guild space.': each(3, fullGuildRows),
  'Gain 2 Influence for each of your Pure sectors with at least three Installations.': each(2, (f) => pureSectorsWhere(f, (x) => x.installations.length >= 3)),
  'Lose 1 Influence for each Corruption on your House mat. Ignore any Corruption on Decontamination Chambers.': each(-1, houseMatCorruption),
  'Lose 2 Influence for each Corruption on your House mat. Ignore any Corruption on Decontamination Chambers.': each(-2, houseMatCorruption),
  'Gain Influence equal to your total Pure Population.': purePopulation,
  'Gain 2 Influence for each of your Pure sectors with at least 1 Sentry Fleet Power.': each(2, (f) => pureSectorsWhere(f, (x) => fleetPower(x, 'sentry') >= 1)),
  'Gain 3 Influence for each of your Pure sectors with at least 1 Carrier Fleet Power.': each(3, (f) => pureSectorsWhere(f, (x) => fleetPower(x, 'carrier') >= 1)),
  'Gain 2 Influence for each resource of the type you have the fewest of (on a tie, score only one type).': each(2, fewestStock),
  'Gain 1 Influence for each resource of the type you have the fewest of (on a tie, score only one type).': each(1, fewestStock),
  'Gain 3 Influence for each set of 3 Fleet Power in your Pure sectors (in the same sector or not).': each(3, (f) => Math.floor(pureFleetPower(f) / 3)),
  'Gain 2 Influence for each point of Upkeep.': each(2, ({ s, seat }) => totalUpkeep(s, seat)),
  'Gain 1 Influence for each of your Pure sectors with at least one Installation.': each(1, (f) => pureSectorsWhere(f, (x) => x.installations.length >= 1)),
  'Gain 1 Influence for each of your Bounty tokens.': each(1, bountyTokens),
  'Gain 1 Influence for each Fleet Power in your Pure sectors.': each(1, pureFleetPower),
  'Gain 2 Influence for each of your Trade tokens.': each(2, tradeTokens),
};

/** The objective texts of an Agenda or a Starting Agenda card. */
export function objectiveTexts(card: string): string[] {
  const objectives = card.startsWith('starting-agenda-') ? startingAgendaOf(card).objectives : agendaOf(card).objectives;
  return (objectives ?? []).map((o) => o.text).filter((t): t is string => t !== null);
}

/** Influence each objective of a card is worth to `seat` now, in card order. */
export function scoreAgenda(s: Omit<VoidfallState, 'rng'>, seat: Seat, card: string): number[] {
  return objectiveTexts(card).map((text) => {
    const scorer = agendaObjectiveScorers[text];
    if (!scorer) throw new Error(`no scorer for the objective "${text}"`);
    return scorer({ s, seat });
  });
}

/** The Pure Agendas a player scores in Evaluation step 4: every Agenda in a slot without a Corruption. */
export function pureAgendasInPlay(s: Omit<VoidfallState, 'rng'>, seat: Seat): string[] {
  return s.players[seat].agendaSlots.filter((a) => a.agenda !== null && !a.corrupted).map((a) => a.agenda!);
}
