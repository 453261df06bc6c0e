import { describe, expect, it } from 'vitest';
import { nemesis } from '../index';
import { given, refusal, when } from '../testing/given';

const X = 'a-slot-14';
const ENGINE_1 = 'a-slot-21';

describe('action cards', () => {
  it('E8: given the Captain plays Rest with 3 contamination cards in hand, one INFECTED, then the 2 clean ones leave the game, the INFECTED one stays and a Larva is placed', () => {
    const s = given({ players: { 0: { character: 'captain' } } });
    const [bad, a, b] = s.decks.contamination.splice(0, 3);
    s.infected = [bad];
    s.players[0].hand = ['captain-rest-1', bad, a, b];
    const { state, events } = when(s, 0, { type: 'play-card', card: 'captain-rest-1', pay: [] });
    expect(state.players[0].hand).toEqual([bad]);
    expect(state.players[0].larva).toBe(true);
    expect(state.decks.contaminationRemoved.sort()).toEqual([a, b].sort());
    expect(events).toContainEqual({ type: 'scanned', seat: 0, contamination: 3, infected: 1 });
  });

  it('E8 variant: given a Larva already on the board, then Rest finding an INFECTED card kills the Captain and a Creeper appears', () => {
    const s = given({ seats: 2, players: { 0: { character: 'captain' } } });
    const bad = s.decks.contamination.shift()!;
    s.infected = [bad];
    s.players[0].larva = true;
    s.players[0].hand = ['captain-rest-1', bad];
    const { state } = when(s, 0, { type: 'play-card', card: 'captain-rest-1', pay: [] });
    expect(state.players[0].status).toBe('dead');
    expect(state.intruders.map((i) => i.type)).toEqual(['creeper']);
  });

  it('E10: given Basic Repairs (cost 2), then it discards itself plus 2 cards and removes the malfunction in the room; not in combat', () => {
    const s = given({ players: { 0: { character: 'captain', room: X } }, explored: { [X]: 'canteen' } });
    s.players[0].hand = ['captain-basic-repairs-1', 'captain-search-1', 'captain-search-2', 'captain-order-1', 'captain-reload-1'];
    s.rooms[X].malfunction = true;
    expect(refusal(s, 0, { type: 'play-card', card: 'captain-basic-repairs-1', pay: ['captain-search-1'], choice: 'malfunction' }).code).toBe('move/payment');
    const { state } = when(s, 0, { type: 'play-card', card: 'captain-basic-repairs-1', pay: ['captain-search-1', 'captain-search-2'], choice: 'malfunction' });
    expect([state.rooms[X].malfunction, state.players[0].hand]).toEqual([false, ['captain-order-1', 'captain-reload-1']]);
    const fight = structuredClone(s);
    fight.intruders.push({ id: 'intruder-9', type: 'larva', room: X, injuries: 0 });
    expect(refusal(fight, 0, { type: 'play-card', card: 'captain-basic-repairs-1', pay: ['captain-search-1', 'captain-search-2'], choice: 'malfunction' }).code).toBe('move/in-combat');
  });

  it('given Repairs in an Engine room, then the engine tokens are ordered in secret and only whether the order changed is told', () => {
    const s = given({ seats: 2, players: { 0: { character: 'pilot', room: ENGINE_1 } } });
    s.players[0].hand = ['pilot-repairs-1', 'pilot-search-1'];
    s.engines['1'] = ['engine-1-damaged', 'engine-1-working'];
    const { state, events } = when(s, 0, { type: 'play-card', card: 'pilot-repairs-1', pay: ['pilot-search-1'], choice: 'engine:working' });
    expect(state.engines['1'][0]).toBe('engine-1-working');
    expect(events).toContainEqual({ type: 'engine-tinkered', seat: 0, engine: 1, changed: true });
    expect(JSON.stringify(nemesis.view(state, 1))).not.toContain('engine-1-working');
  });

  it('given Demolition, then a closed door of the room is destroyed', () => {
    const s = given({ players: { 0: { character: 'captain' } } });
    s.players[0].hand = ['captain-demolition-1'];
    s.corridors['a-corridor-11-14'].door = 'closed';
    expect(when(s, 0, { type: 'play-card', card: 'captain-demolition-1', pay: [], choice: 'door:a-corridor-11-14' }).state.corridors['a-corridor-11-14'].door).toBe('destroyed');
    expect(refusal(s, 0, { type: 'play-card', card: 'captain-demolition-1', pay: [], choice: 'door:a-corridor-11-15' }).code).toBe('move/card-option');
  });

  it('given Reload and Motivation, then the Six-Shooter gains 1 ammo and everyone in the room draws 1 card', () => {
    const s = given({ seats: 2, players: { 0: { character: 'captain' } } });
    s.players[0].hand = ['captain-reload-1', 'captain-motivation-1'];
    s.players[0].hands = [{ kind: 'item', card: 'six-shooter', ammo: 2 }];
    const reloaded = when(s, 0, { type: 'play-card', card: 'captain-reload-1', pay: [] }).state;
    expect(reloaded.players[0].hands[0]).toMatchObject({ ammo: 3 });
    const motivated = when(reloaded, 0, { type: 'play-card', card: 'captain-motivation-1', pay: [] }).state;
    expect([motivated.players[0].hand.length, motivated.players[1].hand.length]).toEqual([1, 6]);
  });

  it('given Reconnaissance, then the Scout moves without a noise roll and ignores a Danger token', () => {
    const s = given({ unexplored: { [X]: ['canteen', 'exploration-danger-1'] }, intruders: [{ type: 'adult', room: 'a-slot-13' }] });
    s.players[0].hand = ['scout-reconnaissance-1', 'scout-search-1'];
    const { state, events } = when(s, 0, { type: 'play-card', card: 'scout-reconnaissance-1', pay: ['scout-search-1'], choice: 'a-corridor-11-14' });
    expect(state.players[0].room).toBe(X);
    expect(events.some((e) => e.type === 'noise-rolled')).toBe(false);
    expect(state.intruders[0].room).toBe('a-slot-13');
  });
});

