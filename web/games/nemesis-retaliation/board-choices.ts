/**
 * Which legal moves belong to which thing on the facility, so a player clicks a room, a corridor or an intruder and
 * sees what it offers; cards and belt tokens are played from the mat. Moves differing only in their paying cards are
 * one choice, paid with the cards selected in hand when they can pay, else with the first payment the rules allow.
 */
import type { RetaliationMove } from '../../../shared/games/nemesis-retaliation/moves/schema';
import type { RetaliationView } from '../../../shared/games/nemesis-retaliation/view';
import { destinationOf, moveLabel } from './move-labels';
import type { Names } from './names';

export interface BoardChoice {
  /** Every legal move of this choice, one per possible payment. */
  moves: RetaliationMove[];
  /** The choice in words, payment left out (it is chosen in hand). */
  label: string;
}

/** Element keys: `space:<id>`, `corridor:<id>`, `intruder:<id>`, `mat` (the seat's cards and belt). */
export type ChoiceMap = Map<string, BoardChoice[]>;
export const spaceKey = (id: string) => `space:${id}`;
export const corridorKey = (id: string) => `corridor:${id}`;
export const intruderKey = (id: string) => `intruder:${id}`;
export const MAT = 'mat';
/** Several intruders of one type drawn as one counter (a crowded place): its key lists them. */
export const intrudersKey = (ids: readonly string[]) => `intruders:${ids.join(',')}`;

/** What a key offers: a counter of several intruders offers what each of them does. */
export function choicesAt(choices: ChoiceMap, key: string): BoardChoice[] {
  if (!key.startsWith('intruders:')) return choices.get(key) ?? [];
  return key.slice('intruders:'.length).split(',').flatMap((id) => choices.get(intruderKey(id)) ?? []);
}

type Move = { type?: unknown; pay?: unknown; discard?: unknown; target?: unknown; corridor?: unknown };
const PLACE_TYPES = new Set(['move', 'careful-move', 'secure', 'shoot', 'melee', 'burst', 'use-room']);

/** Whether the move is made on the facility, or with the cards and belt of the seat's mat. */
function placeOrMat(move: unknown): 'place' | 'mat' | null {
  const m = (move ?? {}) as Move;
  // A corridor drilled toward an empty position has nothing on the board to click yet: the decision bar offers it.
  if (m.type === 'use-room' && (move as { option?: string }).option === 'drill') return null;
  if (PLACE_TYPES.has(String(m.type))) return 'place';
  // Any other paid move (a card, an item, the robot...) is made from the mat: each payment is one legal move, so the
  // decision bar would list it once per set of cards.
  if (m.type === 'use-gear' || m.type === 'play-card' || Array.isArray(m.pay)) return 'mat';
  if (m.type === 'pass' && Array.isArray(m.discard) && m.discard.length > 0) return 'mat';
  return null;
}

/** Whether the board offers this move; the rest belong to the decision bar. */
export const isBoardMove = (move: unknown): boolean => placeOrMat(move) !== null;

function keyOf(m: RetaliationMove, view: RetaliationView): string {
  const here = view.me ? view.players[view.me.seat].space : null;
  switch (m.type) {
    case 'move':
    case 'careful-move':
      return spaceKey(destinationOf(m.corridor, here) ?? '');
    case 'shoot':
    case 'melee':
      return intruderKey(m.target);
    case 'burst':
      return corridorKey(m.corridor);
    case 'use-room':
      // A room option aimed elsewhere (a noise marker, a fire, the technical corridors' destination) is offered there.
      if (m.target) return m.target.startsWith('cp-') ? corridorKey(m.target) : spaceKey(m.target);
      // A computer room used from afar (Server Room) is offered on that room.
      return spaceKey(m.remote ?? here ?? '');
    case 'use-gear': {
      const token = view.me ? view.players[view.me.seat].belt[m.slot]?.token : null;
      return token === 'grenade' && m.target ? corridorKey(m.target) : MAT;
    }
    default:
      return m.type === 'secure' ? spaceKey(here ?? '') : MAT;
  }
}

const withoutPay = (m: RetaliationMove): RetaliationMove => ('pay' in m ? { ...m, pay: [] } : m);

/** The legal moves grouped by what offers them (a place, an intruder, the mat), in the engine's order. */
export function boardChoices(legalMoves: readonly unknown[], view: RetaliationView, names: Names): ChoiceMap {
  const out: ChoiceMap = new Map();
  for (const move of legalMoves) {
    if (!placeOrMat(move) || (move as Move).type === 'pass') continue;
    const m = move as RetaliationMove;
    const key = keyOf(m, view);
    const label = moveLabel(withoutPay(m), view, names) ?? 'Choose';
    const list = out.get(key) ?? [];
    const same = list.find((c) => c.label === label);
    if (same) same.moves.push(m);
    else out.set(key, [...list, { moves: [m], label }]);
  }
  return out;
}

const payOf = (m: RetaliationMove): string[] => (m as { pay?: string[] }).pay ?? [];
const sameCards = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c) => b.includes(c));

/** The pass that discards exactly the selected cards, when there is a selection and such a pass is legal. */
export function passDiscarding(legalMoves: readonly unknown[], selected: readonly string[]): RetaliationMove | null {
  if (selected.length === 0) return null;
  const found = legalMoves.find((m) => (m as RetaliationMove).type === 'pass' && sameCards((m as { discard: string[] }).discard, selected));
  return (found as RetaliationMove | undefined) ?? null;
}

/** The move to send for a choice: paid with exactly the selected cards when that is legal, else the first payment. */
export function paidMove(choice: BoardChoice, selected: readonly string[]): RetaliationMove {
  return choice.moves.find((m) => sameCards(payOf(m), selected)) ?? choice.moves[0];
}

export function paymentOf(choice: BoardChoice, selected: readonly string[]): string[] {
  return payOf(paidMove(choice, selected));
}
