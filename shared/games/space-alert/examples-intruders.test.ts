/** Rules digest §13, Ex22-Ex25: Seeker, Overheated Reactor, Contamination, Nuclear Device. */
import { describe, expect, it } from 'vitest';
import { performAction } from './resolution/movement';
import { actions, at, bring, givenShip, threat } from './testing';

describe('Ex22: Seeker movement', () => {
  const seek = (ur: number, ub: number) => {
    const crew = Array.from({ length: 3 + ur + ub }, () => []);
    const sim = givenShip({ crew, threats: [{ id: 'SI2-02', token: 1 }] });
    sim.crew.forEach((_, i) => at(sim, i, i < 3 ? 'UW' : i < 3 + ur ? 'UR' : 'UB'));
    const seeker = bring(sim, 'SI2-02');
    performAction(sim, seeker, 'X');
    return seeker.stations[0];
  };
  it('given 3 in UW, 1 in UR, 2 in UB, 0 in LW, then it moves to UB although UW has more', () => expect(seek(1, 2)).toBe('UB'));
  it('given UR and UB both with 2, then the tie keeps it in UW', () => expect(seek(2, 2)).toBe('UW'));
});

describe('Ex23: Overheated Reactor knocks out LR and LB at the moment of repair', () => {
  it('given P1 leaves LB, P2 completes the repair, P3 then enters LR and P4 stays in LB, then only P4 is knocked out', () => {
    const sim = givenShip({ crew: [['red'], ['B'], ['red'], []], threats: [{ id: 'I2-06', token: 1 }] });
    at(sim, 0, 'LB');
    at(sim, 1, 'LW');
    at(sim, 2, 'LW');
    at(sim, 3, 'LB');
    bring(sim, 'I2-06').damage = 2;
    actions(sim, 1);
    expect(threat(sim, 'I2-06').status).toBe('destroyed');
    expect(sim.crew.map((m) => m.ko)).toEqual([false, false, false, true]);
    expect([sim.crew[0].station, sim.crew[2].station]).toEqual(['LW', 'LR']);
  });
});

describe('Ex24: Contamination', () => {
  it('given P2 with active bots clearing 3 contaminated stations in 3 turns, then the 4th token goes too and it is destroyed', () => {
    const sim = givenShip({ crew: [[], ['bots', 'lift', 'bots', 'red', 'red', 'bots']], threats: [{ id: 'SI2-04', token: 1 }] });
    at(sim, 1, 'UB');
    sim.crew[1].bots = 'active';
    const c = bring(sim, 'SI2-04');
    for (let turn = 1; turn <= 6; turn++) actions(sim, turn);
    expect([c.status, c.stations]).toEqual(['destroyed', []]);
  });
  it('given it reaches Z with UR and LB still contaminated, then anyone entering them later is knocked out, even from space', () => {
    const sim = givenShip({ crew: [['blue'], [null], ['bots']], threats: [{ id: 'SI2-04', token: 1 }] });
    const c = bring(sim, 'SI2-04');
    c.stations = ['UR', 'LB'];
    performAction(sim, c, 'Z');
    at(sim, 0, 'LW');
    at(sim, 1, 'space');
    actions(sim, 1);
    expect([sim.crew[0].ko, sim.crew[1].ko, sim.crew[1].station]).toEqual([true, true, 'UR']);
  });
});

describe('Ex25: Nuclear Device needs three members at once', () => {
  it('given two members do C at LW in one turn, then nothing; given three in another turn, then it is repaired', () => {
    const sim = givenShip({ crew: [['C', 'C'], ['C', 'C'], [null, 'C']], threats: [{ id: 'SI2-05', token: 1 }] });
    for (const m of [0, 1, 2]) at(sim, m, 'LW');
    const device = bring(sim, 'SI2-05');
    actions(sim, 1);
    expect([device.status, sim.ship.visual[0]]).toEqual(['active', 0]);
    actions(sim, 2);
    expect(device.status).toBe('destroyed');
  });
});
