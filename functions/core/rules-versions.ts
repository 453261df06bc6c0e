/**
 * Rules fixes never stop a running table. A fix is gated in the engine on the rules version (`ctx.engineVersion`);
 * a table started under older rules is checked once against the newest: its whole log is replayed under them from the
 * set-up. When every move is still legal and lands on the state hash stored with it, the table moves to the newest
 * rules; otherwise it is pinned and finishes under the rules it started with. Either way it is written once, in a write
 * conditioned on META's version and rules, so of two concurrent loads exactly one writes and the other reads the result.
 */
import { replay, type AnyGameModule, type BaseState } from '../../shared/engine';
import { ConflictError, notFound } from './errors';
import type { GameMeta, Snapshot, StoredMove } from './model';
import type { ServicePorts } from './ports';

export type RulesVerdict = { upgrade: true; snapshot: Snapshot } | { upgrade: false; reason: string };

/** Where a table stands against the newest rules of its game. */
export type RulesStatus = 'current' | 'pinned' | 'unchecked';

export function rulesStatus(game: AnyGameModule, meta: GameMeta): RulesStatus {
  if (meta.engineVersion >= game.engineVersion) return 'current';
  return meta.rulesPinned && meta.rulesPinned.newest >= game.engineVersion ? 'pinned' : 'unchecked';
}

/**
 * The sentence a player reads at a table pinned to earlier rules; null otherwise (a table not yet checked is checked
 * on the load that builds its page, so it says nothing it does not know).
 */
export function rulesNotice(game: AnyGameModule, meta: GameMeta): string | null {
  if (meta.status === 'open' || rulesStatus(game, meta) !== 'pinned') return null;
  return `This table plays under the rules it started with (version ${meta.engineVersion}): a later rules fix would have changed moves already made.`;
}

/**
 * Replays a table's whole log under the newest rules and compares every stored hash (set-up, moves, snapshots).
 * Pure; `moves` and `snapshots` are those of `loadLog`.
 */
export function checkLog(game: AnyGameModule, meta: GameMeta, moves: StoredMove[], snapshots: Snapshot[]): RulesVerdict {
  const pin = (reason: string): RulesVerdict => ({ upgrade: false, reason });
  if (moves.some((m, i) => m.seq !== i + 1) || moves.length !== meta.moveCount) return pin(`the log read has ${moves.length} of ${meta.moveCount} moves`);
  const start = { config: meta.config, seats: meta.seats.length, seed: meta.seed, startedAt: meta.startedAt ?? meta.createdAt };
  let result;
  try {
    result = replay<BaseState>(game, start, moves.map((m) => ({ seat: m.seat, move: m.move, at: m.at })), undefined, game.engineVersion);
  } catch (err) {
    return pin(`the newest rules could not replay the log (${err instanceof Error ? err.message : 'unknown error'})`);
  }
  if (!result.ok) return pin(`move ${(result.error?.at ?? 0) + 1} is refused by the newest rules (${result.error?.error.code})`);
  const hashes = result.hashes;
  const stored = [...moves, ...snapshots].filter((r) => hashes[r.seq] !== r.stateHash).map((r) => r.seq);
  if (stored.length) {
    const first = Math.min(...stored);
    return pin(first === 0 ? 'the set-up differs under the newest rules' : `the state after move ${first} differs under the newest rules`);
  }
  return { upgrade: true, snapshot: { seq: meta.moveCount, state: result.state, stateHash: hashes[hashes.length - 1] } };
}

/** A table older than the newest rules is upgraded or pinned (at most a few tries against concurrent writers). */
const SETTLE_TRIES = 3;

/**
 * Brings a table to the newest rules when its log allows it, else pins it; returns META as it now is. Tables at the
 * newest rules, and tables already pinned against them, are returned as they are, without a read.
 * Settling is never needed for correctness (a table plays fine under the version in its META), so when concurrent
 * writers keep winning, the freshest META is returned as it is.
 */
export async function settleRules(ports: ServicePorts, game: AnyGameModule, known: GameMeta): Promise<GameMeta> {
  let meta = known;
  for (let attempt = 1; rulesStatus(game, meta) === 'unchecked'; attempt++) {
    const next = await settled(ports, game, meta);
    try {
      await ports.games.writeGame({ meta: next.meta, expectedVersion: meta.version, rulesBefore: meta, snapshots: next.snapshots });
      return next.meta;
    } catch (err) {
      if (!(err instanceof ConflictError)) throw err;
      const fresh = await ports.games.getMeta(meta.id);
      if (!fresh) throw notFound('This game');
      meta = fresh;
      if (attempt >= SETTLE_TRIES) return meta;
    }
  }
  return meta;
}

/** META upgraded (with a fresh snapshot, so the next load replays nothing) or pinned. */
async function settled(ports: ServicePorts, game: AnyGameModule, meta: GameMeta): Promise<{ meta: GameMeta; snapshots: Snapshot[] }> {
  // A table not started has no log: it simply starts under the newest rules.
  if (meta.status === 'open') return { meta: { ...meta, engineVersion: game.engineVersion, rulesPinned: null }, snapshots: [] };
  const { moves, snapshots } = await ports.games.loadLog(meta);
  const verdict = checkLog(game, meta, moves, snapshots);
  if (verdict.upgrade) {
    return { meta: { ...meta, engineVersion: game.engineVersion, rulesPinned: null, snapSeq: meta.moveCount }, snapshots: [verdict.snapshot] };
  }
  return { meta: { ...meta, rulesPinned: { newest: game.engineVersion, reason: verdict.reason, at: ports.clock.now() } }, snapshots: [] };
}

/** What bringing every table of a game to its newest rules did. */
export interface UpgradeReport {
  /** Already at the newest rules. */
  current: number;
  upgraded: number;
  /** Pinned now or before: they finish under the rules they started with. */
  pinned: number;
  /** Left as they were (another writer kept winning, or the store failed): a later run tries them again. */
  failed: Array<{ gameId: string; error: string }>;
}

/** Settles the rules of every given table of `game`, one after the other (the command-line tool `upgrade-tables`). */
export async function upgradeAll(ports: ServicePorts, game: AnyGameModule, metas: GameMeta[]): Promise<UpgradeReport> {
  const report: UpgradeReport = { current: 0, upgraded: 0, pinned: 0, failed: [] };
  for (const meta of metas) {
    if (rulesStatus(game, meta) === 'current') {
      report.current++;
      continue;
    }
    try {
      const after = rulesStatus(game, await settleRules(ports, game, meta));
      if (after === 'current') report.upgraded++;
      else if (after === 'pinned') report.pinned++;
      else report.failed.push({ gameId: meta.id, error: 'other writers kept changing the table' });
    } catch (err) {
      report.failed.push({ gameId: meta.id, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return report;
}
