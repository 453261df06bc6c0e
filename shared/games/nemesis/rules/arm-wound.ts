/**
 * The Arm wound (serious wound data): one hand slot for heavy things; "if you hold 2 heavy things, you must drop 1 at
 * once". Which one is the player's choice, so a character aboard holding more heavy things than it has hand slots
 * stops the table until its player drops one (derived from the state: no pause record is needed).
 */
import type { Prompt, Seat } from '../../../engine';
import type { NemesisMove } from '../moves/schema';
import type { NemesisState } from '../state';
import { handSlots } from './ship';

const heldName = (s: NemesisState, seat: Seat): string[] => s.players[seat].hands.map((h) => (h.kind === 'item' ? h.card : h.object));

/**
 * Seats whose character must drop a heavy thing now. Asked before every move: a character always has at least one
 * hand slot, so one holding at most one thing is passed over without counting its slots.
 */
export function mustDrop(s: NemesisState): Seat[] {
  const seats: Seat[] = [];
  for (let seat = 0; seat < s.players.length; seat++) {
    const p = s.players[seat];
    if (p.status === 'aboard' && p.hands.length > 1 && p.hands.length > handSlots(s, seat)) seats.push(seat);
  }
  return seats;
}

export const forcedDrops = (s: NemesisState, seat: Seat): NemesisMove[] => heldName(s, seat).map((thing) => ({ type: 'drop', thing }));

export function forcedDropPrompts(s: NemesisState): Prompt[] {
  // On timeout the thing in the first hand slot is dropped.
  return mustDrop(s).map((seat) => ({
    seat,
    kind: 'forced-drop',
    mode: 'simultaneous',
    message: 'Your arm is wounded: you can hold only one heavy thing. Drop one of the two now.',
    timeoutMove: { type: 'drop', thing: heldName(s, seat)[0] },
  }));
}
