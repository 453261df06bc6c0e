import { describe, expect, it } from 'vitest';
import type { Primitive } from '../effects/types';
import { choiceObjectiveScorers } from './choice-objectives';
import { type Fixture, objectiveFixture } from './objective-fixture';
import { anyOf, oneOf, type Reward } from './objective-rewards';

type Tweak = (f: Fixture) => void;
const advance: Primitive = { op: 'advance_track', track: 'any' };
const technology: Primitive = { op: 'gain_technology', kinds: ['basic', 'improved'] };
const remove: Primitive = { op: 'remove_corruption', where: 'anywhere' };
const upkeepTen: Tweak = ({ s }) => {
  s.players[0].agendaSlots[2].tradeToken = false;
  s.players[0].agendaSlots[3].agenda = s.players[0].agendaSlots[1].agenda;
};

/** [objective text, reward on the objectives' fixture (null: not met), optional change and the reward after it]. */
const table: [string, Reward | null, Tweak?, (Reward | null)?][] = [
  ['If you have at least three Technologies (basic or Improved): produce one type of resource and/or gain 1 Credit.',
    anyOf({ op: 'produce_types_of_choice', count: 1 }, { op: 'gain_resources', resources: { credits: 1 } }),
    ({ s }) => { s.players[0].technologies.pop(); }, null],
  ['If you have a Pure Agenda in play (other than your Starting Agenda): build an Installation.', anyOf({ op: 'build_installation' }),
    ({ s }) => { s.players[0].agendaSlots[1].corrupted = true; s.players[0].agendaSlots[2].corrupted = true; }, null],
  ['If you have at least five Pure Guilds: gain an Agenda.', anyOf({ op: 'gain_agenda' }), ({ s, b }) => { s.sectors[b].corrupted = true; }, null],
  ['If you have at least 6 Fleet Power in your sectors (Pure or Corrupted): remove a Corruption and move a Corruption.', anyOf(remove, { op: 'move_corruption' }),
    ({ s, a, c }) => { s.sectors[a].fleets = []; s.sectors[c].fleets = []; }, null],
  ['If you have reached Tier 1 or higher on at least one of your Pure Civilization tracks: gain 2 Credits OR a Trade token.',
    oneOf({ op: 'gain_resources', resources: { credits: 2 } }, { op: 'gain_trade_token' }),
    ({ s }) => { s.players[0].tracks = { society: 1, statecraft: 1, economy: 6 }; }, null],
  ['If your total Pure Population is at least 10: establish a Guild and/or build an Installation.', anyOf({ op: 'establish_guild', guild: 'any' }, { op: 'build_installation' }),
    ({ s, b }) => { s.sectors[b].corrupted = true; }, null],
  ["If you have at least three Pure Bankers' Guilds: advance on a Civilization track.", null, ({ s, home }) => { s.sectors[home].guilds.push('bankers'); }, anyOf(advance)],
  ["If you have at least three Pure sectors with at least one Bankers' Guild each: gain a basic or an Improved Technology.", null,
    ({ s, home, a }) => { s.sectors[home].guilds.push('bankers'); s.sectors[a].guilds[0] = 'bankers'; }, anyOf(technology)],
  // One empty space (the Home Sector's second); then two Farmers leave C.
  ['If you have two or fewer empty Guild spaces in total: produce up to two different types of resources. Guild spaces granted by Ark Ships do not count.',
    oneOf({ op: 'produce_types_of_choice', count: 2 }, { op: 'produce_types_of_choice', count: 1 }), ({ s, c }) => { s.sectors[c].guilds = ['farmers']; }, null],
  ['If your sectors generate 3 or more Upkeep: increase a Pure Population.', anyOf({ op: 'increase_pure_population' }),
    ({ s, b }) => { s.sectors[b].owner = null; }, null],
  // Event C1-G's lasting frame kept two removed Corruption markers.
  ['Gain 2 Food and/or 1 Influence for each Corruption you kept (through this card\'s instructions). Then return all kept Corruption markers to the general supply.',
    null, ({ s }) => { s.players[0].keptCorruption = 2; },
    { influence: 2, choices: [{ effects: [{ op: 'gain_resources', resources: { food: 4 } }], mode: 'any' }] }],
  ["Increase the Population of up to three different Pure sectors in which you have at least one Scientists' Guild.",
    anyOf(...[1, 2, 3].map(() => ({ op: 'increase_pure_population', different: true, with_guild: 'scientists' }))),
    ({ s, a }) => { s.sectors[a].population = 6; }, null],
  ['If you have no Corruption on your House mat: gain a Glory token of value 2 OR upgrade a Glory token.', null,
    ({ s }) => { s.players[0].trackCorruption.economy = false; s.players[0].agendaSlots[3].corrupted = false; },
    oneOf({ op: 'gain_glory_token', value: 2 }, { op: 'upgrade_glory_token' })],
  ['If you have at least two Pure sectors with at least 2 Fleet Power in each: gain a basic or an Improved Technology.', anyOf(technology),
    ({ s, a, b }) => { s.sectors[a].fleets = []; s.sectors[b].fleets = []; }, null],
  ['If you have at least one Glory token of value 4 or 5: remove a Corruption from one of your sectors.',
    anyOf({ op: 'remove_corruption', frm: 'sector', where: 'anywhere' }), ({ s }) => { s.players[0].glory = [3, 3]; }, null],
  ['If you have at least 10 of one resource type in your stockpile: advance on a Civilization track.', anyOf(advance),
    ({ s }) => { s.players[0].resources.science = 9; }, null],
  ['If your total Upkeep is 8 or more and you pay it in full (with or without a Technology ability): gain an Agenda.', null, upkeepTen, anyOf({ op: 'gain_agenda' })],
  ['If you have at least five Pure Sector Defenses or Starbases in total: gain a Trade token.', null,
    ({ s, home }) => { s.sectors[home].installations.push('sector_defense', 'starbase'); }, anyOf({ op: 'gain_trade_token' })],
  ['If you have at least three sectors (Pure or Corrupted) each with at least two Guilds among Farmers, Engineers and/or Miners: choose twice: remove a Corruption OR activate 1 Fleet Power.',
    null, ({ s, b }) => { s.sectors[b].guilds = ['farmers', 'miners', 'bankers']; },
    { influence: 0, choices: [1, 2].map(() => ({ effects: [remove, { op: 'activate_fleet_power', count: 1 }], mode: 'one' as const })) }],
  ["If none of your House's Preferred Focus cards is in your discard pile: advance on a Civilization track.", anyOf(advance),
    ({ s }) => { s.players[0].focusDiscard.push('standard-politics@0'); }, null],
  ['If you have at least two Pure sectors with Population 5 or more: advance on a Civilization track.', anyOf(advance),
    ({ s, a }) => { s.sectors[a].population = 4; }, null],
  ['If the total value of your Glory tokens is 8 or more: remove a Corruption OR gain an Agenda.', oneOf(remove, { op: 'gain_agenda' }),
    ({ s }) => { s.players[0].glory = [5, 2]; }, null],
  ['Produce one type of resource for each of your Glory tokens of value 5. If you have several, you must produce a different type for each token.',
    anyOf({ op: 'produce_types_of_choice', count: 1 }), ({ s }) => { s.players[0].glory = [5, 5, 1]; }, anyOf({ op: 'produce_types_of_choice', count: 2 })],
  // No Crisis board in the competitive game: never a Catastrophe token.
  ['If there is no Catastrophe token on the Crisis board: remove a Corruption. Each player evaluates this objective separately.', anyOf(remove)],
];

describe('Voidfall Galactic objectives whose reward needs a choice (addendum A6, Evaluation step 3)', () => {
  it('given the choice scorers, then each has a row here', () => {
    expect(Object.keys(choiceObjectiveScorers).filter((t) => !table.some(([text]) => text === t))).toEqual([]);
  });

  it.each(table)('given the fixture, then "%s" gives %o', (text, before, tweak, after) => {
    const f = objectiveFixture();
    const score = () => choiceObjectiveScorers[text]({ s: f.s, seat: 0, upkeepUnpaid: 0 });
    expect(score()).toEqual(before);
    if (tweak) {
      tweak(f);
      expect(score()).toEqual(after);
    }
  });
});
