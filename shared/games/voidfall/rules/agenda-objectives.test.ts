import { describe, expect, it } from 'vitest';
import { agendas, startingAgendas } from '../data';
import { agendaObjectiveScorers, objectiveTexts, pureAgendasInPlay, scoreAgenda } from './agenda-objectives';
import { type Fixture, objectiveFixture } from './objective-fixture';

type Tweak = (f: Fixture) => void;
const uncorruptC: Tweak = ({ s, c }) => { s.sectors[c].corrupted = false; };
const pureEconomy: Tweak = ({ s }) => { s.players[0].trackCorruption.economy = false; };

/** [objective text, Influence on the fixture, optional change to the fixture and the Influence after it]. */
const table: [string, number, Tweak?, number?][] = [
  ['Gain 5 Influence if you control at least one Pure sector with Population 6 or more.', 5, ({ s, b }) => { s.sectors[b].corrupted = true; }, 0],
  ['Gain 4/8/12/16 Influence if your Pure Society track is at Tier 1/2/3/4.', 8],
  ['Gain 5 Influence if you control at least four Pure sectors with Population 3 or more.', 0, uncorruptC, 5],
  ['Gain 4/8/12/16 Influence if your Pure Economy track is at Tier 1/2/3/4.', 0, pureEconomy, 12],
  ['Gain 4 Influence if you control at least two Pure sectors with Population 5 or more.', 4],
  ['Gain 4/8/12/16 Influence if your Pure Statecraft track is at Tier 1/2/3/4.', 4],
  ['Gain 5 Influence if your Pure Statecraft track is at Tier 2 or higher.', 0, ({ s }) => { s.players[0].tracks.statecraft = 5; }, 5],
  ['Gain 1 Influence for every 2 resources among Food, Energy and Materials in your stockpile.', 10],
  ['Gain 5 Influence if your Pure Society track is at Tier 2 or higher.', 5],
  ['Gain 5 Influence for each Pure sector with at least 2 Upkeep.', 5],
  ['Gain 5 Influence if your Pure Economy track is at Tier 2 or higher.', 0, pureEconomy, 5],
  ['Gain 4 Influence for each Pure sector with at least 4 Population.', 12],
  ['Gain 4 Influence if you have reached Tier 3 or higher on at least one Pure Civilization track.', 0, pureEconomy, 4],
  ['Gain 3 Influence for each Pure sector with at least 3 Population.', 9, uncorruptC, 12],
  ['Gain 4 Influence if your total Pure Population is 10 or more.', 4],
  ['For each Pure Civilization track, gain 2/4/6/6 Influence if you have reached Tier 1/2/3/4 on it.', 6, pureEconomy, 12],
  ['Gain 5 Influence if your Materials Yield is 8 or more.', 5],
  ['Gain 5 Influence for each of your Pure sectors with at least 2 Fleet Power.', 15],
  ['Gain 5 Influence if your Energy Yield is 8 or more.', 0, ({ s }) => { s.players[0].productionBonus.energy = 10; }, 5],
  ['Gain 2 Influence for each Fleet Power in your Pure sectors.', 14, uncorruptC, 20],
  ['Gain 6 Influence if you have at least three Pure Shipyards or Starbases.', 6],
  ['Gain 7 Influence for each of your Pure sectors with at least 3 Fleet Power.', 7],
  ['Gain 7 Influence if your Credits Yield is 4 or more.', 7],
  ['Gain 2 Influence for each of your Pure sectors with at least one Shipyard or Starbase.', 6],
  ['Gain 5 Influence if you have at least three Pure Sector Defenses or Starbases.', 5],
  ['Gain 7 Influence if your Food Yield is 8 or more.', 7],
  ['Gain 2 Influence for each of your Pure Shipyards and Starbases.', 8],
  ['Gain 7 Influence if you have at least 8 Science in your stockpile.', 7],
  ['Gain 6 Influence for each of your Pure sectors with at least three Installations.', 6],
  ['Gain 5 Influence if your Science Yield is 8 or more.', 0, ({ s }) => { s.players[0].productionBonus.science = 10; }, 5],
  ['Gain 3 Influence for each of your Pure sectors with at least one Sector Defense or Starbase.', 6],
  ['Gain 7 Influence if all your sectors are Pure.', 0, uncorruptC, 7],
  ['Gain 4 Influence for each of your Pure sectors with no empty Guild space. Guild spaces granted by Ark Ships do not count.', 8],
  ["Gain 7 Influence if you have at least three Pure Farmers' Guilds.", 0, uncorruptC, 7],
  ["Gain 4 Influence for each of your Pure sectors with at least one Scientists' Guild.", 4],
  ['Gain 6 Influence if your total Upkeep is 10 or more.', 0, ({ s }) => {
    s.players[0].agendaSlots[2].tradeToken = false;
    s.players[0].agendaSlots[3].agenda = s.players[0].agendaSlots[1].agenda;
  }, 6],
  ['Gain 5 Influence for each of your Pure sectors with at least three different Guilds.', 5],
  ["Gain 6 Influence if you have at least two Pure Engineers' Guilds and at least two Pure Miners' Guilds.", 0, ({ s, home }) => { s.sectors[home].guilds.push('engineers'); }, 6],
  ["Gain 3 Influence for each of your Pure sectors with at least one Bankers' Guild.", 3],
  ['Gain 7 Influence if at least one of your Civilization tracks is Corrupted.', 7, pureEconomy, 0],
  ["Gain 5 Influence for each pair of Miners' Guilds in your Pure sectors.", 5],
  ['Gain 6 Influence if there is at most one Corruption on your House mat and your sectors. Corruption on Decontamination Chambers does not count.', 0,
    (f) => { pureEconomy(f); f.s.players[0].agendaSlots[3].corrupted = false; }, 6],
  ["Gain 5 Influence for each pair of Farmers' Guilds in your Pure sectors.", 0, uncorruptC, 10],
  ['Gain 5 Influence if your total Upkeep is 6 or less.', 5, ({ s }) => { s.players[0].agendaSlots[2].tradeToken = false; }, 0],
  ["Gain 5 Influence for each pair of Engineers' Guilds in your Pure sectors.", 0, ({ s, home }) => { s.sectors[home].guilds.push('engineers'); }, 5],
  ['Gain 4 Influence if you have at least two different Fleet types deployed in your Pure sectors.', 4],
  ['Gain 2 Influence for each of your Reclaim tokens.', 4],
  ['Gain 4 Influence if you have at least four Technologies (basic or Improved).', 0, ({ s }) => { s.players[0].technologies.push('cloning-plain'); }, 4],
  ['Gain 5 Influence for each pair of Pure sectors you control.', 5, uncorruptC, 10],
  ['Gain 4 Influence for each of your Improved Technologies.', 4],
  ['Gain 2 Influence for each of your Trade tokens and/or Bounty tokens.', 10],
  ['Gain 4 Influence if you have at least two Trade tokens.', 4],
  ['Gain 3 Influence for each of your Pure sectors with no Upkeep.', 3],
  ['Gain 4 Influence if you have at least two Reclaim tokens.', 4],
  ['Gain Influence equal to the total value of your Glory tokens.', 10],
  ['Gain 6 Influence if you have at least one Glory token of value 5.', 6],
  ['Gain 4 Influence if you have at least four Pure sectors.', 0, uncorruptC, 4],
  ['Gain 2 Influence for each of your basic Technologies and 3 Influence for each of your Improved Technologies.', 7],
  ['Gain 4 Influence if you have at least two Improved Technologies.', 0, ({ s }) => { s.players[0].technologies.push('cloning-improved'); }, 4],
  ['Gain 3 Influence for each pair of Bounty tokens you have.', 3],
  ['Gain 3 Influence for each of your Pure sectors.', 9],
  ['Gain 2 Influence for each of your Pure sectors.', 6],
  ['Gain 1 Influence for each of your Pure sectors with at least one Sector Defense.', 2],
  ['Gain 2 Influence for each of your Pure sectors with at least one Shipyard.', 6],
  ['Gain 3 Influence for each of your Pure sectors with at least one Shipyard.', 9],
  ['Gain 4 Influence for each of your Pure sectors with at least one Shipyard.', 12],
  ['Gain 1 Influence for each of your Pure sectors with at least one Shipyard or Starbase.', 3],
  ['Gain 3 Influence for each of your Pure sectors with 5 Population.', 3],
  ['Gain 6 Influence for each of your Pure sectors with 6 Population.', 6],
  ['Gain 3 Influence for each of your Pure sectors with at least 4 Population.', 9],
  ['Gain 3 Influence for each of your Pure sectors with at least 2 Fleet Power.', 9],
  ['Gain 4 Influence for each of your Pure sectors with at least 2 Fleet Power.', 12],
  ["Gain 1 Influence for each of your Pure Bankers' Guilds.", 2],
  ["Gain 1 Influence for each of your Pure Scientists' Guilds.", 1],
  ["Gain 1 Influence for each of your Pure Engineers' Guilds.", 1],
  ["Gain 1 Influence for each of your Pure Miners' Guilds.", 2],
  ["Gain 2 Influence for each of your Pure Farmers' Guilds.", 2, uncorruptC, 8],
  ["Gain 1 Influence for each of your Pure Farmers', Engineers' and Miners' Guilds.", 4],
  ['Gain 1 Influence for each of your Pure Guilds.', 7],
  ['Gain 1 Influence for each of your basic Technologies.', 2],
  ['Gain 2 Influence for each of your basic Technologies.', 4],
  ['Gain 3 Influence for each of your Improved Technologies.', 3],
  ['Gain 3 Influence for each resource type of which you have at least 8 in your stockpile.', 9],
  ['Gain 3/6/9/12 Influence if you have reached Tier 1/2/3/4 on your Pure Statecraft track.', 3],
  ['Gain 3/6/9/12 Influence if you have reached Tier 1/2/3/4 on your Pure Economy track.', 0, pureEconomy, 9],
  ['For each Pure Civilization track, gain 2/4/6/8 Influence if you have reached Tier 1/2/3/4 on it.', 6, pureEconomy, 12],
  ['Gain 1 Influence for every 2 Pure Population in your sectors (divide your total Pure Population by 2, rounding down).', 7],
  ['Gain 1 Influence for each of your Reclaim tokens.', 2],
  ['Gain 1 Influence for each pair of Bounty tokens you have.', 1],
  ['Gain 3 Influence for each of your Pure sectors with no empty Guild space.', 6],
  ['Gain 2 Influence for each of your Pure sectors with at least three Installations.', 2],
  ['Lose 1 Influence for each Corruption on your House mat. Ignore any Corruption on Decontamination Chambers.', -2],
  ['Lose 2 Influence for each Corruption on your House mat. Ignore any Corruption on Decontamination Chambers.', -4],
  ['Gain Influence equal to your total Pure Population.', 15, uncorruptC, 18],
  ['Gain 2 Influence for each of your Pure sectors with at least 1 Sentry Fleet Power.', 2],
  ['Gain 3 Influence for each of your Pure sectors with at least 1 Carrier Fleet Power.', 3],
  ['Gain 2 Influence for each resource of the type you have the fewest of (on a tie, score only one type).', 6],
  ['Gain 1 Influence for each resource of the type you have the fewest of (on a tie, score only one type).', 3],
  ['Gain 3 Influence for each set of 3 Fleet Power in your Pure sectors (in the same sector or not).', 6],
  ['Gain 2 Influence for each point of Upkeep.', 12],
  ['Gain 1 Influence for each of your Pure sectors with at least one Installation.', 3],
  ['Gain 1 Influence for each of your Bounty tokens.', 3],
  ['Gain 1 Influence for each Fleet Power in your Pure sectors.', 7],
  ['Gain 2 Influence for each of your Trade tokens.', 4],
];

