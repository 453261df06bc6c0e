/**
 * A bounded list of legal moves per seat, for bots and UI hints: a few placements (own board and androids),
 * one take-back, advancing, ready. Every listed move is legal; not every legal move is listed.
 */
import { intervalMoves } from './campaign/prompts';
import { cardById } from './data/cards';
import type { SpaceAlertMove } from './moves';
import { PHASE_TURNS } from './rules/ship';
import type { Member, SpaceAlertState } from './state';

function firstEmpty(s: SpaceAlertState, seat: number, board: Member): number | null {
  if (s.phase[seat] > s.phaseCount) return null;
  return PHASE_TURNS[s.phase[seat]].find((slot) => !board.slots[slot - 1]) ?? null;
}

export function legalMoves(s: SpaceAlertState, seat: number): SpaceAlertMove[] {
  if (s.status === 'over' || seat < 0 || seat >= s.players) return [];
  if (s.status === 'interval') return intervalMoves(s, seat);
  const me = s.members.find((m) => m.seat === seat);
  if (s.status === 'transfer') {
    if (s.gifts[seat]) return [];
    const moves: SpaceAlertMove[] = [{ type: 'give', card: null, to: null }];
    const card = me?.hand.find((c) => !cardById(c)?.heroic);
    for (let to = 0; to < s.players && card; to++) if (to !== seat) moves.push({ type: 'give', card, to });
    return moves;
  }
  if (s.ready[seat]) return [];
  const moves: SpaceAlertMove[] = [{ type: 'ready' }];
  if (s.scriptPhase >= 3) moves.push({ type: 'ready', jump: true });
  if (s.phase[seat] < s.phaseCount) moves.push({ type: 'advance-phase' });
  if (s.budget[seat] === 0) return moves;
  if (me) {
    const slot = firstEmpty(s, seat, me);
    if (slot) for (const card of me.hand.slice(0, 3)) moves.push({ type: 'place', card, slot, half: 'action' }, { type: 'place', card, slot, half: 'move' });
    const filled = PHASE_TURNS[s.phase[seat]]?.filter((x) => me.slots[x - 1]) ?? [];
    if (filled.length) moves.push({ type: 'remove', slot: filled[filled.length - 1] });
  }
  for (const android of s.members.filter((m) => m.kind === 'android')) {
    const slot = firstEmpty(s, seat, android);
    if (!slot) continue;
    if (android.heroic) moves.push({ type: 'place', card: android.heroic, slot, half: 'action', member: android.index });
    const source = s.solo ? s.pool.slice(0, 2) : (me?.hand.filter((c) => !cardById(c)?.heroic).slice(0, 1) ?? []);
    for (const card of source) moves.push({ type: 'place', card, slot, half: 'action', member: android.index }, { type: 'place', card, slot, half: 'move', member: android.index });
  }
  return moves;
}
