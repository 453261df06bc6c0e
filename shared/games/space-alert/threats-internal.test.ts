/** One behaviour test per base internal threat (threats.json, I1/I2/SI1/SI2). */
import { describe, expect, it } from 'vitest';
import { attackZone } from './resolution/hull';
import { performAction } from './resolution/movement';
import type { Sim, SimThreat } from './resolution/sim';
import { actions, actionsAndDamage, at, bring, givenShip, tiles, type Slot } from './testing';
import type { Station } from './state';

function scene(id: string, crew: Array<[Station | 'space', Slot[]]> = []) {
  const sim = givenShip({ crew: crew.length ? crew.map(([, slots]) => slots) : [[]], threats: [{ id, token: 1 }] });
  crew.forEach(([station], i) => at(sim, i, station));
  sim.turn = 1;
  const t = bring(sim, id);
  return { sim, t };
}
const act = (sim: Sim, t: SimThreat, ...marks: Array<'X' | 'Y' | 'Z'>) => marks.forEach((m) => performAction(sim, t, m));

describe('internal threats, common white', () => {
  it('I1-01 Skirmishers: when X, then it moves from UR toward blue to UW; a bot attack is answered', () => {
    const { sim, t } = scene('I1-01', [['UW', [null, 'bots']]]);
    sim.crew[0].bots = 'active';
    act(sim, t, 'X');
    expect(t.stations).toEqual(['UW']);
    actions(sim, 2);
    expect([t.status, sim.crew[0].bots]).toEqual(['destroyed', 'inactive']);
  });
  it('I1-02 Skirmishers: when X then Z, then it moves from UB to UW and deals 3 to white', () => {
    const { sim, t } = scene('I1-02');
    act(sim, t, 'X', 'Z');
    expect([t.stations, tiles(sim, 'white'), t.status]).toEqual([[], 3, 'survived']);
  });
  it('I1-03 Saboteur: when X then Y, then it moves to LB and drains 1 from the blue reactor', () => {
    const { sim, t } = scene('I1-03');
    act(sim, t, 'X', 'Y');
    expect([t.stations, sim.ship.reactors.blue.energy]).toEqual([['LB'], 1]);
  });
  it('I1-04 Saboteur: given an empty red reactor, when X then Y, then it damages red instead of draining', () => {
    const { sim, t } = scene('I1-04');
    sim.ship.reactors.red.energy = 0;
    act(sim, t, 'X', 'Y');
    expect([t.stations, tiles(sim, 'red')]).toEqual([['LR'], 1]);
  });
  it('I1-05 Hacked Shields: when X, then the blue shield empties; B at UB repairs instead of charging', () => {
    const { sim, t } = scene('I1-05', [['UB', [null, 'B']]]);
    act(sim, t, 'X');
    actions(sim, 2);
    expect([sim.ship.shields.blue.energy, t.damage, sim.ship.reactors.blue.energy]).toEqual([0, 1, 2]);
  });
  it('I1-06 Hacked Shields: when Y then Z, then the red reactor empties and red takes 2', () => {
    const { sim, t } = scene('I1-06');
    act(sim, t, 'Y', 'Z');
    expect([sim.ship.reactors.red.energy, tiles(sim, 'red')]).toEqual([0, 2]);
  });
  it('I1-07 Unstable Warheads: given 3 rockets aboard and no repair, when Z, then 9 damage to blue destroys the ship', () => {
    const { sim, t } = scene('I1-07');
    act(sim, t, 'Z');
    expect(sim.lost?.threat).toBe('I1-07');
  });
});

describe('internal threats, common yellow', () => {
  it('I2-01 Slime: when Y, then it spreads to LW; a member entering is delayed; a bot hit removes the progeny only', () => {
    const { sim, t } = scene('I2-01', [['UW', ['lift', 'bots', 'A']]]);
    sim.crew[0].bots = 'active';
    act(sim, t, 'Y');
    expect(t.slime.map((s) => s.station)).toEqual(['LB', 'LW']);
    actions(sim, 1);
    expect(sim.crew[0].delayedTurns).toEqual([2]);
    actions(sim, 3);
    expect([t.slime.map((s) => s.station), t.damage]).toEqual([['LB'], 0]);
  });
  it('I2-02 Slime: when X, then the LR bay bots are disabled and a C there picks them up inactive', () => {
    const { sim, t } = scene('I2-02', [['LR', [null, 'C']]]);
    act(sim, t, 'X');
    actions(sim, 2);
    expect([sim.ship.bays.LR, sim.crew[0].bots]).toEqual(['empty', 'inactive']);
  });
  it('I2-03 Troopers: when X, Y and Z, then UR -> LR -> LW and 4 damage to white', () => {
    const { sim, t } = scene('I2-03');
    act(sim, t, 'X', 'Y');
    expect(t.stations).toEqual(['LW']);
    act(sim, t, 'Z');
    expect(tiles(sim, 'white')).toBe(4);
  });
  it('I2-04 Troopers: when X and Y, then LB -> UB -> UW', () => {
    const { sim, t } = scene('I2-04');
    act(sim, t, 'X', 'Y');
    expect(t.stations).toEqual(['UW']);
  });
  it('I2-05 Virus: when X and Y, then every reactor loses 1 and members aboard are delayed; C at UW repairs it', () => {
    const { sim, t } = scene('I2-05', [['UW', [null, 'C']], ['space', [null, 'bots']]]);
    act(sim, t, 'X', 'Y');
    expect([sim.ship.reactors.red.energy, sim.ship.reactors.white.energy, sim.ship.reactors.blue.energy]).toEqual([1, 2, 1]);
    expect(sim.crew.map((m) => m.delayedTurns)).toEqual([[2], []]);
    actions(sim, 3);
    expect([t.damage, sim.ship.maintenance[0]]).toEqual([1, false]);
  });
  it('I2-06 Overheated Reactor: when X, then white takes damage equal to the central reactor energy (3)', () => {
    const { sim, t } = scene('I2-06');
    act(sim, t, 'X');
    expect(tiles(sim, 'white')).toBe(3);
  });
});

