/** Armor texts in intruder attacks (data items.json): Tactical Armor, Bulletproof Vest, Heavy Armor, Biohazard Armor. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { attack } from '../rules/attack';
import type { RetaliationState } from '../state';
import { given } from '../testing/given';

/** An Adult attacks seat 0 (armor `armor`) with the first attack card whose id starts with `card` on top of the deck. */
function attackedWith(armor: string | null, card: string) {
  const s: RetaliationState = given({ players: { 0: { armor } } });
  const top = s.decks.attacks.find((c) => c === card || c.startsWith(`${card}-`))!;
  s.decks.attacks = [top, ...s.decks.attacks.filter((c) => c !== top)];
  const events = attack(s, 0, { id: 'i-9', type: 'adult', where: 'landing-zone', hits: 0 }, Rng.fromSeed('armor'));
  return { s, events, p: s.players[0] };
}

describe('Armor in intruder attacks', () => {
  it('given Tactical Armor, when Deadly Claws take 3 HP, then 2 are lost', () => {
    expect(attackedWith(null, 'deadly-claws-3').p.health).toBe(3);
    const { p, events } = attackedWith('tactical-armor', 'deadly-claws-3');
    expect(p.health).toBe(2);
    expect(events).toContainEqual({ type: 'item-used', seat: 0, item: 'tactical-armor', option: 0, on: null });
  });

  it('given a Bulletproof Vest, when a Bite gives a healthy character a serious wound, then the vest is discarded instead', () => {
    expect(attackedWith(null, 'bite').p.seriousWounds).toHaveLength(1);
    const { s, p } = attackedWith('bulletproof-vest', 'bite');
    expect(p.seriousWounds).toEqual([]);
    expect(p.armor).toBeNull();
    expect(s.itemsDiscarded).toEqual(['bulletproof-vest']);
  });

  it('given Heavy Armor, when a Bite gives a serious wound, then 2 HP are lost instead', () => {
    const { p } = attackedWith('heavy-armor', 'bite');
    expect(p.seriousWounds).toEqual([]);
    expect(p.health).toBe(2);
  });

  it('given Biohazard Armor, when a Scratch brings a Contamination card, then 1 HP is lost instead', () => {
    const plain = attackedWith(null, 'scratch-1');
    const { p } = attackedWith('biohazard-armor', 'scratch-1');
    const cards = (x: typeof p) => x.deck.length + x.hand.length + x.discard.length;
    expect(cards(p)).toBe(cards(plain.p) - 1);
    expect(p.health).toBe(plain.p.health + 1);
  });
});
