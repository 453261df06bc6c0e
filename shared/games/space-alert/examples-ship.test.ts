/** Rules digest §13, Ex2-Ex14: delays, gravolifts, energy, shields, targeting, rockets, interceptors, checks, repairs. */
import { describe, expect, it } from 'vitest';
import { delay } from './resolution/crew';
import { damageStep } from './resolution/damage-step';
import { applyEffect } from './resolution/effects';
import { attackZone } from './resolution/hull';
import { runTurn } from './resolution/resolve';
import { actions, actionsAndDamage, at, bring, givenShip, said, threat, tiles } from './testing';

const cards = (slots: Array<{ card: string } | null>) => slots.map((p) => p?.card ?? null);

describe('Ex2: delay cascade', () => {
  it('given a,b,c in slots 5-7 and d in 9, when delayed for turn 5, then 5 is empty, a-c move to 6-8 and d stays', () => {
    const sim = givenShip({ crew: [[null, null, null, null, 'A', 'B', 'C', null, 'bots']] });
    const before = cards(sim.crew[0].slots);
    delay(sim, sim.crew[0], 5, 'test');
    const after = cards(sim.crew[0].slots);
    expect(after.slice(4, 9)).toEqual([null, before[4], before[5], before[6], before[8]]);
  });
  it('given cards in slots 10-12, when delayed for turn 10, then the slot-12 card falls off and is never executed', () => {
    const sim = givenShip({ crew: [[null, null, null, null, null, null, null, null, null, 'A', 'B', 'C']] });
    const before = cards(sim.crew[0].slots);
    delay(sim, sim.crew[0], 10, 'test');
    expect(cards(sim.crew[0].slots).slice(9)).toEqual([null, before[9], before[10]]);
  });
  it('given an empty slot 7, when delayed for turn 7, then nothing changes', () => {
    const sim = givenShip({ crew: [[null, null, null, null, null, 'A', null, 'B']] });
    const before = cards(sim.crew[0].slots);
    delay(sim, sim.crew[0], 7, 'test');
    expect(cards(sim.crew[0].slots)).toEqual(before);
  });
});

describe('Ex3: gravolift congestion', () => {
  const lifts = (damaged: boolean) => {
    const sim = givenShip({ crew: [[null, null, null, 'lift', 'A'], [null, null, null, 'to:UW'], [null, null, null, 'lift', 'A']] });
    at(sim, 0, 'LW');
    at(sim, 2, 'LW');
    at(sim, 1, 'LR');
    if (damaged) sim.ship.damage.white.push('tile-white-5');
    actions(sim, 4);
    return sim;
  };
  it('given P1 and P3 in LW, when both take the undamaged white gravolift, then P1 goes free and P3 is delayed in turn 5', () => {
    const sim = lifts(false);
    expect([sim.crew[0].station, sim.crew[2].station]).toEqual(['UW', 'UW']);
    expect(sim.crew[0].delayedTurns).toEqual([]);
    expect(sim.crew[2].delayedTurns).toEqual([5]);
    expect(sim.crew[2].slots[4]).toBeNull();
  });
  it('given the white gravolift is damaged, when both take it, then both are delayed in turn 5', () => {
    const sim = lifts(true);
    expect(sim.crew[0].delayedTurns).toEqual([5]);
    expect(sim.crew[2].delayedTurns).toEqual([5]);
  });
});

describe('Ex4: delays do not stack', () => {
  it('given no maintenance and P2 taking the damaged red lift into Slime in turn 2, then turn 3 is delayed exactly once', () => {
    const sim = givenShip({ crew: [[], [null, 'lift', 'A', 'B', 'C']], threats: [{ id: 'I2-02', token: 1 }] });
    at(sim, 1, 'UR');
    sim.ship.damage.red.push('tile-red-5');
    bring(sim, 'I2-02', 10);
    const [a, b, c] = cards(sim.crew[1].slots).slice(2, 5);
    runTurn(sim, 2);
    runTurn(sim, 3);
    expect(cards(sim.crew[1].slots).slice(2, 6)).toEqual([null, a, b, c]);
  });
});

describe('Ex5: energy flows', () => {
  it('given all at UW, when P1 A, P2 A, P3 B, P4 A at LW, then laser 1 cube, no second shot, shield 3, pulse unpowered', () => {
    const sim = givenShip({ crew: [['A'], ['A'], ['B'], ['A']] });
    at(sim, 3, 'LW');
    actions(sim, 1);
    expect(sim.ship.armed.UW).toBeDefined();
    expect(said(sim, 'P2 (UW, A): the cannon is already fired')).toBe(true);
    expect(sim.ship.shields.white.energy).toBe(3);
    expect(sim.ship.reactors.white.energy).toBe(0);
    expect(sim.ship.armed.LW).toBeUndefined();
  });
});

