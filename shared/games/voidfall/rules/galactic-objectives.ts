/**
 * Galactic objectives (rules addendum A6, Evaluation step 3): the objectives of the Cycle's Galactic Event, text only
 * in the data, each with a small scorer here keyed by its exact wording. A scorer returns the reward when its
 * condition is met, or null. A red line (OR) between objectives means one of them, a green one (AND/OR) both; feats
 * score once, multipliers per item.
 *
 * Built: every objective whose reward is Influence or needs no choice (Bounty tokens drawn face down, Fleet Power
 * activated, a Glory token of a printed value, Food, Energy and Materials produced). An objective whose reward needs a
 * choice (a Technology, an Agenda, a track, a Guild, an Installation, a Population, a Corruption removed or moved, a
 * resource type) has no scorer yet and is not offered; of a "this and/or that" reward the built part is given.
 * "Evaluate the objectives of one Pure Agenda in play" scores the best such Agenda. A text worded as an Agenda objective
 * uses that scorer. Which objective a player takes is
 * their choice in the rules; the engine takes the one worth most Influence, the first printed on a tie (a reading).
 */
import type { Seat } from '../../../engine';
import { galacticEventOf } from '../data';
import type { Resource } from '../data/schema';
import type { VoidfallState } from '../state';
import { agendaObjectiveScorers, pureAgendasInPlay, scoreAgenda } from './agenda-objectives';
import {
  basicTechnologies, count, type Facts, fleetPower, glory, houseMatCorruption, improvedTechnologies, corruptedOwnSectors,
  ownSectors, pureGuilds, pureInstallations, purePopulation, pureSectors, pureSectorsWhere, pureTier, reclaimTokens, stock,
  tracks, yieldNow, yields,
} from './objective-facts';
import { sectorUpkeep, totalUpkeep } from './upkeep';

type Draft = Omit<VoidfallState, 'rng'>;
/** What scoring needs beyond the position: the Upkeep left unpaid in this Evaluation's step 2. */
export interface GalacticFacts extends Facts { upkeepUnpaid: number }
export interface Reward { influence: number; bounty?: number; activate?: number; glory?: number; produce?: Resource[] }
export type GalacticScorer = (f: GalacticFacts) => Reward | null;

const influence = (n: number): Reward => ({ influence: n });
const when = (met: (f: GalacticFacts) => boolean, reward: (f: GalacticFacts) => Reward): GalacticScorer => (f) => (met(f) ? reward(f) : null);
const gain = (n: (f: GalacticFacts) => number): GalacticScorer => (f) => influence(n(f));
const pureTrackTiers = (f: Facts) => tracks.map((t) => pureTier(f, t));
const activeCubes = ({ s, seat }: Facts) => s.players[seat].fleetPower.active;
const techCount = (f: Facts) => basicTechnologies(f) + improvedTechnologies(f);
const withPopulation = (n: number) => (f: Facts) => pureSectorsWhere(f, (x) => x.population === n);
const bestPureAgenda = (f: Facts) => Math.max(0, ...pureAgendasInPlay(f.s, f.seat)
  .filter((card) => !card.startsWith('starting-agenda-'))
  .map((card) => scoreAgenda(f.s, f.seat, card).reduce((a, b) => a + b, 0)));

