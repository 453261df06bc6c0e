/**
 * Cost benchmark: per game, what a move, a table view and a history step cost in DynamoDB (round trips, capacity units
 * reported by DynamoDB Local with `ReturnConsumedCapacity: TOTAL`, bytes stored), the service's own CPU time per move,
 * and the monthly price of 1,000 finished games at AWS list prices. Writes the "cost" section of bench/RESULTS.md.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { playOut, Rng } from '../shared/engine';
import { games } from '../shared/games';
import { catalogue } from '../shared/games/catalogue';
import { randomIds, systemClock } from '../functions/core/clock-ids';
import { productRegistry } from '../functions/core/registry';
import { loadGame } from '../functions/core/game-state';
import { createService } from '../functions/core/service';
import { startDynamoLocal } from '../functions/local/dynamodb-local';
import { openStore, type CallCapacity } from '../functions/store';
import { keys } from '../functions/store/keys';
import { machine, percentile, writeSection } from './results';
import { monthlyPrice, PRICES_AS_OF, priceNotes, type Usage } from './prices';

const MOVES = Number(process.env.BENCH_COST_MOVES ?? 150);
/** Moves in a whole game at the measured table's size (the mean of a few bot games), to scale a measured stretch to a finished game. */
function movesPerFinishedGame(id: string, seats: number): number {
  const lengths = [0, 1, 2, 3, 4].map((i) => playOut(games[id]!, { config: {}, seats, seed: `cost:${i}`, startedAt: 1_767_225_600_000 }, `cost:${i}`).log.length);
  return Math.round(mean(lengths));
}
const TABLE = 'bench-cost';
/** The latency of one DynamoDB call from Lambda in the same region, as billed Lambda time (an estimate, not measured here). */
const DYNAMO_MS = 8;

let calls: CallCapacity[] = [];
/** The DynamoDB calls `run` made, and its wall and CPU milliseconds. */
async function metered<T>(run: () => Promise<T>) {
  calls = [];
  const [wall, cpu] = [performance.now(), process.cpuUsage()];
  const value = await run();
  const used = process.cpuUsage(cpu);
  const made = calls;
  return { value, trips: made.length, read: sum(made.map((c) => c.read)), write: sum(made.map((c) => c.write)), ms: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 };
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: number[]) => (xs.length ? sum(xs) / xs.length : 0);
const p50 = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 0.5);

async function engineMoves(service: ReturnType<typeof createService>, gameId: string, seat: number): Promise<unknown[]> {
  const { game, state } = await loadGame(service.ports, gameId);
  return state ? game.legalMoves(state, seat) : [];
}

