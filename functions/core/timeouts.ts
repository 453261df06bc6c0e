import { awaitedSeats, isListedMove, randomMove, Rng, type AnyGameModule, type BaseState } from '../../shared/engine';
import { commit, nextMeta, outboxRecord, playResignedSeats, step, type Progress } from './commit';
import { deadlineFor, nextDue, onVacation } from './deadlines';
import { ConflictError } from './errors';
import { loadGame } from './game-state';
import type { GameMeta, OutboxRecord } from './model';
import type { ServicePorts } from './ports';
import { settleResigned } from './moves';
import { seatsWithSettings } from './seat-settings';

/** Move types that do the least when a `skip` time-out plays for a seat (a pass, a decline, an end of turn). */
const PASSIVE_MOVE = /^(pass|skip|decline|end|done|wait|no-?op)/i;

/** The default the seat's prompt names (`Prompt.timeoutMove`), when it is one of the seat's legal moves. */
function promptedDefault(game: AnyGameModule, state: BaseState, seat: number): unknown | null {
  const named = game.prompts(state).find((p) => p.seat === seat && p.timeoutMove !== undefined)?.timeoutMove;
  return named !== undefined && isListedMove(game, state, seat, named) ? named : null;
}

/**
 * The move a time-out makes for `seat`: the default the rules name for its prompt (a trade refused, a reaction
 * declined) under either policy, otherwise the least committal move for `skip` and a random one for `bot`.
 */
export function timeoutMove(game: AnyGameModule, meta: GameMeta, state: BaseState, seat: number): unknown | null {
  const prompted = promptedDefault(game, state, seat);
  if (prompted !== null) return prompted;
  const rng = Rng.fromSeed(`${meta.seed}:timeout:${meta.moveCount}:${seat}`);
  if (meta.timeoutPolicy === 'skip') {
    const passive = game.legalMoves(state, seat).filter((m: { type: string }) => PASSIVE_MOVE.test(m.type));
    if (passive.length) return rng.pick(passive);
  }
  return randomMove(game, state, seat, rng);
}

/**
 * Handles every table whose reminder or deadline has come (called by the clock: EventBridge in AWS, a timer locally).
 * Reminders go to the outbox once; a timed-out seat is played (`bot`, `skip`) or resigned (`resign`); a holder on vacation
 * gets their deadline pushed past the vacation instead. Returns how many tables changed.
 */
export async function runDue(ports: ServicePorts, now: number, limit = 50): Promise<number> {
  let changed = 0;
  for (const gameId of await ports.games.dueGames(now, limit)) {
    try {
      if (await handleDue(ports, gameId, now)) changed++;
    } catch (err) {
      if (!(err instanceof ConflictError)) throw err;
      // A player moved at the same moment: their move set new deadlines, nothing is due any more.
    }
  }
  return changed;
}

async function handleDue(ports: ServicePorts, gameId: string, now: number): Promise<boolean> {
  const { meta, game, state } = await loadGame(ports, gameId);
  if (!state || meta.status !== 'active' || meta.dueAt === null || meta.dueAt > now) return false;
  const seats = await seatsWithSettings(ports, meta, meta.awaited);
  const holder = (seat: number) => seats[seat].deadlineSettings;
  const timedOut = meta.awaited.filter((s) => (meta.deadlines[s] ?? Infinity) <= now);
  const pushed = timedOut.filter((s) => onVacation(holder(s), now));
  const acting = timedOut.filter((s) => !pushed.includes(s) && meta.seats[s].status === 'joined');
  if (acting.length) return timeOut(ports, meta, game, state, acting, now);

  const deadlines = meta.deadlines.slice();
  const remindAt = meta.remindAt.slice();
  for (const s of pushed) {
    const due = deadlineFor(meta, holder(s), now);
    deadlines[s] = due.deadline;
    remindAt[s] = due.remindAt;
  }
  const reminded = meta.awaited.filter((s) => !pushed.includes(s) && (remindAt[s] ?? Infinity) <= now);
  for (const s of reminded) remindAt[s] = null;
  // Deadlines that can no longer act (a seat with no legal move) are dropped so the table leaves the index.
  for (const s of meta.awaited) if ((deadlines[s] ?? Infinity) <= now && !pushed.includes(s)) deadlines[s] = null;
  const quiet: GameMeta = { ...meta, deadlines, remindAt };
  quiet.dueAt = nextDue(quiet);
  const remind = reminded.filter((s) => meta.seats[s].status === 'joined');
  const outbox: OutboxRecord[] = remind.length ? [outboxRecord(meta, 'reminder', remind, now)] : [];
  // A reminder changes no part of the table a player sees: the version stays, so no one gets a needless 409.
  await commit(ports, { meta: quiet, expectedVersion: meta.version, outbox });
  return true;
}

async function timeOut(ports: ServicePorts, meta: GameMeta, game: AnyGameModule, state: BaseState, seats: number[], now: number): Promise<boolean> {
  let working: GameMeta = meta;
  let progress: Progress = { state, moves: [], snapshots: [] };
  for (const seat of seats) {
    if (meta.timeoutPolicy === 'resign') {
      working = { ...working, seats: working.seats.map((s) => (s.seat === seat ? { ...s, status: 'resigned' as const } : s)) };
      continue;
    }
    if (!awaitedSeats(game, progress.state).includes(seat)) continue;
    const move = timeoutMove(game, { ...working, moveCount: meta.moveCount + progress.moves.length }, progress.state, seat);
    if (move === null) continue;
    const next = step(game, working, progress, { seat, move, by: 'timeout', clientMoveId: null }, now);
    if (next.ok) progress = next.progress;
  }
  if (!progress.moves.length && working === meta) {
    // No seat could be played for (no legal move): drop those deadlines rather than fire them again and again.
    const quiet: GameMeta = { ...meta, deadlines: meta.deadlines.map((d, s) => (seats.includes(s) ? null : d)) };
    quiet.dueAt = nextDue(quiet);
    await commit(ports, { meta: quiet, expectedVersion: meta.version });
    return true;
  }
  progress = playResignedSeats(game, working, progress, now);
  const { meta: next, outbox } = await nextMeta(ports, game, working, progress, now, 'timeout');
  // The players whose time ran out are told what was done for them (unless the game ended: then they hear the result).
  if (next.status === 'active') outbox.push(outboxRecord(next, 'timed-out', seats, now));
  await commit(ports, { meta: next, expectedVersion: meta.version, moves: progress.moves, snapshots: progress.snapshots, outbox });
  await settleResigned(ports, meta.id);
  return true;
}

