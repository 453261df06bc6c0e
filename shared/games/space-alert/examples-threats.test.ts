/** Rules digest §13, Ex15-Ex25: battlebots, special threats and their timing. */
import { describe, expect, it } from 'vitest';
import { damageStep } from './resolution/damage-step';
import { advanceThreat, performAction } from './resolution/movement';
import { actions, actionsAndDamage, at, bring, givenShip, threat, tiles } from './testing';

describe('Ex15: battlebots and counter-attack', () => {
  const plan = (turn10: string) => {
    const sim = givenShip({ crew: [[], [], [null, null, null, null, 'bots', 'bots', 'red', 'C', 'blue', turn10]], threats: [{ id: 'I2-03', token: 1 }] });
    at(sim, 2, 'LW');
    sim.crew[2].bots = 'active';
    bring(sim, 'I2-03').stations = ['LW'];
    return sim;
  };
  it('given a counter-attacking intruder (HP 2) in LW, when P3 fights, reactivates at LR and fights again, then it dies and the bots lie down', () => {
    const sim = plan('bots');
    const troopers = threat(sim, 'I2-03');
    actions(sim, 5);
    expect([troopers.damage, sim.crew[2].bots]).toEqual([1, 'inactive']);
    actions(sim, 6);
    expect(troopers.damage).toBe(1);
    actions(sim, 7);
    actions(sim, 8);
    expect([sim.crew[2].station, sim.crew[2].bots, sim.ship.bays.LR]).toEqual(['LR', 'active', 'lying']);
    actions(sim, 9);
    actions(sim, 10);
    expect([troopers.status, sim.crew[2].bots]).toEqual(['destroyed', 'inactive']);
  });
  it('given heroic battlebots in turn 10, then the bots stay active', () => {
    const sim = plan('hbots');
    for (let turn = 5; turn <= 10; turn++) actions(sim, turn);
    expect([threat(sim, 'I2-03').status, sim.crew[2].bots]).toEqual(['destroyed', 'active']);
  });
});

describe('Ex16: the Alien counter-attacks only after X', () => {
  const fight = (afterX: boolean) => {
    const sim = givenShip({ crew: [['bots']], threats: [{ id: 'SI1-03', token: 1 }] });
    at(sim, 0, 'LW');
    sim.crew[0].bots = 'active';
    const alien = bring(sim, 'SI1-03');
    if (afterX) performAction(sim, alien, 'X');
    actions(sim, 1);
    return sim.crew[0].bots;
  };
  it('given the Alien before X, when attacked by bots, then the bots stay active', () => expect(fight(false)).toBe('active'));
  it('given the Alien after X, when attacked by bots, then the bots are disabled', () => expect(fight(true)).toBe('inactive'));
});

describe('Ex17: Unstable Warheads', () => {
  const warheads = () => {
    const sim = givenShip({ crew: [[], [], [], [null, 'C', null, 'C']], threats: [{ id: 'I1-07', token: 3 }, { id: 'I2-01', token: 1 }] });
    at(sim, 3, 'LB');
    actions(sim, 2);
    sim.ship.track = [false, false];
    const w = bring(sim, 'I1-07');
    return { sim, w };
  };
  it('given one rocket launched before it appears, then its health is 2 and C at LB repairs instead of launching', () => {
    const { sim, w } = warheads();
    expect(w.health).toBe(2);
    actions(sim, 4);
    expect([w.damage, sim.ship.rockets, sim.ship.track[0]]).toEqual([1, 2, false]);
  });
  it('given 1 repair, when the blue Slime destroys a rocket, then health drops to 1 and it is repaired at once', () => {
    const { sim, w } = warheads();
    actions(sim, 4);
    performAction(sim, bring(sim, 'I2-01'), 'X');
    expect([w.health, w.status]).toEqual([1, 'destroyed']);
  });
  it('given 2 rockets and 1 repair at Z, then the blue zone takes (2-1)x3 = 3 damage through no shield', () => {
    const { sim, w } = warheads();
    actions(sim, 4);
    performAction(sim, w, 'Z');
    expect(tiles(sim, 'blue')).toBe(3);
  });
  it('given every rocket launched before it appears, then it is destroyed on appearance', () => {
    const sim = givenShip({ threats: [{ id: 'I1-07', token: 3 }] });
    sim.ship.rockets = 0;
    expect(bring(sim, 'I1-07').status).toBe('destroyed');
  });
});

