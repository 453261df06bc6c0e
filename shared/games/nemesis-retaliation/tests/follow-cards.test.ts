/**
 * Blood Sense's follow clause (data intruder-attack-cards.json, Drone and Queen line: "If you are Moving, place the
 * attacking Intruder in the Room where your Movement ends") on moves made by cards, and the Technical Corridor
 * Entrance, whose attack is treated as an Adult's (room sheet): the Adult line has no follow clause.
 */
import { describe, expect, it } from 'vitest';
import { given, when } from '../testing/given';

const drone = (hand: string[], where: string) =>
  given({
    rooms: { 'a-r04': 'armory', 'a-r05': 'surgery-room' },
    players: { 0: { space: 'a-r04', hand } },
    corridors: { 'cp-a-r04--a-r05': {} },
    intruders: [{ type: 'drone', where }, { type: 'adult', where }],
    attacks: ['blood-sense', 'scratch-3'],
  });

describe('Blood Sense on moves made by cards', () => {
  it('given Move Quietly along a corridor holding a Drone, when the Drone\'s attack is Blood Sense, then the Drone ends in the room the move ends in, attacking once', () => {
    const s = drone(['contractor--move-quietly'], 'cp-a-r04--a-r05');
    const id = s.intruders[0].id;
    const { state, events } = when(s, 0, { type: 'play-card', card: 'contractor--move-quietly', target: 'cp-a-r04--a-r05' });
    expect(state.players[0].space).toBe('a-r05');
    expect(state.intruders.find((i) => i.id === id)!.where).toBe('a-r05');
    expect(events.filter((e) => e.type === 'attacked' && e.intruder === id)).toHaveLength(1);
    expect(events).toContainEqual({ type: 'intruders-moved', moves: [{ intruder: id, from: 'cp-a-r04--a-r05', to: 'a-r05' }] });
    expect(state.pursuit).toBeNull();
  });

  it('given Duck and Cover preventing the Drone\'s attack (the biggest first), then nothing follows', () => {
    const s = drone(['contractor--duck-and-cover', 'contractor--rest'], 'a-r04');
    const id = s.intruders[0].id;
    const { state, events } = when(s, 0, { type: 'play-card', card: 'contractor--duck-and-cover', target: 'cp-a-r04--a-r05', pay: ['contractor--rest'] });
    expect(events.filter((e) => e.type === 'attacked' && e.intruder === id)).toHaveLength(0);
    expect(state.intruders.find((i) => i.id === id)!.where).toBe('a-r04');
  });
});

describe('Blood Sense at the Technical Corridor Entrance', () => {
  it('given the room\'s attack is Blood Sense, then its Adult line is read: 2 HP lost, nothing placed or followed', () => {
    const R = 'a-r04';
    const s = given({ rooms: { [R]: 'technical-corridor-entrance', 'c-r08': 'armory' }, players: { 0: { space: R } }, attacks: ['blood-sense'] });
    const pay = s.players[0].hand.slice(0, 2);
    const { state, events } = when(s, 0, { type: 'use-room', option: 'technical-corridor', target: 'c-r08', pay });
    expect(events).toContainEqual(expect.objectContaining({ type: 'attacked', seat: 0, card: 'blood-sense' }));
    expect(state.players[0].health).toBe(2);
    expect(state.intruders.filter((i) => i.where === 'c-r08')).toHaveLength(0);
    expect(events.some((e) => e.type === 'intruders-moved')).toBe(false);
  });
});
