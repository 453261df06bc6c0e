/**
 * Engine benchmark: per registered game, the time of apply + view per move, and of replaying a whole self-played game
 * two ways: as a table load does (every logged move applied, the last state hashed and checked against the log), and
 * as the rules-upgrade check does (every step hashed). Writes the "engine" section of bench/RESULTS.md.
 * Run by `npm run bench`, never by `npm test`.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { replayMoves, SNAPSHOT_EVERY } from '../functions/core/game-state';
import type { StoredMove } from '../functions/core/model';
import { applyMove, playOut, replay, setupGame, stateHash, type AnyGameModule, type BaseState, type LoggedMove } from '../shared/engine';
import { games } from '../shared/games';
import { machine, percentile, writeSection } from './results';

const GAMES_PER_TYPE = Number(process.env.BENCH_GAMES ?? 20);
/** `BENCH_GAME=<id>` measures one game and prints its row without writing RESULTS.md (for profiling a change). */
const ONLY = process.env.BENCH_GAME;

/** The log as the store keeps it: only the last move's hash matters to a load (it vouches for the steps before it). */
function storedLog(log: readonly LoggedMove[], finalHash: string): StoredMove[] {
  return log.map((m, i) => ({ ...m, seq: i + 1, events: [], clientMoveId: null, by: 'player', stateHash: i === log.length - 1 ? finalHash : '' }));
}

function benchGame(game: AnyGameModule) {
  const perMove: number[] = [];
  const loads: number[] = [];
  const loadsCpu: number[] = [];
  const replays: number[] = [];
  let moves = 0;
  for (let i = 0; i < GAMES_PER_TYPE; i++) {
    const seats = game.players.min + (i % (game.players.max - game.players.min + 1));
    const start = { config: {}, seats, seed: `bench:${i}`, startedAt: 1_767_225_600_000 };
    const played = playOut(game, start, `bench:${i}`);
    const setup = setupGame(game, start);
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.state;
    for (const m of played.log) {
      const t0 = performance.now();
      const r = applyMove(game, state, m.seat, m.move, m.at);
      if (!r.ok) throw new Error(r.error.message);
      game.view(r.state, m.seat);
      perMove.push(performance.now() - t0);
      state = r.state;
    }
    const stored = storedLog(played.log, stateHash(played.state));
    const [t0, cpu0] = [performance.now(), process.cpuUsage()];
    const fresh = setupGame(game, start);
    if (!fresh.ok) throw new Error(fresh.error.message);
    replayMoves(game, `bench-${i}`, fresh.state as BaseState, stored);
    const [t1, cpu] = [performance.now(), process.cpuUsage(cpu0)];
    replay(game, start, played.log);
    loads.push(t1 - t0);
    loadsCpu.push((cpu.user + cpu.system) / 1000);
    replays.push(performance.now() - t1);
    moves += played.log.length;
  }
  for (const list of [perMove, loads, loadsCpu, replays]) list.sort((a, b) => a - b);
  return { moves, perMove, loads, loadsCpu, replays };
}

/** Budgets per game (milliseconds): a move's apply + view at p50 and p99, a whole game's replay as a load does it at p50. */
const BUDGET = { moveP50: 0.05, moveP99: 1, replayP50: 50 };
const failures: string[] = [];

const rows = Object.values(games).filter((game) => !ONLY || game.id === ONLY).map((game) => {
  const r = benchGame(game);
  const [p50, p99, replayP50] = [percentile(r.perMove, 0.5), percentile(r.perMove, 0.99), percentile(r.loads, 0.5)];
  const over = [
    p50 > BUDGET.moveP50 ? `apply+view p50 ${p50.toFixed(3)} ms > ${BUDGET.moveP50}` : '',
    p99 > BUDGET.moveP99 ? `apply+view p99 ${p99.toFixed(3)} ms > ${BUDGET.moveP99}` : '',
    replayP50 > BUDGET.replayP50 ? `load replay p50 ${replayP50.toFixed(1)} ms > ${BUDGET.replayP50}` : '',
  ].filter(Boolean);
  failures.push(...over.map((o) => `${game.id}: ${o}`));
  const ms = (list: number[], p: number) => percentile(list, p).toFixed(1);
  const line = `| ${game.id} | ${GAMES_PER_TYPE} | ${Math.round(r.moves / GAMES_PER_TYPE)} | ${p50.toFixed(3)} | ${p99.toFixed(3)} | ${ms(r.loads, 0.5)} | ${ms(r.loads, 0.99)} | ${ms(r.loadsCpu, 0.5)} | ${ms(r.replays, 0.5)} | ${ms(r.replays, 0.99)} | ${over.length ? 'over' : 'within'} |`;
  console.log(line);
  return line;
});

if (!ONLY) writeSection(
  'engine',
  `## Engine (apply + view per move; whole-game replay)

Machine: ${machine()}; load average at the end of the run: ${loadavg().map((l) => l.toFixed(1)).join(', ')}.
Budgets: apply+view p50 ≤ ${BUDGET.moveP50} ms and p99 ≤ ${BUDGET.moveP99} ms, replay of a whole self-played game p50 ≤ ${BUDGET.replayP50} ms.
"Load replay": the whole log replayed the way a table load replays the moves after its latest snapshot (setup, every
logged move applied and validated, the last state hashed and checked against the log); an ordinary load replays at most
${SNAPSHOT_EVERY} moves this way. "Every-step replay": the kernel's replay hashing every state, as the rules-upgrade check does once
per table when the rules change; not budgeted. Times are wall-clock; "CPU" is the process's CPU time for the same
load replays, which other work on a shared machine inflates far less than the wall-clock time.

| game | games | moves/game | apply+view p50 ms | p99 ms | load replay p50 ms | load replay p99 ms | load replay CPU p50 ms | every-step replay p50 ms | every-step replay p99 ms | budget |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n') || '| (no game registered) | | | | | | | | | | |'}

${failures.length ? `Over budget: ${failures.join('; ')}.` : 'Within budget.'}`,
);
if (failures.length) {
  console.error(`over budget: ${failures.join('; ')}`);
  process.exitCode = 1;
}
