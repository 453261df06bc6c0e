import { applyMove, stateHash, versionRefusal, type AnyGameModule, type BaseState } from '../../shared/engine';
import { AppError, notFound } from './errors';
import type { GameMeta, StoredMove } from './model';
import type { ServicePorts } from './ports';
import { settleRules } from './rules-versions';

/** A snapshot every this many moves bounds the replay done to load a game. */
export const SNAPSHOT_EVERY = 20;

export interface LoadedGame {
  /** META after its rules were settled (see `rules-versions.ts`): `meta.engineVersion` is the version the table plays. */
  meta: GameMeta;
  game: AnyGameModule;
  /** Null before the game starts. */
  state: BaseState | null;
  /** The logged moves read to rebuild `state` (those after the latest snapshot). */
  moves?: StoredMove[];
  /** The last moves of the log, when asked for (`recent` of `loadGame`): read with the snapshot, by the same request. */
  recent?: StoredMove[];
}

/** The game's module, loaded on its first use in this process (see shared/games/catalogue.ts). */
export async function moduleFor(ports: ServicePorts, type: string): Promise<AnyGameModule> {
  const game = await ports.registry.get(type);
  if (!game) throw new AppError('game/unknown-type', `There is no game called "${type}" here.`);
  return game;
}

export async function requireMeta(ports: ServicePorts, gameId: string): Promise<GameMeta> {
  const meta = await ports.games.getMeta(gameId);
  if (!meta) throw notFound('This game');
  return meta;
}

/**
 * Replays logged moves onto a state under the table's rules version (default: the newest) and proves the result lands
 * on the hash stored with the last of them (the engines are deterministic, so the last hash vouches for the steps
 * before it; hashing every step would double a load's cost).
 */
export function replayMoves(game: AnyGameModule, gameId: string, start: BaseState, moves: StoredMove[], engineVersion?: number): BaseState {
  let state = start;
  const frozen = (seq: number) =>
    new AppError('game/replay-mismatch', `Game ${gameId} could not be rebuilt at move ${seq}; it is frozen until an operator repairs it.`);
  for (const m of moves) {
    const result = applyMove(game, state, m.seat, m.move, m.at, engineVersion);
    if (!result.ok) throw frozen(m.seq);
    state = result.state as BaseState;
  }
  const last = moves[moves.length - 1];
  if (last && stateHash(state) !== last.stateHash) throw frozen(last.seq);
  return state;
}

/**
 * META (its rules settled first), the latest snapshot and the moves after it: the current state in two reads
 * (a table older than the newest rules reads its whole log once, to be upgraded or pinned). `recent` > 0 also reads
 * that many of the last moves (a table's log) in the second read.
 */
export async function loadGame(ports: ServicePorts, gameId: string, known?: GameMeta, recent = 0): Promise<LoadedGame> {
  const first = known ?? (await requireMeta(ports, gameId));
  const game = await moduleFor(ports, first.type);
  const meta = await settleRules(ports, game, first);
  if (meta.status === 'open') return { meta, game, state: null, ...(recent ? { recent: [] } : {}) };
  requireServedRules(game, meta);
  const read = await ports.games.loadLatest(meta, recent);
  const state = replayMoves(game, meta.id, read.snapshot.state as BaseState, read.moves, meta.engineVersion);
  return { meta, game, state, moves: read.moves, ...(recent ? { recent: read.recent } : {}) };
}

/**
 * The state after `k` moves (history browsing), under the rules the table plays, from one snapshot and the moves after
 * it; `log` is those moves (the steps leading to `k`, at most `SNAPSHOT_EVERY`).
 */
export async function loadAt(ports: ServicePorts, known: GameMeta, k: number): Promise<{ state: BaseState; log: StoredMove[] }> {
  const game = await moduleFor(ports, known.type);
  const meta = await settleRules(ports, game, known);
  requireServedRules(game, meta);
  const { snapshot, log } = await ports.games.loadUpTo(meta.id, k, SNAPSHOT_EVERY);
  const state = replayMoves(game, meta.id, snapshot.state as BaseState, log, meta.engineVersion);
  return { state, log };
}

/** A table whose rules version this server no longer serves waits, told why, rather than being replayed wrongly. */
function requireServedRules(game: AnyGameModule, meta: GameMeta): void {
  if (!versionRefusal(game, meta.engineVersion)) return;
  throw new AppError(
    'game/engine-version',
    `This table plays under ${game.title} rules version ${meta.engineVersion}, which this server does not serve; it waits until an operator restores them.`,
  );
}

/**
 * Runs engine code that builds what a player reads (views, prompts, legal moves). An exception there is a bug of the
 * game, not of the request: it is logged here and answered with a sentence that names nothing of the state.
 */
export function readEngine<T>(gameId: string, build: () => T): T {
  try {
    return build();
  } catch (err) {
    if (err instanceof AppError) throw err;
    console.error(`game ${gameId}: the engine failed to build a view:`, err);
    throw new AppError('engine/internal', 'The rules engine could not show this table right now; nothing was changed. Try again later.');
  }
}
