import { describe, expect, it } from 'vitest';
import { nemesis } from '../index';
import type { NemesisState } from '../state';
import { cardsOf, given, refusal, when } from '../testing/given';

const X = 'a-slot-14';
const act = (s: NemesisState, choice?: string) => ({ type: 'room-action' as const, pay: cardsOf(s, 0, 2), ...(choice ? { choice } : {}) });
const inRoom = (tile: string) => given({ seats: 2, players: { 0: { room: X } }, explored: { [X]: tile } });
/** Seat 0's hand: its first 3 action cards plus the given contamination cards. */
const withContamination = (s: NemesisState, cards: string[]) => {
  s.decks.contamination = s.decks.contamination.filter((c) => !cards.includes(c));
  s.players[0].hand = [...s.players[0].hand.slice(0, 3), ...cards];
};

describe('scanning rooms (E8-like) and Surgery', () => {
  it('given the Shower with a scan, then slime is washed off, clean contamination cards leave the game and an INFECTED one gives a Larva', () => {
    const s = inRoom('shower-room');
    s.players[0].slime = true;
    const [bad, good] = [s.decks.contamination[0], s.decks.contamination[1]];
    s.infected = [bad];
    withContamination(s, [bad, good]);
    const { state, events } = when(s, 0, act(s, 'scan'));
    expect([state.players[0].slime, state.players[0].larva]).toEqual([false, true]);
    expect(state.players[0].hand).toContain(bad);
    expect(state.players[0].hand).not.toContain(good);
    expect(state.decks.contaminationRemoved).toEqual([good]);
    expect(events).toContainEqual({ type: 'scanned', seat: 0, contamination: 2, infected: 1 });
  });

  it('given a scan that finds INFECTED with a Larva already there, then the character dies and a Creeper appears in its room', () => {
    const s = inRoom('canteen');
    const bad = s.decks.contamination[0];
    s.infected = [bad];
    s.players[0].larva = true;
    withContamination(s, [bad]);
    const { state } = when(s, 0, act(s, 'scan'));
    expect(state.players[0].status).toBe('dead');
    expect(state.intruders.map((i) => [i.type, i.room])).toEqual([['creeper', X]]);
  });

  it('given the Canteen without a scan, then it heals 1 light wound', () => {
    const s = inRoom('canteen');
    s.players[0].lightWounds = 2;
    expect(when(s, 0, act(s, 'no-scan')).state.players[0].lightWounds).toBe(1);
  });

  it('given Surgery, then INFECTED cards and the Larva are removed, 1 light wound, an automatic pass, and every card shuffled into the deck', () => {
    const s = inRoom('surgery');
    const [bad, good] = [s.decks.contamination[0], s.decks.contamination[1]];
    s.infected = [bad];
    s.players[0].larva = true;
    withContamination(s, [bad]);
    s.players[0].discard = [good];
    const { state } = when(s, 0, act(s));
    const p = state.players[0];
    expect([p.larva, p.lightWounds, p.passed, p.hand.length, p.discard.length]).toEqual([false, 1, true, 0, 0]);
    expect(p.deck).toContain(good);
    expect(p.deck).not.toContain(bad);
    expect(state.turn!.seat).toBe(1);
  });
});

