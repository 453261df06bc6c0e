import { describe, expect, it } from 'vitest';
import { slotClick } from './slot-click';
import { playUntil, viewOf } from './testing';

describe('a click on a slot of a board the seat edits', () => {
  const s = playUntil('click-1', (x) => x.members[0].slots[0] !== null);
  const mine = viewOf(s, 0).crew[0];
  const none = { card: null, half: 'action' as const, slot: null };

  it('given a hand card picked with its move half, when an empty slot is clicked, then that card is placed there move half up', () => {
    expect(slotClick(mine, 2, { ...none, card: 'ac-010', half: 'move' })).toEqual({ kind: 'move', move: { type: 'place', card: 'ac-010', slot: 2, half: 'move' } });
  });

  it('given a hand card picked, when a filled slot is clicked, then nothing is sent and the player is told why', () => {
    const click = slotClick(mine, 1, { ...none, card: 'ac-010' });
    expect(click).toEqual({ kind: 'refuse', message: 'Slot 1 already holds a card: take it back or pick an empty slot.' });
  });

  it('given nothing chosen, when a filled slot is clicked, then it becomes the choice; an empty one does nothing', () => {
    expect(slotClick(mine, 1, none)).toEqual({ kind: 'select', slot: { member: 0, slot: 1 } });
    expect(slotClick(mine, 2, none)).toEqual({ kind: 'nothing' });
  });

  it('given a chosen slot, when another slot of the same board is clicked, then the two are swapped; the same slot undoes the choice', () => {
    const chosen = { ...none, slot: { member: 0, slot: 1 } };
    expect(slotClick(mine, 3, chosen)).toEqual({ kind: 'move', move: { type: 'swap', from: 1, to: 3 } });
    expect(slotClick(mine, 1, chosen)).toEqual({ kind: 'select', slot: null });
  });

  it('given an android\'s board, then the move names the android by its crew index', () => {
    const android = { ...mine, kind: 'android' as const, seat: null, index: 4 };
    expect(slotClick(android, 2, { ...none, card: 'hc-1' })).toEqual({ kind: 'move', move: { type: 'place', card: 'hc-1', slot: 2, half: 'action', member: 4 } });
  });
});
