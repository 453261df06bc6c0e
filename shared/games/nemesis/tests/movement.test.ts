import { describe, expect, it } from 'vitest';
import type { NemesisEvent } from '../events';
import { cardsOf, corridorBetween, given, refusal, rolled, seekRoll, when } from '../testing/given';

const HIB = 'a-slot-11';
// Slot 14 on side A: noise 1 → corridor to slot 13, 2 → to slot 17, 3 → the technical corridors, 4 → to the Hibernatorium.
const X = 'a-slot-14';
const noiseRolls = (events: NemesisEvent[]) => events.filter((e) => e.type === 'noise-rolled');
const moveTo = (s: ReturnType<typeof given>, to: string, from = HIB) => ({ type: 'move' as const, corridor: corridorBetween(s, from, to), pay: cardsOf(s, 0, 1) });

describe('movement and noise (worked examples E1-E4)', () => {
  it('E1: given the Scout moves into a room where the Captain stands, then no noise roll is made', () => {
    const s = given({ players: { 1: { room: X } }, explored: { [X]: 'canteen' } });
    const { state, events } = when(s, 0, moveTo(s, X));
    expect(state.players[0].room).toBe(X);
    expect(noiseRolls(events)).toEqual([]);
  });

  it('E1: given a move into a room holding an intruder, then no roll and no encounter: the mover is simply in combat', () => {
    const s = given({ explored: { [X]: 'canteen' }, intruders: [{ type: 'adult', room: X }] });
    const { state, events } = when(s, 0, moveTo(s, X));
    expect(noiseRolls(events)).toEqual([]);
    expect(events.some((e) => e.type === 'encounter')).toBe(false);
    expect(state.intruders).toHaveLength(1);
  });

  it('E2: given the Scout moves into the empty explored Canteen and rolls 2, then a noise marker goes on its corridor 2', () => {
    const s = given({ explored: { [X]: 'canteen' } });
    const { state, events } = seekRoll(s, 0, moveTo(s, X), rolled('2'));
    expect(state.corridors['a-corridor-14-17'].noise).toBe(true);
    expect(events).toContainEqual({ type: 'noise-placed', room: X, targets: [{ corridor: 'a-corridor-14-17' }] });
  });

  it('E3: given a closed door with noise on corridor 1 and noise on the technical-corridor space, then a roll of 1 or of the entrance causes an encounter that clears both', () => {
    const s = given({ explored: { [X]: 'canteen' }, bag: ['intruder-token-larva-1'] });
    s.corridors['a-corridor-13-14'] = { noise: true, door: 'closed' };
    s.techNoise['a-tech-network'] = true;
    for (const result of ['1', '3']) {
      const { state, events } = seekRoll(s, 0, moveTo(s, X), rolled(result));
      expect(events).toContainEqual(expect.objectContaining({ type: 'encounter', seat: 0, room: X, drawn: 'larva' }));
      expect(state.corridors['a-corridor-13-14'].noise).toBe(false);
      expect(state.techNoise['a-tech-network']).toBe(false);
    }
  });

  it('E4: given an unexplored room with a Malfunction token showing 3, then the tile flips, a malfunction is placed, the counter is 3 and noise is rolled', () => {
    const s = given({ unexplored: { [X]: ['canteen', 'exploration-malfunction-2'] } });
    const { state, events } = when(s, 0, moveTo(s, X));
    expect(events).toContainEqual({ type: 'room-explored', seat: 0, room: X, tile: 'canteen', effect: 'malfunction', items: 3, ignored: false });
    expect(state.rooms[X]).toMatchObject({ explored: true, token: null, items: 3, malfunction: true });
    expect(noiseRolls(events)).toHaveLength(1);
  });

  it('given solo play, then the item counter is halved, rounded up', () => {
    const s = given({ seats: 1, unexplored: { [X]: ['canteen', 'exploration-malfunction-2'] } });
    expect(when(s, 0, moveTo(s, X)).state.rooms[X].items).toBe(2);
  });

  it('given a Door token, then the corridor just used gets a closed door', () => {
    const s = given({ unexplored: { [X]: ['canteen', 'exploration-door-1'] } });
    const { state } = when(s, 0, moveTo(s, X));
    expect(state.corridors['a-corridor-11-14'].door).toBe('closed');
  });

  it('given the room covered in slime, then the character is slimed before its token is revealed', () => {
    const s = given({ unexplored: { [X]: ['room-covered-in-slime', 'exploration-fire-1'] } });
    const { state, events } = when(s, 0, moveTo(s, X));
    const order = events.map((e) => e.type);
    expect(order.indexOf('marker-placed')).toBeLessThan(order.indexOf('room-explored'));
    expect(state.players[0].slime).toBe(true);
    expect(state.rooms[X]).toMatchObject({ fire: true, items: null });
  });

  it('E16: given Danger, then the adjacent Adult not in combat comes in, the Larva in combat stays, and no noise is placed', () => {
    const s = given({ seats: 2, players: { 1: { room: 'a-slot-17' } }, explored: { [X]: 'canteen' }, intruders: [{ type: 'adult', room: 'a-slot-13' }, { type: 'larva', room: 'a-slot-17' }] });
    const { state, events } = seekRoll(s, 0, moveTo(s, X), rolled('danger'));
    expect(state.intruders.map((i) => [i.type, i.room])).toEqual([['adult', X], ['larva', 'a-slot-17']]);
    expect(events.some((e) => e.type === 'noise-placed' || e.type === 'encounter')).toBe(false);
  });

  it('E16: given Danger and an adjacent intruder behind a closed door, then the door is destroyed and the intruder stays', () => {
    const s = given({ explored: { [X]: 'canteen' }, intruders: [{ type: 'adult', room: 'a-slot-13' }] });
    s.corridors['a-corridor-13-14'].door = 'closed';
    const { state } = seekRoll(s, 0, moveTo(s, X), rolled('danger'));
    expect(state.corridors['a-corridor-13-14'].door).toBe('destroyed');
    expect(state.intruders[0].room).toBe('a-slot-13');
  });

  it('E16 variant: given Danger with no intruder around, then every marker-free corridor of the room gets noise, the technical space included', () => {
    const s = given({ explored: { [X]: 'canteen' } });
    s.corridors['a-corridor-14-17'].noise = true;
    const { state, events } = seekRoll(s, 0, moveTo(s, X), rolled('danger'));
    const placed = events.find((e) => e.type === 'noise-placed');
    expect(placed).toMatchObject({ room: X });
    expect(placed && 'targets' in placed ? placed.targets : []).toEqual(expect.arrayContaining([{ corridor: 'a-corridor-13-14' }, { network: 'a-tech-network' }, { corridor: 'a-corridor-11-14' }]));
    expect(placed && 'targets' in placed ? placed.targets : []).toHaveLength(3);
    expect(state.techNoise['a-tech-network']).toBe(true);
  });

  it('E17: given a slimed character entering a room whose token is Silence, then Danger is resolved instead and no noise roll follows', () => {
    const s = given({ players: { 0: { slime: true } }, unexplored: { [X]: ['canteen', 'exploration-silence-1'] } });
    const { state, events } = when(s, 0, moveTo(s, X));
    expect(noiseRolls(events)).toEqual([]);
    expect(state.corridors['a-corridor-13-14'].noise && state.corridors['a-corridor-14-17'].noise && state.techNoise['a-tech-network']).toBe(true);
  });

  it('given a Silence roll by a slimed character, then it counts as Danger', () => {
    const s = given({ players: { 0: { slime: true } }, explored: { [X]: 'canteen' } });
    const { state } = seekRoll(s, 0, moveTo(s, X), rolled('silence'));
    expect(state.corridors['a-corridor-13-14'].noise).toBe(true);
  });
});

