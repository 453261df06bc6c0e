/**
 * Every move `apply` accepts, per seat: each placement (any card you may play, into any empty slot of the phase you
 * plan, either half, on your board or an android's), each take-back and swap you may make, advancing, ready, every
 * gift of a transfer and every campaign decision. A move that is the same choice as a listed one is listed once
 * (choice-key.ts). Not listed: `deadline`, which turns on the clock, and the rules-2 pacing moves (`ready-phase`,
 * `watch`), which the board offers; neither the clock nor a table's rules version reaches this function.
 */
import { intervalMoves } from './campaign/prompts';
import { cardById } from './data/cards';
import type { SpaceAlertMove } from './moves';
import { PHASE_TURNS } from './rules/ship';
import type { Member, SpaceAlertState } from './state';

const HALVES = ['action', 'move'] as const;

/** The slots a seat may edit now: those of the phase it plans. */
function openSlots(s: SpaceAlertState, seat: number): number[] {
  return s.phase[seat] > s.phaseCount ? [] : PHASE_TURNS[s.phase[seat]];
}

/** Placements of `cards` into the board's empty open slots; take-backs and swaps too when the board may be edited. */
function boardMoves(board: Member, slots: number[], cards: string[], editable: boolean, member?: number): SpaceAlertMove[] {
  const on = member === undefined ? {} : { member };
  const moves: SpaceAlertMove[] = [];
  for (const slot of slots) {
    const placed = board.slots[slot - 1];
    if (!placed) for (const card of cards) for (const half of HALVES) moves.push({ type: 'place', card, slot, half, ...on });
    if (!editable) continue;
    if (placed) moves.push({ type: 'remove', slot, ...on });
    for (const to of slots) if (to > slot && (placed || board.slots[to - 1])) moves.push({ type: 'swap', from: slot, to, ...on });
  }
  return moves;
}

function transferMoves(s: SpaceAlertState, seat: number, me: Member | undefined): SpaceAlertMove[] {
  if (s.gifts[seat]) return [];
  const moves: SpaceAlertMove[] = [{ type: 'give', card: null, to: null }];
  for (const card of me?.hand.filter((c) => !cardById(c)?.heroic) ?? []) {
    for (let to = 0; to < s.players; to++) if (to !== seat) moves.push({ type: 'give', card, to });
  }
  return moves;
}

export function legalMoves(s: SpaceAlertState, seat: number): SpaceAlertMove[] {
  if (s.status === 'over' || seat < 0 || seat >= s.players) return [];
  if (s.status === 'interval') return intervalMoves(s, seat);
  const me = s.members.find((m) => m.seat === seat);
  if (s.status === 'transfer') return transferMoves(s, seat, me);
  if (s.ready[seat]) return [];
  const moves: SpaceAlertMove[] = [{ type: 'ready' }];
  if (s.scriptPhase >= 3) moves.push({ type: 'ready', jump: true });
  if (s.phase[seat] < s.phaseCount) moves.push({ type: 'advance-phase' });
  if (s.budget[seat] === 0) return moves;
  const slots = openSlots(s, seat);
  const hand = me?.hand ?? [];
  // In solo play the seat programs only androids, from its hand or the shared pool.
  if (me && !s.solo) moves.push(...boardMoves(me, slots, hand, true));
  const forAndroids = [...new Set([...hand, ...(s.solo ? s.pool : [])])].filter((c) => !cardById(c)?.heroic);
  for (const android of s.members.filter((m) => m.kind === 'android')) {
    const cards = android.heroic ? [...forAndroids, android.heroic] : forAndroids;
    moves.push(...boardMoves(android, slots, cards, s.solo, android.index));
  }
  return moves;
}
