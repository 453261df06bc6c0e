/**
 * Galactic objectives whose reward needs the player's choice (rules addendum A6, Evaluation step 3): a Technology, an
 * Agenda, a track advance, a Guild, an Installation, a Population, a Corruption removed or moved, resource types to
 * produce, a Trade token's windfall. Each scorer gives the condition and the reward as effect groups
 * (rules/objective-rewards.ts), resolved by the player's moves in flow/objective-step.ts.
 *
 * Readings: "up to two different types" may produce one or two; "a Pure sector in which you have a Scientists' Guild"
 * is checked on the sector when its Population grows; the competitive game has no Crisis board, so "no Catastrophe
 * token on the Crisis board" always holds; the Preferred Focus cards are the House's `card_used` of the data. Event
 * C1-G's kept Corruption is the count its lasting frame keeps (rules/frames/lasting.ts); it returns to the supply at the
 * next Preparation either way.
 */
import { preferredFocus } from '../data';
import type { Primitive } from '../effects/types';
import { pureAgendasInPlay } from './agenda-objectives';
import { keptCorruption } from './frames/lasting';
import {
  count, emptyGuildSpaces, fleetPower, glory, houseMatCorruption, ownFleetPower, ownSectors, pureGuilds, pureInstallations,
  purePopulation, pureSectorsWhere, pureTier, stock, technologyCount, tracks, type Facts,
} from './objective-facts';
import { anyOf, oneOf, when, type GalacticScorer, type GalacticFacts } from './objective-rewards';
import { growableSectors } from './sectors';
import { sectorsUpkeep, totalUpkeep } from './upkeep';

const advance: Primitive = { op: 'advance_track', track: 'any' };
const technology: Primitive = { op: 'gain_technology', kinds: ['basic', 'improved'] };
const agenda: Primitive = { op: 'gain_agenda' };
const removeCorruption: Primitive = { op: 'remove_corruption', where: 'anywhere' };
const anyPureTier = (f: Facts) => tracks.some((t) => pureTier(f, t) >= 1);
const paidInFull = (least: number) => (f: GalacticFacts) => totalUpkeep(f.s, f.seat) >= least && f.upkeepUnpaid === 0;
const preferredInDiscard = ({ s, seat }: Facts) => {
  const cards = new Set(preferredFocus.find((x) => x.house === s.players[seat].house)?.preferred_focus_detail.map((d) => d.card_used) ?? []);
  return s.players[seat].focusDiscard.some((card) => cards.has(card.split('@')[0]));
};
const scientistsToGrow = (f: Facts) => growableSectors(f.s, f.seat).filter((id) => f.s.sectors[id].guilds.includes('scientists'));
const fives = (f: Facts) => count(glory(f), (v) => v === 5);

