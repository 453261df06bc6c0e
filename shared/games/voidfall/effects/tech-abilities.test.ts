import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { focusGame, play } from '../testing';
import { productionLevel } from '../rules/production';
import { guildSectors, guildSpaces } from '../rules/sectors';
import { yieldOf } from '../data';
import { economyEffects } from './economy';
import { fleetEffects } from './fleets';
import { sectorEffects } from './sectors';
import { invasionTargets } from './invasion';
import { technologyEffects } from './technologies';
import type { EffectContext } from './types';

const ctx: EffectContext = { location: null, earlier: [], ifBoth: null };

/** A won invasion of a Voidborn sector beside the Outpost holding a Sector Defense and a face-down Bounty token. */
function winInvasion(technologies: string[], corrupted = false) {
  let { s, seat } = focusGame('standard-conquest');
  const { outpost } = s.map.starts[seat];
  const p = s.players[seat];
  p.technologies.push(...technologies);
  p.resources.energy = 2;
  p.bountyTokens = [];
  const target = invasionTargets(s, seat).find((id) => s.map.adjacency.some(([a, b]) => (a === outpost && b === id) || (b === outpost && a === id)))!;
  Object.assign(s.sectors[target], { voidbornFleetPower: 0, installations: ['sector_defense'], gloryToken: null, bountyTokens: [], reclaimTokens: [], corrupted });
  p.reclaimTokens = [];
  s.sectors[outpost].fleets = [{ type: 'corvette', power: 3 }];
  s = play(s, seat, { type: 'take-action', action: 'focus-1' });
  s = play(s, seat, { type: 'resolve-effect', group: 0, index: 0, choice: { sector: target } });
  for (let i = 0; i < 3; i++) s = play(s, seat, { type: 'invasion-add', sector: outpost, fleet: 'corvette' });
  s = play(s, seat, { type: 'invasion-launch' });
  return { s, seat, target };
}

