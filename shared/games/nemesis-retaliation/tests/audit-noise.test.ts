/**
 * Audit of the rules digest §5.9 (the Hazard result) with the data README 17 (the Intruder Help sheet's Blank and Queen
 * rows, both sides) and §5.10.2 (where a drawn token goes), rule by rule. Each test names the rule it proves; the rest
 * are listed in the README's "Audit (section 5)".
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { LANDING_ZONE } from '../data';
import { resolveHazard } from '../rules/bag';
import { given, tokenOf } from '../testing/given';

const hazard = (s: ReturnType<typeof given>) => resolveHazard(s, 0, new Rng(s.rng));

describe('§5.9 the Hazard result, by the token\'s front (data README 17)', () => {
  it('given the Blank drawn, then nothing appears: 2 Adult tokens join the bag and the Blank goes back', () => {
    const s = given({ bag: [tokenOf('blank')] });
    const events = hazard(s);
    expect(s.intruders).toEqual([]);
    expect(s.bag).toContain(tokenOf('blank'));
    expect(s.bag).toHaveLength(3);
    expect(events).toContainEqual({ type: 'bag-changed', added: ['adult', 'adult'] });
  });

  it('given a Drone token, then 1 Drone appears in the room and attacks the rolling character; the token goes to the bottom of its pile', () => {
    const s = given({ bag: [tokenOf('drone')], attacks: ['scratch-3'] });
    const events = hazard(s);
    expect(s.intruders.map((i) => [i.type, i.where])).toEqual([['drone', LANDING_ZONE]]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'attacked', seat: 0 }));
    expect(s.tokenPiles.drone.at(-1)).toBe(tokenOf('drone'));
  });

  it('given a Queen token while she is off the map, then she is placed in the room and attacks; on the map, she activates instead', () => {
    const off = given({ bag: [tokenOf('queen')], attacks: ['scratch-3'] });
    const events = hazard(off);
    expect(off.intruders.map((i) => [i.type, i.where])).toEqual([['queen', LANDING_ZONE]]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'attacked', seat: 0 }));
    const on = given({ bag: [tokenOf('queen')], intruders: [{ type: 'queen', where: 'cp-a-r04--landing-zone' }], attacks: ['scratch-3'] });
    expect(hazard(on)).toContainEqual(expect.objectContaining({ type: 'queen-activated' }));
    expect(on.intruders.filter((i) => i.type === 'queen')).toHaveLength(1);
  });

  it('given the Queen dead, when her token is drawn, then 1 Drone appears in the room and the token leaves the game ("Queen is Dead" side)', () => {
    const s = given({ bag: [tokenOf('queen')], attacks: ['scratch-3'] });
    s.queenDead = true;
    const piles = s.tokenPiles.queen.length;
    hazard(s);
    expect(s.intruders.map((i) => i.type)).toEqual(['drone']);
    expect(s.tokenPiles.queen).toHaveLength(piles);
    expect(s.bag).not.toContain(tokenOf('queen'));
  });
});
