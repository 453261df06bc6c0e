import { expect } from 'vitest';
import { Rng } from '../../shared/engine';
import type { Table } from '../../shared/api';
import type { Harness } from './harness';
import type { ApiClient } from './http-client';

export interface PlayReport {
  moves: number;
  finished: boolean;
  table: Table;
}

/**
 * Random bots play a started game through the HTTP API only: each step asks the awaited seat's table, picks one of its
 * `legalMoves` (or, where the game lists too many, one the engine lists for that seat), and submits it at the table's version.
 * `onStep` runs after every accepted move (secrets checks).
 */
export async function playToEnd(
  h: Harness,
  bySeat: Map<number, ApiClient>,
  gameId: string,
  options: { seed: string; maxMoves?: number; onStep?: (n: number) => Promise<void> },
): Promise<PlayReport> {
  const rng = Rng.fromSeed(options.seed);
  const maxMoves = options.maxMoves ?? 5000;
  let table = (await bySeat.get(0)!.get<Table>(`/games/${gameId}`)).body;
  const started = Date.now();
  for (let n = 0; n < maxMoves; n++) {
    if (table.game.status === 'finished') {
      if (process.env.BOT_TIMING) console.log(`${gameId}: ${n} moves in ${Date.now() - started} ms`);
      return { moves: n, finished: true, table };
    }
    const awaited = [...new Set(table.awaitedSeats.map((a) => a.seat))];
    expect(awaited.length, `game ${gameId} waits for nobody at step ${n}`).toBeGreaterThan(0);
    const seat = rng.pick(awaited);
    const player = bySeat.get(seat)!;
    // The reply to a move is the mover's table: when the same seat moves again, it already holds what a GET would.
    const mine = table.mySeat === seat ? table : (await player.get<Table>(`/games/${gameId}`)).body;
    let legal = mine.legalMoves;
    if (legal === null) {
      const { game, state } = await h.service.internalState(gameId);
      legal = game.legalMoves(state!, seat);
    }
    expect(legal.length, `seat ${seat} is awaited but has no legal move at step ${n}`).toBeGreaterThan(0);
    const reply = await player.post<{ table: Table }>(`/games/${gameId}/moves`, {
      expectedVersion: mine.version,
      clientMoveId: `bot-${seat}-${n}`,
      move: rng.pick(legal),
    });
    expect(reply.status, `move ${n} by seat ${seat}: ${reply.text.slice(0, 300)}`).toBe(200);
    table = reply.body.table;
    await options.onStep?.(n + 1);
  }
  return { moves: maxMoves, finished: table.game.status === 'finished', table };
}

/** Creates a table of `seats` seats through the API (the creator plus open seats), fills it and starts it. */
export async function createStartedGame(players: ApiClient[], type: string, config: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const created = await players[0].post<{ id: string }>('/games', {
    type,
    config,
    seats: [{ type: 'creator' }, ...players.slice(1).map(() => ({ type: 'open' }))],
    ...extra,
  });
  expect(created.status, created.text.slice(0, 300)).toBe(201);
  const id = created.body.id;
  for (const p of players.slice(1)) {
    const joined = await p.post(`/games/${id}/join`);
    expect(joined.status, joined.text.slice(0, 300)).toBe(200);
  }
  const started = await players[0].post<Table>(`/games/${id}/start`);
  expect(started.status, started.text.slice(0, 300)).toBe(200);
  const bySeat = new Map<number, ApiClient>();
  for (const p of players) bySeat.set((await p.get<Table>(`/games/${id}`)).body.mySeat!, p);
  return { id, bySeat, table: started.body };
}