describe('Voidfall Technology abilities (technologies.json texts)', () => {
  it('given Combat Replicators, when an invasion is won, then the sector keeps its Installations and a Bounty token may be gained (the action may end without it)', () => {
    let { s, seat, target } = winInvasion(['combat-replicators-plain']);
    expect(s.sectors[target]).toMatchObject({ owner: seat, installations: ['sector_defense'] });
    const group = s.focusTurn!.pending!.groups.length - 1;
    expect(s.focusTurn!.pending!.groups[group]).toMatchObject({ effects: [{ op: 'gain_bounty_token', count: 1 }], mode: 'any' });
    expect(legalMoves(s, seat)).toContainEqual({ type: 'end-action' });
    const supply = s.bountySupply.length;
    s = play(s, seat, { type: 'resolve-effect', group, index: 0, choice: {} });
    expect([s.players[seat].bountyTokens.length, s.bountySupply.length]).toEqual([1, supply - 1]);
    expect(s.focusTurn!.pending).toBeNull();
  });

  it('given no Combat Replicators, when an invasion is won, then the Installations are removed and nothing is triggered', () => {
    const { s, target } = winInvasion([]);
    expect(s.sectors[target].installations).toEqual([]);
    expect(s.focusTurn!.pending).toBeNull();
  });

  it('given Orbital Docks, when deploying per Shipyard, then each sector with a Shipyard gives one more deployment (a Starbase alone does not)', () => {
    const { s, seat } = focusGame();
    const { home, outpost } = s.map.starts[seat];
    s.sectors[outpost].installations = ['starbase'];
    s.players[seat].technologies = s.players[seat].technologies.filter((t) => !t.startsWith('orbital-docks'));
    const before = fleetEffects.deploy_per_shipyard.resolve(s, seat, { op: 'deploy_per_shipyard' }, {}, ctx).triggered![0].effects.map((e) => e.where);
    s.players[seat].technologies.push('orbital-docks-plain');
    const after = fleetEffects.deploy_per_shipyard.resolve(s, seat, { op: 'deploy_per_shipyard' }, {}, ctx).triggered![0].effects.map((e) => e.where);
    expect(before.filter((x) => x === home).length).toBeGreaterThan(0);
    expect(after.filter((x) => x === home).length).toBe(before.filter((x) => x === home).length + 1);
    expect(after.filter((x) => x === outpost).length).toBe(before.filter((x) => x === outpost).length);
  });

  it('given Carriers gained, then its immediate bonus is "deploy 1 as a Carrier in your Home Sector for 1 Food OR activate 1"; the deployment is a Carrier only', () => {
    const { s, seat } = focusGame();
    const { home } = s.map.starts[seat];
    const p = s.players[seat];
    p.technologies = p.technologies.filter((t) => !t.startsWith('carriers'));
    s.tableau.push({ technology: 'carriers', cards: ['carriers-plain'] });
    const r = technologyEffects.gain_technology.resolve(s, seat, { op: 'gain_technology' }, { card: 'carriers-plain' }, ctx);
    const [bonus] = r.triggered!;
    expect(bonus).toMatchObject({ mode: 'one', effects: [{ op: 'deploy_fleet_power', fleet_type: 'carrier', where: 'home_sector' }, { op: 'activate_fleet_power', count: 1 }] });
    p.resources.food = 1;
    p.resources.credits = 0;
    expect(fleetEffects.deploy_fleet_power.choices(s, seat, bonus.effects[0], ctx)).toEqual([{ sector: home, fleet: 'carrier' }]);
    p.resources.food = 0;
    expect(fleetEffects.deploy_fleet_power.choices(s, seat, bonus.effects[0], ctx)).toEqual([]);
  });

  it('given no Trade Nexus, when a Trade token is gained from space 2, then only that space\'s windfall is offered; with it, also the one to its left', () => {
    const { s, seat } = focusGame();
    s.tradeSpaces = [0, 1, 1, 1, 1, 1];
    const p = s.players[seat];
    p.technologies = p.technologies.filter((t) => !t.startsWith('trade-nexus'));
    expect(economyEffects.gain_trade_token.choices(s, seat, { op: 'gain_trade_token' }, ctx)).toEqual([{ bonus: 2 }]);
    p.technologies.push('trade-nexus-plus4');
    expect(economyEffects.gain_trade_token.choices(s, seat, { op: 'gain_trade_token' }, ctx)).toEqual([{ bonus: 2 }, { bonus: 1 }]);
  });

  it('given Neural Matrix, when Credits are produced, then 2 more Credits are gained first (an overproduction they cause scores); other types are unchanged', () => {
    const { s, seat } = focusGame();
    const p = s.players[seat];
    p.technologies = p.technologies.filter((t) => !t.startsWith('neural-matrix'));
    p.resources = { food: 0, energy: 0, materials: 0, credits: 0, science: 0 };
    const credits = yieldOf('credits', productionLevel(s, seat, 'credits'));
    const food = yieldOf('food', productionLevel(s, seat, 'food'));
    economyEffects.produce.resolve(s, seat, { op: 'produce', resources: ['credits', 'food'] }, {}, ctx);
    expect([p.resources.credits, p.resources.food]).toEqual([credits, food]);
    p.technologies.push('neural-matrix-plain');
    p.resources = { food: 0, energy: 0, materials: 0, credits: 0, science: 0 };
    economyEffects.produce.resolve(s, seat, { op: 'produce', resources: ['credits', 'food'] }, {}, ctx);
    expect([p.resources.credits, p.resources.food]).toEqual([credits + 2, food]);
    p.resources.credits = 14 - credits;
    const influence = p.influence;
    economyEffects.produce.resolve(s, seat, { op: 'produce', resources: ['credits'] }, {}, ctx);
    expect([p.resources.credits, p.influence]).toEqual([15, influence + 3]);
  });

  it('given Ark Ships, then the Home Sector takes 2 Guilds beyond its spaces (improved: 4); without it, none', () => {
    const { s, seat } = focusGame();
    const { home } = s.map.starts[seat];
    const p = s.players[seat];
    p.technologies = p.technologies.filter((t) => !t.startsWith('ark-ships'));
    s.sectors[home].guilds = Array.from({ length: guildSpaces(s, home) }, () => 'farmers' as const);
    expect(guildSectors(s, seat)).not.toContain(home);
    p.technologies.push('ark-ships-plain');
    s.sectors[home].guilds.push('miners');
    expect(guildSectors(s, seat)).toContain(home);
    s.sectors[home].guilds.push('miners');
    expect(guildSectors(s, seat)).not.toContain(home);
    p.technologies.push('ark-ships-improved');
    expect(guildSectors(s, seat)).toContain(home);
  });

  it('given Sentries, when an Installation is built, then a Sentry may be deployed instead in a sector with a Shipyard (no cost); without Sentries, only builds', () => {
    const { s, seat } = focusGame();
    const { home } = s.map.starts[seat];
    const p = s.players[seat];
    p.technologies = p.technologies.filter((t) => !t.startsWith('sentries'));
    const e = { op: 'build_installation' };
    expect(sectorEffects.build_installation.choices(s, seat, e, ctx).filter((c) => c.fleet !== undefined)).toEqual([]);
    p.technologies.push('sentries-plain');
    const sentry = sectorEffects.build_installation.choices(s, seat, e, ctx).filter((c) => c.fleet !== undefined);
    expect(sentry).toContainEqual({ sector: home, fleet: 'sentry' });
    const [active, installations] = [p.fleetPower.active, [...s.sectors[home].installations]];
    sectorEffects.build_installation.resolve(s, seat, e, { sector: home, fleet: 'sentry' }, ctx);
    expect(s.sectors[home].fleets.find((f) => f.type === 'sentry')?.power).toBe(1);
    expect([p.fleetPower.active, s.sectors[home].installations]).toEqual([active - 1, installations]);
  });

  it('given Salvage Scanner, when a Voidborn sector is invaded and won, then a Reclaim token placed on it before the Combat is taken; a Corrupted sector gets none', () => {
    const { s, seat } = winInvasion(['salvage-scanner-plain']);
    const fresh = focusGame('standard-conquest').s;
    expect(s.players[seat].reclaimTokens).toEqual([fresh.reclaimSupply[0]]);
    expect(s.reclaimSupply.length).toBe(fresh.reclaimSupply.length - 1);
    const corrupted = winInvasion(['salvage-scanner-plain'], true);
    expect(corrupted.s.players[corrupted.seat].reclaimTokens).toEqual([]);
  });

  it('given improved Salvage Scanner, when a Corrupted sector is won, then a Reclaim token is taken and a Corruption may be removed', () => {
    const { s, seat } = winInvasion(['salvage-scanner-plain', 'salvage-scanner-improved'], true);
    expect(s.players[seat].reclaimTokens.length).toBe(1);
    const groups = s.focusTurn!.pending!.groups;
    expect(groups[groups.length - 1]).toMatchObject({ effects: [{ op: 'remove_corruption' }], mode: 'any' });
    expect(legalMoves(s, seat)).toContainEqual({ type: 'end-action' });
  });

  it('given improved Orbital Docks, then each Shipyard of a sector you control raises the Credits Production Level by 2 (other types unchanged)', () => {
    const { s, seat } = focusGame();
    const p = s.players[seat];
    p.technologies = p.technologies.filter((t) => t !== 'orbital-docks-improved');
    const shipyards = Object.values(s.sectors).filter((x) => x.owner === seat).flatMap((x) => x.installations).filter((i) => i === 'shipyard').length;
    const [credits, food] = [productionLevel(s, seat, 'credits'), productionLevel(s, seat, 'food')];
    p.technologies.push('orbital-docks-improved');
    expect(shipyards).toBeGreaterThan(0);
    expect([productionLevel(s, seat, 'credits'), productionLevel(s, seat, 'food')]).toEqual([credits + 2 * shipyards, food]);
  });
});
