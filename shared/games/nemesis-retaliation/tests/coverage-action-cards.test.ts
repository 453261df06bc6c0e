/**
 * Every copy of the action cards printed in several characters' decks (data action-cards.json: Demolition, Repairs,
 * Search, Computer Skills), played by its own id: each copy does what its text says, not only the one other tests play.
 */
import { describe, expect, it } from 'vitest';
import { actionCards } from '../data';
import { given, when } from '../testing/given';

const A = 'a-r04';
const B = 'b-r03';
const AB = 'cp-a-r04--b-r03';
const copies = (name: string) => actionCards.filter((c) => c.id.endsWith(`--${name}`)).map((c) => c.id);
const closedDoor = { [AB]: { noise: 2, door: 'closed' as const, doorEnd: A } };

describe('every copy of the shared action cards', () => {
  it('Demolition (each copy): destroys 1 accessible closed Door, or places a Malfunction marker in your room', () => {
    expect(copies('demolition')).toHaveLength(6);
    for (const card of copies('demolition')) {
      const s = given({ rooms: { [A]: 'surgery-room' }, corridors: closedDoor, players: { 0: { space: A, hand: [card] } } });
      expect(when(s, 0, { type: 'play-card', card, option: 0, target: AB }).state.corridors[AB].door).toBe('destroyed');
      const marked = when(s, 0, { type: 'play-card', card, option: 1 }).state;
      expect(marked.spaces[A].malfunction).toBe(true);
      expect(marked.players[0].discard).toEqual([card]);
    }
  });

  it('Repairs (each copy): discards your room\'s Malfunction marker for 1 more card, or opens an accessible closed Door', () => {
    expect(copies('repairs')).toHaveLength(5);
    for (const card of copies('repairs')) {
      const s = given({ rooms: { [A]: 'surgery-room' }, corridors: closedDoor, players: { 0: { space: A, hand: [card, 'recon--sprint'] } } });
      expect(when(s, 0, { type: 'play-card', card, option: 1, target: AB }).state.corridors[AB].door).toBe('open');
      s.spaces[A].malfunction = true;
      s.markers.malfunction -= 1;
      const repaired = when(s, 0, { type: 'play-card', card, option: 0, target: 'room', pay: ['recon--sprint'] }).state;
      expect(repaired.spaces[A].malfunction).toBe(false);
      expect(repaired.players[0].hand).toEqual([]);
    }
  });

  it('Search (each copy): one item drawn per item icon of your room, to keep one', () => {
    expect(copies('search')).toHaveLength(6);
    for (const card of copies('search')) {
      // Life Support Control B prints 1 green and 1 red icon.
      const s = given({ rooms: { [B]: 'life-support-control-b' }, players: { 0: { space: B, hand: [card] } } });
      const [green, red] = [s.decks.items.green[0], s.decks.items.red[0]];
      const { state } = when(s, 0, { type: 'play-card', card });
      expect(state.search).toEqual({ seat: 0, cards: [green, red] });
    }
  });

  it('Computer Skills (each copy): from a room with a Computer icon, closes an open Door anywhere in the facility', () => {
    expect(copies('computer-skills')).toHaveLength(2);
    const far = 'cp-b-r03--c-r04';
    for (const card of copies('computer-skills')) {
      const s = given({ rooms: { [A]: 'surgery-room', [B]: 'server-room' }, corridors: { [far]: { noise: 1, door: 'open', doorEnd: B } }, players: { 0: { space: B, hand: [card] } } });
      expect(when(s, 0, { type: 'play-card', card, option: 1, target: far }).state.corridors[far].door).toBe('closed');
    }
  });
});