async function main() {
  const dynamo = await startDynamoLocal();
  const store = openStore({ tableName: TABLE, endpoint: dynamo.endpoint, onCapacity: (c) => calls.push(c) });
  try {
    await store.ensureTable();
    const service = createService({ games: store.games, users: store.users, clock: systemClock, ids: randomIds, mailer: { send: async () => {} }, registry: productRegistry, siteUrl: 'http://127.0.0.1:3000', apiUrl: 'http://127.0.0.1:8787' });
    const rows: string[] = [];
    const prices: string[] = [];
    for (const entry of catalogue) {
      const users: string[] = [];
      for (let i = 0; i < entry.players.min; i++) users.push((await store.users.userForEmail(`${entry.id}-${i}@bench.example`, Date.now(), randomIds.id)).userId);
      const seats = users.map((_, i) => (i === 0 ? { type: 'creator' as const } : { type: 'open' as const }));
      const created = await service.createGame(users[0], { type: entry.id, config: {}, seats, timeLimitHours: 24, timeoutPolicy: 'bot', allowSpectators: false });
      const gameId = created.game.id;
      for (let i = 1; i < users.length; i++) await service.joinGame(users[i], gameId, i);
      await service.startGame(users[0], gameId);
      const rng = Rng.fromSeed(`cost:${entry.id}`);
      const moves = [];
      const views = [];
      let handovers = 0;
      let table = await service.table(users[0], gameId);
      for (let n = 0; n < MOVES && table.game.status === 'active'; n++) {
        const seat = rng.pick(table.awaitedSeats.map((a) => a.seat));
        const view = await metered(() => service.table(users[seat], gameId));
        views.push(view);
        // A table lists at most 500 legal moves (Space Alert's planning offers thousands): past that, ask the engine, unmetered.
        const legal = view.value.legalMoves ?? (await engineMoves(service, gameId, seat));
        if (!legal.length) break;
        const move = await metered(() => service.submitMove(users[seat], gameId, { expectedVersion: view.value.version, clientMoveId: `c${n}`, move: rng.pick(legal) }));
        moves.push(move);
        const before = table.awaitedSeats.map((a) => a.seat).join();
        table = move.value.table;
        if (table.awaitedSeats.map((a) => a.seat).join() !== before) handovers++;
      }
      const steps = [];
      for (let k = 0; k < moves.length; k += Math.max(1, Math.floor(moves.length / 20))) steps.push(await metered(() => service.history(users[0], gameId, k)));
      const items = await store.doc.send(new QueryCommand({ TableName: TABLE, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.game(gameId) } }));
      const bytes = sum((items.Items ?? []).map((item) => Buffer.byteLength(JSON.stringify(item))));
      const bytesPerMove = bytes / moves.length;
      const perGame = movesPerFinishedGame(entry.id, entry.players.min);
      rows.push(
        `| ${entry.id} | ${moves.length} | ${mean(moves.map((m) => m.trips)).toFixed(1)} (max ${Math.max(...moves.map((m) => m.trips))}) | ${mean(moves.map((m) => m.read)).toFixed(1)} | ${mean(moves.map((m) => m.write)).toFixed(1)} | ${mean(views.map((v) => v.trips)).toFixed(1)} / ${mean(views.map((v) => v.read)).toFixed(1)} | ${mean(steps.map((s) => s.trips)).toFixed(1)} / ${mean(steps.map((s) => s.read)).toFixed(1)} | ${Math.round(bytesPerMove)} | ${Math.round((bytesPerMove * perGame) / 1000)} KB | ${p50(moves.map((m) => m.cpuMs)).toFixed(1)} | ${p50(moves.map((m) => m.ms)).toFixed(1)} |`,
      );
      console.log(rows[rows.length - 1]);
      const usage: Usage = {
        moves: perGame,
        readUnits: perGame * (mean(moves.map((m) => m.read)) + mean(views.map((v) => v.read))),
        writeUnits: perGame * mean(moves.map((m) => m.write)),
        requests: perGame * 2,
        // DynamoDB Local on a loaded machine is far slower than DynamoDB: a call counts DYNAMO_MS of billed time instead.
        lambdaMs: perGame * sum([...moves, ...views].map((c) => c.cpuMs + c.trips * DYNAMO_MS)) / moves.length,
        mails: Math.round((perGame * handovers) / moves.length),
        bytes: bytesPerMove * perGame,
      };
      prices.push(monthlyPrice(entry.title, usage));
    }
    writeSection(
      'cost',
      [
        '## Cost of a move (DynamoDB Local, consumed capacity as DynamoDB reports it)',
        '',
        `Machine: ${machine()}; load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(', ')} (shared machine: times are a multiple of an idle one's).`,
        `Per game, one table of the fewest seats, ${MOVES} random legal moves through the service (each after the mover's table view), history read at about 20 steps.`,
        'Round trips and read/write capacity units are means per call; bytes are the items of the game\'s partition (as JSON) per move, and',
        'per finished game scaled to a whole game at that table size (the mean length of 5 bot games). CPU is this process\'s own (engine, validation,',
        'serialization, SDK) per move; wall time includes DynamoDB Local.',
        '',
        '| game | moves | round trips per move | RCU per move | WCU per move | table view trips / RCU | history step trips / RCU | bytes per move | per finished game | CPU ms per move p50 | wall ms per move p50 |',
        '|---|---|---|---|---|---|---|---|---|---|---|',
        ...rows,
        '',
        `### Price of 1,000 finished games in a month (us-east-1 on-demand list prices as of ${PRICES_AS_OF})`,
        '',
        ...priceNotes(),
        `Lambda time per request: the CPU time measured here plus ${DYNAMO_MS} ms per DynamoDB round trip (an estimate of DynamoDB's latency in region).`,
        '',
        '| game | DynamoDB | Lambda | API Gateway | SES | total |',
        '|---|---|---|---|---|---|',
        ...prices,
      ].join('\n'),
    );
  } finally {
    store.doc.destroy();
    await dynamo.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
