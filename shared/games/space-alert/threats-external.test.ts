/** One behaviour test per base external threat (threats.json, E1/E2/SE1/SE2). Ship shields start at 1 each. */
import { describe, expect, it } from 'vitest';
import { damageStep } from './resolution/damage-step';
import { performAction } from './resolution/movement';
import type { Sim, SimThreat } from './resolution/sim';
import { at, bring, givenShip, tiles } from './testing';
import type { Station, Zone } from './state';

function scene(id: string, zone: Zone = 'red', position = 4, others: Array<[string, Zone, number]> = []) {
  const sim = givenShip({ threats: [{ id, token: 1, zone }, ...others.map(([o, z], i) => ({ id: o, token: i + 2, zone: z }))], trajectories: { red: 'T7', white: 'T7', blue: 'T7' } });
  const t = bring(sim, id, position);
  const rest = others.map(([o, , p]) => bring(sim, o, p));
  return { sim, t, rest };
}
const fire = (sim: Sim, ...stations: Station[]) => {
  sim.ship.armed = Object.fromEntries(stations.map((s) => [s, { heroic: false }]));
  damageStep(sim);
};
const act = (sim: Sim, t: SimThreat, ...marks: Array<'X' | 'Y' | 'Z'>) => marks.forEach((m) => performAction(sim, t, m));
const allTiles = (sim: Sim) => [tiles(sim, 'red'), tiles(sim, 'white'), tiles(sim, 'blue')];

describe('external threats, common white', () => {
  it('E1-01 Pulse Ball: given shields of 1, when it performs Z (2 on all zones), then each zone takes 1 tile', () => {
    const { sim, t } = scene('E1-01');
    act(sim, t, 'Z');
    expect(allTiles(sim)).toEqual([1, 1, 1]);
  });
  it('E1-02 Destroyer: when its Y attack 2 gets 1 point through, then 2 tiles are flipped', () => {
    const { sim, t } = scene('E1-02');
    act(sim, t, 'Y');
    expect(tiles(sim, 'red')).toBe(2);
  });
  it('E1-03 Stealth Fighter: given it has not done X, then the laser ignores it; after X it takes 4-2', () => {
    const { sim, t } = scene('E1-03');
    fire(sim, 'UR');
    expect(t.damage).toBe(0);
    act(sim, t, 'X');
    fire(sim, 'UR');
    expect(t.damage).toBe(2);
  });
  it('E1-04 Energy Cloud: when it performs X, then all shields are emptied; a pulse hit ignores its shield 3', () => {
    const { sim, t } = scene('E1-04');
    act(sim, t, 'X');
    expect([sim.ship.shields.red.energy, sim.ship.shields.white.energy, sim.ship.shields.blue.energy]).toEqual([0, 0, 0]);
    fire(sim, 'LW');
    expect(t.damage).toBe(1);
  });
  it('E1-05 Gunship: when it performs Z (attack 3), then 2 points get through the red shield', () => {
    const { sim, t } = scene('E1-05');
    act(sim, t, 'Z');
    expect(tiles(sim, 'red')).toBe(2);
  });
  it('E1-06 Cryoshield Fighter: given the first targeted turn, then no damage; the next turn 4-1 = 3', () => {
    const { sim, t } = scene('E1-06');
    fire(sim, 'UR');
    expect([t.damage, t.cryoBroken]).toEqual([0, true]);
    fire(sim, 'UR');
    expect(t.damage).toBe(3);
  });
  it('E1-07 Fighter: when it performs Y then Z, then 1 then 2 points get through', () => {
    const { sim, t } = scene('E1-07');
    act(sim, t, 'Y', 'Z');
    expect(tiles(sim, 'red')).toBe(1 + 3);
  });
  it('E1-08 Armored Grappler: given 2 damage, when it performs Y, then it repairs 1', () => {
    const { sim, t } = scene('E1-08');
    t.damage = 2;
    act(sim, t, 'Y');
    expect(t.damage).toBe(1);
  });
  it('E1-09 Amoeba: given it is closest, when a rocket strikes, then it ignores the Amoeba for the next threat', () => {
    const { sim, t, rest } = scene('E1-09', 'red', 3, [['E1-05', 'blue', 6]]);
    sim.ship.track = [false, true];
    damageStep(sim);
    expect([t.damage, rest[0].damage]).toEqual([0, 1]);
  });
  it('E1-10 Meteoroid: given 2 damage, when it performs Z, then it attacks with its remaining 3', () => {
    const { sim, t } = scene('E1-10');
    t.damage = 2;
    act(sim, t, 'Z');
    expect(tiles(sim, 'red')).toBe(2);
  });
});

