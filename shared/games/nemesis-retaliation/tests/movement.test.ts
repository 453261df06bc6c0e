/** Movement, pursuit, noise rolls and intruder groups: digest §13.2 examples 16-20, exploration (§5.9). */
import { describe, expect, it } from 'vitest';
import { LANDING_ZONE, roomOf } from '../data';
import { intrudersAt } from '../rules/board';
import { moveGroup } from '../rules/intruders';
import { cardsOf, given, rolled, seekRoll, seekRule, tokenOf, when } from '../testing/given';

const R = 'a-r04';
const C1 = 'cp-a-r04--b-r01';
const C2 = 'cp-a-r04--b-r03';
const C3 = 'cp-a-r04--b-r04';
const FROM_LZ = 'cp-a-r04--landing-zone';

/** Room R (a-r04) joined to the Landing Zone, with three more corridors of noise 2 (c1 holding an Adult, c2 a noise marker, c3 empty). */
function noiseTable(opts: { secure?: number; c3Door?: boolean } = {}) {
  return given({
    rooms: { [R]: 'surgery-room', 'b-r01': 'server-room', 'b-r03': 'cooling-system', 'b-r04': 'armory' },
    replaceCorridors: true,
    corridors: {
      [FROM_LZ]: { noise: 1 },
      [C1]: { noise: 2 },
      [C2]: { noise: 2, noiseMarker: true },
      [C3]: opts.c3Door ? { noise: 2, door: 'closed', doorEnd: R } : { noise: 2 },
    },
    intruders: [{ type: 'adult', where: C1 }],
    bag: [tokenOf('adult', '2')],
    secure: opts.secure ? { [R]: opts.secure } : {},
  });
}
const enterR = (s: ReturnType<typeof given>) => ({ type: 'move', corridor: FROM_LZ, pay: cardsOf(s, 0, 1) }) as const;

describe('Noise roll cases (example 16)', () => {
  it('given corridors c1-c3 of noise 2, when the roll is 2, then the Adult enters and attacks, c2 becomes 2 Adults, c3 gets a noise marker', () => {
    const s = noiseTable();
    const { state, events } = seekRoll(s, 0, enterR(s), rolled('2'));
    expect(state.players[0].space).toBe(R);
    expect(events).toContainEqual(expect.objectContaining({ type: 'attacked', seat: 0 }));
    expect(intrudersAt(state, R).map((i) => i.type)).toEqual(['adult']);
    expect(intrudersAt(state, C2).map((i) => i.type)).toEqual(['adult', 'adult']);
    expect(events).toContainEqual({ type: 'token-drawn', intruderType: 'adult', back: '2', where: C2 });
    expect(state.corridors[C2].noise).toBe(false);
    expect(state.corridors[C3].noise).toBe(true);
  });

  it('given a secure token in R, when the Adult enters, then the token is removed instead of its attack', () => {
    const s = noiseTable({ secure: 1 });
    const { state, events } = seekRoll(s, 0, enterR(s), rolled('2'));
    expect(state.spaces[R].secure).toBe(0);
    expect(events.some((e) => e.type === 'attacked')).toBe(false);
  });

  it('given a closed door on c3 on R\'s side, when the roll is 2, then c3 still gets a noise marker', () => {
    const s = noiseTable({ c3Door: true });
    expect(seekRoll(s, 0, enterR(s), rolled('2')).state.corridors[C3].noise).toBe(true);
  });

  it('given a Drone token in the bag, when the roll is Hazard, then 1 Drone appears in R and attacks; a secure token stops it (FAQ)', () => {
    const s = noiseTable();
    s.bag = [tokenOf('drone')];
    const { state, events } = seekRoll(s, 0, enterR(s), rolled('hazard'));
    expect(intrudersAt(state, R).map((i) => i.type)).toEqual(['drone']);
    expect(events).toContainEqual(expect.objectContaining({ type: 'attacked', seat: 0 }));
    expect(state.tokenPiles.drone.at(-1)).toBe(tokenOf('drone'));
    const secured = noiseTable({ secure: 1 });
    secured.bag = [tokenOf('drone')];
    expect(seekRoll(secured, 0, enterR(secured), rolled('hazard')).events.some((e) => e.type === 'attacked')).toBe(false);
  });
});

