import { describe, expect, it } from 'vitest';
import { nemesis } from '../index';
import type { NemesisState } from '../state';
import { cardsOf, given, refusal, when } from '../testing/given';

const X = 'a-slot-15';
const inCabins = (items = 2) => {
  const s = given({ players: { 0: { room: X, hand: ['scout-search-1', 'scout-rest-1', 'scout-adrenaline-1', 'scout-demolition-1', 'scout-reconnaissance-1'] } }, explored: { [X]: 'cabins' } });
  s.rooms[X].items = items;
  return s;
};
const stack = (s: NemesisState, deck: 'red' | 'yellow' | 'green', top: string[]) => {
  s.decks.items[deck] = [...top, ...s.decks.items[deck].filter((c) => !top.includes(c))];
};

describe('Search (E9)', () => {
  it('E9: given the Scout in the Cabins (white, counter 2) plays Search on the red deck, then she keeps the Energy Charge secretly and the Grenade goes to the bottom', () => {
    const s = inCabins();
    stack(s, 'red', ['red-energy-charge-1', 'red-grenade-1']);
    const played = when(s, 0, { type: 'play-card', card: 'scout-search-1', pay: [], deck: 'red' });
    expect(played.state.rooms[X].items).toBe(1);
    expect(nemesis.prompts(played.state)).toEqual([expect.objectContaining({ seat: 0, kind: 'keep-item', options: { cards: ['red-energy-charge-1', 'red-grenade-1'] } })]);
    expect(nemesis.redact(played.events.find((e) => e.type === 'searched')!, 1)).toEqual({ type: 'searched', seat: 0, room: X, deck: 'red' });
    expect(JSON.stringify(nemesis.view(played.state, 1))).not.toContain('red-grenade-1');
    expect(nemesis.secrets(played.state, 1)).toEqual(expect.arrayContaining(['red-energy-charge-1', 'red-grenade-1']));
    const kept = when(played.state, 0, { type: 'keep-item', card: 'red-energy-charge-1' });
    expect(kept.state.players[0].inventory).toEqual(['red-energy-charge-1']);
    expect(kept.state.decks.items.red.at(-1)).toBe('red-grenade-1');
    expect(nemesis.view(kept.state, 1).players[0].inventoryColours).toEqual(['red']);
    expect(kept.state.turn).toEqual({ seat: 0, actions: 1 });
    expect(kept.state.players[0].discard).toEqual(['scout-search-1']);
  });

  it('given a white room and no deck named, a room at 0, or a room that cannot be searched, then Search is refused', () => {
    const s = inCabins();
    expect(refusal(s, 0, { type: 'play-card', card: 'scout-search-1', pay: [] }).code).toBe('move/choose-deck');
    expect(refusal(inCabins(0), 0, { type: 'play-card', card: 'scout-search-1', pay: [], deck: 'red' }).code).toBe('move/searched-out');
    const hib = given({ players: { 0: { hand: ['scout-search-1', 'scout-rest-1'] } } });
    expect(refusal(hib, 0, { type: 'play-card', card: 'scout-search-1', pay: [], deck: 'red' }).code).toBe('move/not-searchable');
  });

  it('given a coloured room, then only its own deck can be searched', () => {
    const s = given({ players: { 0: { room: 'a-slot-14', hand: ['scout-search-1'] } }, explored: { 'a-slot-14': 'canteen' } });
    s.rooms['a-slot-14'].items = 1;
    expect(refusal(s, 0, { type: 'play-card', card: 'scout-search-1', pay: [], deck: 'red' }).code).toBe('move/wrong-deck');
    expect(nemesis.legalMoves(s, 0).filter((m) => m.type === 'play-card')).toEqual([{ type: 'play-card', card: 'scout-search-1', pay: [], deck: 'green' }]);
  });

  it('given a heavy weapon kept with a free hand, then it is held with 1 ammo; with both hands full it can be kept only after a free drop', () => {
    const s = inCabins();
    stack(s, 'red', ['red-prototype-rifle-1', 'red-grenade-1']);
    s.players[0].hands.push({ kind: 'object', object: 'intruder-egg' });
    const played = when(s, 0, { type: 'play-card', card: 'scout-search-1', pay: [], deck: 'red' }).state;
    expect(nemesis.legalMoves(played, 0).filter((m) => m.type === 'keep-item')).toEqual([{ type: 'keep-item', card: 'red-grenade-1' }]);
    expect(refusal(played, 0, { type: 'keep-item', card: 'red-prototype-rifle-1' }).code).toBe('move/hands-full');
    const kept = when(played, 0, { type: 'drop', thing: 'intruder-egg' }, { type: 'keep-item', card: 'red-prototype-rifle-1' }).state;
    expect(kept.players[0].hands).toContainEqual({ kind: 'item', card: 'red-prototype-rifle-1', ammo: 1 });
  });

  it('given the Interruption card (a reaction, not an action), then playing it as an action is refused with a clear sentence', () => {
    const s = inCabins();
    s.players[0].hand = ['scout-interruption-1', 'scout-rest-1'];
    expect(refusal(s, 0, { type: 'play-card', card: 'scout-interruption-1', pay: [] })).toEqual({
      code: 'move/reaction-card',
      message: "The Interruption card is not an action: it cancels another player's action in your room, when your Interruption setting asks you.",
    });
  });
});

describe('Craft', () => {
  it('given Chemicals (flame) and Bandages (cloth) in the inventory, then a Molotov Cocktail can be crafted for 1 card; the components go to their discard piles', () => {
    const s = inCabins();
    s.players[0].inventory = ['yellow-chemicals-1', 'green-bandages-1'];
    const { state, events } = when(s, 0, { type: 'craft', item: 'crafted-molotov-cocktail', using: ['yellow-chemicals-1', 'green-bandages-1'], pay: cardsOf(s, 0, 1) });
    expect(state.players[0].inventory).toEqual(['crafted-molotov-cocktail-1']);
    expect([state.decks.itemDiscard.yellow, state.decks.itemDiscard.green]).toEqual([['yellow-chemicals-1'], ['green-bandages-1']]);
    expect(state.decks.crafted).not.toContain('crafted-molotov-cocktail-1');
    expect(events).toContainEqual({ type: 'crafted', seat: 0, item: 'crafted-molotov-cocktail', used: ['yellow-chemicals', 'green-bandages'] });
  });

  it('given a Flamethrower crafted, then it is held fully loaded', () => {
    const s = inCabins();
    s.players[0].inventory = ['yellow-chemicals-1', 'yellow-tools-1'];
    const { state } = when(s, 0, { type: 'craft', item: 'crafted-flamethrower', using: ['yellow-chemicals-1', 'yellow-tools-1'], pay: cardsOf(s, 0, 1) });
    expect(state.players[0].hands).toContainEqual({ kind: 'item', card: 'crafted-flamethrower-1', ammo: 4 });
  });

  it('given components that do not match, or no copy left, then Craft is refused', () => {
    const s = inCabins();
    s.players[0].inventory = ['yellow-chemicals-1', 'yellow-tools-1'];
    expect(refusal(s, 0, { type: 'craft', item: 'crafted-molotov-cocktail', using: ['yellow-chemicals-1', 'yellow-tools-1'], pay: cardsOf(s, 0, 1) }).code).toBe('move/craft');
    s.decks.crafted = s.decks.crafted.filter((c) => !c.startsWith('crafted-flamethrower'));
    expect(refusal(s, 0, { type: 'craft', item: 'crafted-flamethrower', using: ['yellow-chemicals-1', 'yellow-tools-1'], pay: cardsOf(s, 0, 1) }).code).toBe('move/craft');
  });
});
