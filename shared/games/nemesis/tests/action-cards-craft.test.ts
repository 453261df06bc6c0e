import { describe, expect, it } from 'vitest';
import { nemesis } from '../index';
import { given, refusal, when } from '../testing/given';

const X = 'a-slot-14';
const mechanic = (inventory: string[]) => {
  const s = given({ players: { 0: { character: 'mechanic', room: X } }, explored: { [X]: 'canteen' } });
  s.players[0].hand = ['mechanic-ingenuity-1'];
  s.players[0].inventory = inventory;
  return s;
};

describe("Ingenuity's craft (any yellow item counts as Tools)", () => {
  it('given Chemicals and yellow Clothes, when Ingenuity crafts a Flamethrower, then the Clothes stand for the wrench and the Flamethrower is held, loaded', () => {
    const s = mechanic(['yellow-chemicals-1', 'yellow-clothes-1']);
    // Without Ingenuity the pair does not fit the Flamethrower (flame + wrench): the Clothes carry cloth.
    const choice = 'craft:crafted-flamethrower:yellow-chemicals-1+yellow-clothes-1';
    expect(nemesis.legalMoves(s, 0)).toContainEqual({ type: 'play-card', card: 'mechanic-ingenuity-1', pay: [], choice });
    const { state, events } = when(s, 0, { type: 'play-card', card: 'mechanic-ingenuity-1', pay: [], choice });
    expect(state.players[0].inventory).toEqual([]);
    expect(state.players[0].hands.map((h) => (h.kind === 'item' ? h.card.replace(/-\d+$/, '') : h.object))).toContain('crafted-flamethrower');
    expect(state.decks.itemDiscard.yellow).toEqual(['yellow-chemicals-1', 'yellow-clothes-1']);
    expect(events).toContainEqual({ type: 'crafted', seat: 0, item: 'crafted-flamethrower', used: ['yellow-chemicals', 'yellow-clothes'] });
  });

  it('given a green item in place of the wrench, then the craft is refused and nothing changes', () => {
    const s = mechanic(['yellow-chemicals-1', 'green-clothes-1']);
    expect(refusal(s, 0, { type: 'play-card', card: 'mechanic-ingenuity-1', pay: [], choice: 'craft:crafted-flamethrower:yellow-chemicals-1+green-clothes-1' }).code).toBe('move/card-option');
    // The ordinary recipe still works through the card: flame + cloth is a Molotov Cocktail.
    const { state } = when(s, 0, { type: 'play-card', card: 'mechanic-ingenuity-1', pay: [], choice: 'craft:crafted-molotov-cocktail:yellow-chemicals-1+green-clothes-1' });
    expect(state.players[0].inventory.map((c) => c.replace(/-\d+$/, ''))).toEqual(['crafted-molotov-cocktail']);
  });
});
