import { describe, expect, it } from 'vitest';
import { focusGame } from '../testing';
import { costChoices, focusActionDef, payCost } from './actions';
import { countedEffects } from './counted';
import { fleetEffects } from './fleets';
import { invasionTargets } from './invasion';
import { matEffects } from './mat';
import type { EffectContext } from './types';

const ctx: EffectContext = { location: null, earlier: [], ifBoth: null };

describe('Voidfall effects of House Focus cards', () => {
  it('given 2 Pure sectors, one with an Installation, when gaining per Pure sector and per Pure sector with an Installation, then the counts multiply the gains', () => {
    const { s, seat } = focusGame();
    const { home, outpost } = s.map.starts[seat];
    s.sectors[outpost].installations = [];
    expect(s.sectors[home].installations.length).toBeGreaterThan(0);
    const p = s.players[seat];
    p.resources.food = 0;
    const influence = p.influence;
    const credits = p.resources.credits;
    countedEffects.gain_resources_per.resolve(s, seat, { op: 'gain_resources_per', resources: { food: 1 }, per: 'pure_sector' }, {}, ctx);
    countedEffects.gain_per.resolve(s, seat, { op: 'gain_per', gain: { influence: 1, credits: 1 }, per: 'pure_sector_with_installation' }, {}, ctx);
    expect([p.resources.food, p.influence, p.resources.credits]).toEqual([2, influence + 1, credits + 1]);
  });

  it('given "twice: remove a Corruption from a sector or activate 1", then two groups of that choice are triggered', () => {
    const { s, seat } = focusGame();
    const each = { one_of: [{ op: 'remove_corruption', frm: 'sector' }, { op: 'activate_fleet_power', count: 1 }] };
    const r = countedEffects.repeat.resolve(s, seat, { op: 'repeat', times: 2, each }, {}, ctx);
    expect(r.triggered).toEqual([{ effects: each.one_of, mode: 'one' }, { effects: each.one_of, mode: 'one' }]);
  });

  it('given Corruption on a track and in a sector, then "remove a Corruption from your House mat" offers the track only', () => {
    const { s, seat } = focusGame();
    const { outpost } = s.map.starts[seat];
    s.players[seat].agendaSlots.forEach((a) => { a.corrupted = false; });
    s.players[seat].trackCorruption.economy = true;
    s.sectors[outpost].corrupted = true;
    expect(matEffects.remove_corruption.choices(s, seat, { op: 'remove_corruption', frm: 'house_mat' }, ctx)).toEqual([{ from: { kind: 'track', track: 'economy' } }]);
  });

  it('given an Agenda gain limited to Might or Wealth, then only those types are offered', () => {
    const { s, seat } = focusGame();
    const types = new Set(matEffects.gain_agenda.choices(s, seat, { op: 'gain_agenda', types: ['might', 'wealth'] }, ctx).map((c) => c.agendaType));
    expect([...types].sort()).toEqual(['might', 'wealth']);
  });

  it('given a deployment with no place named, then any sector with a Shipyard may take it', () => {
    const { s, seat } = focusGame();
    const { home, outpost } = s.map.starts[seat];
    s.sectors[outpost].installations = ['shipyard'];
    const sectors = fleetEffects.deploy_fleet_power.choices(s, seat, { op: 'deploy_fleet_power', count: 1 }, ctx).map((c) => c.sector);
    expect(sectors.sort()).toEqual([home, outpost].sort());
  });

  it('given "invade a Corrupted sector", then a Pure neighbour is not a target', () => {
    const { s, seat } = focusGame();
    const targets = invasionTargets(s, seat);
    expect(targets.length).toBeGreaterThan(0);
    s.sectors[targets[0]].corrupted = false;
    expect(invasionTargets(s, seat, true)).not.toContain(targets[0]);
  });
});

describe('Voidfall House Focus card costs and texts', () => {
  it('given Agendas in slots 1 and 2, when a cost discards an Agenda in play, then either may go (never the Starting one) and it goes under its deck', () => {
    const { s, seat } = focusGame();
    const p = s.players[seat];
    p.agendaSlots[1].agenda = 'agenda-w2-quantum-leap';
    p.agendaSlots[2].agenda = s.agendaDecks.might.shift()!;
    const cost = { discard_agenda_in_play: { exclude: 'starting_agenda' as const } };
    expect(costChoices(s, seat, cost)).toEqual([{ agendaSlot: 1 }, { agendaSlot: 2 }]);
    payCost(s, seat, cost, { agendaSlot: 1 });
    expect([p.agendaSlots[1].agenda, s.agendaDecks.wealth.at(-1)]).toEqual([null, 'agenda-w2-quantum-leap']);
  });

  it('given Shiveus\' Illuminate (no structured effect), then it reads as "remove a Corruption in the recalled sector and/or advance on any track"', () => {
    expect(focusActionDef('shiveus-crusade', 3)).toMatchObject({
      name: 'Illuminate', cost: { science: 2, recall_fleet_power: 1 }, location: 'recalled',
      effect: { and_or: [{ op: 'remove_corruption' }, { op: 'advance_track', track: 'any' }] },
    });
  });
});

describe('Voidfall recall costs', () => {
  it('given a lone cube in the Outpost, when a recall cost takes it, then the Outpost is abandoned (allowed even for an action acting there)', () => {
    const { s, seat } = focusGame();
    const { outpost } = s.map.starts[seat];
    s.sectors[outpost].fleets = [{ type: 'corvette', power: 1 }];
    s.players[seat].glory = [1, 3];
    const cost = { recall_fleet_power: 1 };
    expect(costChoices(s, seat, cost)).toContainEqual({ recall: { sector: outpost, fleet: 'corvette' } });
    payCost(s, seat, cost, { recall: { sector: outpost, fleet: 'corvette' } });
    expect(s.sectors[outpost]).toMatchObject({ owner: null, voidbornFleetPower: 2, fleets: [] });
    expect(s.players[seat].glory).toEqual([3]);
  });
});
