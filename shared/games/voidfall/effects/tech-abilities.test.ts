import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { focusGame, play } from '../testing';
import { fleetEffects } from './fleets';
import { invasionTargets } from './invasion';
import { technologyEffects } from './technologies';
import type { EffectContext } from './types';

const ctx: EffectContext = { location: null, earlier: [], ifBoth: null };

/** A won invasion of a Voidborn sector beside the Outpost holding a Sector Defense and a face-down Bounty token. */
function winInvasion(technologies: string[]) {
  let { s, seat } = focusGame('standard-conquest');
  const { outpost } = s.map.starts[seat];
  const p = s.players[seat];
  p.technologies.push(...technologies);
  p.resources.energy = 2;
  p.bountyTokens = [];
  const target = invasionTargets(s, seat).find((id) => s.map.adjacency.some(([a, b]) => (a === outpost && b === id) || (b === outpost && a === id)))!;
  Object.assign(s.sectors[target], { voidbornFleetPower: 0, installations: ['sector_defense'], gloryToken: null, bountyTokens: [], reclaimTokens: [] });
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
});
