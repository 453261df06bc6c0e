/** The intruder bag and intruder movement rules (digest §5.10, Intruder Help sheet). */
import { describe, expect, it } from 'vitest';
import { LANDING_ZONE } from '../data';
import { developBag, resolveNoiseMarker } from '../rules/bag';
import { intrudersAt } from '../rules/board';
import { moveGroup } from '../rules/intruders';
import { given, seekRule, tokenOf } from '../testing/given';

const FROM_LZ = 'cp-a-r04--landing-zone';
const always = () => true;

describe('Bag development (Queen is Alive)', () => {
  it('given only the Blank in the bag, then 2 Adults are added and the Blank goes back', () => {
    const s = given({ bag: [tokenOf('blank')] });
    const { state } = seekRule(s, (x, rng) => developBag(x, rng), always);
    expect(state.bag).toHaveLength(3);
    expect(state.bag).toContain(tokenOf('blank'));
  });

  it('given a Larva drawn, then 2 Drones are added and the Larva token goes to the bottom of its pile', () => {
    const s = given({ bag: [tokenOf('larva')] });
    const { state, result } = seekRule(s, (x, rng) => developBag(x, rng), always);
    expect(result).toContainEqual({ type: 'bag-changed', added: ['drone', 'drone'] });
    expect(state.tokenPiles.larva.at(-1)).toBe(tokenOf('larva'));
  });

  it('given a Queen token drawn while she is off the map, then 2 Larvae are added; on the map, she activates', () => {
    const off = seekRule(given({ bag: [tokenOf('queen')] }), (x, rng) => developBag(x, rng), always);
    expect(off.result).toContainEqual({ type: 'bag-changed', added: ['larva', 'larva'] });
    const on = given({ bag: [tokenOf('queen')], intruders: [{ type: 'queen', where: FROM_LZ }] });
    const activated = seekRule(on, (x, rng) => developBag(x, rng), always);
    expect(activated.result).toContainEqual(expect.objectContaining({ type: 'queen-activated' }));
    expect(intrudersAt(activated.state, LANDING_ZONE).map((i) => i.type)).toEqual(['queen']);
  });

  it('given the Queen dead, when a Queen token resolves a noise marker, then 1 Drone appears and the token leaves the game', () => {
    const s = given({ bag: [tokenOf('queen')] });
    s.queenDead = true;
    const { state } = seekRule(s, (x, rng) => resolveNoiseMarker(x, FROM_LZ, rng), always);
    expect(intrudersAt(state, FROM_LZ).map((i) => i.type)).toEqual(['drone']);
    expect([...state.bag, ...state.tokenPiles.queen]).not.toContain(tokenOf('queen'));
  });

  it('given a Drone token with back 2+1, when it resolves a noise marker, then 2 Adults and 1 Drone appear in the corridor', () => {
    const s = given({ bag: [tokenOf('drone', '2+1')] });
    const { state } = seekRule(s, (x, rng) => resolveNoiseMarker(x, FROM_LZ, rng), always);
    expect(intrudersAt(state, FROM_LZ).map((i) => i.type)).toEqual(['drone', 'adult', 'adult']);
  });
});

describe('Intruder movement', () => {
  it('given a closed door between an intruder and the nearest character, then the intruder destroys it and stays', () => {
    const s = given({ corridors: { [FROM_LZ]: { noise: 1, door: 'closed', doorEnd: LANDING_ZONE } }, intruders: [{ type: 'adult', where: FROM_LZ }] });
    const { state, result } = seekRule(s, (x, rng) => moveGroup(x, intrudersAt(x, FROM_LZ), rng), always);
    expect(result).toEqual([{ type: 'door-destroyed', corridor: FROM_LZ }]);
    expect(state.corridors[FROM_LZ].door).toBe('destroyed');
    expect(intrudersAt(state, FROM_LZ)).toHaveLength(1);
  });

  it('given an intruder in a room with a character, then it never moves', () => {
    const s = given({ intruders: [{ type: 'adult', where: LANDING_ZONE, hits: 1 }] });
    const { state, result } = seekRule(s, (x, rng) => moveGroup(x, intrudersAt(x, LANDING_ZONE), rng), always);
    expect(result).toEqual([]);
    expect(intrudersAt(state, LANDING_ZONE)[0].hits).toBe(1);
  });

  it('given a wounded intruder leaving a room for a corridor, then its hit markers are discarded', () => {
    const s = given({ rooms: { 'a-r04': 'armory' }, intruders: [{ type: 'adult', where: 'a-r04', hits: 2 }] });
    const { state } = seekRule(s, (x, rng) => moveGroup(x, intrudersAt(x, 'a-r04'), rng), always);
    expect(intrudersAt(state, FROM_LZ)[0].hits).toBe(0);
  });
});
