import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import type { NemesisEvent } from '../events';
import { nemesis } from '../index';
import { injureIntruder } from '../rules/combat';
import { fireDamage } from '../rules/event-phase';
import type { WeaknessId } from '../rules/weaknesses';
import type { NemesisState } from '../state';
import { cardsOf, corridorBetween, given, refusal, rolled, seekRoll, when } from '../testing/given';

const X = 'a-slot-14';
/** Puts weakness `id` on the intruder board, face up (as if analysed). */
const reveal = (s: NemesisState, id: WeaknessId) => {
  s.weaknesses[0] = { object: s.weaknesses[0].object, card: id, revealed: true };
};
const face = (wanted: string) => (events: NemesisEvent[]) => events.some((e) => (e.type === 'shot' || e.type === 'melee') && e.face === wanted);

describe('Laboratory (§5.14)', () => {
  it('given a carcass on the Laboratory floor, then analysing it turns the carcass weakness face up for everyone', () => {
    const s = given({ players: { 0: { room: X } }, explored: { [X]: 'laboratory' } });
    s.floor.push({ room: X, object: 'intruder-carcass' });
    const card = s.weaknesses.find((w) => w.object === 'intruder-carcass')!.card;
    const { state } = when(s, 0, { type: 'room-action', pay: cardsOf(s, 0, 2), choice: 'intruder-carcass' });
    expect(nemesis.view(state, 1).weaknesses.find((w) => w.object === 'intruder-carcass')!.card).toBe(card);
    expect(nemesis.secrets(state, 1)).not.toContain(card);
    expect(refusal(state, 0, { type: 'room-action', pay: cardsOf(state, 0, 2), choice: 'intruder-carcass' }).code).toBe('move/room-action');
    expect(refusal(s, 0, { type: 'room-action', pay: cardsOf(s, 0, 2), choice: 'intruder-egg' }).code).toBe('move/room-action');
  });

  it('given the blue crew corpse, then it is analysed as a character corpse', () => {
    const s = given({ players: { 0: { room: X } }, explored: { [X]: 'laboratory' } });
    s.players[0].hands.push({ kind: 'object', object: 'crew-corpse' });
    const { state } = when(s, 0, { type: 'room-action', pay: cardsOf(s, 0, 2), choice: 'character-corpse' });
    expect(state.weaknesses.find((w) => w.object === 'character-corpse')!.revealed).toBe(true);
  });
});

describe('weakness rules once known', () => {
  it('Vital Places: given a blank against an Adult, then it counts as a single hit', () => {
    const s = given({ players: { 0: { room: X } }, explored: { [X]: 'canteen' }, intruders: [{ type: 'adult', room: X }], attacks: ['attack-bite-3'] });
    reveal(s, 'weakness-vital-places');
    const { events } = seekRoll(s, 0, { type: 'shoot', weapon: 'scout-rifle', target: 'intruder-1', pay: cardsOf(s, 0, 1) }, face('blank'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'shot', face: 'blank', injuries: 1 }));
  });

  it('Vulnerability to Energy: given an energy weapon that injures, then it deals 1 more', () => {
    const s = given({ players: { 0: { room: X } }, explored: { [X]: 'canteen' }, intruders: [{ type: 'queen', room: X }], attacks: ['attack-bite-3', 'attack-bite-1'] });
    reveal(s, 'weakness-vulnerability-to-energy');
    const { events } = seekRoll(s, 0, { type: 'shoot', weapon: 'scout-rifle', target: 'intruder-1', pay: cardsOf(s, 0, 1) }, face('single-hit'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'shot', injuries: 2 }));
  });

  it('The Way of Moving: given Danger and an Adult behind a closed door, then the door holds', () => {
    const s = given({ explored: { [X]: 'canteen' }, intruders: [{ type: 'adult', room: 'a-slot-13' }] });
    reveal(s, 'weakness-the-way-of-moving');
    s.corridors['a-corridor-13-14'].door = 'closed';
    const { state } = seekRoll(s, 0, { type: 'move', corridor: corridorBetween(s, 'a-slot-11', X), pay: cardsOf(s, 0, 1) }, rolled('danger'));
    expect([state.corridors['a-corridor-13-14'].door, state.intruders[0].room]).toEqual(['closed', 'a-slot-13']);
  });

  it('Reaction to Danger: given a token of 4 and a hand of 3, then the surprise check reads 3: no attack', () => {
    const s = given({ explored: { [X]: 'canteen' }, bag: ['intruder-token-adult-10'] });
    reveal(s, 'weakness-reaction-to-danger');
    s.milestones.firstEncounter = true;
    s.players[0].hand = s.players[0].hand.slice(0, 4);
    s.corridors['a-corridor-14-17'].noise = true;
    const { events } = seekRoll(s, 0, { type: 'move', corridor: corridorBetween(s, 'a-slot-11', X), pay: cardsOf(s, 0, 1) }, rolled('2'));
    expect(events).toContainEqual({ type: 'no-surprise', seat: 0, handSize: 3, backNumber: 4 });
  });

  it('Species on the Brink of Extinction: given blood 3 and 2 injuries, then the intruder dies', () => {
    const s = given({ intruders: [{ type: 'adult', room: X, injuries: 1 }], attacks: ['attack-claw-attack-1'] });
    reveal(s, 'weakness-species-on-the-brink-of-extinction');
    injureIntruder(s, s.intruders[0], 1, Rng.fromSeed('w'), []);
    expect(s.intruders).toEqual([]);
  });

  it('The Way of Fighting: given an Adult\'s Bite, then a light wound instead of a serious one', () => {
    const s = given({ explored: { [X]: 'canteen' }, intruders: [{ type: 'adult', room: 'a-slot-11' }], attacks: ['attack-bite-1'] });
    reveal(s, 'weakness-the-way-of-fighting');
    s.milestones.firstEncounter = true;
    const { state } = when(s, 0, { type: 'move', corridor: corridorBetween(s, 'a-slot-11', X), pay: cardsOf(s, 0, 1) });
    expect([state.players[0].lightWounds, state.players[0].seriousWounds.length]).toEqual([1, 0]);
  });

  it('Vulnerability to Fire: given fire in the event phase, then intruders there take 2 injuries', () => {
    const s = given({ intruders: [{ type: 'adult', room: X }], attacks: ['attack-bite-3'] });
    reveal(s, 'weakness-vulnerability-to-fire');
    s.rooms[X].fire = true;
    fireDamage(s, Rng.fromSeed('w'), []);
    expect(s.intruders[0].injuries).toBe(2);
  });
});
