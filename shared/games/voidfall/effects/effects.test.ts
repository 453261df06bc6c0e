import { describe, expect, it } from 'vitest';
import { yieldOf } from '../data';
import { legalMoves } from '../legal-moves';
import { productionLevel } from '../rules/production';
import { focusGame, play } from '../testing';
import { economyEffects, pureGuilds, returnTradeToken } from './economy';
import { fleetEffects } from './fleets';
import { matEffects } from './mat';
import { preferredEffects } from './preferred';
import { sectorEffects } from './sectors';
import type { EffectContext } from './types';

const ctx: EffectContext = { location: null, earlier: [], ifBoth: null };

describe('Voidfall effects: resources, Influence, Trade tokens', () => {
  it('given Guilds in Pure and Corrupted sectors, when Supply produces and counts Pure Guilds, then Yields follow the dial and Corrupted Guilds earn no Influence', () => {
    const { s, seat } = focusGame();
    const { home, outpost } = s.map.starts[seat];
    s.sectors[outpost].corrupted = true;
    const food = s.players[seat].resources.food;
    const level = productionLevel(s, seat, 'food');
    economyEffects.produce.resolve(s, seat, { op: 'produce', resources: ['food'] }, {}, ctx);
    expect(s.players[seat].resources.food).toBe(Math.min(15, food + yieldOf('food', level)));
    expect(pureGuilds(s, seat, ['farmers', 'engineers', 'miners'])).toBe(s.sectors[home].guilds.length);
  });

  it('given Trade spaces [1,1,1,1,1,1] after one is taken and Trade Nexus, when a token is gained, then it comes from the leftmost stack and its windfall is that space or the one to its left', () => {
    const { s, seat } = focusGame();
    s.players[seat].technologies.push('trade-nexus-plain');
    s.tradeSpaces = [0, 1, 1, 1, 1, 1];
    const e = { op: 'gain_trade_token' };
    expect(economyEffects.gain_trade_token.choices(s, seat, e, ctx)).toEqual([
      { bonus: 2 }, { bonus: 1 },
    ]);
    // Space 1 (the leftmost) shows the Trade bonus taken first, "1 Science" (A14: 6 left → 1 Science next).
    const science = s.players[seat].resources.science;
    economyEffects.gain_trade_token.resolve(s, seat, e, { bonus: 1 }, ctx);
    expect([s.tradeSpaces, s.players[seat].tradeTokens, s.players[seat].resources.science]).toEqual([[0, 0, 1, 1, 1, 1], 1, Math.min(15, science + 1)]);
    // 2 players: a returned token goes to the rightmost empty space (the digest's example 12).
    expect(returnTradeToken(s)).toBe(2);
  });

  it('given 3 players and a lone token on the leftmost stack, when a token returns, then it goes on top of it', () => {
    const { s } = focusGame();
    s.seats = 3;
    s.tradeSpaces = [0, 1, 2, 2, 2, 2];
    expect(returnTradeToken(s)).toBe(2);
    expect(s.tradeSpaces).toEqual([0, 2, 2, 2, 2, 2]);
  });

  it('given Stockpile, when gaining 2 resources of your choice, then any two (the same twice too) and stockpiles stop at 15', () => {
    const { s, seat } = focusGame();
    const e = { op: 'gain_resources_of_choice', count: 2 };
    expect(economyEffects.gain_resources_of_choice.choices(s, seat, e, ctx)).toHaveLength(15);
    s.players[seat].resources.science = 14;
    economyEffects.gain_resources_of_choice.resolve(s, seat, e, { resources: ['science', 'science'] }, ctx);
    expect(s.players[seat].resources.science).toBe(15);
  });
});

describe('Voidfall effects: the House mat', () => {
  it('given Society at 0, when advancing, then the space\'s benefit (1 Credit and 1 Science) is triggered within the action', () => {
    const { s, seat } = focusGame();
    const r = matEffects.advance_track.resolve(s, seat, { op: 'advance_track', track: 'society' }, { track: 'society' }, ctx);
    expect(s.players[seat].tracks.society).toBe(1);
    expect(r.triggered).toEqual([{ effects: [{ op: 'gain_resources', resources: { credits: 1, science: 1 } }], mode: 'any' }]);
  });

  it('given a Corrupted track marker, when advancing on it, then no benefit is triggered (A11)', () => {
    const { s, seat } = focusGame();
    s.players[seat].trackCorruption.society = true;
    const r = matEffects.advance_track.resolve(s, seat, { op: 'advance_track', track: 'society' }, { track: 'society' }, ctx);
    expect(r.triggered).toBeUndefined();
  });

  it('given Society at 5 and no Active Fleet Power, then Tier III cannot be entered (1 to deactivate first)', () => {
    const { s, seat } = focusGame();
    s.players[seat].tracks.society = 5;
    s.players[seat].fleetPower.active = 0;
    expect(matEffects.advance_track.choices(s, seat, { op: 'advance_track', track: 'any' }, ctx)).toEqual([{ track: 'statecraft' }, { track: 'economy' }]);
  });

  it('given tracks 2/1/1, when the Might Agenda advances the least advanced, then the player picks between the tied two', () => {
    const { s, seat } = focusGame();
    s.players[seat].tracks = { society: 2, statecraft: 1, economy: 1 };
    expect(matEffects.advance_track.choices(s, seat, { op: 'advance_track', track: 'least_advanced' }, ctx)).toEqual([{ track: 'statecraft' }, { track: 'economy' }]);
  });
});

