import { describe, expect, it } from 'vitest';
import { nemesis } from '../index';
import { cardsOf, given, refusal, when } from '../testing/given';

const X = 'a-slot-15';
const withItems = (inventory: string[], setup: Parameters<typeof given>[0] = {}) => {
  const s = given({ explored: { [X]: 'cabins' }, ...setup, players: { 0: { room: X, ...setup.players?.[0] } } });
  s.players[0].inventory = inventory;
  return s;
};

describe('Item actions (D14)', () => {
  it('E12: given Bandages (non-combat, single use, cost 1) and a serious wound, when used to dress it, then 1 action card is paid, the wound is dressed and Bandages go face up to the green discard pile', () => {
    const s = withItems(['green-bandages-1'], { players: { 0: { seriousWounds: ['wound-arm-1'] } } });
    const pay = cardsOf(s, 0, 1);
    const { state, events } = when(s, 0, { type: 'use-item', item: 'green-bandages-1', choice: 'dress', pay });
    expect(state.players[0].seriousWounds).toEqual([{ card: 'wound-arm-1', dressed: true }]);
    expect(state.players[0].inventory).toEqual([]);
    expect(state.decks.itemDiscard.green).toEqual(['green-bandages-1']);
    expect(state.players[0].discard).toEqual(pay);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
    expect(events).toContainEqual({ type: 'item-used', seat: 0, item: 'green-bandages', choice: 'dress' });
  });

  it('E12: given Bandages and a character in combat, then they cannot be used (non-combat icon); without a card to pay, neither', () => {
    const fighting = withItems(['green-bandages-1'], { players: { 0: { lightWounds: 1 } }, intruders: [{ type: 'larva', room: X }] });
    expect(refusal(fighting, 0, { type: 'use-item', item: 'green-bandages-1', choice: 'heal-light', pay: cardsOf(fighting, 0, 1) })).toEqual({ code: 'move/use-item', message: 'Bandages cannot be used in combat.' });
    const broke = withItems(['green-bandages-1'], { players: { 0: { lightWounds: 1 } } });
    expect(refusal(broke, 0, { type: 'use-item', item: 'green-bandages-1', choice: 'heal-light', pay: [] }).code).toBe('move/use-item');
  });

  it('given Bandages and 2 light wounds, when used to heal light wounds, then all are healed', () => {
    const s = withItems(['green-bandages-1'], { players: { 0: { lightWounds: 2 } } });
    expect(when(s, 0, { type: 'use-item', item: 'green-bandages-1', choice: 'heal-light', pay: cardsOf(s, 0, 1) }).state.players[0].lightWounds).toBe(0);
  });

  it('given a Medkit and a dressed serious wound, when used to heal it, then the wound card goes to its discard pile', () => {
    const s = withItems(['green-medkit-1'], { players: { 0: { seriousWounds: ['wound-leg-1'] } } });
    s.players[0].seriousWounds[0].dressed = true;
    const { state } = when(s, 0, { type: 'use-item', item: 'green-medkit-1', choice: 'heal-dressed', pay: cardsOf(s, 0, 1) });
    expect(state.players[0].seriousWounds).toEqual([]);
    expect(state.decks.seriousWoundDiscard).toContain('wound-leg-1');
  });

  it('given Clothes and a slime marker, when used to clean it, then the marker is gone', () => {
    const s = withItems(['yellow-clothes-1'], { players: { 0: { slime: true } } });
    expect(when(s, 0, { type: 'use-item', item: 'yellow-clothes-1', choice: 'clean-slime', pay: cardsOf(s, 0, 1) }).state.players[0].slime).toBe(false);
    expect(nemesis.legalMoves(s, 0).filter((m) => m.type === 'use-item').map((m) => m.type === 'use-item' && m.choice)).toEqual(expect.arrayContaining(['clean-slime']));
  });

  it('given Synthetic Food, when used, then 2 action cards are drawn', () => {
    const s = withItems(['green-synthetic-food-1']);
    const before = s.players[0].hand.length;
    expect(when(s, 0, { type: 'use-item', item: 'green-synthetic-food-1', pay: cardsOf(s, 0, 1) }).state.players[0].hand).toHaveLength(before - 1 + 2);
  });

  it('given Tools in a room with a malfunction, then the malfunction is repaired; a Fire Extinguisher puts out a fire, even in combat', () => {
    const s = withItems(['yellow-tools-1', 'yellow-fire-extinguisher-1'], { intruders: [{ type: 'larva', room: X }] });
    s.rooms[X].malfunction = true;
    s.rooms[X].fire = true;
    expect(refusal(s, 0, { type: 'use-item', item: 'yellow-tools-1', choice: 'malfunction', pay: cardsOf(s, 0, 1) }).message).toBe('Tools cannot be used in combat.');
    const out = when(s, 0, { type: 'use-item', item: 'yellow-fire-extinguisher-1', choice: 'extinguish', pay: cardsOf(s, 0, 1) }).state;
    expect(out.rooms[X].fire).toBe(false);
    const calm = withItems(['yellow-tools-1']);
    calm.rooms[X].malfunction = true;
    expect(when(calm, 0, { type: 'use-item', item: 'yellow-tools-1', choice: 'malfunction', pay: cardsOf(calm, 0, 1) }).state.rooms[X].malfunction).toBe(false);
  });

  it('given an option that heals nothing, an item not carried, or an item not usable yet, then the use is refused and nothing changes', () => {
    const s = withItems(['green-medkit-1', 'red-prototype-pistol-1']);
    expect(refusal(s, 0, { type: 'use-item', item: 'green-medkit-1', choice: 'dress', pay: cardsOf(s, 0, 1) }).message).toBe('You have no undressed serious wound to dress.');
    expect(refusal(s, 0, { type: 'use-item', item: 'green-bandages-1', choice: 'dress', pay: cardsOf(s, 0, 1) }).message).toBe('You do not carry that item.');
    expect(refusal(s, 0, { type: 'use-item', item: 'red-prototype-pistol-1', pay: cardsOf(s, 0, 1) }).message).toBe('Prototype: Pistol cannot be used in this version of the game.');
    expect(nemesis.legalMoves(s, 0).filter((m) => m.type === 'use-item')).toEqual([]);
  });
});

describe('Adrenaline Injection (D14)', () => {
  it('given an Adrenaline Injection used as the first action, then 1 card is drawn and the turn goes on past its second action; it ends only with a pass', () => {
    const s = withItems(['green-adrenaline-injection-1', 'green-bandages-1'], { players: { 0: { lightWounds: 1 } } });
    const before = s.players[0].hand.length;
    const injected = when(s, 0, { type: 'use-item', item: 'green-adrenaline-injection-1', pay: cardsOf(s, 0, 1) }).state;
    expect(injected.players[0].hand).toHaveLength(before);
    expect(injected.turn).toEqual({ seat: 0, actions: 1, unlimited: true });
    const healed = when(injected, 0, { type: 'use-item', item: 'green-bandages-1', choice: 'heal-light', pay: cardsOf(injected, 0, 1) }).state;
    expect(healed.turn).toEqual({ seat: 0, actions: 2, unlimited: true });
    expect(when(healed, 0, { type: 'pass', discard: [] }).state.turn?.seat).not.toBe(0);
  });
});
