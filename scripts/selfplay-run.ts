import { performance } from 'node:perf_hooks';
import { playOut, replay, stateHash, type AnyGameModule } from '../shared/engine';

export interface SelfPlayOptions {
  games: number;
  seed: string;
  players?: number;
  config?: unknown;
  log?: (line: string) => void;
}

/** Plays `games` complete bot games and checks each replays to the same hashes; returns the summary line. */
export function selfPlay(game: AnyGameModule, opts: SelfPlayOptions): { ok: boolean; line: string } {
  const log = opts.log ?? (() => {});
  const times: number[] = [];
  let finished = 0;
  let errors = 0;
  let moves = 0;
  let replayOk = true;
  for (let i = 0; i < opts.games; i++) {
    const seats = opts.players ?? game.players.min + (i % (game.players.max - game.players.min + 1));
    const start = { config: opts.config ?? {}, seats, seed: `selfplay:${opts.seed}:${i}`, startedAt: 1_767_225_600_000 };
    const result = playOut(game, start, `${opts.seed}:${i}`, { clock: () => performance.now() });
    moves += result.log.length;
    times.push(...result.moveTimes);
    if (result.finished) finished++;
    if (result.error) {
      errors++;
      log(`game ${i} (${seats} players, seed ${start.seed}): ${result.error}`);
    }
    if (result.state === undefined) continue;
    const again = replay(game, start, result.log);
    if (!again.ok || again.hashes.at(-1) !== stateHash(result.state)) {
      replayOk = false;
      log(`game ${i}: replay FAILED: ${again.error ? again.error.error.message : 'the final hash differs'}`);
    }
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => (times.length ? times[Math.min(times.length - 1, Math.floor(p * times.length))] : 0);
  const line =
    `${game.id}: ${opts.games} games, ${finished} finished, ${errors} errors, ${moves} moves, ` +
    `${pct(0.5).toFixed(3)} ms/move p50, ${pct(0.99).toFixed(3)} ms/move p99, replay ${replayOk ? 'ok' : 'FAILED'}`;
  return { ok: errors === 0 && replayOk, line };
}
