/** Ship systems beyond the worked examples (digest §5.5-5.6): heroic actions, damaged systems, battlebot bays. */
import { describe, expect, it } from 'vitest';
import { actions, actionsAndDamage, at, bring, givenShip, said } from '../testing';
import { damageStep } from './damage-step';
import { performAction } from './movement';
import { scoreMission } from './score';

describe('heroic actions', () => {
  it('given a heroic A at LW, then the pulse cannon strikes with 2 this turn', () => {
    const sim = givenShip({ crew: [['hA']], threats: [{ id: 'E1-10', token: 1, zone: 'blue' }] });
    at(sim, 0, 'LW');
    const meteoroid = bring(sim, 'E1-10', 4);
    actionsAndDamage(sim, 1);
    expect(meteoroid.damage).toBe(2);
  });
  it('given a heroic B at UR, then the red shield fills and takes one extra cube above capacity', () => {
    const sim = givenShip({ crew: [['hB']] });
    at(sim, 0, 'UR');
    actions(sim, 1);
    expect([sim.ship.shields.red.energy, sim.ship.reactors.red.energy]).toEqual([3, 1]);
  });
  it('given heroic battlebots in space and two threats at distance 1, then each takes 2', () => {
    const sim = givenShip({ crew: [['hbots']], threats: [{ id: 'E1-10', token: 1, zone: 'red' }, { id: 'E1-09', token: 2, zone: 'blue' }] });
    at(sim, 0, 'space');
    sim.crew[0].bots = 'active';
    const [a, b] = [bring(sim, 'E1-10', 2), bring(sim, 'E1-09', 3)];
    actionsAndDamage(sim, 1);
    expect([a.damage, b.damage]).toEqual([2, 2]);
  });
  it('given a heroic move, then the member teleports across the ship without using a gravolift', () => {
    const sim = givenShip({ crew: [['to:LB'], ['lift']] });
    actions(sim, 1);
    expect([sim.crew[0].station, sim.crew[1].station, sim.crew[1].delayedTurns]).toEqual(['LB', 'LW', []]);
  });
});

describe('damaged systems', () => {
  it('given the red heavy laser tile, then the red heavy laser strikes with 3', () => {
    const sim = givenShip({ threats: [{ id: 'E1-10', token: 1, zone: 'red' }] });
    sim.ship.damage.red.push('tile-red-1');
    const meteoroid = bring(sim, 'E1-10', 4);
    sim.ship.armed = { UR: { heroic: false } };
    damageStep(sim);
    expect(meteoroid.damage).toBe(3);
  });
  it('given the blue lower-cannon tile, then the blue light laser strikes with 1', () => {
    const sim = givenShip({ threats: [{ id: 'E1-10', token: 1, zone: 'blue' }] });
    sim.ship.damage.blue.push('tile-blue-2');
    const meteoroid = bring(sim, 'E1-10', 4);
    sim.ship.armed = { LB: { heroic: false } };
    damageStep(sim);
    expect(meteoroid.damage).toBe(1);
  });
  it('given the pulse cannon tile, then the pulse reaches distance 1 only', () => {
    const sim = givenShip({ threats: [{ id: 'E1-10', token: 1, zone: 'red' }, { id: 'E1-09', token: 2, zone: 'blue' }] });
    sim.ship.damage.white.push('tile-white-2');
    const [near, far] = [bring(sim, 'E1-10', 4), bring(sim, 'E1-09', 7)];
    sim.ship.armed = { LW: { heroic: false } };
    damageStep(sim);
    expect([near.damage, far.damage]).toEqual([1, 0]);
  });
  it('given a light laser fired this turn, then a second A there does nothing and the pack is back next turn', () => {
    const sim = givenShip({ crew: [['A', 'A'], ['A']] });
    at(sim, 0, 'LR');
    at(sim, 1, 'LR');
    actionsAndDamage(sim, 1);
    expect(said(sim, 'P2 (LR, A): the cannon is already fired')).toBe(true);
    actions(sim, 2);
    expect(sim.ship.armed.LR).toBeDefined();
  });
});

describe('battlebots', () => {
  it('given a member takes the LR unit, then a second member finds the bay empty', () => {
    const sim = givenShip({ crew: [['C'], ['C']] });
    at(sim, 0, 'LR');
    at(sim, 1, 'LR');
    actions(sim, 1);
    expect([sim.crew[0].bots, sim.crew[1].bots, sim.ship.bays.LR]).toEqual(['active', null, 'empty']);
  });
  it('given the Uprising knocks out a carrier, then the bots are dead: they count as lying with the -2 knock-out', () => {
    const sim = givenShip({ crew: [[]], threats: [{ id: 'SI1-06', token: 1 }] });
    sim.crew[0].bots = 'active';
    sim.ship.bays.UB = 'empty';
    performAction(sim, bring(sim, 'SI1-06'), 'X');
    expect(sim.crew[0].bots).toBe('dead');
    expect(scoreMission(sim)).toEqual(expect.objectContaining({ knockedOut: 1, lyingBattlebots: 2 }));
  });
  it('given no active battlebots, then C at UR does not launch the interceptors', () => {
    const sim = givenShip({ crew: [['C']] });
    at(sim, 0, 'UR');
    sim.crew[0].bots = 'inactive';
    actions(sim, 1);
    expect(sim.crew[0].station).toBe('UR');
  });
});
