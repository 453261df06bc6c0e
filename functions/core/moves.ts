import type { Table } from '../../shared/api';
import { commit, nextMeta, playResignedSeats, step, type Progress } from './commit';
import { AppError, ConflictError, forbidden } from './errors';
import { loadGame, moduleFor, readEngine, requireMeta, type LoadedGame } from './game-state';
import { refuseUnknownMoveFields } from './strict-move';
import { withRetry } from './lobby';
import type { GameMeta } from './model';
import type { ServicePorts } from './ports';
import { buildTable, seatOf } from './views';

export interface MoveInput {
  expectedVersion: number;
  clientMoveId: string;
  move: unknown;
}

export interface MoveResult {
  /** The log position of the accepted move (the first acceptance, for a retried clientMoveId). */
  seq: number;
  /** True when this clientMoveId had already been accepted: nothing new was appended. */
  duplicate: boolean;
  table: Table;
}

/**
 * My table now: META, then the latest snapshot with the moves after it and the recent log in one Query. A `known` load
 * without its recent log (one that did not ask for it) has the log read apart when the moves it holds are too few.
 */
export async function tableFor(ports: ServicePorts, userId: string, gameId: string, known?: LoadedGame): Promise<Table> {
  const loaded = known ?? (await loadGame(ports, gameId, undefined, RECENT_LOG));
  const { meta } = loaded;
  const read = loaded.recent ?? loaded.moves ?? [];
  const complete = loaded.recent !== undefined || read.length >= RECENT_LOG || read.length === meta.moveCount;
  const recent = !meta.moveCount ? [] : complete ? read.slice(-RECENT_LOG) : await ports.games.recentMoves(gameId, RECENT_LOG);
  return readEngine(meta.id, () => buildTable(meta, loaded.game, loaded.state, userId, recent));
}

/** How many log entries a table shows. */
export const RECENT_LOG = 20;

async function conflict(ports: ServicePorts, userId: string, gameId: string): Promise<never> {
  throw new AppError('game/version-conflict', 'The game moved on since you looked: here is the table as it is now.', {
    table: await tableFor(ports, userId, gameId),
  });
}

/**
 * Submits my move: idempotent by `clientMoveId`, refused with the fresh table when `expectedVersion` is stale,
 * validated by the engine, then appended with META in one transaction.
 */
export async function submitMove(ports: ServicePorts, userId: string, gameId: string, input: MoveInput): Promise<MoveResult> {
  for (let attempt = 1; ; attempt++) {
    const meta = await requireMeta(ports, gameId);
    refuseUnknownMoveFields(await moduleFor(ports, meta.type), input.move);
    const seat = seatOf(meta, userId);
    if (seat === null) throw forbidden('You do not hold a seat at this table, so you cannot move for it.');
    // A retry usually comes after the version moved on (its first try succeeded): look for it before calling it stale.
    // At the current version the transaction's own condition on the clientMoveId catches a duplicate.
    if (meta.version !== input.expectedVersion) {
      const prior = await ports.games.findClientMove(gameId, seat, input.clientMoveId);
      if (prior !== null) return { seq: prior, duplicate: true, table: await tableFor(ports, userId, gameId) };
    }
    if (meta.status === 'open') throw new AppError('game/not-started', 'This game has not started yet.');
    if (meta.status === 'finished') throw new AppError('game/over', 'This game is over: no more moves can be made.');
    if (meta.seats[seat].status === 'resigned') throw new AppError('game/resigned', 'You resigned from this game; a bot plays your seat now.');
    if (meta.version !== input.expectedVersion) return conflict(ports, userId, gameId);
    const loaded = await loadGame(ports, gameId, meta, RECENT_LOG);
    // Loading may settle the table's rules (same version); anything else that changed it means look again.
    if (loaded.meta.version !== meta.version) continue;
    const now = ports.clock.now();
    const first = step(loaded.game, loaded.meta, { state: loaded.state!, moves: [], snapshots: [] }, { seat, move: input.move, by: 'player', clientMoveId: input.clientMoveId }, now);
    if (!first.ok) throw new AppError(first.error.code, first.error.message);
    const progress = playResignedSeats(loaded.game, loaded.meta, first.progress, now);
    const { meta: next, outbox } = await nextMeta(ports, loaded.game, loaded.meta, progress, now);
    try {
      await commit(ports, { meta: next, expectedVersion: meta.version, moves: progress.moves, snapshots: progress.snapshots, outbox });
    } catch (err) {
      if (!(err instanceof ConflictError)) throw err;
      // The same clientMoveId may have won in a concurrent request: then this is its retry.
      const prior = await ports.games.findClientMove(gameId, seat, input.clientMoveId);
      if (prior !== null) return { seq: prior, duplicate: true, table: await tableFor(ports, userId, gameId) };
      // Lost a race. If META really moved on, the client must look again; if it did not, only a transaction collided: retry.
      const fresh = await requireMeta(ports, gameId);
      if (fresh.version !== input.expectedVersion || attempt >= 8) return conflict(ports, userId, gameId);
      await new Promise((r) => setTimeout(r, 3 * attempt));
      continue;
    }
    if (next.seats.some((s) => s.status === 'resigned')) {
      await settleResigned(ports, gameId);
      return { seq: meta.moveCount + 1, duplicate: false, table: await tableFor(ports, userId, gameId) };
    }
    const after = { ...loaded, meta: next, state: progress.state, recent: [...(loaded.recent ?? []), ...progress.moves].slice(-RECENT_LOG) };
    return { seq: meta.moveCount + 1, duplicate: false, table: await tableFor(ports, userId, gameId, after) };
  }
}

