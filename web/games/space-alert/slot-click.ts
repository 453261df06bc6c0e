/**
 * What a click on a slot of an editable board means, given what is already chosen: place the picked hand card, swap with
 * the chosen slot, take a filled slot as the new choice, or undo the choice. Pure, so the planner's rules are tested alone.
 */
import type { CrewView } from './view-types';

export type SlotClick =
  | { kind: 'move'; move: Record<string, unknown> }
  | { kind: 'select'; slot: { member: number; slot: number } | null }
  | { kind: 'refuse'; message: string }
  | { kind: 'nothing' };

export function slotClick(
  board: CrewView,
  slot: number,
  chosen: { card: string | null; half: 'action' | 'move'; slot: { member: number; slot: number } | null },
): SlotClick {
  // Androids' boards are named by crew index in the move; one's own board is not.
  const member = board.kind === 'android' ? { member: board.index } : {};
  const filled = board.slots[slot - 1] != null;
  if (chosen.card) {
    if (filled) return { kind: 'refuse', message: `Slot ${slot} already holds a card: take it back or pick an empty slot.` };
    return { kind: 'move', move: { type: 'place', card: chosen.card, slot, half: chosen.half, ...member } };
  }
  if (chosen.slot && chosen.slot.member === board.index) {
    if (chosen.slot.slot === slot) return { kind: 'select', slot: null };
    return { kind: 'move', move: { type: 'swap', from: chosen.slot.slot, to: slot, ...member } };
  }
  return filled ? { kind: 'select', slot: { member: board.index, slot } } : { kind: 'nothing' };
}