describe('external threats, serious white', () => {
  it('SE1-01 Frigate: when it performs Z (attack 4), then 3 points get through', () => {
    const { sim, t } = scene('SE1-01');
    act(sim, t, 'Z');
    expect(tiles(sim, 'red')).toBe(3);
  });
  it('SE1-02 Man-of-War: when it performs X and Y, then its speed +1 and shields +1', () => {
    const { sim, t } = scene('SE1-02');
    act(sim, t, 'X', 'Y');
    expect([t.speedMod, t.shieldMod]).toEqual([1, 1]);
  });
  it('SE1-03 Leviathan Tanker: given 3 damage, when it performs Y, then it attacks 2 and repairs 2', () => {
    const { sim, t } = scene('SE1-03');
    t.damage = 3;
    act(sim, t, 'Y');
    expect([t.damage, tiles(sim, 'red')]).toEqual([1, 1]);
  });
  it('SE1-04 Pulse Satellite: given it is at distance 3, then no weapon can target it; at distance 2 the laser hits', () => {
    const { sim, t } = scene('SE1-04', 'red', 12);
    fire(sim, 'UR', 'LR');
    expect(t.damage).toBe(0);
    t.position = 9;
    fire(sim, 'UR');
    expect(t.damage).toBe(2);
  });
  it('SE1-05 Cryoshield Frigate: given the first targeted turn, then no damage at all whatever the power', () => {
    const { sim, t } = scene('SE1-05');
    fire(sim, 'UR', 'LR', 'LW');
    expect([t.damage, t.cryoBroken]).toEqual([0, true]);
  });
  it('SE1-06 Interstellar Octopus: given no damage, then X does nothing; once damaged, X attacks all zones', () => {
    const { sim, t } = scene('SE1-06');
    act(sim, t, 'X');
    expect(sim.ship.shields.red.energy).toBe(1);
    t.damage = 1;
    act(sim, t, 'X');
    expect([sim.ship.shields.red.energy, sim.ship.shields.white.energy]).toEqual([0, 0]);
  });
  it('SE1-07 Maelstrom: when it performs Y (2 on the other zones), then white and blue take 1 tile each', () => {
    const { sim, t } = scene('SE1-07');
    act(sim, t, 'Y');
    expect(allTiles(sim)).toEqual([0, 1, 1]);
  });
  it('SE1-08 Asteroid: given it passed X and Y, when destroyed, then it attacks its zone for 2 x 2 at the end of the step', () => {
    const { sim, t } = scene('SE1-08');
    act(sim, t, 'X', 'Y');
    t.damage = 5;
    fire(sim, 'UR');
    expect([t.status, tiles(sim, 'red')]).toEqual(['destroyed', 3]);
  });
});