export const choiceObjectiveScorers: Record<string, GalacticScorer> = {
  // Cycle 1
  'If you have at least three Technologies (basic or Improved): produce one type of resource and/or gain 1 Credit.':
    when((f) => technologyCount(f) >= 3, () => anyOf({ op: 'produce_types_of_choice', count: 1 }, { op: 'gain_resources', resources: { credits: 1 } })),
  'If you have a Pure Agenda in play (other than your Starting Agenda): build an Installation.':
    when(({ s, seat }) => pureAgendasInPlay(s, seat).some((a) => !a.startsWith('starting-agenda-')), () => anyOf({ op: 'build_installation' })),
  'If you have at least five Pure Guilds: gain an Agenda.': when((f) => pureGuilds(f) >= 5, () => anyOf(agenda)),
  'If you have at least 6 Fleet Power in your sectors (Pure or Corrupted): remove a Corruption and move a Corruption.':
    when((f) => ownFleetPower(f) >= 6, () => anyOf(removeCorruption, { op: 'move_corruption' })),
  "If you have reached Tier 1 or higher on at least one of your Pure Civilization tracks: gain 2 Credits OR a Trade token.":
    when(anyPureTier, () => oneOf({ op: 'gain_resources', resources: { credits: 2 } }, { op: 'gain_trade_token' })),
  'If your total Pure Population is at least 10: establish a Guild and/or build an Installation.':
    when((f) => purePopulation(f) >= 10, () => anyOf({ op: 'establish_guild', guild: 'any' }, { op: 'build_installation' })),
  "If you have at least three Pure Bankers' Guilds: advance on a Civilization track.": when((f) => pureGuilds(f, 'bankers') >= 3, () => anyOf(advance)),
  "If you have at least three Pure sectors with at least one Bankers' Guild each: gain a basic or an Improved Technology.":
    when((f) => pureSectorsWhere(f, (x) => x.guilds.includes('bankers')) >= 3, () => anyOf(technology)),
  'If you have two or fewer empty Guild spaces in total: produce up to two different types of resources. Guild spaces granted by Ark Ships do not count.':
    when((f) => ownSectors(f).reduce((n, id) => n + emptyGuildSpaces(f, id), 0) <= 2,
      () => oneOf({ op: 'produce_types_of_choice', count: 2 }, { op: 'produce_types_of_choice', count: 1 })),
  'If your sectors generate 3 or more Upkeep: increase a Pure Population.':
    when(({ s, seat }) => sectorsUpkeep(s, seat) >= 3, () => anyOf({ op: 'increase_pure_population' })),
  'Gain 2 Food and/or 1 Influence for each Corruption you kept (through this card\'s instructions). Then return all kept Corruption markers to the general supply.':
    when(({ s, seat }) => keptCorruption(s, seat) > 0, ({ s, seat }) => ({
      influence: keptCorruption(s, seat), choices: [{ effects: [{ op: 'gain_resources', resources: { food: 2 * keptCorruption(s, seat) } }], mode: 'any' }],
    })),
  "Increase the Population of up to three different Pure sectors in which you have at least one Scientists' Guild.":
    when((f) => scientistsToGrow(f).length > 0, () => anyOf(...[1, 2, 3].map(() => ({ op: 'increase_pure_population', different: true, with_guild: 'scientists' })))),
  'If you have no Corruption on your House mat: gain a Glory token of value 2 OR upgrade a Glory token.':
    when((f) => houseMatCorruption(f) === 0, () => oneOf({ op: 'gain_glory_token', value: 2 }, { op: 'upgrade_glory_token' })),
  'If you have at least two Pure sectors with at least 2 Fleet Power in each: gain a basic or an Improved Technology.':
    when((f) => pureSectorsWhere(f, (x) => fleetPower(x) >= 2) >= 2, () => anyOf(technology)),
  'If you have at least one Glory token of value 4 or 5: remove a Corruption from one of your sectors.':
    when((f) => glory(f).some((v) => v >= 4), () => anyOf({ op: 'remove_corruption', frm: 'sector', where: 'anywhere' })),
  'If you have at least 10 of one resource type in your stockpile: advance on a Civilization track.': when((f) => stock(f).some((n) => n >= 10), () => anyOf(advance)),
  // Cycle 2
  'If your total Upkeep is 8 or more and you pay it in full (with or without a Technology ability): gain an Agenda.': when(paidInFull(8), () => anyOf(agenda)),
  'If you have at least five Pure Sector Defenses or Starbases in total: gain a Trade token.':
    when((f) => pureInstallations(f, 'sector_defense', 'starbase') >= 5, () => anyOf({ op: 'gain_trade_token' })),
  'If you have at least three sectors (Pure or Corrupted) each with at least two Guilds among Farmers, Engineers and/or Miners: choose twice: remove a Corruption OR activate 1 Fleet Power.':
    when((f) => count(ownSectors(f), (id) => count(f.s.sectors[id].guilds, (g) => g === 'farmers' || g === 'engineers' || g === 'miners') >= 2) >= 3, () => {
      const group = { effects: [removeCorruption, { op: 'activate_fleet_power', count: 1 }], mode: 'one' as const };
      return { influence: 0, choices: [group, { ...group }] };
    }),
  "If none of your House's Preferred Focus cards is in your discard pile: advance on a Civilization track.": when((f) => !preferredInDiscard(f), () => anyOf(advance)),
  'If you have at least two Pure sectors with Population 5 or more: advance on a Civilization track.':
    when((f) => pureSectorsWhere(f, (x) => (x.population ?? 0) >= 5) >= 2, () => anyOf(advance)),
  'If the total value of your Glory tokens is 8 or more: remove a Corruption OR gain an Agenda.':
    when((f) => glory(f).reduce((a, b) => a + b, 0) >= 8, () => oneOf(removeCorruption, agenda)),
  'Produce one type of resource for each of your Glory tokens of value 5. If you have several, you must produce a different type for each token.':
    when((f) => fives(f) > 0, (f) => anyOf({ op: 'produce_types_of_choice', count: fives(f) })),
  'If there is no Catastrophe token on the Crisis board: remove a Corruption. Each player evaluates this objective separately.': () => anyOf(removeCorruption),
};
