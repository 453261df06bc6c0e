/**
 * Galactic objectives (rules addendum A6, Evaluation step 3): the objectives of the Cycle's Galactic Event, text only
 * in the data, each with a small scorer here keyed by its exact wording. A scorer returns the reward when its
 * condition is met, or null. A red line (OR) between objectives means one of them, a green one (AND/OR) both; feats
 * score once, multipliers per item.
 *
 * Here: every objective whose reward is Influence or needs no choice (Bounty tokens drawn face down, Fleet Power
 * activated, a Glory token of a printed value, Food, Energy and Materials produced), and the choice parts of the
 * "this and/or that" rewards of these lines; the objectives whose whole reward is a choice are in
 * `choice-objectives.ts`. "Evaluate the objectives of one Pure Agenda in play" scores the best such Agenda. A text
 * worded as an Agenda objective uses that scorer. Which objective a player takes is their choice (flow/objective-step.ts);
 * `bestObjective` is the time-out's default: the one worth most Influence, the first printed on a tie.
 */
import type { Seat } from '../../../engine';
import { galacticEventOf } from '../data';
import type { VoidfallState } from '../state';
import { agendaObjectiveScorers, pureAgendasInPlay, scoreAgenda } from './agenda-objectives';
import { choiceObjectiveScorers } from './choice-objectives';
import {
  count, type Facts, fleetPower, glory, houseMatCorruption, corruptedOwnSectors, ownSectors, pureGuilds, pureInstallations,
  purePopulation, pureSectors, pureSectorsWhere, pureTier, reclaimTokens, stock, technologyCount, tracks, yieldNow, yields,
} from './objective-facts';
import {
  type GalacticScorer, influence, isEmptyReward, mergeRewards, type Reward, rewardWorth, when,
} from './objective-rewards';
import { sectorUpkeep, totalUpkeep } from './upkeep';

export type { GalacticFacts, GalacticScorer, Reward } from './objective-rewards';

type Draft = Omit<VoidfallState, 'rng'>;

const gain = (n: (f: Facts) => number): GalacticScorer => (f) => influence(n(f));
const pureTrackTiers = (f: Facts) => tracks.map((t) => pureTier(f, t));
const activeCubes = ({ s, seat }: Facts) => s.players[seat].fleetPower.active;
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
  'If your total Upkeep is 6 or less: gain 4 Influence and/or remove a Corruption.': when(({ s, seat }) => totalUpkeep(s, seat) <= 6, () => ({ influence: 4, choices: [{ effects: [{ op: 'remove_corruption', where: 'anywhere' }], mode: 'any' }] })),
  'Gain 2 Influence for each of your Pure Installations.': gain((f) => 2 * pureInstallations(f)),
  'If your Credits Yield is 3 or more: produce Food, Energy and Materials.':
    when((f) => yieldNow(f, 'credits') >= 3, () => ({ influence: 0, produce: ['food', 'energy', 'materials'] })),
  'If you have at least five Technologies (basic or Improved) in total: gain 10 Influence.': when((f) => technologyCount(f) >= 5, () => influence(10)),
  'Gain 8 Influence if you have at most one Corruption in total on your House mat and your sectors. Corruption on Decontamination Chambers does not count.':
    when((f) => houseMatCorruption(f) + corruptedOwnSectors(f) <= 1, () => influence(8)),
  'Gain 5 Influence for each resource type of which you have at least 8 in your stockpile.': gain((f) => 5 * count(stock(f), (n) => n >= 8)),
  'If you have exactly four Glory tokens: gain a Bounty token and/or a basic Technology.':
    when((f) => glory(f).length === 4, () => ({ influence: 0, bounty: 1, choices: [{ effects: [{ op: 'gain_technology', kinds: ['basic'] }], mode: 'any' }] })),
  'If your total Pure Population is 16 or more: gain 12 Influence.': when((f) => purePopulation(f) >= 16, () => influence(12)),
  'Gain 3 Influence for each Fleet Power in the Active area of your House mat.': gain((f) => 3 * activeCubes(f)),
  'If your total Upkeep is 10 or more and you pay it in full (with or without a Technology ability): gain 10 Influence OR advance on the Statecraft Civilization track.':
    when((f) => totalUpkeep(f.s, f.seat) >= 10 && f.upkeepUnpaid === 0,
      () => ({ influence: 0, choices: [{ effects: [{ op: 'gain_influence', amount: 10 }, { op: 'advance_track', track: 'statecraft' }], mode: 'one' }] })),
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
    when((f) => houseMatCorruption(f) === 0 && technologyCount(f) >= 5, () => influence(20)),
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
  return galacticObjectiveScorers[text] ?? choiceObjectiveScorers[text] ?? (agenda ? (f) => influence(agenda(f)) : null);
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

export interface ObjectiveResult { index: number; lines: string[]; reward: Reward }

/** The choices of the event `seat` meets now (index: the choice's place in `objectiveChoices`), in printed order. */
export function metObjectives(s: Draft, seat: Seat, event: string, upkeepUnpaid: number): ObjectiveResult[] {
  return objectiveChoices(event).flatMap((lines, index) => {
    const met = lines.map((text) => ({ text, reward: galacticScorerOf(text)?.({ s, seat, upkeepUnpaid }) ?? null }))
      .filter((l): l is { text: string; reward: Reward } => l.reward !== null && !isEmptyReward(l.reward));
    if (met.length === 0) return [];
    return [{ index, lines: met.map((l) => l.text), reward: met.reduce<Reward>((sum, l) => mergeRewards(sum, l.reward), { influence: 0 }) }];
  });
}

/** The default objective (a time-out's): the met choice worth most Influence, the first printed on a tie; null when none is met. */
export function bestObjective(s: Draft, seat: Seat, event: string, upkeepUnpaid: number): ObjectiveResult | null {
  return metObjectives(s, seat, event, upkeepUnpaid).reduce<ObjectiveResult | null>((best, o) => (best === null || rewardWorth(o.reward) > rewardWorth(best.reward) ? o : best), null);
}