export const galacticObjectiveScorers: Record<string, GalacticScorer> = {
  // Cycle 1
  "If you have at least two Pure Scientists' Guilds: gain two Bounty tokens and/or activate 1 Fleet Power.":
    when((f) => pureGuilds(f, 'scientists') >= 2, () => ({ influence: 0, bounty: 2, activate: 1 })),
  'If you have at least three Glory tokens (of any value): gain three Bounty tokens.':
    when((f) => glory(f).length >= 3, () => ({ influence: 0, bounty: 3 })),
  'If you have reached Tier 1 or higher on at least one of your Pure Civilization tracks: activate 1 Fleet Power for each of your Pure Civilization tracks.':
    when((f) => pureTrackTiers(f).some((t) => t >= 1), ({ s, seat }) => ({ influence: 0, activate: count(tracks, (t) => !s.players[seat].trackCorruption[t]) })),
  'If you have at least four sectors (Pure or Corrupted): gain a Glory token of value 3.':
    when((f) => ownSectors(f).length >= 4, () => ({ influence: 0, glory: 3 })),
  // Cycle 2
  'If you have at least eight Pure Installations in total: gain 8 Influence.': when((f) => pureInstallations(f) >= 8, () => influence(8)),
  'If your total Upkeep is 6 or less: gain 4 Influence and/or remove a Corruption.': when(({ s, seat }) => totalUpkeep(s, seat) <= 6, () => influence(4)),
  'Gain 2 Influence for each of your Pure Installations.': gain((f) => 2 * pureInstallations(f)),
  'If your Credits Yield is 3 or more: produce Food, Energy and Materials.':
    when((f) => yieldNow(f, 'credits') >= 3, () => ({ influence: 0, produce: ['food', 'energy', 'materials'] })),
  'If you have at least five Technologies (basic or Improved) in total: gain 10 Influence.': when((f) => techCount(f) >= 5, () => influence(10)),
  'Gain 8 Influence if you have at most one Corruption in total on your House mat and your sectors. Corruption on Decontamination Chambers does not count.':
    when((f) => houseMatCorruption(f) + corruptedOwnSectors(f) <= 1, () => influence(8)),
  'Gain 5 Influence for each resource type of which you have at least 8 in your stockpile.': gain((f) => 5 * count(stock(f), (n) => n >= 8)),
  'If you have exactly four Glory tokens: gain a Bounty token and/or a basic Technology.':
    when((f) => glory(f).length === 4, () => ({ influence: 0, bounty: 1 })),
  'If your total Pure Population is 16 or more: gain 12 Influence.': when((f) => purePopulation(f) >= 16, () => influence(12)),
  'Gain 3 Influence for each Fleet Power in the Active area of your House mat.': gain((f) => 3 * activeCubes(f)),
  'If your total Upkeep is 10 or more and you pay it in full (with or without a Technology ability): gain 10 Influence OR advance on the Statecraft Civilization track.':
    when((f) => totalUpkeep(f.s, f.seat) >= 10 && f.upkeepUnpaid === 0, () => influence(10)),
  'Gain a Bounty token for each of your Reclaim tokens.': (f) => ({ influence: 0, bounty: reclaimTokens(f) }),
  // Cycle 3
  'For each Pure Civilization track, gain 3/6/9/12 Influence if you have reached Tier 1/2/3/4 on it.':
    gain((f) => pureTrackTiers(f).reduce((sum, t) => sum + 3 * t, 0)),
  'Gain 1 Influence for each Fleet Power in the Active area of your House mat.': gain(activeCubes),
  'Gain 5 Influence for each of your Pure sectors with at least 3 Fleet Power.': gain((f) => 5 * pureSectorsWhere(f, (x) => fleetPower(x) >= 3)),
  'Gain 3 Influence for each of your sectors (Pure or Corrupted) with at least 2 Upkeep.':
    gain((f) => 3 * count(ownSectors(f), (id) => sectorUpkeep(f.s, id) >= 2)),
  'Gain Influence equal to half the total number of resources in all your stockpiles, rounded down.':
    gain((f) => Math.floor(stock(f).reduce((a, b) => a + b, 0) / 2)),
  'Evaluate the objectives of one Pure Agenda in play (not your Starting Agenda).': gain(bestPureAgenda),
  'Gain 3 Influence for each Corruption on your House mat. Corruption on Decontamination Chambers does not count.': gain((f) => 3 * houseMatCorruption(f)),
  "Gain 5 Influence for each of your Pure sectors with at least one Bankers' Guild.": gain((f) => 5 * pureSectorsWhere(f, (x) => x.guilds.includes('bankers'))),
  'Gain Influence equal to your highest Yield among the five resource types, plus Influence equal to your lowest Yield among Food, Energy and Materials.':
    gain((f) => Math.max(...yields(f)) + Math.min(...yields(f, ['food', 'energy', 'materials']))),
  'Gain 20 Influence if you have no Corruption on your House mat and at least five Technologies (basic or Improved) in total. Corruption on Decontamination Chambers does not count.':
    when((f) => houseMatCorruption(f) === 0 && techCount(f) >= 5, () => influence(20)),
  'Gain 1 Influence for each of your Pure sectors with 4 Population.': gain(withPopulation(4)),
  'Gain 5 Influence for each of your Pure sectors beyond the fourth.': gain((f) => 5 * Math.max(0, pureSectors(f).length - 4)),
  "Gain 2 Influence for each of your Pure sectors with at least one Farmers', Engineers' or Miners' Guild.":
    gain((f) => 2 * pureSectorsWhere(f, (x) => x.guilds.some((g) => g === 'farmers' || g === 'engineers' || g === 'miners'))),
  'Gain 6 Influence for each of your Pure Civilization tracks on which you have reached Tier 1 or higher.':
    gain((f) => 6 * count(pureTrackTiers(f), (t) => t >= 1)),
  'Gain Influence equal to twice the combined value of three of your different Glory tokens. If you have fewer than three Glory tokens, you may not count the same token twice.':
    gain((f) => 2 * [...glory(f)].sort((a, b) => b - a).slice(0, 3).reduce((a, b) => a + b, 0)),
  'Gain 1 Influence for each Credit in your stockpile.': gain(({ s, seat }) => s.players[seat].resources.credits),
  "Gain 2 Influence for each of your Pure Bankers' Guilds.": gain((f) => 2 * pureGuilds(f, 'bankers')),
};

