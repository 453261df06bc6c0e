/**
 * The Extended Magazine and its weapon count as one item (the card's text; the rulebook, "the two cards count as one
 * item from then on"): a weapon handed over takes the magazine along, a dropped weapon drops it too.
 */
import { describe, expect, it } from 'vitest';
import { exchange } from '../rules/trade';
import { withMagazine } from '../rules/magazine';
import type { NemesisState } from '../state';
import { given, when } from '../testing/given';

const X = 'a-slot-14';
const MAG = 'red-extended-magazine-1';
const attach = { type: 'use-item' as const, item: MAG, pay: [], choice: 'attach:scout-rifle' };

/** The Scout and the Captain in the Canteen; the Scout's Rifle (2 ammo) carries the magazine (4 ammo). */
function attached(): NemesisState {
  const s = given({ players: { 0: { room: X }, 1: { room: X } }, explored: { [X]: 'canteen' } });
  s.players[0].hands = [{ kind: 'item', card: 'scout-rifle', ammo: 2 }];
  s.players[0].inventory = [MAG];
  return when(s, 0, attach).state;
}

describe('Extended Magazine: the weapon and its magazine are one item', () => {
  it('given the magazine on the Rifle, when the Rifle is handed to the Captain, then the magazine goes along and still adds 2 capacity', () => {
    const s = attached();
    exchange(s, 0, { seat: 1, give: ['scout-rifle'], take: [] });
    expect(s.players[0].inventory).not.toContain(MAG);
    expect(s.players[1].inventory).toContain(MAG);
    expect(s.players[1].hands).toContainEqual({ kind: 'item', card: 'scout-rifle', ammo: 4 });
    expect(withMagazine(s, 1, 'scout-rifle', 4)).toBe(6);
    expect(withMagazine(s, 0, 'scout-rifle', 4)).toBe(4);
  });

  it('given the magazine on the Rifle, when the Rifle is dropped, then the magazine is dropped with it (to the bottom of the red deck)', () => {
    const { state, events } = when(attached(), 0, { type: 'drop', thing: 'scout-rifle' });
    expect(state.players[0].inventory).not.toContain(MAG);
    expect(state.decks.items.red.at(-1)).toBe(MAG);
    expect(events).toContainEqual({ type: 'dropped', seat: 0, thing: 'red-extended-magazine', colour: null });
    expect(state.players[0].magazines).toEqual({});
  });
});
