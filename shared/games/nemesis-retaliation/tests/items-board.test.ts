/** Item effects on the facility: repel, reinforcing, the Remote Detonator, the RPG Launcher (data items.json). */
import { describe, expect, it } from 'vitest';
import { cardsOf, given, refusal, when } from '../testing/given';
import { hold } from './items-hold';

const R = 'a-r04';
const use = (s: ReturnType<typeof given>, item: string, option: number, target?: string) =>
  ({ type: 'use-item', item, option, ...(target ? { target } : {}), pay: cardsOf(s, 0, 1) }) as const;

describe('Item effects on the facility', () => {
  it('given Phosphates in a room with an empty corridor, when it is reinforced, then the corridor is reinforced and the card discarded', () => {
    const s = hold(given(), 0, 'phosphates-1');
    const corridor = Object.keys(s.corridors)[0];
    const { state } = when(s, 0, use(s, 'phosphates-1', 0, corridor));
    expect(state.corridors[corridor].reinforced).toBe(true);
    expect(state.decks.itemDiscard.yellow).toContain('phosphates-1');
  });

  it('given a Remote Detonator and a secure token in a room of the same section with an Adult and a character, then the Adult dies, the token is spent and the character loses 3 HP', () => {
    const s = hold(given({ rooms: { [R]: 'surgery-room' }, players: { 1: { space: R } }, intruders: [{ type: 'adult', where: R }] }), 0, 'remote-detonator-1');
    s.spaces[R].secure = 1;
    s.markers.secure -= 1;
    const { state, events } = when(s, 0, use(s, 'remote-detonator-1', 0, R));
    expect(state.intruders.filter((i) => i.where === R)).toEqual([]);
    expect(state.spaces[R].secure).toBe(0);
    expect(state.players[1].health).toBe(3);
    expect(events.some((e) => e.type === 'intruder-killed')).toBe(true);
  });

  it('then a room without a secure token cannot be blown up', () => {
    const s = hold(given({ rooms: { [R]: 'surgery-room' } }), 0, 'remote-detonator-1');
    expect(refusal(s, 0, use(s, 'remote-detonator-1', 0, R)).code).toBe('move/illegal');
  });

  it('given an Adult in the room and a Fire Extinguisher, when it repels, then the Adult leaves the room', () => {
    const s = hold(given({ intruders: [{ type: 'adult', where: 'landing-zone' }] }), 0, 'fire-extinguisher-1');
    const id = s.intruders[0].id;
    const { state } = when(s, 0, use(s, 'fire-extinguisher-1', 1, id));
    expect(state.intruders.find((i) => i.id === id)?.where).not.toBe('landing-zone');
  });
});
