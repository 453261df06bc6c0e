import { describe, expect, it } from 'vitest';
import { focusGame } from '../testing';
import { productionLevel } from '../rules/production';
import { deployProblem } from '../rules/fleets';
import { fleetEffects } from './fleets';
import { sectorEffects } from './sectors';
import type { EffectContext } from './types';

const ctx: EffectContext = { location: null, earlier: [], ifBoth: null };
const without = (list: string[], technology: string) => list.filter((t) => !t.startsWith(`${technology}-`));

/** The first seat's Outpost, held with no Installation and one Active cube to spare. */
function outpostGame() {
  const { s, seat } = focusGame();
  const { home, outpost } = s.map.starts[seat];
  const p = s.players[seat];
  s.sectors[outpost].installations = [];
  p.fleetPower.active = Math.max(2, p.fleetPower.active);
  return { s, seat, p, home, outpost };
}

describe('Voidfall Technology abilities: Carriers, improved Sentries, Data Refinery', () => {
  it('given a Carrier fleet in a sector without a Shipyard, when deploying, then that sector takes a deployment (without Carriers it does not)', () => {
    const { s, seat, p, outpost } = outpostGame();
    p.technologies = without(p.technologies, 'carriers');
    s.sectors[outpost].fleets = [{ type: 'corvette', power: 1 }];
    expect(deployProblem(s, seat, outpost, 'corvette')).toBe('Deploying needs a Shipyard or a Starbase (or a Carrier) in that sector.');
    p.technologies.push('carriers-plain');
    s.sectors[outpost].fleets.push({ type: 'carrier', power: 1 });
    expect(deployProblem(s, seat, outpost, 'corvette')).toBeNull();
  });

  it('given two Carrier fleet tokens in the Outpost, when deploying per Shipyard, then the Outpost gives two deployments', () => {
    const { s, seat, p, outpost } = outpostGame();
    p.technologies = without(p.technologies, 'carriers');
    s.sectors[outpost].fleets = [{ type: 'corvette', power: 1 }];
    const per = () => fleetEffects.deploy_per_shipyard.resolve(s, seat, { op: 'deploy_per_shipyard' }, {}, ctx).triggered![0].effects.map((e) => e.where);
    expect(per()).not.toContain(outpost);
    p.technologies.push('carriers-plain');
    s.sectors[outpost].fleets.push({ type: 'carrier', power: 1 }, { type: 'carrier', power: 1 });
    expect(per().filter((x) => x === outpost)).toHaveLength(2);
  });

  it('given improved Sentries, when an Installation is built, then a Sentry may also be deployed in that sector (an optional group); basic Sentries trigger nothing', () => {
    const { s, seat, p, outpost } = outpostGame();
    p.technologies = [...without(p.technologies, 'sentries'), 'sentries-plain'];
    const e = { op: 'build_installation' };
    const basic = sectorEffects.build_installation.resolve(s, seat, e, { sector: outpost, installation: 'shipyard' }, ctx);
    expect(basic.triggered ?? []).toEqual([]);
    s.sectors[outpost].installations = [];
    p.technologies.push('sentries-improved');
    const improved = sectorEffects.build_installation.resolve(s, seat, e, { sector: outpost, installation: 'shipyard' }, ctx);
    expect(improved.triggered).toEqual([{ effects: [{ op: 'deploy_fleet_power', count: 1, fleet_type: 'sentry', where: outpost }], mode: 'any' }]);
    const choices = fleetEffects.deploy_fleet_power.choices(s, seat, improved.triggered![0].effects[0], ctx);
    expect(choices).toEqual([{ sector: outpost, fleet: 'sentry' }]);
    const active = p.fleetPower.active;
    fleetEffects.deploy_fleet_power.resolve(s, seat, improved.triggered![0].effects[0], choices[0], ctx);
    expect([s.sectors[outpost].installations, s.sectors[outpost].fleets.find((f) => f.type === 'sentry')?.power, p.fleetPower.active])
      .toEqual([['shipyard'], 1, active - 1]);
  });

  it('given improved Sentries and no Active Fleet Power, when an Installation is built, then no Sentry deployment is offered', () => {
    const { s, seat, p, outpost } = outpostGame();
    p.technologies = [...without(p.technologies, 'sentries'), 'sentries-plain', 'sentries-improved'];
    p.fleetPower.active = 0;
    const r = sectorEffects.build_installation.resolve(s, seat, { op: 'build_installation' }, { sector: outpost, installation: 'shipyard' }, ctx);
    expect(r.triggered).toEqual([]);
  });

  it('given Data Refinery, then each Bankers\' Guild of a sector you control raises the Science Production Level by 2 (other types unchanged)', () => {
    const { s, seat, p, home } = outpostGame();
    p.technologies = without(p.technologies, 'data-refinery');
    s.sectors[home].guilds = ['bankers', 'bankers'];
    const [science, credits] = [productionLevel(s, seat, 'science'), productionLevel(s, seat, 'credits')];
    p.technologies.push('data-refinery-plain');
    expect([productionLevel(s, seat, 'science'), productionLevel(s, seat, 'credits')]).toEqual([Math.min(13, science + 4), credits]);
  });
});
