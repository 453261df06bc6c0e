import { describe, expect, it } from 'vitest';
import { nemesis } from '../index';
import type { NemesisState } from '../state';
import { cardsOf, given, refusal, rolled, seekRoll, when } from '../testing/given';

const HIB = 'a-slot-11';
const X = 'a-slot-14';
const act = (s: NemesisState, choice?: string) => ({ type: 'room-action' as const, pay: cardsOf(s, 0, 2), ...(choice ? { choice } : {}) });
const inRoom = (tile: string, seats = 2) => given({ seats, players: { 0: { room: X } }, explored: { [X]: tile } });

describe('room actions: general rules', () => {
  it('given a malfunction, combat, or a room without a built action, then the room action is refused', () => {
    const s = inRoom('comms-room');
    s.rooms[X].malfunction = true;
    expect(refusal(s, 0, act(s)).code).toBe('move/malfunction');
    const fight = given({ players: { 0: { room: X } }, explored: { [X]: 'comms-room' }, intruders: [{ type: 'larva', room: X }] });
    expect(refusal(fight, 0, act(fight)).code).toBe('move/in-combat');
    // The Cabins' effect is passive (one more card drawn): there is no action to take there.
    const cabins = inRoom('cabins');
    expect(refusal(cabins, 0, act(cabins)).code).toBe('move/no-room-action');
  });

  it('given the Comms Room, then a room action costs 2 cards and sends a signal', () => {
    const s = inRoom('comms-room');
    expect(refusal(s, 0, { type: 'room-action', pay: cardsOf(s, 0, 1) }).code).toBe('move/payment');
    const { state } = when(s, 0, act(s));
    expect([state.players[0].signal, state.players[0].hand.length, state.turn!.actions]).toEqual([true, 3, 1]);
  });
});

describe('Hibernatorium (E27)', () => {
  it('E27: given the chambers are closed, then hibernation is refused; once open, a quiet noise roll puts the character to sleep', () => {
    const s = given({ seats: 2 });
    expect(refusal(s, 0, act(s)).message).toMatch(/blue spaces/);
    s.time = 7;
    const { state, events } = seekRoll(s, 0, act(s), rolled('silence'));
    expect(state.players[0]).toMatchObject({ status: 'hibernating', room: null });
    expect(events).toContainEqual({ type: 'hibernated', seat: 0 });
    expect(state.turn).toEqual({ seat: 1, actions: 0 });
  });

  it('E27: given the noise roll brings an intruder in, then the attempt fails and the character is in combat', () => {
    const s = given({ seats: 2, intruders: [{ type: 'adult', room: 'a-slot-15' }] });
    s.time = 7;
    s.milestones.firstEncounter = true;
    const { state, events } = seekRoll(s, 0, act(s), rolled('danger'));
    expect(events).toContainEqual({ type: 'hibernation-failed', seat: 0 });
    expect(state.players[0].status).toBe('aboard');
  });

  it('given the last character aboard hibernates, then the ship jumps at once and the victory check runs', () => {
    const s = given({ seats: 1 });
    s.time = 7;
    const { state } = seekRoll(s, 0, act(s), rolled('silence'));
    expect(state.phase).toBe('over');
    expect(nemesis.outcome(state)!.reason).toMatch(/hyperspace jump/);
  });
});

describe('Cockpit, engines and Generator', () => {
  it('given the Cockpit, then checking the coordinates is private knowledge, and setting the destination is public', () => {
    const s = inRoom('cockpit');
    const checked = when(s, 0, act(s, 'check')).state;
    expect(nemesis.view(checked, 0).me!.knowledge).toEqual([{ round: 1, what: 'coordinates', destinations: expect.objectContaining({ A: expect.any(String) }) }]);
    expect(JSON.stringify(nemesis.view(checked, 1))).not.toContain('"destinations"');
    const set = when(checked, 0, act(checked, 'D')).state;
    expect(set.destination).toBe('D');
  });

  it('given someone hibernating, then the destination cannot be changed and the self-destruct cannot start', () => {
    const s = inRoom('cockpit', 3);
    s.players[2].status = 'hibernating';
    expect(refusal(s, 0, act(s, 'A')).code).toBe('move/room-action');
    const g = inRoom('generator', 3);
    g.players[2].status = 'hibernating';
    expect(refusal(g, 0, act(g)).code).toBe('move/room-action');
  });

  it('given the Generator, then the self-destruct starts, can be stopped before yellow, and not after', () => {
    const s = inRoom('generator');
    const started = when(s, 0, act(s)).state;
    expect(started.selfDestruct).toBe(0);
    expect(when(started, 0, act(started)).state.selfDestruct).toBeNull();
    started.selfDestruct = 3;
    expect(refusal(started, 0, act(started)).message).toMatch(/no longer be stopped/);
  });

  it('given an engine room, then checking shows its top token to the checker only', () => {
    const s = given({ players: { 0: { room: 'a-slot-21' } } });
    const { state } = when(s, 0, act(s));
    const top = s.engines['1'][0].endsWith('working') ? 'working' : 'damaged';
    expect(state.players[0].knowledge).toEqual([{ round: 1, what: 'engine', engine: 1, top }]);
  });
});

describe('Emergency Room, Armory, Nest', () => {
  it('given the Emergency Room, then it dresses all serious wounds, heals a dressed one, or heals all light wounds', () => {
    const s = given({ players: { 0: { room: X, lightWounds: 2, seriousWounds: ['wound-arm-1', 'wound-leg-1'] } }, explored: { [X]: 'emergency-room' } });
    const dressed = when(s, 0, act(s, 'dress-all')).state;
    expect(dressed.players[0].seriousWounds.every((w) => w.dressed)).toBe(true);
    const healed = when(dressed, 0, act(dressed, 'heal-dressed')).state;
    expect(healed.players[0].seriousWounds).toHaveLength(1);
    expect(refusal(s, 0, act(s, 'heal-dressed')).code).toBe('move/room-action');
    expect(when(s, 0, act(s, 'heal-light')).state.players[0].lightWounds).toBe(0);
  });

  it('given the Armory, then an energy weapon gains 2 ammo up to its capacity; a classic weapon cannot be charged', () => {
    const s = inRoom('armory');
    s.players[0].hands = [{ kind: 'item', card: 'scout-rifle', ammo: 1 }];
    expect(when(s, 0, act(s, 'scout-rifle')).state.players[0].hands[0]).toMatchObject({ ammo: 3 });
    s.players[0].hands = [{ kind: 'item', card: 'six-shooter', ammo: 1 }];
    expect(refusal(s, 0, act(s, 'six-shooter')).code).toBe('move/room-action');
  });

  it('given the Nest, then taking an egg needs a free hand, takes it from the intruder board and rolls noise; the last egg destroys the Nest', () => {
    const s = inRoom('nest');
    s.eggs = 1;
    const { state, events } = when(s, 0, act(s));
    expect([state.eggs, state.nestDestroyed]).toEqual([0, true]);
    expect(state.players[0].hands).toContainEqual({ kind: 'object', object: 'intruder-egg' });
    expect(events.some((e) => e.type === 'noise-rolled')).toBe(true);
  });
});