describe('Ex6: refuelling and heroic energy', () => {
  const refuel = (energy: number, capsules: number, slot: string) => {
    const sim = givenShip({ crew: [[slot]] });
    at(sim, 0, 'LW');
    sim.ship.reactors.white.energy = energy;
    sim.ship.capsules = capsules;
    actions(sim, 1);
    return [sim.ship.capsules, sim.ship.reactors.white.energy];
  };
  it('given an empty central reactor, when B at LW, then a capsule is spent and the reactor holds 5', () => expect(refuel(0, 3, 'B')).toEqual([2, 5]));
  it('given 4 in the reactor, when heroic B at LW, then 1 added plus the heroic cube: 6', () => expect(refuel(4, 2, 'hB')).toEqual([1, 6]));
  it('given a full reactor, when heroic B at LW, then the capsule is spent, no bonus, still 5', () => expect(refuel(5, 2, 'hB')).toEqual([1, 5]));
});

describe('Ex7: shields and hull damage', () => {
  it('given the red shield holds 2, when attacked for 3, then 2 cubes go and 1 tile is flipped', () => {
    const sim = givenShip();
    sim.ship.shields.red.energy = 2;
    attackZone(sim, 'red', 3, 'E1-07');
    expect([sim.ship.shields.red.energy, tiles(sim, 'red')]).toEqual([0, 1]);
  });
  it('given the same attack by a Destroyer, then 2 tiles are flipped', () => {
    const sim = givenShip();
    sim.ship.shields.red.energy = 2;
    attackZone(sim, 'red', 3, 'E1-02', { double: true });
    expect(tiles(sim, 'red')).toBe(2);
  });
  it('given the tile flipped is the red shield, then its capacity drops by 1 and its empty energy stays 0', () => {
    const sim = givenShip({ stacks: { red: ['shield', 'heavy', 'lower', 'reactor', 'lift', 'structure'] } });
    sim.ship.shields.red.energy = 2;
    attackZone(sim, 'red', 3, 'E1-07');
    expect(sim.ship.shields.red).toEqual({ energy: 0, capacity: 1 });
  });
});

describe('Ex8: targeting and overkill', () => {
  it('given #3 close in white, #5 far in white, #4 far in red, when the central laser and the pulse fire, then 4, 0 and 1 damage', () => {
    const sim = givenShip({ threats: [{ id: 'E1-07', token: 3, zone: 'white' }, { id: 'E1-01', token: 5, zone: 'white' }, { id: 'E1-10', token: 4, zone: 'red' }] });
    const fighter = bring(sim, 'E1-07', 3);
    const ball = bring(sim, 'E1-01', 8);
    const meteoroid = bring(sim, 'E1-10', 9);
    sim.ship.armed = { UW: { heroic: false }, LW: { heroic: false } };
    damageStep(sim);
    expect(fighter.status).toBe('destroyed');
    expect([ball.damage, meteoroid.damage]).toEqual([0, 1]);
  });
});

describe('Ex9: rocket timing', () => {
  it('given a rocket launched in turn 11, when turn 12 computes damage, then it hits the closest threat within distance 2', () => {
    const sim = givenShip({ crew: [[], [], [], [null, null, null, null, null, null, null, null, null, null, 'C']], threats: [{ id: 'E1-01', token: 1, zone: 'white' }] });
    at(sim, 3, 'LB');
    const target = bring(sim, 'E1-01', 10);
    target.speedMod = -2;
    runTurn(sim, 11);
    expect(sim.ship.track).toEqual([false, true]);
    runTurn(sim, 12);
    expect(target.damage).toBe(3 - 1);
    expect(sim.ship.track).toEqual([false, false]);
  });
  it('given no threat within distance 2, when the rocket strikes, then it is lost with no effect', () => {
    const sim = givenShip({ threats: [{ id: 'E1-10', token: 1, zone: 'white' }], trajectories: { white: 'T7' } });
    const far = bring(sim, 'E1-10', 14);
    sim.ship.track = [false, true];
    damageStep(sim);
    expect([far.damage, said(sim, 'no target within range')]).toEqual([0, true]);
  });
  it('given a Juggernaut far away, when the rocket strikes, then it hits the Juggernaut regardless of range', () => {
    const sim = givenShip({ threats: [{ id: 'SE2-02', token: 1, zone: 'red' }, { id: 'E1-10', token: 2, zone: 'white' }], trajectories: { red: 'T7' } });
    const jug = bring(sim, 'SE2-02', 14);
    bring(sim, 'E1-10', 3);
    sim.ship.track = [false, true];
    damageStep(sim);
    expect([jug.damage, jug.shieldMod]).toEqual([0, 1]);
    expect(said(sim, 'Juggernaut (T+1) is hit for 3')).toBe(true);
  });
  it('given two launches in one turn, then the second finds the first space occupied and does nothing', () => {
    const sim = givenShip({ crew: [['C'], ['C']] });
    at(sim, 0, 'LB');
    at(sim, 1, 'LB');
    actions(sim, 1);
    expect(sim.ship.rockets).toBe(2);
  });
});