describe('internal threats, serious white', () => {
  it('SI1-01 Commandos: given undamaged, when Y, then 2 damage to red; when damaged, Y moves it toward blue', () => {
    const { sim, t } = scene('SI1-01');
    act(sim, t, 'Y');
    expect([tiles(sim, 'red'), t.stations]).toEqual([2, ['LR']]);
    t.damage = 1;
    act(sim, t, 'Y');
    expect(t.stations).toEqual(['LW']);
  });
  it('SI1-02 Commandos: when Z, then members in its station are knocked out and its zone takes 4', () => {
    const { sim, t } = scene('SI1-02', [['UB', []], ['UW', []]]);
    act(sim, t, 'Z');
    expect([sim.crew[0].ko, sim.crew[1].ko, tiles(sim, 'blue')]).toEqual([true, false, 4]);
  });
  it('SI1-03 Alien: when Y, then it changes deck and deals damage equal to members there; Z loses the mission', () => {
    const { sim, t } = scene('SI1-03', [['UW', []], ['UW', []]]);
    act(sim, t, 'Y');
    expect([t.stations, tiles(sim, 'white')]).toEqual([['UW'], 2]);
    act(sim, t, 'Z');
    expect(sim.lost?.threat).toBe('SI1-03');
  });
  it('SI1-04 Fissure: after X red damage is doubled; two interceptor attacks repair it instead of hitting ships', () => {
    const { sim, t } = scene('SI1-04', [['UR', ['C', 'bots']]]);
    sim.crew[0].bots = 'active';
    act(sim, t, 'X');
    sim.ship.shields.red.energy = 0;
    attackZone(sim, 'red', 1, 'E1-07');
    expect(tiles(sim, 'red')).toBe(2);
    actionsAndDamage(sim, 1);
    expect(t.damage).toBe(1);
    actionsAndDamage(sim, 2);
    expect(t.status).toBe('destroyed');
  });
  it('SI1-05 Crossed Wires: when X, then the central reactor pours into the shield and the overflow damages white', () => {
    const { sim, t } = scene('SI1-05');
    act(sim, t, 'X');
    expect([sim.ship.reactors.white.energy, sim.ship.shields.white.energy, tiles(sim, 'white')]).toEqual([0, 3, 1]);
  });
  it('SI1-06 BattleBot Uprising: repairs at both bays in one turn add 1; X knocks out members with active bots', () => {
    const { sim, t } = scene('SI1-06', [['UB', ['C']], ['LR', ['C']], ['UW', []]]);
    actions(sim, 1);
    expect(t.damage).toBe(3);
    sim.crew[2].bots = 'active';
    act(sim, t, 'X');
    expect([sim.crew[2].ko, sim.crew[2].bots]).toEqual([true, 'dead']);
  });
});

describe('internal threats, serious yellow', () => {
  it('SI2-01 Executioner: when X, then it moves to UW and knocks out the members there without battlebots', () => {
    const { sim, t } = scene('SI2-01', [['UW', []], ['UW', []]]);
    sim.crew[1].bots = 'inactive';
    act(sim, t, 'X');
    expect([t.stations, sim.crew[0].ko, sim.crew[1].ko]).toEqual([['UW'], true, false]);
  });
  it('SI2-02 Seeker: given 1 damage, when a member destroys it with bots, then that member is knocked out', () => {
    const { sim, t } = scene('SI2-02', [['UW', ['bots']]]);
    sim.crew[0].bots = 'active';
    t.damage = 1;
    actions(sim, 1);
    expect([t.status, sim.crew[0].ko, sim.crew[0].bots]).toEqual(['destroyed', true, 'dead']);
  });
  it('SI2-03 Power System Overload: repairs at all three reactors in one turn add 2 more', () => {
    const { sim, t } = scene('SI2-03', [['LR', ['B']], ['LW', ['B']], ['LB', ['B']]]);
    actions(sim, 1);
    expect(t.damage).toBe(5);
  });
  it('SI2-04 Contamination: when Y with all 4 tokens, then red and blue each take 2', () => {
    const { sim, t } = scene('SI2-04');
    act(sim, t, 'Y');
    expect([tiles(sim, 'red'), tiles(sim, 'white'), tiles(sim, 'blue')]).toEqual([2, 0, 2]);
  });
  it('SI2-05 Nuclear Device: when X and Y, then its speed rises by 2; at Z the mission is lost', () => {
    const { sim, t } = scene('SI2-05');
    act(sim, t, 'X', 'Y');
    expect(t.speedMod).toBe(2);
    act(sim, t, 'Z');
    expect(sim.lost?.threat).toBe('SI2-05');
  });
});