describe('Ex18: Behemoth and the interceptors', () => {
  const launch = (card: string, other: boolean) => {
    const sim = givenShip({ crew: [[], ['C', card]], threats: [{ id: 'SE2-01', token: 1, zone: 'red' }, { id: 'E1-09', token: 2, zone: 'blue' }] });
    at(sim, 1, 'UR');
    sim.crew[1].bots = 'active';
    const behemoth = bring(sim, 'SE2-01', 2);
    if (other) bring(sim, 'E1-09', 3);
    actionsAndDamage(sim, 1);
    return { sim, behemoth };
  };
  it('given the Behemoth alone at distance 1, when interceptors launch, then it takes 9-4 = 5 and the pilot is knocked out for good', () => {
    const { sim, behemoth } = launch('bots', false);
    expect([behemoth.damage, sim.crew[1].ko, sim.crew[1].bots, sim.ship.interceptorsLocked]).toEqual([5, true, 'dead', true]);
  });
  it('given heroic battlebots in space, then the interceptors strike for 10', () => {
    const sim = givenShip({ crew: [[], ['hbots']], threats: [{ id: 'SE2-01', token: 1, zone: 'red' }] });
    at(sim, 1, 'space');
    sim.crew[1].bots = 'active';
    const behemoth = bring(sim, 'SE2-01', 2);
    actionsAndDamage(sim, 1);
    expect(behemoth.damage).toBe(6);
  });
  it('given another threat at distance 1, then both take 1 and nobody is knocked out', () => {
    const { sim, behemoth } = launch('bots', true);
    expect([behemoth.damage, threat(sim, 'E1-09').damage, sim.crew[1].ko]).toEqual([0, 1, false]);
  });
});

describe('Ex19: Swarm and Leviathan', () => {
  it('given laser 4 and pulse 1 on the Swarm, then it takes exactly 1; with the Leviathan destroyed the same turn, 2', () => {
    const sim = givenShip({ threats: [{ id: 'E2-04', token: 1, zone: 'white' }, { id: 'SE1-03', token: 2, zone: 'red' }, { id: 'SE1-05', token: 3, zone: 'blue' }] });
    const swarm = bring(sim, 'E2-04', 3);
    sim.ship.armed = { UW: { heroic: false }, LW: { heroic: false } };
    damageStep(sim);
    expect(swarm.damage).toBe(1);
    const leviathan = bring(sim, 'SE1-03', 12);
    leviathan.damage = 7;
    const frigate = bring(sim, 'SE1-05', 12);
    sim.ship.armed = { UW: { heroic: false }, UR: { heroic: false } };
    damageStep(sim);
    expect([leviathan.status, swarm.damage, frigate.damage, frigate.cryoBroken]).toEqual(['destroyed', 3, 1, false]);
  });
});

describe('Ex20: Jellyfish', () => {
  it('given a light laser (2) alone on the Jellyfish, then it takes 4; in a turn with no hit, 0', () => {
    const sim = givenShip({ threats: [{ id: 'E2-05', token: 1, zone: 'red' }] });
    const jelly = bring(sim, 'E2-05', 4);
    sim.ship.armed = { LR: { heroic: false } };
    damageStep(sim);
    expect(jelly.damage).toBe(4);
    damageStep(sim);
    expect(jelly.damage).toBe(4);
  });
});

describe('Ex21: Scout', () => {
  const scene = () => {
    const sim = givenShip({ threats: [{ id: 'E2-02', token: 2, zone: 'blue' }, { id: 'E1-07', token: 4, zone: 'red' }, { id: 'E1-01', token: 5, zone: 'blue' }] });
    const scout = bring(sim, 'E2-02', 3);
    return { sim, scout };
  };
  it('given the Scout has done X, when another threat attacks, then its attack is +1', () => {
    const { sim, scout } = scene();
    performAction(sim, scout, 'X');
    performAction(sim, bring(sim, 'E1-07', 5), 'X');
    expect(tiles(sim, 'red')).toBe(1);
  });
  it('given the Scout and another blue threat, then the blue heavy laser skips the Scout and the light laser hits it', () => {
    const { sim, scout } = scene();
    const ball = bring(sim, 'E1-01', 8);
    sim.ship.armed = { UB: { heroic: false }, LB: { heroic: false } };
    damageStep(sim);
    expect([ball.damage, scout.damage]).toEqual([3, 1]);
  });
  it('given the Scout performs Y, then every other external threat moves 1 space at once', () => {
    const { sim, scout } = scene();
    const fighter = bring(sim, 'E1-07', 6);
    performAction(sim, scout, 'Y');
    expect([fighter.position, fighter.done]).toEqual([5, ['X']]);
  });
  it('given the Scout is killed, then the bonus ends; if it survives, the bonus stays', () => {
    const killed = scene();
    performAction(killed.sim, killed.scout, 'X');
    killed.scout.status = 'destroyed';
    performAction(killed.sim, bring(killed.sim, 'E1-07', 5), 'X');
    expect(tiles(killed.sim, 'red')).toBe(0);
    const survived = scene();
    performAction(survived.sim, survived.scout, 'X');
    advanceThreat(survived.sim, survived.scout, 2);
    expect(survived.scout.status).toBe('survived');
    performAction(survived.sim, bring(survived.sim, 'E1-07', 5), 'X');
    expect(tiles(survived.sim, 'red')).toBe(1);
  });
});
