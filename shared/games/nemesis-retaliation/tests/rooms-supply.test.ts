/** The room actions that hand out items: the Supply Room, the Experimental Military Lab, the Nest's egg (data rooms.json). */
import { describe, expect, it } from 'vitest';
import { itemOfInstance } from '../data';
import { legalMoves } from '../legal-moves';
import { keepChoices } from '../rules/rooms-supply';
import { roomMoves } from '../rules/room-menu';
import type { RetaliationState } from '../state';
import { cardsOf, given, refusal, when } from '../testing/given';
import { secrets, view } from '../view';
import type { RoomOption } from '../rules/rooms';

const use = (s: RetaliationState, option: RoomOption, extra: object = {}) => ({ type: 'use-room', option, pay: cardsOf(s, 0, 2), ...extra }) as const;
const light = (s: RetaliationState, colour: 'red' | 'green' | 'yellow') => s.decks.items[colour].find((c) => !itemOfInstance(c).heavy)!;

/** Puts a chosen card on top of a deck. */
function onTop(deck: string[], card: string) {
  deck.splice(deck.indexOf(card), 1);
  deck.unshift(card);
}

describe('Supply Room', () => {
  const supply = () => {
    const s = given({ rooms: { 'a-r04': 'supply-room' }, players: { 0: { space: 'a-r04' } } });
    for (const colour of ['green', 'red', 'yellow'] as const) onTop(s.decks.items[colour], light(s, colour));
    return s;
  };

  it('given the Supply Room, when it is used, then 1 green, 1 red and 1 yellow item are drawn, seen only by their player, and the turn waits', () => {
    const s = supply();
    const tops = [s.decks.items.green[0], s.decks.items.red[0], s.decks.items.yellow[0]];
    const { state } = when(s, 0, use(s, 'draw-items'));
    expect(state.roomDraw).toEqual({ seat: 0, cards: tops, keep: 2 });
    expect(view(state, 0).roomDraw?.cards).toEqual(tops);
    expect(view(state, 1).roomDraw).toMatchObject({ count: 3, cards: null });
    expect(secrets(state, 1)).toEqual(expect.arrayContaining(tops));
    expect(legalMoves(state, 0).every((m) => m.type === 'keep-drawn')).toBe(true);
    expect(state.turn?.actions).toBe(0);
  });

  it('given three cards drawn, when 2 are kept, then they are gained, the third is discarded face up, and the action is counted', () => {
    const s = supply();
    const [g, r, y] = [s.decks.items.green[0], s.decks.items.red[0], s.decks.items.yellow[0]];
    const drawn = when(s, 0, use(s, 'draw-items')).state;
    expect(refusal(drawn, 0, { type: 'keep-drawn', items: [g, r, y] }).message).toMatch(/at most 2/);
    // Each backpack card gained is first offered for free use on gain: both are kept.
    const { state, events } = when(drawn, 0, { type: 'keep-drawn', items: [g, y] }, { type: 'use-on-gain', option: null }, { type: 'use-on-gain', option: null });
    expect(state.players[0].backpack).toEqual(expect.arrayContaining([g, y]));
    expect(state.decks.itemDiscard.red).toContain(r);
    expect(events).toContainEqual({ type: 'items-kept', seat: 0, kept: 2, discarded: [r] });
    expect(state.roomDraw).toBeNull();
    expect(state.turn?.actions).toBe(1);
  });

  it('given both hands full, then no heavy item drawn can be kept', () => {
    const s = supply();
    const heavy = s.decks.items.red.find((c) => itemOfInstance(c).heavy)!;
    onTop(s.decks.items.red, heavy);
    s.players[0].hands = ['a', 'b'];
    const drawn = when(s, 0, use(s, 'draw-items')).state;
    expect(keepChoices(drawn).some((set) => set.includes(heavy))).toBe(false);
  });
});

describe('Experimental Military Lab', () => {
  const lab = () => given({ rooms: { 'a-r04': 'experimental-military-lab' }, players: { 0: { space: 'a-r04', belt: [null, null, null, null] } } });

  it('given empty belt slots, then the lab gives Ammo only (never Grenades)', () => {
    const s = lab();
    const tokens = roomMoves(s, 0).flatMap((m) => (m.option === 'take-ammo' ? [m.tokens!] : []));
    expect(tokens).toContainEqual(['ammo', 'ammo', 'ammo', 'ammo']);
    expect(tokens.flat()).not.toContain('grenade');
    expect(refusal(s, 0, use(s, 'take-ammo', { tokens: ['grenade'] })).message).toMatch(/tokens the room can give/);
  });

  it('given 2 support cards drawn, when 1 is kept, then it is gained and the other is discarded face up beside the decks', () => {
    const s = lab();
    const [a, b] = s.decks.support.slice(0, 2);
    const drawn = when(s, 0, use(s, 'draw-support')).state;
    expect(drawn.roomDraw).toEqual({ seat: 0, cards: [a, b], keep: 1 });
    expect(refusal(drawn, 0, { type: 'keep-drawn', items: [a, b] }).message).toMatch(/at most 1/);
    const keep = keepChoices(drawn).find((set) => set.length === 1)!;
    const { state } = when(drawn, 0, { type: 'keep-drawn', items: keep });
    const other = keep[0] === a ? b : a;
    expect(state.decks.supportLeftovers).toContain(other);
    expect([...state.players[0].hands, ...state.players[0].backpack, state.players[0].armor]).toContain(keep[0]);
  });
});

describe('Nest: taking an egg', () => {
  it('given a free hand, when an egg is taken, then it is held as a heavy item, the Nest has one egg less, and a noise roll follows', () => {
    const s = given({ rooms: { 'c-r04': 'nest' }, players: { 0: { space: 'c-r04' } } });
    const eggs = s.eggs;
    const { state, events } = when(s, 0, use(s, 'take-egg'));
    expect(state.players[0].hands).toContain('intruder-egg-1');
    expect(state.eggs).toBe(eggs - 1);
    expect(events.some((e) => e.type === 'noise-rolled')).toBe(true);
  });

  it('given both hands full, then only destroying an egg is offered; taking the last egg destroys the Nest', () => {
    const s = given({ rooms: { 'c-r04': 'nest' }, players: { 0: { space: 'c-r04' } } });
    s.players[0].hands = ['a', 'b'];
    expect(roomMoves(s, 0).map((m) => m.option)).toEqual(['destroy-egg']);
    const t = given({ rooms: { 'c-r04': 'nest' }, players: { 0: { space: 'c-r04' } } });
    t.eggs = 1;
    expect(when(t, 0, use(t, 'take-egg')).state.nestDestroyed).toBe(true);
  });
});

describe('Serious wounds discarded', () => {
  it('given a character with a serious wound at the Emergency Room, when it is discarded, then the card goes under the serious-wound deck', () => {
    const s = given({ rooms: { 'a-r04': 'emergency-room' }, players: { 0: { space: 'a-r04', seriousWounds: 1 } } });
    const wound = s.players[0].seriousWounds[0];
    const { state } = when(s, 0, use(s, 'discard-wound', { wound }));
    expect(state.players[0].seriousWounds).toEqual([]);
    expect(state.decks.seriousWounds.at(-1)).toBe(wound);
  });
});
