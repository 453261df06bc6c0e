/**
 * Which legal moves belong to which thing on the ship, so a player can click a room or an intruder and see what it
 * does. A move's payment is not a place: moves differing only in their paying cards are one choice, paid with the
 * cards the player selected in hand when they can pay, else with the first payment the rules allow. Moves with no
 * place on the ship (pass, cards, drops, objectives) stay with the prompt panel, which lists everything.
 */
import type { NemesisMove } from '../../../shared/games/nemesis/moves/schema';
import type { NemesisView } from '../../../shared/games/nemesis/view';
import { destinationOf, moveLabel } from './move-labels';
import type { Names } from './names';

export interface BoardChoice {
  /** Every legal move of this choice, one per possible payment. */
  moves: NemesisMove[];
  /** The choice in words, payment left out (it is chosen in hand). */
  label: string;
}

/** Element keys: `room:<slot>` and `intruder:<id>`. */
export type ChoiceMap = Map<string, BoardChoice[]>;
export const roomKey = (slot: string) => `room:${slot}`;
export const intruderKey = (id: string) => `intruder:${id}`;

const ROOM_TARGETS = new Set(['fire-control-system', 'monitoring-room', 'airlock-control']);

/** Whether the move belongs to a room or an intruder on the ship. */
function isPlaceMove(move: unknown): boolean {
  const type = (move as { type?: unknown } | null)?.type;
  return ['move', 'careful-move', 'shoot', 'melee', 'room-action', 'pick-up', 'relocate-intruder'].includes(String(type));
}

/**
 * Whether the move is made with the cards of one's hand on the board: any paid move with no place on the ship (a card,
 * an item, a craft: each payment is one legal move, so the decision bar would list dozens) or a pass discarding cards
 * (one move per set of cards).
 */
export function isHandMove(move: unknown): boolean {
  const m = move as { type?: unknown; discard?: unknown; pay?: unknown } | null;
  if (m && Array.isArray(m.pay) && !isPlaceMove(m)) return true;
  return m?.type === 'pass' && Array.isArray(m.discard) && m.discard.length > 0;
}

/** Whether the board offers this move (a room, an intruder, or the hand); the rest belong to the decision bar. */
export function isBoardMove(move: unknown): boolean {
  return isPlaceMove(move) || isHandMove(move);
}

function keyOf(m: NemesisMove, view: NemesisView): string | null {
  const here = view.me ? view.players[view.me.seat].room : null;
  switch (m.type) {
    case 'move':
    case 'careful-move': {
      const to = destinationOf(m.corridor, view, here);
      return to ? roomKey(to) : null;
    }
    case 'shoot':
    case 'melee':
      return m.target === 'eggs' ? (here ? roomKey(here) : null) : intruderKey(m.target);
    case 'room-action': {
      const tile = view.rooms.find((r) => r.slot === here)?.room ?? '';
      if (ROOM_TARGETS.has(tile) && m.choice) return roomKey(m.choice);
      return here ? roomKey(here) : null;
    }
    case 'pick-up':
      return here ? roomKey(here) : null;
    case 'relocate-intruder':
      // D23: the miniature to move is clicked on the ship.
      return intruderKey(m.intruder);
    default:
      return null;
  }
}

const withoutPay = (m: NemesisMove): NemesisMove => ('pay' in m ? { ...m, pay: [] } : m);

/** The legal moves grouped by the room or intruder that offers them, in the engine's order. */
export function boardChoices(legalMoves: readonly unknown[], view: NemesisView, names: Names): ChoiceMap {
  const out: ChoiceMap = new Map();
  for (const move of legalMoves) {
    if (!isPlaceMove(move)) continue;
    const m = move as NemesisMove;
    const key = keyOf(m, view);
    if (!key) continue;
    const label = moveLabel(withoutPay(m), view, names) ?? 'Choose';
    const here = out.get(key) ?? [];
    const same = here.find((c) => c.label === label);
    if (same) same.moves.push(m);
    else out.set(key, [...here, { moves: [m], label }]);
  }
  return out;
}

const sameCards = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c) => b.includes(c));

/** Cards and items played from the hand, one choice per move whatever pays for it, in the engine's order. */
export function handChoices(legalMoves: readonly unknown[], view: NemesisView, names: Names): BoardChoice[] {
  const out: BoardChoice[] = [];
  for (const move of legalMoves) {
    const m = move as NemesisMove;
    if (!isHandMove(m) || m.type === 'pass') continue;
    const label = moveLabel(withoutPay(m), view, names) ?? 'Play a card';
    const same = out.find((c) => c.label === label);
    if (same) same.moves.push(m);
    else out.push({ moves: [m], label });
  }
  return out;
}

/** The pass that discards exactly the selected cards, when there is a selection and such a pass is legal. */
export function passDiscarding(legalMoves: readonly unknown[], selected: readonly string[]): NemesisMove | null {
  if (selected.length === 0) return null;
  const found = legalMoves.find((m) => (m as NemesisMove).type === 'pass' && sameCards((m as { discard: string[] }).discard, selected));
  return (found as NemesisMove | undefined) ?? null;
}

/** The move to send for a choice: paid with exactly the selected cards when that is legal, else the first payment. */
export function paidMove(choice: BoardChoice, selected: readonly string[]): NemesisMove {
  return choice.moves.find((m) => 'pay' in m && sameCards(m.pay, selected)) ?? choice.moves[0];
}

/** The cards this choice is paid with, given the selection. */
export function paymentOf(choice: BoardChoice, selected: readonly string[]): string[] {
  const m = paidMove(choice, selected);
  return 'pay' in m ? m.pay : [];
}