describe('more action cards', () => {
  it('given Scavenging in a searched-out room, then the Scout still draws 2 and keeps 1 (the counter stays at 0)', () => {
    const s = given({ players: { 0: { room: X } }, explored: { [X]: 'canteen' } });
    s.rooms[X].items = 0;
    s.players[0].hand = ['scout-scavenging-1', 'scout-search-1'];
    expect(refusal(s, 0, { type: 'play-card', card: 'scout-search-1', pay: [], deck: 'green' }).code).toBe('move/searched-out');
    const { state } = when(s, 0, { type: 'play-card', card: 'scout-scavenging-1', pay: ['scout-search-1'], deck: 'green' });
    expect([state.search?.cards.length, state.rooms[X].items]).toEqual([2, 0]);
  });

  it('given Computer Skills, then a door of the room is closed or opened', () => {
    const s = given({ players: { 0: { character: 'pilot' } } });
    s.players[0].hand = ['pilot-computer-skills-1'];
    const { state } = when(s, 0, { type: 'play-card', card: 'pilot-computer-skills-1', pay: [], choice: 'close:a-corridor-11-14' });
    expect(state.corridors['a-corridor-11-14'].door).toBe('closed');
  });

  it('given Technical Corridors, then the Mechanic moves to another room with an entrance, then must pass', () => {
    const s = given({ seats: 2, players: { 0: { character: 'mechanic', room: X } }, explored: { [X]: 'canteen', 'a-slot-05': 'storage' } });
    s.players[0].hand = ['mechanic-technical-corridors-1', 'mechanic-search-1'];
    const { state } = when(s, 0, { type: 'play-card', card: 'mechanic-technical-corridors-1', pay: ['mechanic-search-1'], choice: 'a-slot-05' });
    expect([state.players[0].room, state.players[0].passed, state.turn!.seat]).toEqual(['a-slot-05', true, 1]);
    expect(refusal(s, 0, { type: 'play-card', card: 'mechanic-technical-corridors-1', pay: ['mechanic-search-1'], choice: 'a-slot-11' }).code).toBe('move/card-option');
  });
});

describe('Pyrotechnics and Order', () => {
  it('given Pyrotechnics, then an item burns to set the room on fire, or the room\'s fire is put out', () => {
    const s = given({ players: { 0: { character: 'mechanic' } } });
    s.players[0].hand = ['mechanic-pyrotechnics-1', 'mechanic-search-1'];
    s.players[0].inventory = ['yellow-chemicals-1'];
    const { state } = when(s, 0, { type: 'play-card', card: 'mechanic-pyrotechnics-1', pay: ['mechanic-search-1'], choice: 'fire:yellow-chemicals-1' });
    expect([state.rooms['a-slot-11'].fire, state.players[0].inventory, state.decks.itemDiscard.yellow]).toEqual([true, [], ['yellow-chemicals-1']]);
  });

  it('given Order, then the Captain moves another character of the room through a corridor, with the usual noise roll for it', () => {
    const s = given({ seats: 2, players: { 0: { character: 'captain' } }, explored: { [X]: 'canteen' } });
    s.players[0].hand = ['captain-order-1'];
    const { state, events } = when(s, 0, { type: 'play-card', card: 'captain-order-1', pay: [], choice: '1:a-corridor-11-14' });
    expect([state.players[1].room, state.players[0].room]).toEqual([X, 'a-slot-11']);
    expect(events.some((e) => e.type === 'noise-rolled' && e.seat === 1)).toBe(true);
    expect(refusal(s, 0, { type: 'play-card', card: 'captain-order-1', pay: [], choice: '0:a-corridor-11-14' }).code).toBe('move/card-option');
  });
});
