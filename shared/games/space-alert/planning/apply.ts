/** `apply`: guard clauses, then the move on a clone of the state (the input is never changed). */
import { cloneState, fail, type ApplyContext, type ApplyResult } from '../../../engine';
import type { SpaceAlertEvent } from '../events';
import type { SpaceAlertMove } from '../moves';
import type { SpaceAlertState } from '../state';
import { repair, vote } from '../campaign/interval';
import { place, remove, swap } from './cards';
import { rulesVersion } from '../rules/version';
import { announce, completeTransfer } from './flow';
import { setWatch, standReady } from './standing';
import { give } from './transfer';
import { advanceSeat, finishActionRound } from './window';

type Result = ApplyResult<SpaceAlertState, SpaceAlertEvent>;

export function applyMove(state: SpaceAlertState, seat: number, move: SpaceAlertMove, ctx: ApplyContext): Result {
  const { now, rng } = ctx;
  if (state.status === 'over') return fail('move/mission-over', 'The action round is over: the mission has been resolved.');
  if (seat < 0 || seat >= state.players) return fail('move/no-seat', 'There is no such seat at this table.');
  const s = workingCopy(state);
  if (s.status === 'interval') {
    if (move.type === 'campaign-vote') return vote(s, seat, move, rng, now);
    if (move.type === 'campaign-repair') return repair(s, seat, move.repair, move.tile, { rng, now, recordReturned: rulesVersion(ctx) >= 2 });
    return fail('move/between-missions', 'The mission is over: vote to go on with the campaign, then repair the ship.');
  }
  if (s.status === 'transfer') {
    if (move.type === 'give') {
      const given = give(s, seat, move.card, move.to);
      if (given.ok && s.gifts.every((g) => g !== null)) completeTransfer(s, now, given.events);
      return given;
    }
    if (move.type === 'deadline') return deadline(s, seat, now);
    return fail('move/transfer-in-progress', 'A data transfer is under way: choose a card to give, or give nothing.');
  }
  if (s.ready[seat] && move.type !== 'deadline') return fail('move/already-ready', 'You are marked ready: wait for the next announcement.');
  if ((move.type === 'ready-phase' || move.type === 'watch') && rulesVersion(ctx) < 2) {
    return fail('move/not-in-these-rules', 'This table plays an earlier version of the rules: mark yourself ready for each announcement.');
  }
  switch (move.type) {
    case 'place':
      return place(s, seat, move);
    case 'remove':
      return remove(s, seat, move.slot, move.member);
    case 'swap':
      return swap(s, seat, move.from, move.to, move.member);
    case 'advance-phase':
      if (s.phase[seat] >= s.phaseCount) return fail('move/last-phase', 'You are already planning the last phase.');
      advanceSeat(s, seat);
      return { ok: true, state: s, events: [{ type: 'advanced', seat, phase: s.phase[seat] }] };
    case 'ready':
      return ready(s, seat, move.jump === true, now);
    case 'ready-phase':
      return readyForPhase(s, seat, now);
    case 'watch':
      setWatch(s, seat, move.zone);
      return { ok: true, state: s, events: [{ type: 'watch', seat, zone: move.zone }] };
    case 'deadline':
      return deadline(s, seat, now);
    case 'give':
      return fail('move/no-transfer', 'There is no data transfer now.');
    case 'campaign-vote':
    case 'campaign-repair':
      return fail('move/not-between-missions', 'Campaign decisions are taken between missions only.');
    default: {
      const never: never = move;
      return fail('move/illegal', `Unknown move ${String(never)}.`);
    }
  }
}

/**
 * Parts of the state no move changes in place: the mission's announcement script (read by index; a new mission
 * replaces it whole) and the last resolution (replaced whole). Copying the state is most of a move's cost, so these
 * are shared with the input state rather than copied; the conformance runs freeze every input state, so a move that
 * changed one in place would fail them.
 */
const SHARED_PARTS: ReadonlySet<string> = new Set(['timeline', 'resolution']);

/** The copy of the state a move works on (the input is never changed), key order kept. */
function workingCopy(state: SpaceAlertState): SpaceAlertState {
  const input = state as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(input)) out[key] = SHARED_PARTS.has(key) ? input[key] : cloneState(input[key]);
  return out as unknown as SpaceAlertState;
}

function ready(s: SpaceAlertState, seat: number, jump: boolean, now: number): Result {
  if (jump && s.scriptPhase < 3) return fail('move/too-early-to-jump', 'The action round can end early only after phase 2 has ended.');
  s.ready[seat] = true;
  s.jumpVotes[seat] = jump;
  return closeIfAllReady(s, now, [{ type: 'ready', seat, jump }]);
}

/** Ready now and for every later window of this phase, until something the seat watches wakes it (standing.ts). */
function readyForPhase(s: SpaceAlertState, seat: number, now: number): Result {
  s.ready[seat] = true;
  s.jumpVotes[seat] = false;
  standReady(s, seat);
  return closeIfAllReady(s, now, [{ type: 'ready-phase', seat, phase: s.phase[seat] }]);
}

function closeIfAllReady(s: SpaceAlertState, now: number, events: SpaceAlertEvent[]): Result {
  if (s.ready.every(Boolean)) {
    // Ending early needs every player (D11); otherwise the next announcement fires.
    if (s.jumpVotes.every(Boolean)) finishActionRound(s, events);
    else announce(s, now, events);
  }
  return { ok: true, state: s, events };
}

/** Live mode: once the window's deadline has passed, any awaited seat may close it for everyone. */
function deadline(s: SpaceAlertState, seat: number, now: number): Result {
  if (s.window.deadlineAt === null) return fail('move/no-deadline', 'This table plays without deadlines: the window closes when everyone is ready.');
  if (now < s.window.deadlineAt) return fail('move/deadline-not-reached', 'The window is still open: its deadline has not passed yet.');
  const events: SpaceAlertEvent[] = [{ type: 'deadline', seat }];
  if (s.status === 'transfer') {
    s.gifts = s.gifts.map((g) => g ?? { card: null, to: null });
    completeTransfer(s, now, events);
  } else announce(s, now, events);
  return { ok: true, state: s, events };
}