describe('Voidfall effects: sectors and fleets', () => {
  it('given the Home Sector with 2 Guild spaces, when establishing Guilds, then it takes 2 and the Outpost 3 (A8, E5)', () => {
    const { s, seat } = focusGame();
    const { home, outpost } = s.map.starts[seat];
    const e = { op: 'establish_guild', guild: 'scientists' };
    const sectors = () => sectorEffects.establish_guild.choices(s, seat, e, ctx).map((c) => c.sector);
    expect(sectors()).toEqual(expect.arrayContaining([home, outpost]));
    while (s.sectors[home].guilds.length < 2) sectorEffects.establish_guild.resolve(s, seat, e, { sector: home, guild: 'scientists' }, ctx);
    expect(sectors()).not.toContain(home);
    expect(productionLevel(s, seat, 'science')).toBe(s.sectors[home].population! * s.sectors[home].guilds.filter((g) => g === 'scientists').length);
  });

  it('given the standard Home Sector, then no Installation can be built there; a Starbase needs its Technology', () => {
    const { s, seat } = focusGame();
    const { home, outpost } = s.map.starts[seat];
    const built = sectorEffects.build_installation.choices(s, seat, { op: 'build_installation' }, ctx);
    expect(built.map((c) => c.sector)).not.toContain(home);
    expect(built.filter((c) => c.sector === outpost).map((c) => c.installation)).toEqual(['shipyard', 'sector_defense']);
  });

  it('given a Pure Population of 6 or a Corrupted sector, then it cannot grow', () => {
    const { s, seat } = focusGame();
    const { home, outpost } = s.map.starts[seat];
    s.sectors[home].population = 6;
    s.sectors[outpost].corrupted = true;
    expect(sectorEffects.increase_pure_population.choices(s, seat, { op: 'increase_pure_population' }, ctx)).toEqual([]);
  });

  it('given Rally, when deploying per Shipyard, then one deployment per Shipyard is triggered, each a fleet type the player may deploy', () => {
    const { s, seat } = focusGame();
    s.players[seat].technologies = s.players[seat].technologies.filter((t) => !t.startsWith('orbital-docks'));
    const { home } = s.map.starts[seat];
    const r = fleetEffects.deploy_per_shipyard.resolve(s, seat, { op: 'deploy_per_shipyard' }, {}, ctx);
    const shipyards = Object.entries(s.sectors).filter(([, x]) => x.owner === seat).flatMap(([id, x]) => x.installations.filter((i) => i === 'shipyard').map(() => id));
    expect(shipyards).toContain(home);
    expect(r.triggered![0].effects).toEqual(shipyards.map((where) => ({ op: 'deploy_fleet_power', count: 1, where })));
    const active = s.players[seat].fleetPower.active;
    const atHome = r.triggered![0].effects[shipyards.indexOf(home)];
    expect(fleetEffects.deploy_fleet_power.choices(s, seat, atHome, ctx)).toEqual([{ sector: home, fleet: 'corvette' }]);
    fleetEffects.deploy_fleet_power.resolve(s, seat, atHome, { sector: home, fleet: 'corvette' }, ctx);
    expect(s.players[seat].fleetPower.active).toBe(active - 1);
  });

  it('given Regroup, when moving cubes, then up to 5 single cubes move between adjacent sectors you control, never emptying the Outpost', () => {
    let { s, seat } = focusGame('standard-reinforcement');
    const { home, outpost } = s.map.starts[seat];
    s.players[seat].resources.energy = 1;
    s = play(s, seat, { type: 'take-action', action: 'focus-3' });
    s = play(s, seat, { type: 'resolve-effect', group: 0, index: 0, choice: {} });
    expect(s.focusTurn!.pending!.groups[1].effects).toHaveLength(5);
    const moves = legalMoves(s, seat).filter((m) => m.type === 'resolve-effect' && m.group === 1);
    expect(moves.every((m) => m.type === 'resolve-effect' && m.index === 0)).toBe(true);
    const outpostCubes = s.sectors[outpost].fleets.reduce((n, f) => n + f.power, 0);
    for (let i = 0; i < outpostCubes - 1; i++) s = play(s, seat, { type: 'resolve-effect', group: 1, index: i, choice: { sector: outpost, target: home, fleet: 'corvette' } });
    expect(s.sectors[outpost].fleets).toEqual([{ type: 'corvette', power: 1 }]);
    expect(legalMoves(s, seat).some((m) => m.type === 'resolve-effect' && m.group === 1 && m.choice.sector === outpost)).toBe(false);
  });
});

describe('Voidfall effects: a Preferred Focus action (Exploit, A12)', () => {
  it('given Progress in the hand of a House preferring it, when Exploit takes its Experiment action, then that action\'s effects open within this one', () => {
    const { s, seat } = focusGame();
    const p = s.players[seat];
    const progress = p.focusHand.find((c) => c.startsWith('standard-progress@'));
    const e = { op: 'preferred_focus_action' };
    const choices = preferredEffects.preferred_focus_action.choices(s, seat, e, ctx);
    expect(choices).toContainEqual({ card: progress, value: 1 });
    const r = preferredEffects.preferred_focus_action.resolve(s, seat, e, { card: progress, value: 1 }, ctx);
    expect(r.triggered).toEqual([{ effects: [{ op: 'produce', resources: ['science'] }, { op: 'establish_guild', guild: 'scientists' }], mode: 'one' }]);
    expect(p.focusHand).toContain(progress);
  });
});
