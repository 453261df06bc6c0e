/** Rules digest §13, Ex26 (scoring) and Ex28 (zone destruction). */
import { describe, expect, it } from 'vitest';
import { attackZone } from './resolution/hull';
import { scoreMission } from './resolution/score';
import { bring, givenShip } from './testing';

describe('Ex26: scoring a completed mission', () => {
  it('given 2 common and 1 serious destroyed, 1 common survived, tiles 2/1/3, 1 KO, 1 bot never activated, boxes 2 and 4, then 13', () => {
    const sim = givenShip({
      threats: [
        { id: 'E1-07', token: 1, zone: 'red' },
        { id: 'E1-05', token: 2, zone: 'white' },
        { id: 'SE1-01', token: 3, zone: 'blue' },
        { id: 'E1-02', token: 4, zone: 'red' },
      ],
    });
    for (const [id, status] of [['E1-07', 'destroyed'], ['E1-05', 'destroyed'], ['SE1-01', 'destroyed'], ['E1-02', 'survived']] as const) bring(sim, id).status = status;
    sim.ship.damage = { red: ['tile-red-6', 'tile-red-5'], white: ['tile-white-6'], blue: ['tile-blue-6', 'tile-blue-5', 'tile-blue-2'] };
    sim.crew[0].ko = true;
    sim.crew[1].bots = 'active';
    sim.ship.bays.UB = 'empty';
    sim.ship.visual = [2, 4, 0];
    expect(scoreMission(sim)).toEqual({ destroyed: 16, survived: 2, damageTiles: 6, worstZone: 3, knockedOut: 1, lyingBattlebots: 1, visual: 7, total: 13 });
  });
  it('given two zones tied for most damage, then the worst zone is counted once', () => {
    const sim = givenShip();
    sim.ship.damage = { red: ['tile-red-6', 'tile-red-5'], white: [], blue: ['tile-blue-6', 'tile-blue-5'] };
    expect(scoreMission(sim).worstZone).toBe(2);
  });
});

describe('Ex28: zone destruction', () => {
  it('given 5 tiles in blue, when 2 points get through, then the 6th tile is flipped and the 7th destroys the ship', () => {
    const sim = givenShip({ stacks: { blue: ['structure', 'lift', 'reactor', 'heavy', 'lower', 'shield'] } });
    for (let i = 0; i < 5; i++) sim.ship.damage.blue.push(sim.ship.stacks.blue.shift()!);
    sim.ship.shields.blue.energy = 0;
    attackZone(sim, 'blue', 2, 'E1-05');
    expect(sim.ship.damage.blue.length).toBe(6);
    expect(sim.lost?.reason).toContain('7th damage');
  });
});
