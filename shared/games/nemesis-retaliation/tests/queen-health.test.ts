/** Queen Health card effects (data queen-health-cards.json, digest §5.11.6). */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { criticalOnQueen } from '../rules/queen';
import type { RetaliationState } from '../state';
import { cardsOf, given, when } from '../testing/given';

/** The Queen in the Armory (a-r04) with seat 0, corridors to the Landing Zone (noise 1) and a-r05 (noise 3); `card` on top. */
function queenTable(card: string): RetaliationState {
  const s = given({
    rooms: { 'a-r04': 'armory', 'a-r05': 'surgery-room' },
    players: { 0: { space: 'a-r04', hands: { 'hand-cannon': [{ token: 'ammo', half: false }] } }, 1: { space: 'a-r05' } },
    corridors: { 'cp-a-r04--landing-zone': { noise: 1 }, 'cp-a-r04--a-r05': { noise: 3 } },
    replaceCorridors: true,
    intruders: [{ type: 'queen', where: 'a-r04' }],
  });
  s.decks.queenHealth = [card, ...s.decks.queenHealth.filter((c) => c !== card)];
  return s;
}
const damage = (s: RetaliationState) => ({ rng: new Rng(s.rng), source: 'a-r04' });

describe('Queen Health cards', () => {
  it('given "Repel the Queen", when her track fills from a shot in her room, then she is pushed into the corridor with the lowest ID', () => {
    const s = queenTable('queen-health-01');
    s.queenHits = 4;
    const { state, events } = when(s, 0, { type: 'shoot', weapon: 'hand-cannon', target: s.intruders[0].id, pay: cardsOf(s, 0, 1) });
    expect(events).toContainEqual(expect.objectContaining({ type: 'queen-health', card: 'queen-health-01' }));
    expect(state.intruders.find((i) => i.type === 'queen')!.where).toBe('cp-a-r04--landing-zone');
  });

  it('given "Place the Queen back in the pool", then her model leaves the map and she is not dead', () => {
    const s = queenTable('queen-health-03');
    const events = criticalOnQueen(s, damage(s));
    expect(s.intruders.some((i) => i.type === 'queen')).toBe(false);
    expect(s.queenDead).toBe(false);
    expect(events).toContainEqual({ type: 'queen-left-map', intruder: expect.any(String) });
  });

  it('given "Each Character in the Room with the Queen draws 2 Action cards", then only the character in her room draws', () => {
    const s = queenTable('queen-health-07');
    const [before0, before1] = [s.players[0].hand.length, s.players[1].hand.length];
    criticalOnQueen(s, damage(s));
    expect(s.players[0].hand.length).toBe(before0 + 2);
    expect(s.players[1].hand.length).toBe(before1);
  });

  it('given "Place a Malfunction marker in the Room with the Queen", then her room takes one', () => {
    const s = queenTable('queen-health-12');
    criticalOnQueen(s, damage(s));
    expect(s.spaces['a-r04'].malfunction).toBe(true);
  });

  it('given "Add all Queen tokens to the bag", then every Queen token of the pile goes into the bag', () => {
    const s = queenTable('queen-health-06');
    const pile = s.tokenPiles.queen.length;
    const bag = s.bag.length;
    criticalOnQueen(s, damage(s));
    expect(s.tokenPiles.queen).toEqual([]);
    expect(s.bag.length).toBe(bag + pile);
  });
});
