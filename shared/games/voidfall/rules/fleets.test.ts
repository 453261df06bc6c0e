import { describe, expect, it } from 'vitest';
import { seatedGame } from '../testing';
import { abandon, activate, deactivate, deploy, deployCost, deployProblem, recall, tokenCapacity } from './fleets';

// Fenrax Origin A starts with Carriers (a Carrier in its Home Sector); Zenor Origin A with Destroyers.
const game = () => seatedGame([['fenrax', 'A'], ['zenor', 'A']]);

describe('Voidfall Fleet Power (addendum A9)', () => {
  it('given the Home Sector\'s Shipyard, then Corvettes and Carriers (with the Technology) deploy there; not elsewhere, not without the Technology', () => {
    const s = game();
    const { home, outpost } = s.map.starts[0];
    expect(deployProblem(s, 0, home, 'corvette')).toBeNull();
    expect(deployProblem(s, 0, home, 'carrier')).toBeNull();
    expect(deployCost('carrier')).toEqual({ food: 1 });
    expect(deployCost('corvette')).toEqual({});
    expect(deployProblem(s, 0, home, 'destroyer')).toMatch(/Technology/);
    expect(deployProblem(s, 0, outpost, 'corvette')).toMatch(/Shipyard or a Starbase/);
    expect(deployProblem(s, 0, s.map.starts[1].home, 'corvette')).toMatch(/sector you control/);
    s.players[0].fleetPower.active = 0;
    expect(deployProblem(s, 0, home, 'corvette')).toMatch(/no Active Fleet Power/);
  });

  it('given a basic Carrier token holds 1 cube, when a second Carrier deploys, then it takes a new token; Corvettes fill theirs up to 3', () => {
    const s = game();
    const { home } = s.map.starts[0];
    const active = s.players[0].fleetPower.active;
    expect([tokenCapacity(s.players[0], 'carrier'), tokenCapacity(s.players[0], 'corvette')]).toEqual([1, 3]);
    deploy(s, 0, home, 'carrier');
    deploy(s, 0, home, 'corvette');
    expect(s.sectors[home].fleets).toEqual([{ type: 'corvette', power: 2 }, { type: 'carrier', power: 1 }, { type: 'carrier', power: 1 }]);
    expect(s.players[0].fleetPower.active).toBe(active - 2);
    s.players[0].technologies.push('carriers-improved');
    expect(tokenCapacity(s.players[0], 'carrier')).toBe(3);
  });

  it('given 2 Inactive cubes, when activating 3, then 2 move; deactivating needs an Active cube', () => {
    const s = game();
    const p = s.players[1];
    p.fleetPower = { inactive: 2, active: 0 };
    expect(deactivate(p)).toBe(false);
    expect(activate(p, 3)).toBe(2);
    expect(deactivate(p)).toBe(true);
    expect(p.fleetPower).toEqual({ inactive: 1, active: 1 });
  });

  it('given the Outpost\'s last cube recalled, then it is abandoned: no Installations, Corrupted, 2 Voidborn and a face-down Bounty token', () => {
    const s = game();
    const { home, outpost } = s.map.starts[0];
    const cubes = s.sectors[outpost].fleets.reduce((n, f) => n + f.power, 0);
    const results = Array.from({ length: cubes }, () => recall(s, 0, outpost, 'corvette'));
    expect(results.at(-1)).toBe(true);
    expect(results.slice(0, -1).every((r) => r === false)).toBe(true);
    const supply = s.bountySupply.length;
    abandon(s, outpost);
    expect(s.sectors[outpost]).toMatchObject({ owner: null, installations: [], corrupted: true, voidbornFleetPower: 2, fleets: [] });
    expect([s.sectors[outpost].bountyTokens.length, s.bountySupply.length]).toEqual([1, supply - 1]);
    expect(recall(s, 0, home, 'corvette')).toBe(false);
    expect(s.sectors[home].fleets.filter((f) => f.type === 'corvette')).toEqual([]);
    expect(recall(s, 0, home, 'carrier')).toBe(false);
  });
});
