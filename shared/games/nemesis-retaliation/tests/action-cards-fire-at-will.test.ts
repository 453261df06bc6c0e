/** Fire at Will's command: each character of the room chosen Bursts once where the commander says (data action-cards.json). */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import { given, refusal, when } from '../testing/given';

const A = 'a-r04';
const TO_A = 'cp-a-r04--landing-zone';
const FAW = 'officer--fire-at-will';
const gun = (weapon: string) => ({ [weapon]: [{ token: 'ammo' as const, half: false }] });
const table = () =>
  given({
    rooms: { [A]: 'surgery-room' },
    players: { 0: { hand: [FAW, 'recon--rest'], hands: gun('assault-rifle') }, 1: { hands: gun('sawed-off-shotgun') } },
    intruders: [{ type: 'larva', where: TO_A }, { type: 'larva', where: TO_A }],
  });

describe('Fire at Will', () => {
  it('given both characters of your room armed, when you command it, then you order each Burst in turn order and the card counts once both are fired', () => {
    const first = when(table(), 0, { type: 'play-card', card: FAW, option: 1, target: 'landing-zone' }).state;
    expect(first.fireAtWill).toEqual({ seat: 0, queue: [0, 1] });
    expect(prompts(first)[0]).toMatchObject({ seat: 0, kind: 'order-burst' });
    expect(legalMoves(first, 0)).toContainEqual({ type: 'order-burst', weapon: 'assault-rifle', corridor: TO_A });
    const second = when(first, 0, { type: 'order-burst', weapon: 'assault-rifle', corridor: TO_A }).state;
    // Its hits (if any) are given out by the commander before the next Burst.
    const ready = second.allocation ? when(second, 0, { type: 'allocate-hits', kill: [] }).state : second;
    expect(ready.fireAtWill).toEqual({ seat: 0, queue: [1] });
    expect(ready.turn).toEqual({ seat: 0, actions: 0 });
    expect(legalMoves(ready, 0).every((m) => m.type === 'order-burst' && m.weapon === 'sawed-off-shotgun')).toBe(true);
    const { state, events } = when(ready, 0, { type: 'order-burst', weapon: 'sawed-off-shotgun', corridor: TO_A });
    expect(events).toContainEqual(expect.objectContaining({ type: 'burst', seat: 1, weapon: 'sawed-off-shotgun', corridor: TO_A }));
    const done = state.allocation ? when(state, 0, { type: 'allocate-hits', kill: [] }).state : state;
    expect(done.fireAtWill).toBeNull();
    expect(done.turn).toEqual({ seat: 0, actions: 1 });
    expect(done.players[1].itemGear['sawed-off-shotgun'][0]).toEqual({ token: 'ammo', half: true });
  });

  it('given the order open, then another move or a weapon they do not hold is refused', () => {
    const first = when(table(), 0, { type: 'play-card', card: FAW, option: 1, target: 'landing-zone' }).state;
    expect(refusal(first, 0, { type: 'pass', discard: [] }).message).toMatch(/next Burst of Fire at Will/);
    expect(refusal(first, 0, { type: 'order-burst', weapon: 'sawed-off-shotgun', corridor: TO_A }).message).toMatch(/loaded ranged weapon of that character/);
  });

  it('given nobody armed in reach, then it is refused', () => {
    const s = given({ players: { 0: { hand: [FAW] } } });
    expect(refusal(s, 0, { type: 'play-card', card: FAW, option: 1, target: 'landing-zone' }).message).toMatch(/can Burst/);
  });
});
