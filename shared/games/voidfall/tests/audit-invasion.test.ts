/**
 * Rules audit, invading (rules addendum A9 "Invade: target a sector you do not control (a Voidborn sector or a sector
 * without Fleet Power); move any number of cubes from any sectors adjacent to it", A8 "the Home Sector ... cannot be
 * attacked").
 */
import { describe, expect, it } from 'vitest';
import { invasionSources, invasionTargets } from '../effects/invasion';
import { neighboursOf } from '../map/schema';
import { focusGame } from '../testing';

describe('Voidfall audit: invasion targets (A9, A8)', () => {
  it('given a sector beside the Outpost, then it is a target while Voidborn or empty, never while another player holds it; only adjacent sectors send cubes', () => {
    const { s, seat } = focusGame();
    const { outpost, home } = s.map.starts[seat];
    const next = neighboursOf(s.map);
    const target = next.get(outpost)!.find((id) => id !== home && !s.map.starts.some((st) => st.home === id))!;
    s.sectors[outpost].fleets = [{ type: 'corvette', power: 2 }];
    Object.assign(s.sectors[target], { owner: null, voidbornFleetPower: 2, fleets: [] });
    expect(invasionTargets(s, seat)).toContain(target);
    expect(invasionSources(s, seat, target).map((x) => x.sector)).toContain(outpost);
    expect(invasionSources(s, seat, target).every((x) => next.get(target)!.includes(x.sector))).toBe(true);
    Object.assign(s.sectors[target], { voidbornFleetPower: 0 });
    expect(invasionTargets(s, seat)).toContain(target);
    Object.assign(s.sectors[target], { owner: 1 - seat, fleets: [{ type: 'corvette', power: 1 }] });
    expect(invasionTargets(s, seat)).not.toContain(target);
  });

  it('given another player\'s Home Sector, then it is never a target', () => {
    const { s, seat } = focusGame();
    const otherHome = s.map.starts[1 - seat].home;
    expect(invasionTargets(s, seat)).not.toContain(otherHome);
    // Even bare and beside one of your fleets.
    s.sectors[otherHome] = { ...s.sectors[otherHome], owner: null, fleets: [] };
    const beside = neighboursOf(s.map).get(otherHome)![0];
    s.sectors[beside] = { ...s.sectors[beside], owner: seat, fleets: [{ type: 'corvette', power: 1 }] };
    expect(invasionTargets(s, seat)).not.toContain(otherHome);
  });
});
