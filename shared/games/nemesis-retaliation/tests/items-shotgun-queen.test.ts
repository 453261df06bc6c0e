/** The Assault Shotgun's answer to an attack by the Queen (data items.json: "deal 1 Hit to that Intruder and prevent the Attack"): her track takes the hit. */
import { describe, expect, it } from 'vitest';
import type { RetaliationState } from '../state';
import { cardsOf, given, seekRoll } from '../testing/given';

const TO_A = 'cp-a-r04--landing-zone';

function queenLeft(hits: number): RetaliationState {
  const s = given({ rooms: { 'a-r04': 'surgery-room' }, players: { 0: { hands: { 'assault-shotgun': [{ token: 'ammo', half: false }] } } }, intruders: [{ type: 'queen', where: 'landing-zone' }] });
  s.players[0].reactions = { attack: 'always' };
  s.queenHits = hits;
  return s;
}
const leave = (s: RetaliationState) => ({ type: 'move', corridor: TO_A, pay: cardsOf(s, 0, 1) }) as const;

describe('Assault Shotgun against the Queen', () => {
  it('given the Queen attacks the Shotgun\'s holder as it leaves, then all its Ammo is spent, the attack is prevented and her hit track moves 1', () => {
    const s = queenLeft(0);
    const { state, events } = seekRoll(s, 0, leave(s), () => true);
    expect(events.filter((e) => e.type === 'attacked')).toHaveLength(0);
    expect(events).toContainEqual({ type: 'attack-prevented', seat: 0, by: 0 });
    expect(state.players[0].itemGear['assault-shotgun']).toEqual([null]);
    expect(state.queenHits).toBe(1);
  });

  it('given her track one short of its final space, then the Shotgun\'s hit draws a Queen Health card and resets the track', () => {
    const s = queenLeft(4);
    const cards = s.decks.queenHealth.length;
    const { state, events } = seekRoll(s, 0, leave(s), () => true);
    expect(events.some((e) => e.type === 'queen-health')).toBe(true);
    expect(state.decks.queenHealth.length).toBeLessThan(cards);
    expect(state.queenHits).toBe(0);
  });
});