/** The scorer of an objective line: its own, or the Agenda scorer of the same wording (an Influence reward). */
export function galacticScorerOf(text: string): GalacticScorer | null {
  const agenda = agendaObjectiveScorers[text];
  return galacticObjectiveScorers[text] ?? (agenda ? (f) => influence(agenda(f)) : null);
}

/** The choices of an event: each is one or more objective lines taken together (AND/OR joins, OR separates). */
export function objectiveChoices(event: string): string[][] {
  const choices: string[][] = [];
  for (const group of galacticEventOf(event).objectives) {
    const lines = group.lines.map((l) => l.text).filter((t): t is string => t !== null);
    if (group.separator_before === 'AND/OR' && choices.length > 0) choices[choices.length - 1].push(...lines);
    else choices.push(lines);
  }
  return choices;
}

export interface ObjectiveResult { lines: string[]; reward: Reward }

/** The objective a player takes in step 3: the met choice worth most Influence (built scorers only); null when none is met. */
export function bestObjective(s: Draft, seat: Seat, event: string, upkeepUnpaid: number): ObjectiveResult | null {
  let best: ObjectiveResult | null = null;
  for (const lines of objectiveChoices(event)) {
    const met = lines.map((text) => ({ text, reward: galacticScorerOf(text)?.({ s, seat, upkeepUnpaid }) ?? null }))
      .filter((l): l is { text: string; reward: Reward } => l.reward !== null && !isEmpty(l.reward));
    if (met.length === 0) continue;
    const reward = met.reduce<Reward>((sum, l) => mergeRewards(sum, l.reward), { influence: 0 });
    if (best === null || reward.influence > best.reward.influence) best = { lines: met.map((l) => l.text), reward };
  }
  return best;
}

const isEmpty = (r: Reward) => r.influence === 0 && !r.bounty && !r.activate && !r.glory && !r.produce;

function mergeRewards(a: Reward, b: Reward): Reward {
  return {
    influence: a.influence + b.influence,
    ...(a.bounty || b.bounty ? { bounty: (a.bounty ?? 0) + (b.bounty ?? 0) } : {}),
    ...(a.activate || b.activate ? { activate: (a.activate ?? 0) + (b.activate ?? 0) } : {}),
    ...(a.glory ?? b.glory ? { glory: a.glory ?? b.glory } : {}),
    ...(a.produce ?? b.produce ? { produce: a.produce ?? b.produce } : {}),
  };
}