describe('Always roll, and pursuit (examples 17-18)', () => {
  it('given B fighting an Adult in R, when A arrives through an empty corridor from a quiet room, then no attack comes from pursuit but a noise roll is made', () => {
    const s = noiseTable();
    s.players[1].space = R;
    s.intruders.push({ id: 'i-99', type: 'adult', where: R, hits: 0 });
    const { events } = when(s, 0, enterR(s));
    const moved = events.findIndex((e) => e.type === 'moved');
    expect(events.slice(0, moved).some((e) => e.type === 'attacked')).toBe(false);
    expect(events.slice(moved).some((e) => e.type === 'noise-rolled')).toBe(true);
  });

  it('given 2 Adults in the room and a Drone + 2 Adults in the corridor, when C leaves, then 3 attacks come, the Drone first', () => {
    const s = given({
      rooms: { [R]: 'surgery-room' },
      intruders: [{ type: 'adult', where: LANDING_ZONE }, { type: 'adult', where: LANDING_ZONE }, { type: 'drone', where: FROM_LZ }, { type: 'adult', where: FROM_LZ }, { type: 'adult', where: FROM_LZ }],
      attacks: ['scratch-1', 'scratch-2', 'scratch-3'],
    });
    const drone = s.intruders.find((i) => i.type === 'drone')!.id;
    const { events } = when(s, 0, enterR(s));
    const moved = events.findIndex((e) => e.type === 'moved');
    const attackers = events.slice(0, moved).filter((e) => e.type === 'attacked').map((e) => (e as { intruder: string }).intruder);
    expect(attackers).toHaveLength(3);
    expect(attackers[0]).toBe(drone);
    expect(attackers.slice(1).every((id) => s.intruders.find((i) => i.id === id)!.type === 'adult')).toBe(true);
  });
});

describe('Intruder groups (examples 19-20)', () => {
  it('given a Drone and 3 Adults moving toward D\'s room, then only the Drone enters and attacks; with 2 secure tokens one is removed instead', () => {
    const base = given({ rooms: { [R]: 'surgery-room' }, intruders: [{ type: 'drone', where: FROM_LZ }, ...Array.from({ length: 3 }, () => ({ type: 'adult' as const, where: FROM_LZ }))] });
    const { state, result } = seekRule(base, (s, rng) => moveGroup(s, intrudersAt(s, FROM_LZ), rng), () => true);
    expect(intrudersAt(state, LANDING_ZONE).map((i) => i.type)).toEqual(['drone']);
    expect(intrudersAt(state, FROM_LZ)).toHaveLength(3);
    expect(result.some((e) => e.type === 'attacked')).toBe(true);
    base.spaces[LANDING_ZONE].secure = 2;
    const secured = seekRule(base, (s, rng) => moveGroup(s, intrudersAt(s, FROM_LZ), rng), () => true);
    expect(secured.state.spaces[LANDING_ZONE].secure).toBe(1);
    expect(secured.result.some((e) => e.type === 'attacked')).toBe(false);
  });

  it('given the Queen + 2 Adults moving into a corridor holding 3 Adults, then the Queen swaps with 1 Adult and fits; the other 2 stay', () => {
    const s = given({
      rooms: { [R]: 'surgery-room', 'b-r03': 'cooling-system' },
      corridors: { [C2]: { noise: 2 } },
      intruders: [{ type: 'queen', where: R }, { type: 'adult', where: R }, { type: 'adult', where: R }, ...Array.from({ length: 3 }, () => ({ type: 'adult' as const, where: FROM_LZ }))],
    });
    s.players.forEach((p) => (p.space = LANDING_ZONE));
    const { state } = seekRule(s, (x, rng) => moveGroup(x, intrudersAt(x, R), rng), () => true);
    expect(intrudersAt(state, FROM_LZ).map((i) => i.type)).toEqual(['queen', 'adult', 'adult']);
    expect(intrudersAt(state, R).map((i) => i.type)).toEqual(['adult', 'adult', 'adult']);
  });
});

describe('Exploration (§5.9)', () => {
  it('given an unexplored corridor, when a character moves along it, then a room of that section is placed, the card\'s corridors laid with their doors toward it, and no separate noise roll is made for card 8', () => {
    const s = given({ exploration: ['exploration-08'] });
    const { state, events } = when(s, 0, enterR(s));
    expect(state.players[0].space).toBe(R);
    expect(roomOf(state.spaces[R].room).pile).toBe('A');
    expect(s.roomPiles.A).toContain(state.spaces[R].room);
    const explored = events.find((e) => e.type === 'explored') as { corridors: string[] };
    expect(explored.corridors).toEqual(['cp-a-r04--b-r03']);
    expect(events.filter((e) => e.type === 'noise-rolled')).toHaveLength(0);
    for (const c of explored.corridors) if (state.corridors[c].doorEnd) expect(state.corridors[c].doorEnd).toBe(R);
  });
});

describe('Deadly Mode (§5.19)', () => {
  it('given a corridor printing 1 and a small 2, when a 2 is rolled, then it answers only in Deadly Mode', () => {
    for (const deadly of [false, true]) {
      const s = given({ config: { deadly }, rooms: { [R]: 'surgery-room' }, replaceCorridors: true, corridors: { [FROM_LZ]: { noise: 3 } } });
      s.corridors[C1] = { tile: 'corridor-107', doorEnd: null, door: 'none', noise: false, reinforced: false };
      s.corridorStack = s.corridorStack.filter((t) => t !== 'corridor-107');
      const { state } = seekRoll(s, 0, enterR(s), rolled('2'));
      expect(state.corridors[C1].noise).toBe(deadly);
    }
  });
});
