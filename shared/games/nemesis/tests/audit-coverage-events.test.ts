/**
 * Audit (issue #13: a behaviour test for every card): each of the 20 event cards in the data moves the intruders its
 * movement lists (not those in a room with a character, nor other types) through its corridor number, then goes where
 * its `afterResolution` says. Each card's printed effect is checked in tests/audit-coverage-event-effects.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { eventCards, type IntruderType } from '../data';
import type { NemesisEvent } from '../events';
import { boardOf } from '../rules/board';
import { resolveEventCard } from '../rules/event-phase';
import { given } from '../testing/given';

// Slot 8 (side A) has a plain corridor for each of the four numbers; the characters stand in slot 1 (the Cockpit).
const FROM = 'a-slot-08';
const COCKPIT = 'a-slot-01';
const TYPES: IntruderType[] = ['creeper', 'adult', 'breeder', 'queen'];

describe('audit: every event card moves its intruders and leaves as printed (digest §4.2 step 7, data events)', () => {
  it('the data holds 20 event cards, 5 for each corridor number', () => {
    expect(eventCards).toHaveLength(20);
    for (const n of [1, 2, 3, 4]) expect(eventCards.filter((c) => c.movement.corridor === n)).toHaveLength(5);
  });

  for (const card of eventCards) {
    const { intruders: listed, corridor } = card.movement;
    it(`${card.id}: the listed ${listed.join(', ')} move through corridor ${corridor}; others and those with a character stay; then "${card.afterResolution}"`, () => {
      const s = given({ players: { 0: { room: COCKPIT }, 1: { room: COCKPIT } } });
      const types = TYPES.filter((t) => t !== 'queen' || listed.includes('queen'));
      for (const type of types) s.intruders.push({ id: `intruder-${s.nextIntruder++}`, type, room: FROM, injuries: 0 });
      s.intruders.push({ id: `intruder-${s.nextIntruder++}`, type: 'larva', room: FROM, injuries: 0 });
      // An Adult/Breeder in the characters' room is in combat: it never moves.
      s.intruders.push({ id: `intruder-${s.nextIntruder++}`, type: listed.includes('adult') ? 'adult' : 'breeder', room: COCKPIT, injuries: 0 });
      const other = eventCards.find((c) => c.id !== card.id)!.id;
      s.decks.events = s.decks.events.filter((c) => c !== card.id && c !== other);
      s.decks.eventDiscard = [other];
      const events: NemesisEvent[] = [];
      resolveEventCard(s, card.id, Rng.fromSeed('audit-event'), events);

      const to = boardOf('A').exitFor(FROM, corridor as 1 | 2 | 3 | 4).to;
      const moved = events.find((e) => e.type === 'intruders-moved');
      const movers = types.filter((t) => listed.includes(t));
      expect(moved).toEqual({
        type: 'intruders-moved',
        moves: movers.map((t) => ({ intruder: `intruder-${types.indexOf(t) + 1}`, from: FROM, to })),
      });
      if (card.afterResolution === 'discard') expect([s.decks.events.includes(card.id), s.decks.eventDiscard]).toEqual([false, [other, card.id]]);
      else if (card.afterResolution === 'shuffle-back-into-deck') expect([s.decks.events.includes(card.id), s.decks.eventDiscard]).toEqual([true, [other]]);
      else expect([s.decks.events.includes(card.id), s.decks.events.includes(other), s.decks.eventDiscard]).toEqual([false, true, []]);
    });
  }
});
