import { describe, expect, it } from 'vitest';
import { nemesis } from '../index';
import { cardsOf, corridorBetween, given, refusal, when } from '../testing/given';

const X = 'a-slot-14';
const use = (s: ReturnType<typeof given>, item: string, choice: string) => ({ type: 'use-item' as const, item, pay: cardsOf(s, 0, 1), choice });
const inRoom = (inventory: string[], opts: Parameters<typeof given>[0] = {}) => {
  const s = given({ seats: 2, explored: { [X]: 'canteen' }, ...opts, players: { 0: { room: X }, ...opts.players } });
  s.players[0].inventory = inventory;
  return s;
};

describe('Items that hurt (D14)', () => {
  it('given a Grenade thrown at an Adult in the own room beside a Larva, then the Larva dies of the blast, the thrower suffers a serious wound and the Adult takes 2 injuries', () => {
    const s = inRoom(['red-grenade-1'], { intruders: [{ type: 'adult', room: X }, { type: 'larva', room: X }] });
    const adult = s.intruders.find((i) => i.type === 'adult')!.id;
    const { state, events } = when(s, 0, use(s, 'red-grenade-1', `intruder:${adult}`));
    expect(state.players[0].seriousWounds).toHaveLength(1);
    expect(state.intruders.some((i) => i.type === 'larva')).toBe(false);
    expect(events).toContainEqual(expect.objectContaining({ type: 'injury-check', intruder: adult, injuries: 2 }));
    expect(state.decks.itemDiscard.red).toEqual(['red-grenade-1']);
  });

  it('given a Grenade and an intruder behind a closed door, then it cannot be thrown there; through an open corridor it can', () => {
    const s = inRoom(['red-grenade-1'], { intruders: [{ type: 'larva', room: 'hibernatorium' }] });
    const hib = s.intruders[0].room;
    const corridor = corridorBetween(s, X, hib);
    const open = when(s, 0, use(s, 'red-grenade-1', `intruder:${s.intruders[0].id}`)).state;
    expect([open.intruders.length, open.players[0].seriousWounds.length]).toEqual([0, 0]);
    s.corridors[corridor].door = 'closed';
    expect(refusal(s, 0, use(s, 'red-grenade-1', `intruder:${s.intruders[0].id}`)).code).toBe('move/use-item');
  });

  it('given a Molotov Cocktail thrown into a neighbouring room with a Larva, then a fire marker is placed there and the Larva dies', () => {
    const s = inRoom(['crafted-molotov-cocktail-1'], { intruders: [{ type: 'larva', room: 'hibernatorium' }] });
    const hib = s.intruders[0].room;
    const { state } = when(s, 0, use(s, 'crafted-molotov-cocktail-1', `room:${hib}`));
    expect([state.rooms[hib].fire, state.intruders.length]).toEqual([true, 0]);
    expect(state.decks.crafted).toContain('crafted-molotov-cocktail-1');
    expect(refusal(s, 0, use(s, 'crafted-molotov-cocktail-1', `room:${X}`)).code).toBe('move/use-item');
  });

  it('given a Fire Extinguisher and an Adult in the room, then the Adult can be made to retreat', () => {
    const s = inRoom(['yellow-fire-extinguisher-1'], { intruders: [{ type: 'adult', room: X }] });
    const adult = s.intruders[0].id;
    const { events } = when(s, 0, use(s, 'yellow-fire-extinguisher-1', `intruder:${adult}`));
    expect(events).toContainEqual(expect.objectContaining({ type: 'event-card-drawn', purpose: 'retreat' }));
  });

  it('given a Taser and another character in the room, then that player discards the whole hand, named by kind', () => {
    const s = inRoom(['crafted-taser-1'], { players: { 1: { room: X } } });
    const before = s.players[1].hand.length;
    const { state, events } = when(s, 0, use(s, 'crafted-taser-1', 'character:1'));
    expect([state.players[1].hand.length, state.players[1].discard.length]).toEqual([0, before]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'hand-discarded', seat: 1 }));
    expect(nemesis.legalMoves(s, 0).some((m) => m.type === 'use-item' && m.choice === 'character:1')).toBe(true);
  });
});
