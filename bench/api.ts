/**
 * API benchmark: move submissions per second and their p50/p99 latency through the HTTP API of a local stack
 * (DynamoDB Local on a temporary directory, the real listener), for one game alone and for 50 games played at once.
 * Writes the "api" section of bench/RESULTS.md. Run by `npm run bench`, never by `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Rng } from '../shared/engine';
import { getGame } from '../shared/games';
import { freePort } from '../functions/local/dynamodb-local';
import { startLocalStack } from '../functions/local/stack';
import { machine, percentile, writeSection } from './results';

const GAME = process.env.BENCH_API_GAME ?? 'adrenaline';
const MOVES_ALONE = Number(process.env.BENCH_API_MOVES ?? 200);
const PARALLEL_GAMES = Number(process.env.BENCH_API_GAMES ?? 50);
const MOVES_EACH = Number(process.env.BENCH_API_MOVES_EACH ?? 20);

type Json = any;

async function call(base: string, method: string, p: string, auth: Record<string, string>, body?: unknown): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${base}/api/v1${p}`, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

let clients = 0;

/** Signs in through the caught mail and returns a personal API token's header. */
async function signIn(base: string, email: string): Promise<Record<string, string>> {
  // Every bench player comes from its own address, as real players would, so the per-client rate limit stays out of the way.
  const asked = await call(base, 'POST', '/auth/email', { 'x-forwarded-for': `198.51.100.${++clients % 250}` }, { email });
  if (asked.status !== 202) throw new Error(`sign-in refused: ${JSON.stringify(asked.body)}`);
  const mails = (await call(base, 'GET', '/dev/mail', {})).body.mails as Array<{ to: string[]; text: string }>;
  const token = mails.find((m) => m.to.includes(email))!.text.match(/token=([A-Za-z0-9_-]+)/)![1];
  const res = await fetch(`${base}/api/v1/auth/verify?token=${token}`, { redirect: 'manual' });
  const cookie = res.headers.get('set-cookie')!.split(';')[0];
  const created = await call(base, 'POST', '/me/tokens', { cookie }, { name: 'bench' });
  return { authorization: `Bearer ${created.body.token}` };
}

/** Creates and starts a game of `players` seats, all held by the given players. */
async function newGame(base: string, players: Array<Record<string, string>>): Promise<string> {
  const seats = [{ type: 'creator' }, ...players.slice(1).map(() => ({ type: 'open' }))];
  const id = (await call(base, 'POST', '/games', players[0], { type: GAME, config: {}, seats })).body.id as string;
  for (const p of players.slice(1)) await call(base, 'POST', `/games/${id}/join`, p);
  await call(base, 'POST', `/games/${id}/start`, players[0]);
  return id;
}

/** Plays up to `moves` random legal moves, timing each submission; a finished game ends the run early. */
async function play(base: string, id: string, players: Array<Record<string, string>>, moves: number, seed: string, latencies: number[]): Promise<number> {
  const rng = Rng.fromSeed(seed);
  const tables = await Promise.all(players.map((p) => call(base, 'GET', `/games/${id}`, p)));
  const bySeat = new Map(tables.map((t, i) => [t.body.mySeat as number, players[i]]));
  let table = tables[0].body;
  let done = 0;
  while (done < moves && table.game.status === 'active') {
    const seat = rng.pick(table.awaitedSeats.map((a: { seat: number }) => a.seat) as number[]);
    const mine = table.mySeat === seat ? table : (await call(base, 'GET', `/games/${id}`, bySeat.get(seat)!)).body;
    if (!mine.legalMoves?.length) break;
    const t0 = performance.now();
    const res = await call(base, 'POST', `/games/${id}/moves`, bySeat.get(seat)!, { expectedVersion: mine.version, clientMoveId: `b${done}`, move: rng.pick(mine.legalMoves) });
    latencies.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`move refused: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    table = res.body.table;
    done++;
  }
  return done;
}

async function main() {
  const game = getGame(GAME);
  if (!game) throw new Error(`no game ${GAME}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  const stack = await startLocalStack({ dataDir, apiPort: await freePort(), site: false, log: () => {}, trustForwardedFor: true });
  const interrupted = async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', () => void interrupted());
  process.once('SIGTERM', () => void interrupted());
  const base = stack.apiUrl;
  try {
    const seats = game.players.min;
    const rows: string[] = [];
    const measure = async (label: string, games: number, movesEach: number) => {
      const groups = await Promise.all(Array.from({ length: games }, async (_, g) => Promise.all(Array.from({ length: seats }, (_, s) => signIn(base, `${label.replace(/\W+/g, "-")}-${g}-${s}@bench.example`)))));
      const latencies: number[] = [];
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      // Each group plays games one after another until it has made its moves (a game may end sooner).
      const counts = await Promise.all(
        groups.map(async (players, g) => {
          let done = 0;
          for (let round = 0; done < movesEach; round++) {
            const made = await play(base, await newGame(base, players), players, movesEach - done, `${label}:${g}:${round}`, latencies);
            if (made === 0) break;
            done += made;
          }
          return done;
        }),
      );
      const seconds = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const total = counts.reduce((a, b) => a + b, 0);
      latencies.sort((a, b) => a - b);
      rows.push(`| ${label} | ${games} | ${total} | ${seconds.toFixed(1)} | ${(total / seconds).toFixed(1)} | ${percentile(latencies, 0.5).toFixed(1)} | ${percentile(latencies, 0.99).toFixed(1)} | ${((cpu.user + cpu.system) / 1000 / total).toFixed(1)} |`);
      console.log(rows[rows.length - 1]);
    };
    await measure('one game', 1, MOVES_ALONE);
    await measure(`${PARALLEL_GAMES} games at once`, PARALLEL_GAMES, MOVES_EACH);
    writeSection(
      'api',
      [
        `## API: move submissions through HTTP (${game.title}, ${seats} seat${seats > 1 ? 's' : ''} per game)`,
        '',
        `${machine()}. Local stack: @hono/node-server on 127.0.0.1, DynamoDB Local (on disk), random legal moves.`,
        'Latency is one `POST /games/:id/moves` as the client sees it (load, validate, one TransactWriteItems, the new table);',
        'the moves/s include the `GET` of the awaited seat\'s table before each move. A group whose game ends early starts another (inside the timing).',
        `Load average at the end: ${loadavg()[0].toFixed(1)} (other work shares the machine). DynamoDB Local keeps its tables in SQLite`,
        'and is not built for concurrent load: these figures measure the local stack on this machine, not DynamoDB.',
        '',
        'CPU per move is this Node process\'s CPU time over the scenario divided by its moves: the service (engine, validation,',
        'serialization, SDK) with the local notifier and the bench\'s own client, so an upper bound of the service\'s own; the',
        'cost section measures the service alone.',
        '',
        '| scenario | games | moves | seconds | moves/s | p50 ms | p99 ms | CPU ms per move |',
        '|---|---|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    );
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
