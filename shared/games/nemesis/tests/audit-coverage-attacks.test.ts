/**
 * Audit (issue #13: a behaviour test for every card): each of the 20 intruder attack cards in the data, drawn by an
 * attacker it shows, applies its printed text; drawn by an attacker it does not show, it misses. Positions come from
 * the given/when/then helpers; the card is put on top of the attack deck.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { attackCards, type IntruderType } from '../data';
import type { NemesisEvent } from '../events';
import { intruderAttack } from '../rules/attack';
import type { NemesisState } from '../state';
import { given } from '../testing/given';

const X = 'a-slot-14';
const Y = 'a-slot-13';
const WOUNDS = ['wound-leg-1', 'wound-leg-2'];

function attack(card: string, type: IntruderType, opts: { serious?: number; cabinmate?: boolean; hand?: number } = {}) {
  const s = given({
    players: { 0: { room: X, seriousWounds: WOUNDS.slice(0, opts.serious ?? 0) }, 1: { room: opts.cabinmate ? X : Y, seriousWounds: WOUNDS } },
    explored: { [X]: 'canteen', [Y]: 'storage' },
    intruders: [{ type, room: X }],
    attacks: [card],
  });
  if (opts.hand !== undefined) s.players[0].hand = s.players[0].hand.slice(0, opts.hand);
  const events: NemesisEvent[] = [];
  intruderAttack(s, s.intruders[0], 0, Rng.fromSeed('audit-attack'), events);
  return { s, events };
}
const contamination = (s: NemesisState, seat: number) => s.players[seat].discard.filter((c) => c.startsWith('contamination-')).length;
const kindOf = (id: string) => id.replace(/-\d+$/, '');

describe('audit: every intruder attack card (digest §5.11, data intruder-attacks)', () => {
  it('the data holds the 20 cards of 8 kinds this file covers', () => {
    expect(attackCards).toHaveLength(20);
    expect([...new Set(attackCards.map((c) => kindOf(c.id)))].sort()).toEqual(
      ['attack-bite', 'attack-claw-attack', 'attack-frenzy', 'attack-scratch', 'attack-slime', 'attack-summoning', 'attack-tail-attack', 'attack-transformation'],
    );
  });

  for (const card of attackCards) {
    const type = card.attackers[0] as IntruderType;
    const kind = kindOf(card.id);
    it(`${card.id}: given a ${type} attacking, then the card hits and "${card.text}"`, () => {
      const { s, events } = attack(card.id, type, { cabinmate: kind === 'attack-frenzy' });
      expect(events).toContainEqual({ type: 'attacked', seat: 0, intruder: 'intruder-1', card: card.id, hit: true });
      const p = s.players[0];
      if (kind === 'attack-bite' || kind === 'attack-tail-attack') {
        expect([p.status, p.seriousWounds.length, p.lightWounds]).toEqual(['aboard', 1, 0]);
        const lethal = attack(card.id, type, { serious: kind === 'attack-bite' ? 2 : 1 }).s.players[0];
        expect(lethal.status).toBe('dead');
        if (kind === 'attack-bite') expect(attack(card.id, type, { serious: 1 }).s.players[0].seriousWounds).toHaveLength(2);
      } else if (kind === 'attack-scratch' || kind === 'attack-claw-attack') {
        expect([p.lightWounds, p.seriousWounds.length, contamination(s, 0)]).toEqual([kind === 'attack-scratch' ? 1 : 2, 0, 1]);
      } else if (kind === 'attack-slime') {
        expect([p.slime, contamination(s, 0), p.lightWounds, p.seriousWounds.length]).toEqual([true, 1, 0, 0]);
      } else if (kind === 'attack-frenzy') {
        // Every character in the room: the one with 2 serious wounds dies, the other takes 1 serious wound.
        expect([p.status, p.seriousWounds.length, s.players[1].status]).toEqual(['aboard', 1, 'dead']);
      } else if (kind === 'attack-transformation') {
        expect(s.intruders[0]).toMatchObject({ id: 'intruder-1', type: 'breeder', room: X });
        // The attacked player still holds cards: no surprise attack by the new Breeder.
        expect(events.filter((e) => e.type === 'attacked')).toHaveLength(1);
        const empty = attack(card.id, type, { hand: 0 });
        const attacks = empty.events.filter((e) => e.type === 'attacked');
        expect(attacks).toHaveLength(2);
        expect(attacks[1]).toMatchObject({ intruder: 'intruder-1' });
        expect(empty.s.intruders[0].type).toBe('breeder');
      } else if (kind === 'attack-summoning') {
        const appeared = events.filter((e) => e.type === 'intruder-appeared');
        expect(appeared).toHaveLength(1);
        expect(appeared[0]).toMatchObject({ room: X });
        // The summoned intruder makes no attack now, and the character is unharmed.
        expect(events.filter((e) => e.type === 'attacked')).toHaveLength(1);
        expect([p.lightWounds, p.seriousWounds.length, contamination(s, 0)]).toEqual([0, 0, 0]);
      }
      expect(s.decks.attackDiscard).toContain(card.id);
    });

    const missing = (['creeper', 'adult', 'breeder', 'queen'] as IntruderType[]).find((t) => !card.attackers.includes(t));
    if (missing) {
      it(`${card.id}: given a ${missing} (not on the card) attacking, then it misses and nothing happens`, () => {
        const { s, events } = attack(card.id, missing, { cabinmate: true });
        expect(events).toContainEqual({ type: 'attacked', seat: 0, intruder: 'intruder-1', card: card.id, hit: false });
        for (const seat of [0, 1]) expect(s.players[seat]).toMatchObject({ status: 'aboard', lightWounds: 0, slime: false });
        expect([s.players[0].seriousWounds.length, contamination(s, 0), s.intruders.map((i) => i.type)]).toEqual([0, 0, [missing]]);
        expect(s.decks.attackDiscard).toContain(card.id);
      });
    }
  }

  it('a Larva infects instead of drawing a card: it leaves the board for the character board with 1 contamination card', () => {
    const s = given({ players: { 0: { room: X } }, explored: { [X]: 'canteen' }, intruders: [{ type: 'larva', room: X }] });
    const top = s.decks.attacks[0];
    intruderAttack(s, s.intruders[0], 0, Rng.fromSeed('audit-attack'), []);
    expect([s.intruders.length, s.players[0].larva, contamination(s, 0), s.decks.attacks[0]]).toEqual([0, true, 1, top]);
  });
});