describe('Careful Movement', () => {
  const careful = (s: ReturnType<typeof given>, noise: string) => ({ type: 'careful-move' as const, corridor: corridorBetween(s, HIB, X), noise, pay: cardsOf(s, 0, 2) });

  it('given Careful Movement, then it costs 2, makes no noise roll and places the chosen noise marker (an entrance marks the technical space)', () => {
    const s = given({ explored: { [X]: 'canteen' } });
    const { state, events } = when(s, 0, careful(s, 'a-tech-entrance-14'));
    expect(noiseRolls(events)).toEqual([]);
    expect(state.techNoise['a-tech-network']).toBe(true);
    expect(state.players[0].hand).toHaveLength(3);
    expect(refusal(s, 0, { ...careful(s, 'a-corridor-13-14'), pay: cardsOf(s, 0, 1) }).code).toBe('move/payment');
  });

  it('E17 variant: given Careful Movement onto a Silence or Danger token, then the token is ignored and the chosen marker placed', () => {
    const s = given({ players: { 0: { slime: true } }, unexplored: { [X]: ['canteen', 'exploration-danger-1'] }, intruders: [{ type: 'adult', room: 'a-slot-13' }] });
    const { state, events } = when(s, 0, careful(s, 'a-corridor-14-17'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'room-explored', effect: 'danger', ignored: true }));
    expect(state.intruders[0].room).toBe('a-slot-13');
    expect(state.corridors['a-corridor-14-17'].noise).toBe(true);
    expect(state.corridors['a-corridor-13-14'].noise).toBe(false);
  });

  it('given a chosen corridor that already has noise, or a character in combat, then Careful Movement is refused', () => {
    const s = given({ explored: { [X]: 'canteen' } });
    s.corridors['a-corridor-13-14'].noise = true;
    expect(refusal(s, 0, careful(s, 'a-corridor-13-14')).code).toBe('move/noise-taken');
    const fight = given({ explored: { [X]: 'canteen' }, intruders: [{ type: 'larva', room: HIB }] });
    expect(refusal(fight, 0, careful(fight, 'a-corridor-13-14')).code).toBe('move/in-combat');
  });
});
