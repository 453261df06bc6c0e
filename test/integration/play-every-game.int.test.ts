import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMove, setupGame, stateHash, type AnyGameModule, type BaseState } from '../../shared/engine';
import { games } from '../../shared/games';
import { highCard } from '../fixtures/high-card';
import { createStartedGame, playToEnd } from '../support/bot-players';
import { startHarness, type Harness } from '../support/harness';
import { ApiClient, signIn } from '../support/http-client';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

interface Read {
  k: number;
  seat: number;
  table: { view: unknown; prompts: unknown; legalMoves: unknown; recentLog: Array<{ seq: number }> };
  history: { view: unknown; log: Array<{ seq: number }> };
}

/** What every seat reads after `k` moves: its table and its history at `k`. */
async function readAll(gameId: string, bySeat: Map<number, ApiClient>, k: number, reads: Read[]) {
  for (const [seat, player] of bySeat) {
    const table = await player.get(`/games/${gameId}`);
    const history = await player.get(`/games/${gameId}/history?at=${k}`);
    expect(table.status).toBe(200);
    expect(history.status).toBe(200);
    expect(history.body.at).toBe(k);
    reads.push({ k, seat, table: table.body, history: history.body });
  }
}

/**
 * Rebuilds the game from its stored start and log with the kernel alone (not the service), checks every stored state
 * hash, and returns each seat's secrets after every step.
 */
async function secretsByStep(gameId: string): Promise<Array<Array<Set<string>>>> {
  const { meta, game } = await h.service.internalState(gameId);
  const { log } = await h.store.games.loadUpTo(gameId, meta.moveCount, 1_000_000);
  const start = { config: meta.config, seats: meta.seats.length, seed: meta.seed, startedAt: meta.startedAt! };
  const setup = setupGame<BaseState>(game, start);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.state;
  const secretsOf = (st: BaseState) => meta.seats.map((s) => new Set(game.secrets(st, s.seat)));
  const out = [secretsOf(state)];
  for (const m of log) {
    const next = applyMove<BaseState>(game, state, m.seat, m.move, m.at);
    expect(next.ok, `stored move ${m.seq} replays`).toBe(true);
    if (!next.ok) break;
    state = next.state;
    expect(stateHash(state), `hash of move ${m.seq}`).toBe(m.stateHash);
    out.push(secretsOf(state));
  }
  return out;
}

function expectClean(what: string, value: unknown, secrets: Set<string>) {
  const text = JSON.stringify(value);
  const leaked = [...secrets].find((secret) => text.includes(JSON.stringify(secret)));
  expect(leaked, `${what} shows a secret`).toBeUndefined();
}

/** A view read at step k holds nothing secret at k; a log entry of move j nothing secret just after j. */
function expectNoLeaks(reads: Read[], secrets: Array<Array<Set<string>>>) {
  const checked = new Set<string>();
  for (const r of reads) {
    const { recentLog, ...rest } = r.table;
    expectClean(`seat ${r.seat}'s table after ${r.k} moves`, rest, secrets[r.k][r.seat]);
    expectClean(`seat ${r.seat}'s history view at ${r.k}`, r.history.view, secrets[r.k][r.seat]);
    for (const entry of [...recentLog, ...r.history.log]) {
      // A seat's entry for a move is the same in every read; check each text once.
      const key = `${r.seat}:${JSON.stringify(entry)}`;
      if (checked.has(key)) continue;
      checked.add(key);
      expectClean(`seat ${r.seat}'s log entry ${entry.seq}`, entry, secrets[entry.seq][r.seat]);
    }
  }
}

const cases: Array<{ game: AnyGameModule; checkEvery: number }> = [
  { game: highCard, checkEvery: 1 },
  ...Object.values(games).map((game) => ({ game, checkEvery: 25 })),
];

describe.each(cases)('given a table of $game.id filled by bots through the HTTP API', ({ game, checkEvery }) => {
  it('when they play it to its end, then it finishes, replays to the stored hashes, and no seat ever reads another seat\'s secrets', async () => {
    const seats = Math.max(game.players.min, Math.min(3, game.players.max));
    const players: ApiClient[] = [];
    for (let i = 0; i < seats; i++) players.push(await signIn(ApiClient.forApp(h.app), `${game.id}-p${i}@example.com`));
    const { id, bySeat } = await createStartedGame(players, game.id);
    const reads: Read[] = [];
    await readAll(id, bySeat, 0, reads);

    const report = await playToEnd(h, bySeat, id, {
      seed: `play-${game.id}`,
      onStep: async (n) => {
        if (n % checkEvery === 0) await readAll(id, bySeat, n, reads);
      },
    });

    expect(report.finished).toBe(true);
    expect(report.table.game.outcome).not.toBeNull();
    await readAll(id, bySeat, report.moves, reads);
    const secrets = await secretsByStep(id);
    expect(secrets).toHaveLength(report.moves + 1);
    expectNoLeaks(reads, secrets);
    const line = (await players[0].get('/me/games')).body.games.find((g: { id: string }) => g.id === id);
    expect(line).toMatchObject({ status: 'finished', yourTurn: false });
    const late = await players[0].post(`/games/${id}/moves`, { expectedVersion: report.table.version, clientMoveId: 'too-late', move: {} });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('game/over');
  }, 900_000);
});