describe('Ex10: interceptors', () => {
  const sim = givenShip({ crew: [[], [null, null, null, null, null, 'C', 'bots', 'A']], threats: [{ id: 'E1-10', token: 1, zone: 'red' }, { id: 'E1-09', token: 2, zone: 'blue' }] });
  at(sim, 1, 'UR');
  sim.crew[1].bots = 'active';
  const meteoroid = bring(sim, 'E1-10', 3);
  it('given P2 with active bots launching in turn 6, when one threat is at distance 1, then it takes 3', () => {
    actionsAndDamage(sim, 6);
    expect([sim.crew[1].station, meteoroid.damage]).toEqual(['space', 3]);
  });
  it('given a knock-out-all-in-ship effect, then P2 in space is not affected', () => {
    applyEffect(sim, threat(sim, 'E1-10'), { type: 'knock_out', scope: 'ship' });
    expect(sim.crew[1].ko).toBe(false);
    sim.crew[0].ko = false;
  });
  it('given a battlebot card in turn 7 and two threats at distance 1, then each takes 1', () => {
    const amoeba = bring(sim, 'E1-09', 4);
    actionsAndDamage(sim, 7);
    expect([meteoroid.damage, amoeba.damage]).toEqual([4, 1]);
  });
  it('given an A card in turn 8, then it is delayed, P2 returns to UR without attacking and fires in turn 9', () => {
    actionsAndDamage(sim, 8);
    expect([sim.crew[1].station, meteoroid.damage]).toEqual(['UR', 4]);
    actions(sim, 9);
    expect(sim.ship.armed.UR).toBeDefined();
  });
});

describe('Ex11: visual confirmation', () => {
  it('given 2 members in turn 4, 1 in turn 6 and 4 in turn 7, then phase 2 ends on box 4', () => {
    const row = [null, null, null];
    const sim = givenShip({ crew: [[...row, 'C', null, null, 'C'], [...row, 'C', null, null, 'C'], [...row, null, null, 'C', 'C'], [...row, null, null, null, 'C']] });
    for (const m of [0, 1, 2, 3]) at(sim, m, 'LW');
    actions(sim, 4);
    expect(sim.ship.visual[1]).toBe(2);
    actions(sim, 6);
    expect(sim.ship.visual[1]).toBe(2);
    actions(sim, 7);
    expect(sim.ship.visual[1]).toBe(4);
  });
});

describe('Ex12: computer check', () => {
  it('given no maintenance in turns 1-2 and P1 maintaining in slot 3, then it shifts to turn 4 and protects phase 2', () => {
    const sim = givenShip({ crew: [[null, null, 'C'], [null, null, null, 'A']] });
    for (let turn = 1; turn <= 6; turn++) runTurn(sim, turn);
    expect(sim.crew[0].delayedTurns).toEqual([3]);
    expect(sim.ship.maintenance).toEqual([false, true, false]);
    expect(said(sim, 'phase 2: every member is delayed')).toBe(false);
  });
});

describe('Ex13: repairs with stacked malfunctions', () => {
  const stacked = (first: string) => {
    const sim = givenShip({ crew: [[first], ['B'], ['B'], ['B']], threats: [{ id: 'I2-06', token: 2 }, { id: 'SI2-03', token: 4 }] });
    for (const m of [0, 1, 2, 3]) at(sim, m, 'LW');
    bring(sim, 'I2-06');
    bring(sim, 'SI2-03');
    actions(sim, 1);
    return [threat(sim, 'I2-06'), threat(sim, 'SI2-03')];
  };
  it('given LW B covered by #2 (HP 3) and #4, when four B actions, then #2 is repaired by the third and the fourth goes to #4', () => {
    const [low, high] = stacked('B');
    expect([low.status, high.damage]).toEqual(['destroyed', 1]);
  });
  it('given the first is a heroic B, then it puts 2 cubes and #4 gets the last two repairs', () => {
    const [low, high] = stacked('hB');
    expect([low.status, high.damage]).toEqual(['destroyed', 2]);
  });
});

describe('Ex14: a repair completed mid-step', () => {
  it('given a malfunction one repair from done on UR B, when P1 and P2 both play B there, then P2 charges the shield', () => {
    const sim = givenShip({ crew: [['B'], ['B']], threats: [{ id: 'I1-06', token: 1 }] });
    at(sim, 0, 'UR');
    at(sim, 1, 'UR');
    bring(sim, 'I1-06').damage = 2;
    actions(sim, 1);
    expect([threat(sim, 'I1-06').status, sim.ship.shields.red.energy]).toEqual(['destroyed', 2]);
  });
});

