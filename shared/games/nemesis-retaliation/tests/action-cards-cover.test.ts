/** Duck and Cover's holder chooses whom an attack on them goes to: a public standing choice (`set-reaction` with `cover`). */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { given, refusal, when } from '../testing/given';
import { view } from '../view';

const TO_A = 'cp-a-r04--landing-zone';
const table = () =>
  given({ seats: 3, rooms: { 'a-r04': 'surgery-room' }, intruders: [{ type: 'adult', where: 'landing-zone' }], players: { 0: { hand: ['recon--sprint', 'contractor--duck-and-cover'] }, 1: { hand: [] }, 2: { hand: [] } } });

describe('Duck and Cover: whom the attack goes to', () => {
  it('given the holder chose Medical Support, when an Adult attacks them beside the Officer and Medical Support, then Medical Support is attacked, not the Officer earlier in turn order', () => {
    const s = when(table(), 0, { type: 'set-reaction', trigger: 'attack', setting: 'always', cover: 2 }).state;
    expect(view(s, 1).players[0]).toMatchObject({ cover: 2, reactions: { attack: 'always' } });
    const { events } = when(s, 0, { type: 'move', corridor: TO_A, pay: ['recon--sprint'] });
    expect(events).toContainEqual({ type: 'attack-redirected', seat: 0, to: 2 });
    expect(events.some((e) => e.type === 'attacked' && e.seat === 1)).toBe(false);
  });

  it('given the chosen character is not in the room, then the attack goes to the other character earliest in turn order', () => {
    const s = when(table(), 0, { type: 'set-reaction', trigger: 'attack', setting: 'always', cover: 2 }).state;
    s.players[2].space = 'a-r04';
    const { events } = when(s, 0, { type: 'move', corridor: TO_A, pay: ['recon--sprint'] });
    expect(events).toContainEqual({ type: 'attack-redirected', seat: 0, to: 1 });
  });

  it('given the choices offered, then each other character is one, and choosing yourself is refused', () => {
    const s = table();
    expect(legalMoves(s, 0).filter((m) => m.type === 'set-reaction' && m.cover !== undefined)).toEqual([
      { type: 'set-reaction', trigger: 'attack', setting: 'always', cover: 1 },
      { type: 'set-reaction', trigger: 'attack', setting: 'always', cover: 2 },
    ]);
    expect(refusal(s, 0, { type: 'set-reaction', trigger: 'attack', setting: 'always', cover: 0 }).message).toMatch(/another character/);
  });
});
