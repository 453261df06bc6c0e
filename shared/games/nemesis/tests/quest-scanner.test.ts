import { describe, expect, it } from 'vitest';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { cardsOf, corridorBetween, given, refusal, seekRoll } from '../testing/given';

const HIB = 'a-slot-11';
// Slot 14 on side A: noise 1 → the corridor to slot 13 (marked below), 2 → the corridor to slot 17.
const X = 'a-slot-14';
const rolls = (events: NemesisEvent[]) => events.flatMap((e) => (e.type === 'noise-rolled' ? [e.result] : []));
const firstRoll = (result: string) => (events: NemesisEvent[]) => rolls(events)[0] === result;
const moveTo = (s: NemesisState) => ({ type: 'move' as const, corridor: corridorBetween(s, HIB, X), pay: cardsOf(s, 0, 1) });

/** The Scout in the Hibernatorium holding the face-up Motion Scanner, with noise already on corridor 1 of the Canteen. */
function scout(): NemesisState {
  const s = given({ explored: { [X]: 'canteen' }, bag: ['intruder-token-larva-1'] });
  s.corridors['a-corridor-13-14'].noise = true;
  const p = s.players[0];
  p.quests = p.quests.filter((q) => q.card !== 'motion-scanner');
  p.hands.push({ kind: 'item', card: 'motion-scanner', ammo: null });
  return s;
}

describe('Motion Scanner (quest item): reroll a noise roll for an action card', () => {
  it('given the held Scanner, when the Scout rolls 1 into a marked corridor, then one action card is discarded and the noise is rolled again, once', () => {
    const s = scout();
    const before = s.players[0].hand.length;
    const { state, events } = seekRoll(s, 0, moveTo(s), firstRoll('1'));
    expect(rolls(events)).toHaveLength(2);
    expect(events).toContainEqual({ type: 'quest-used', seat: 0, card: 'motion-scanner', choice: null });
    expect(state.players[0].hand).toHaveLength(before - 2);
    expect(state.players[0].discard).toHaveLength(2);
  });

  it('given the held Scanner, when the Scout rolls Danger, then the roll is taken again', () => {
    const s = scout();
    const { events } = seekRoll(s, 0, moveTo(s), firstRoll('danger'));
    expect(rolls(events)).toHaveLength(2);
  });

  it('given the held Scanner, when the roll marks a free corridor, then it is kept and no card is discarded', () => {
    const s = scout();
    const before = s.players[0].hand.length;
    const { state, events } = seekRoll(s, 0, moveTo(s), firstRoll('2'));
    expect(rolls(events)).toEqual(['2']);
    expect(state.corridors['a-corridor-14-17'].noise).toBe(true);
    expect(state.players[0].hand).toHaveLength(before - 1);
    expect(events.some((e) => e.type === 'quest-used')).toBe(false);
  });

  it('given no action card left after paying the move, then the Encounter roll stands', () => {
    const s = scout();
    s.players[0].hand = cardsOf(s, 0, 1);
    const { events } = seekRoll(s, 0, moveTo(s), firstRoll('1'));
    expect(rolls(events)).toEqual(['1']);
    expect(events).toContainEqual(expect.objectContaining({ type: 'encounter', seat: 0, room: X }));
  });

  it('given the Scanner still sideways (not activated), then the Encounter roll stands', () => {
    const s = given({ explored: { [X]: 'canteen' }, bag: ['intruder-token-larva-1'] });
    s.corridors['a-corridor-13-14'].noise = true;
    const { events } = seekRoll(s, 0, moveTo(s), firstRoll('1'));
    expect(rolls(events)).toEqual(['1']);
  });

  it('given the held Scanner, then using it as an action is refused: it works by itself', () => {
    const s = scout();
    expect(refusal(s, 0, { type: 'use-quest', card: 'motion-scanner', pay: [] }).message).toMatch(/works by itself/);
  });
});
