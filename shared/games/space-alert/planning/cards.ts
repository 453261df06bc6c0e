/**
 * Card operations inside a window (D6, D8, D9): place a card with a chosen half, take it back, swap slots.
 * Own slots are editable only in the phase you are planning; android cards are irrevocable except in solo.
 */
import { fail, type ApplyResult } from '../../../engine';
import { cardById } from '../data/cards';
import type { SpaceAlertEvent } from '../events';
import type { SpaceAlertMove } from '../moves';
import { PHASE_TURNS } from '../rules/ship';
import type { Member, SpaceAlertState } from '../state';

type Result = ApplyResult<SpaceAlertState, SpaceAlertEvent>;
type Place = Extract<SpaceAlertMove, { type: 'place' }>;

export function openSlot(s: SpaceAlertState, seat: number, slot: number): boolean {
  return PHASE_TURNS[s.phase[seat]].includes(slot) && s.phase[seat] <= s.phaseCount;
}

/** The board a seat edits with this move: its own, or an android's; null with the reason when it may not. */
function boardFor(s: SpaceAlertState, seat: number, index: number | undefined): Member | string {
  if (index === undefined) {
    if (s.solo) return 'In solo play you program the androids: name the android to place the card on.';
    return s.members.find((m) => m.seat === seat)!;
  }
  const target = s.members[index];
  if (!target) return 'There is no such crew member.';
  if (target.kind !== 'android') return target.seat === seat ? boardFor(s, seat, undefined) : 'You cannot touch another player\u2019s action board.';
  return target;
}

function spend(s: SpaceAlertState, seat: number): string | null {
  const left = s.budget[seat];
  if (left === null) return null;
  if (left <= 0) return 'You have used every card operation this window allows; mark yourself ready.';
  s.budget[seat] = left - 1;
  return null;
}

export function place(s: SpaceAlertState, seat: number, move: Place): Result {
  const board = boardFor(s, seat, move.member);
  if (typeof board === 'string') return fail('move/not-your-board', board);
  if (!openSlot(s, seat, move.slot)) return fail('move/slot-locked', `Slot ${move.slot} is not in the phase you are planning (phase ${s.phase[seat]}).`);
  if (board.slots[move.slot - 1]) return fail('move/slot-taken', `Slot ${move.slot} already holds a card: take it back or swap first.`);
  const mine = s.members.find((m) => m.seat === seat);
  const fromHand = mine?.hand.includes(move.card) ?? false;
  const fromPool = s.solo && s.pool.includes(move.card);
  const ownHeroic = board.kind === 'android' && board.heroic === move.card;
  if (!fromHand && !fromPool && !ownHeroic) return fail('move/not-in-hand', 'That card is not in your hand.');
  if (board.kind === 'android' && cardById(move.card)?.heroic && !ownHeroic) {
    return fail('move/heroic-not-yours', 'A heroic card can only go on its own board: players may not give theirs to an android.');
  }
  const spent = spend(s, seat);
  if (spent) return fail('move/budget-spent', spent);
  if (ownHeroic) board.heroic = null;
  else if (fromPool) s.pool = s.pool.filter((c) => c !== move.card);
  else mine!.hand = mine!.hand.filter((c) => c !== move.card);
  board.slots[move.slot - 1] = { card: move.card, half: move.half };
  return { ok: true, state: s, events: [{ type: 'placed', seat, member: board.index, android: board.kind === 'android', slot: move.slot, half: move.half, card: move.card }] };
}

/** Cards on an android's board are final, except in solo where they may change until the phase ends (§5.12). */
function editable(s: SpaceAlertState, board: Member): string | null {
  return board.kind === 'android' && !s.solo ? 'Cards placed on an android can never be moved or taken back.' : null;
}

export function remove(s: SpaceAlertState, seat: number, slot: number, index: number | undefined): Result {
  const board = boardFor(s, seat, index);
  if (typeof board === 'string') return fail('move/not-your-board', board);
  const locked = editable(s, board);
  if (locked) return fail('move/android-final', locked);
  if (!openSlot(s, seat, slot)) return fail('move/slot-locked', `Slot ${slot} is locked: it is not in the phase you are planning.`);
  const placed = board.slots[slot - 1];
  if (!placed) return fail('move/slot-empty', `Slot ${slot} is empty.`);
  const spent = spend(s, seat);
  if (spent) return fail('move/budget-spent', spent);
  board.slots[slot - 1] = null;
  if (board.kind === 'player') board.hand.push(placed.card);
  else if (cardById(placed.card)?.heroic) board.heroic = placed.card;
  else s.pool.push(placed.card);
  return { ok: true, state: s, events: [{ type: 'removed', seat, member: board.index, android: board.kind === 'android', slot, card: placed.card }] };
}

export function swap(s: SpaceAlertState, seat: number, from: number, to: number, index: number | undefined): Result {
  const board = boardFor(s, seat, index);
  if (typeof board === 'string') return fail('move/not-your-board', board);
  const locked = editable(s, board);
  if (locked) return fail('move/android-final', locked);
  if (!openSlot(s, seat, from) || !openSlot(s, seat, to)) return fail('move/slot-locked', 'Both slots must be in the phase you are planning.');
  if (from === to || (!board.slots[from - 1] && !board.slots[to - 1])) return fail('move/nothing-to-swap', 'Choose two different slots, at least one with a card.');
  const spent = spend(s, seat);
  if (spent) return fail('move/budget-spent', spent);
  [board.slots[from - 1], board.slots[to - 1]] = [board.slots[to - 1], board.slots[from - 1]];
  return { ok: true, state: s, events: [{ type: 'swapped', seat, member: board.index, from, to }] };
}