describe('ship rooms', () => {
  it('given the Hatch Control System, then a pod is locked or unlocked', () => {
    const s = inRoom('hatch-control-system');
    const n = s.pods[0].number;
    expect(when(s, 0, act(s, `unlock-${n}`)).state.pods[0].locked).toBe(false);
    expect(refusal(s, 0, act(s, 'unlock-9')).code).toBe('move/room-action');
  });

  it('given the Engine Control Room, then the checker alone learns all three engines', () => {
    const s = inRoom('engine-control-room');
    const { state } = when(s, 0, act(s));
    expect(state.players[0].knowledge.map((k) => k.what === 'engine' && k.engine)).toEqual([1, 2, 3]);
    expect(nemesis.view(state, 1).me!.knowledge).toEqual([]);
  });

  it('given the Monitoring Room, then the checker sees an unexplored room and its token in private; the others still may not', () => {
    const s = inRoom('monitoring-room');
    const target = Object.keys(s.rooms).find((k) => !s.rooms[k].explored)!;
    const { state } = when(s, 0, act(s, target));
    expect(state.players[0].knowledge).toEqual([expect.objectContaining({ what: 'room', slot: target, tile: s.rooms[target].tile })]);
    expect(nemesis.secrets(state, 0)).not.toContain(s.rooms[target].tile);
    expect(nemesis.secrets(state, 1)).toContain(s.rooms[target].tile);
    expect(refusal(s, 0, act(s, X)).code).toBe('move/room-action');
  });

  it('given the Fire Control System, then the chosen room\'s fire goes out and each intruder there retreats', () => {
    const s = given({ seats: 2, players: { 0: { room: X } }, explored: { [X]: 'fire-control-system' }, intruders: [{ type: 'adult', room: 'a-slot-13' }] });
    s.rooms['a-slot-13'].fire = true;
    s.decks.events = ['event-regeneration', ...s.decks.events.filter((c) => c !== 'event-regeneration')];
    const { state } = when(s, 0, act(s, 'a-slot-13'));
    expect(state.rooms['a-slot-13'].fire).toBe(false);
    expect(state.intruders[0].room).toBe(X);
  });

  it('given the Storage, then 1 of 2 cards of the chosen deck is kept and the item counter does not change', () => {
    const s = inRoom('storage');
    s.rooms[X].items = 0;
    const started = when(s, 0, act(s, 'green')).state;
    expect(started.search).toMatchObject({ seat: 0, deck: 'green' });
    const kept = when(started, 0, { type: 'keep-item', card: started.search!.cards[0] }).state;
    expect([kept.players[0].inventory.length, kept.rooms[X].items]).toEqual([1, 0]);
  });
});

describe('Airlock Control (E26)', () => {
  // Slot 14 holds the Airlock Control; slot 13 (yellow Comms Room) holds the Mechanic (seat 1) and an Adult.
  const locked = () => {
    const s = given({ seats: 2, players: { 0: { room: X }, 1: { room: 'a-slot-13' } }, explored: { [X]: 'airlock-control', 'a-slot-13': 'comms-room' }, intruders: [{ type: 'adult', room: 'a-slot-13' }] });
    s.milestones.firstEncounter = true;
    return when(s, 0, act(s, 'a-slot-13')).state;
  };

  it('E26: given the lockdown holds until the end of the player phase, then the Mechanic and the Adult die (corpse and carcass stay)', () => {
    const s = locked();
    expect(s.lockdown).toEqual({ room: 'a-slot-13', doors: ['a-corridor-10-13', 'a-corridor-13-14', 'a-corridor-13-19'] });
    expect(s.lockdown!.doors.every((d) => s.corridors[d].door === 'closed')).toBe(true);
    let r = when(s, 0, { type: 'pass', discard: [] });
    r = when(r.state, 1, { type: 'pass', discard: [] });
    expect(r.events).toContainEqual({ type: 'lockdown-ended', room: 'a-slot-13', deadly: true });
    expect(r.state.players[1].status).toBe('dead');
    expect(r.state.floor.filter((o) => o.room === 'a-slot-13').map((o) => o.object).sort()).toEqual(['character-corpse', 'intruder-carcass']);
  });

  it('E26: given a door of the room destroyed before the end of the phase, then the lockdown token is discarded and nobody dies', () => {
    const s = locked();
    s.corridors['a-corridor-13-19'].door = 'destroyed';
    let r = when(s, 0, { type: 'pass', discard: [] });
    r = when(r.state, 1, { type: 'pass', discard: [] });
    expect(r.events).toContainEqual({ type: 'lockdown-ended', room: 'a-slot-13', deadly: false });
    expect(r.state.players[1].status).toBe('aboard');
  });
});
