import { applyMove, awaitedSeats, randomMove, Rng, stateHash, type AnyGameModule, type BaseState } from '../../shared/engine';
import { deadlineFor, nextDue } from './deadlines';
import { AppError } from './errors';
import { SNAPSHOT_EVERY } from './game-state';
import type { GameMeta, MoveAuthor, OutboxRecord, Snapshot, StoredMove } from './model';
import type { GameWrite, ServicePorts } from './ports';
import { seatsWithSettings } from './seat-settings';

/** Bot moves for resigned seats written in one transaction at most (DynamoDB allows 100 items per transaction). */
const MAX_AUTO_MOVES = 40;

export interface Step {
  seat: number;
  move: unknown;
  by: MoveAuthor;
  clientMoveId: string | null;
}

export interface Progress {
  state: BaseState;
  moves: StoredMove[];
  snapshots: Snapshot[];
}

/** Applies one step on top of `progress` under the rules the table plays; an engine refusal comes back as a value. */
export function step(game: AnyGameModule, meta: GameMeta, progress: Progress, s: Step, now: number) {
  const result = applyMove(game, progress.state, s.seat, s.move, now, meta.engineVersion);
  if (!result.ok) return result;
  const state = result.state as BaseState;
  const seq = meta.moveCount + progress.moves.length + 1;
  const hash = stateHash(state);
  const moves = [...progress.moves, { seq, seat: s.seat, move: s.move, events: result.events, at: now, clientMoveId: s.clientMoveId, by: s.by, stateHash: hash }];
  const snapshots = seq % SNAPSHOT_EVERY === 0 ? [...progress.snapshots, { seq, state, stateHash: hash }] : progress.snapshots;
  return { ok: true as const, progress: { state, moves, snapshots } };
}

/** Resigned seats are played by the random bot, so a game keeps going by its rules when a player leaves it. */
export function playResignedSeats(game: AnyGameModule, meta: GameMeta, progress: Progress, now: number): Progress {
  if (everyoneResigned(meta)) return progress;
  let current = progress;
  const rng = Rng.fromSeed(`${meta.seed}:bots:${meta.moveCount + progress.moves.length}`);
  for (let i = 0; i < MAX_AUTO_MOVES && !game.outcome(current.state); i++) {
    const seat = awaitedSeats(game, current.state).find((s) => meta.seats[s].status === 'resigned');
    if (seat === undefined) break;
    const move = randomMove(game, current.state, seat, rng);
    if (move === null) break;
    const next = step(game, meta, current, { seat, move, by: 'bot', clientMoveId: null }, now);
    if (!next.ok) break;
    current = next.progress;
  }
  return current;
}

/**
 * The META after a change: version, awaited seats, deadlines (kept for seats still waited on that did not act),
 * the outcome, and the outbox item of the change for the notifier.
 */
export async function nextMeta(
  ports: ServicePorts,
  game: AnyGameModule,
  before: GameMeta,
  progress: Progress,
  now: number,
  cause: 'start' | 'move' | 'timeout' = 'move',
) {
  const state = progress.state;
  const outcome = everyoneResigned(before) ? { winners: [], scores: [], reason: 'Every player resigned.' } : game.outcome(state);
  const awaited = outcome ? [] : awaitedSeats(game, state);
  const movers = new Set(progress.moves.map((m) => m.seat));
  const deadlines: Array<number | null> = before.seats.map(() => null);
  const remindAt: Array<number | null> = before.seats.map(() => null);
  const fresh = awaited.filter((s) => !before.awaited.includes(s) || movers.has(s));
  // The holders' settings are in META; a table written before they were kept there reads them once and keeps them.
  const seats = await seatsWithSettings(ports, before, fresh);
  for (const s of awaited) {
    if (fresh.includes(s)) {
      const due = deadlineFor(before, seats[s].deadlineSettings, now);
      deadlines[s] = due.deadline;
      remindAt[s] = due.remindAt;
    } else {
      deadlines[s] = before.deadlines[s] ?? null;
      remindAt[s] = before.remindAt[s] ?? null;
    }
  }
  const meta: GameMeta = {
    ...before,
    seats,
    status: outcome ? 'finished' : 'active',
    version: before.version + 1,
    moveCount: before.moveCount + progress.moves.length,
    snapSeq: progress.snapshots.length ? progress.snapshots[progress.snapshots.length - 1].seq : before.snapSeq,
    awaited,
    deadlines,
    remindAt,
    outcome: outcome ? { winners: [...outcome.winners], scores: [...outcome.scores], reason: outcome.reason } : null,
    updatedAt: now,
    lastMoveAt: progress.moves.length ? now : (before.lastMoveAt ?? null),
    summary: game.summary ? game.summary(state) : null,
    dueAt: null,
  };
  meta.dueAt = nextDue(meta);
  const notify = outcome
    ? meta.seats.filter((s) => s.userId && s.status === 'joined').map((s) => s.seat)
    : awaited.filter((s) => (!before.awaited.includes(s) || cause === 'start') && meta.seats[s].status === 'joined');
  const kind = outcome ? 'game-over' : 'your-turn';
  const outbox: OutboxRecord[] = notify.length ? [outboxRecord(meta, kind, notify, now)] : [];
  return { meta, outbox };
}

export function outboxRecord(meta: GameMeta, kind: OutboxRecord['kind'], seats: number[], now: number): OutboxRecord {
  return {
    kind,
    gameId: meta.id,
    gameType: meta.type,
    seq: meta.moveCount,
    version: meta.version,
    seats: seats.map((seat) => ({ seat, userId: meta.seats[seat].userId! })),
    at: now,
  };
}

function everyoneResigned(meta: GameMeta): boolean {
  return meta.seats.every((s) => s.status === 'resigned');
}

/** Writes a change and tells the notifier once it is committed. */
export async function commit(ports: ServicePorts, write: GameWrite): Promise<void> {
  await ports.games.writeGame(write);
  await publish(ports, write.outbox ?? []);
}

/** Hands committed outbox items to the notifier port, when there is one (locally; in AWS the stream delivers them). */
export async function publish(ports: ServicePorts, records: OutboxRecord[]): Promise<void> {
  if (!ports.notifier) return;
  for (const record of records) {
    // The outbox item is already durable, so a failed local delivery must not fail the command that caused it.
    await ports.notifier.publish(record).catch((err) => console.error(`notifier: ${err instanceof Error ? err.message : err}`));
  }
}

export function refuse(code: string, message: string): never {
  throw new AppError(code, message);
}