describe('external threats, common yellow', () => {
  it('E2-01 Kamikaze: when it performs X and Y, then speed +2 and its shields become 0; Z attacks 6', () => {
    const { sim, t } = scene('E2-01');
    act(sim, t, 'X', 'Y');
    expect([t.speedMod, t.shieldSet]).toEqual([2, 0]);
    act(sim, t, 'Z');
    expect(tiles(sim, 'red')).toBe(5);
  });
  it('E2-02 Scout: when it performs Z, then it attacks 3 ignoring shields', () => {
    const { sim, t } = scene('E2-02');
    act(sim, t, 'Z');
    expect([tiles(sim, 'red'), sim.ship.shields.red.energy]).toEqual([3, 1]);
  });
  it('E2-03 Phantom Fighter: given it is revealed and targeted by a rocket, then the rocket is destroyed without effect', () => {
    const { sim, t } = scene('E2-03', 'red', 3);
    act(sim, t, 'X');
    sim.ship.track = [false, true];
    damageStep(sim);
    expect([t.damage, sim.ship.track[1]]).toEqual([0, false]);
  });
  it('E2-04 Swarm: given three heavy shots in one turn, then it takes 1 only', () => {
    const { sim, t } = scene('E2-04', 'white');
    fire(sim, 'UW', 'LW');
    expect(t.damage).toBe(1);
  });
  it('E2-05 Jellyfish: given 5 damage, when it performs X, then it attacks 1 on all zones and repairs 2', () => {
    const { sim, t } = scene('E2-05');
    t.damage = 5;
    act(sim, t, 'X');
    expect([t.damage, sim.ship.shields.blue.energy]).toEqual([3, 0]);
  });
  it('E2-06 Marauder: given it performed X, then every external threat, itself included, has +1 shield', () => {
    const { sim, t, rest } = scene('E2-06', 'red', 4, [['E1-07', 'blue', 4]]);
    act(sim, t, 'X');
    fire(sim, 'UR', 'UB');
    expect([t.damage, rest[0].damage]).toEqual([4 - 2, 4 - 3]);
  });
  it('E2-07 Minor Asteroid: given it passed X, when destroyed, then it attacks its zone for 1', () => {
    const { sim, t } = scene('E2-07');
    act(sim, t, 'X');
    t.damage = 6;
    sim.ship.shields.red.energy = 0;
    fire(sim, 'LR');
    expect([t.status, tiles(sim, 'red')]).toEqual(['destroyed', 1]);
  });
});

describe('external threats, serious yellow', () => {
  it('SE2-01 Behemoth: given 2 damage already, then its X attack does not happen', () => {
    const { sim, t } = scene('SE2-01');
    t.damage = 2;
    act(sim, t, 'X');
    expect(sim.ship.shields.red.energy).toBe(1);
  });
  it('SE2-02 Juggernaut: when it performs X, then speed +2 and it attacks 2', () => {
    const { sim, t } = scene('SE2-02');
    act(sim, t, 'X');
    expect([t.speedMod, tiles(sim, 'red')]).toEqual([2, 1]);
  });
  it('SE2-03 Psionic Satellite: when it performs X, then members in its zone are delayed, others and those in space are not', () => {
    const sim = givenShip({ crew: [[null, 'A'], [null, 'A'], [null, 'A'], [null, 'A']], threats: [{ id: 'SE2-03', token: 1, zone: 'red' }] });
    at(sim, 0, 'UR');
    at(sim, 1, 'LR');
    at(sim, 3, 'space');
    sim.turn = 1;
    act(sim, bring(sim, 'SE2-03', 5), 'X');
    expect(sim.crew.map((m) => m.delayedTurns)).toEqual([[2], [2], [], []]);
  });
  it('SE2-04 Nebula Crab: given it is in white, when it performs Z, then it attacks red and blue for 5 each', () => {
    const { sim, t } = scene('SE2-04', 'white');
    act(sim, t, 'Z');
    expect(allTiles(sim)).toEqual([4, 0, 4]);
  });
  it('SE2-05 Nemesis: when hit in the damage step, then it attacks all zones; when it reaches Z, then the mission is lost', () => {
    const { sim, t } = scene('SE2-05');
    fire(sim, 'UR');
    expect([t.damage, sim.ship.shields.white.energy, sim.ship.shields.blue.energy]).toEqual([3, 0, 0]);
    act(sim, t, 'Z');
    expect(sim.lost?.threat).toBe('SE2-05');
  });
  it('SE2-05 Nemesis: given 8 damage, when its X self-damage destroys it, then it counts as destroyed', () => {
    const { sim, t } = scene('SE2-05');
    t.damage = 8;
    act(sim, t, 'X');
    expect(t.status).toBe('destroyed');
  });
  it('SE2-06 Major Asteroid: given it passed X, when destroyed, then it attacks its zone for 3', () => {
    const { sim, t } = scene('SE2-06');
    act(sim, t, 'X');
    t.damage = 10;
    fire(sim, 'UR');
    expect([t.status, tiles(sim, 'red')]).toEqual(['destroyed', 2]);
  });
});
