import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictBody, MoveResult, type Table } from '../../shared/api';
import { createStartedGame } from '../support/bot-players';
import { startHarness, type Harness } from '../support/harness';
import { ApiClient, signIn } from '../support/http-client';

let h: Harness;
let players: ApiClient[];
let stranger: ApiClient;
beforeAll(async () => {
  h = await startHarness();
  players = [];
  for (let i = 0; i < 3; i++) players.push(await signIn(ApiClient.forApp(h.app), `moves-${i}@example.com`));
  stranger = await signIn(ApiClient.forApp(h.app), 'moves-stranger@example.com');
});
afterAll(() => h?.close());

async function freshGame() {
  return createStartedGame(players, 'high-card', { rounds: 3, reactions: true });
}

async function tableOf(p: ApiClient, id: string): Promise<Table> {
  return (await p.get<Table>(`/games/${id}`)).body;
}

async function logSeqs(id: string): Promise<number[]> {
  const { meta } = await h.service.internalState(id);
  const { log } = await h.store.games.loadUpTo(id, Math.max(meta.moveCount, 1), 1_000_000);
  return log.map((m) => m.seq);
}

describe('given a started game of three seats', () => {
  it('when one seat sends 20 different moves at the same version at once, then exactly one is accepted, 19 get 409, and the log has no gap or duplicate', async () => {
    const { id, bySeat } = await freshGame();
    const p = bySeat.get(0)!;
    const table = await tableOf(p, id);
    const hand = (table.view as { hand: string[] }).hand;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        p.post(`/games/${id}/moves`, { expectedVersion: table.version, clientMoveId: `race-${i}`, move: { type: 'play', card: hand[i % hand.length] } }),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of replies.filter((x) => x.status === 409)) {
      expect(ConflictBody.safeParse(r.body).success).toBe(true);
      expect(r.body.table.version).toBe(table.version + 1);
    }
    expect(await logSeqs(id)).toEqual([1]);
    expect((await tableOf(p, id)).version).toBe(table.version + 1);
  });

  it('when every seat moves at once at the same version, then one wins and the others are told to look again, the log stays whole', async () => {
    const { id, bySeat } = await freshGame();
    const tables = await Promise.all([0, 1, 2].map((s) => tableOf(bySeat.get(s)!, id)));
    const replies = await Promise.all(
      tables.map((t, s) =>
        bySeat.get(s)!.post(`/games/${id}/moves`, { expectedVersion: t.version, clientMoveId: `all-${s}`, move: { type: 'play', card: (t.view as { hand: string[] }).hand[0] } }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await logSeqs(id)).toEqual([1]);
  });

  it('when a move is retried with the same clientMoveId, then the first result comes back and nothing is appended', async () => {
    const { id, bySeat } = await freshGame();
    const p = bySeat.get(1)!;
    const t = await tableOf(p, id);
    const body = { expectedVersion: t.version, clientMoveId: 'retry-me', move: { type: 'play', card: (t.view as { hand: string[] }).hand[0] } };
    const first = await p.post(`/games/${id}/moves`, body);
    const again = await p.post(`/games/${id}/moves`, body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(MoveResult.parse(first.body).duplicate).toBe(false);
    expect(again.body).toMatchObject({ seq: first.body.seq, duplicate: true });
    expect(again.body.table.version).toBe(first.body.table.version);
    expect(await logSeqs(id)).toEqual([1]);
  });

  it('when the same move is sent twice at once, then both get the one result and one move is logged', async () => {
    const { id, bySeat } = await freshGame();
    const p = bySeat.get(2)!;
    const t = await tableOf(p, id);
    const body = { expectedVersion: t.version, clientMoveId: 'twin', move: { type: 'play', card: (t.view as { hand: string[] }).hand[0] } };
    const twice = await Promise.all([p.post(`/games/${id}/moves`, body), p.post(`/games/${id}/moves`, body)]);
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    expect(twice.map((r) => r.body.duplicate).sort()).toEqual([false, true]);
    expect(twice[0].body.seq).toBe(twice[1].body.seq);
    expect(await logSeqs(id)).toEqual([1]);
  });
});

describe('given a game in its challenge step, where only one seat is awaited', () => {
  async function inChallenge() {
    const { id, bySeat } = await freshGame();
    for (const s of [0, 1, 2]) {
      const t = await tableOf(bySeat.get(s)!, id);
      const r = await bySeat.get(s)!.post(`/games/${id}/moves`, { expectedVersion: t.version, clientMoveId: `p${s}`, move: { type: 'play', card: (t.view as { hand: string[] }).hand[0] } });
      expect(r.status).toBe(200);
    }
    const t = await tableOf(bySeat.get(0)!, id);
    const awaited = t.awaitedSeats.map((a) => a.seat);
    expect(awaited).toHaveLength(1);
    const idle = [0, 1, 2].find((s) => s !== awaited[0])!;
    return { id, bySeat, version: t.version, awaited: awaited[0], idle };
  }

  async function expectUnchanged(id: string, p: ApiClient, version: number, moves: number) {
    expect((await tableOf(p, id)).version).toBe(version);
    expect(await logSeqs(id)).toHaveLength(moves);
  }

  it('when a seat that is not awaited moves, then it gets 409 move/not-your-turn and nothing changes', async () => {
    const g = await inChallenge();
    const r = await g.bySeat.get(g.idle)!.post(`/games/${g.id}/moves`, { expectedVersion: g.version, clientMoveId: 'early', move: { type: 'decline' } });
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('move/not-your-turn');
    await expectUnchanged(g.id, g.bySeat.get(0)!, g.version, 3);
  });

  it('when someone without a seat moves, then it gets 403 and nothing changes', async () => {
    const g = await inChallenge();
    const r = await stranger.post(`/games/${g.id}/moves`, { expectedVersion: g.version, clientMoveId: 'intruder', move: { type: 'decline' } });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('forbidden');
    await expectUnchanged(g.id, g.bySeat.get(0)!, g.version, 3);
  });

  it('when the awaited seat sends a malformed move, then it gets 400 move/malformed and nothing changes', async () => {
    const g = await inChallenge();
    const r = await g.bySeat.get(g.awaited)!.post(`/games/${g.id}/moves`, { expectedVersion: g.version, clientMoveId: 'bad', move: { type: 'fly', to: 'moon' } });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('move/malformed');
    expect(r.body.error.message).toMatch(/not one this game understands/);
    await expectUnchanged(g.id, g.bySeat.get(0)!, g.version, 3);
  });

  it('when the awaited seat sends an illegal move, then it gets 422 with the rule it broke and nothing changes', async () => {
    const g = await inChallenge();
    const r = await g.bySeat.get(g.awaited)!.post(`/games/${g.id}/moves`, { expectedVersion: g.version, clientMoveId: 'illegal', move: { type: 'play', card: 'card-1' } });
    expect(r.status).toBe(422);
    expect(r.body.error).toEqual({ code: 'move/illegal', message: 'No card can be played now.' });
    await expectUnchanged(g.id, g.bySeat.get(0)!, g.version, 3);
  });

  it('when a request body is not a move request, then it gets 400 request/invalid', async () => {
    const g = await inChallenge();
    const r = await g.bySeat.get(g.awaited)!.post(`/games/${g.id}/moves`, { clientMoveId: 'no version', move: { type: 'decline' } });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('request/invalid');
    await expectUnchanged(g.id, g.bySeat.get(0)!, g.version, 3);
  });

  it('when the awaited seat moves at a stale version, then it gets 409 with the fresh table', async () => {
    const g = await inChallenge();
    const r = await g.bySeat.get(g.awaited)!.post(`/games/${g.id}/moves`, { expectedVersion: g.version - 1, clientMoveId: 'stale', move: { type: 'decline' } });
    expect(r.status).toBe(409);
    expect(ConflictBody.parse(r.body).table.version).toBe(g.version);
    await expectUnchanged(g.id, g.bySeat.get(0)!, g.version, 3);
  });
});