describe('Voidfall Agenda objectives (addendum A6, Evaluation step 4)', () => {
  it('given every Agenda in the decks and every Starting Agenda, then each objective text has a scorer and the table tests each scorer', () => {
    const texts = [...agendas.filter((a) => a.copies > 0), ...startingAgendas].flatMap((card) => (card.objectives ?? []).map((o) => o.text));
    expect(texts.filter((t) => t !== null && !(t in agendaObjectiveScorers))).toEqual([]);
    expect(Object.keys(agendaObjectiveScorers).filter((t) => !table.some(([text]) => text === t))).toEqual([]);
  });

  it.each(table)('given the fixture, then "%s" is worth %i Influence', (text, before, tweak, after) => {
    const f = objectiveFixture();
    expect(agendaObjectiveScorers[text]({ s: f.s, seat: 0 })).toBe(before);
    if (tweak) {
      tweak(f);
      expect(agendaObjectiveScorers[text]({ s: f.s, seat: 0 })).toBe(after);
    }
  });

  it('given a Corrupted slot, then its Agenda is not scored; the Starting Agenda scores each section on its own', () => {
    const { s } = objectiveFixture();
    const slots = s.players[0].agendaSlots;
    expect(pureAgendasInPlay(s, 0)).toEqual([slots[0].agenda, slots[1].agenda, slots[2].agenda]);
    slots[3].agenda = slots[1].agenda;
    slots[1].corrupted = true;
    expect(pureAgendasInPlay(s, 0)).toEqual([slots[0].agenda, slots[2].agenda]);
    // Valnis A: 3 per Pure sector, 1 per Pure sector with a Sector Defense, 2 per Pure sector with a Shipyard.
    expect(objectiveTexts('starting-agenda-valnis-a')).toHaveLength(3);
    expect(scoreAgenda(s, 0, 'starting-agenda-valnis-a')).toEqual([9, 2, 6]);
  });
});