/** Resigns my seat: from now on the random bot plays it; when every seat has resigned the game ends without a winner. */
export async function resign(ports: ServicePorts, userId: string, gameId: string): Promise<GameMeta> {
  const meta = await withRetry(async () => {
    const meta = await requireMeta(ports, gameId);
    const seat = seatOf(meta, userId);
    if (seat === null) throw forbidden('You do not hold a seat at this table.');
    if (meta.status !== 'active') throw new AppError(meta.status === 'open' ? 'game/not-started' : 'game/over', meta.status === 'open' ? 'This game has not started: leave it instead.' : 'This game is over.');
    if (meta.seats[seat].status === 'resigned') return meta;
    const loaded = await loadGame(ports, gameId, meta);
    const marked: GameMeta = { ...loaded.meta, seats: loaded.meta.seats.map((s) => (s.seat === seat ? { ...s, status: 'resigned' as const } : s)) };
    const now = ports.clock.now();
    const progress = playResignedSeats(loaded.game, marked, { state: loaded.state!, moves: [], snapshots: [] }, now);
    const { meta: next, outbox } = await nextMeta(ports, loaded.game, marked, progress, now);
    await commit(ports, { meta: next, expectedVersion: loaded.meta.version, moves: progress.moves, snapshots: progress.snapshots, outbox });
    return next;
  });
  await settleResigned(ports, gameId);
  return meta;
}

/**
 * Keeps playing resigned seats while the game waits only on them (a transaction holds a bounded number of moves).
 * Stops when a player is awaited, the game ends, or another request changed the table (that request settles it).
 */
export async function settleResigned(ports: ServicePorts, gameId: string): Promise<void> {
  for (;;) {
    const loaded = await loadGame(ports, gameId);
    const { meta, game, state } = loaded;
    if (meta.status !== 'active' || !state || !meta.awaited.some((s) => meta.seats[s].status === 'resigned')) return;
    const now = ports.clock.now();
    const progress: Progress = playResignedSeats(game, meta, { state, moves: [], snapshots: [] }, now);
    if (!progress.moves.length && !meta.seats.every((s) => s.status === 'resigned')) return;
    const { meta: next, outbox } = await nextMeta(ports, game, meta, progress, now);
    try {
      await commit(ports, { meta: next, expectedVersion: meta.version, moves: progress.moves, snapshots: progress.snapshots, outbox });
    } catch (err) {
      if (err instanceof ConflictError) return;
      throw err;
    }
  }
}
