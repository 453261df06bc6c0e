import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameSummary, Table } from '../../shared/api';
import { createStartedGame } from '../support/bot-players';
import { startHarness, type Harness } from '../support/harness';
import { ApiClient, signIn, signInWithCookie } from '../support/http-client';

let h: Harness;
let ann: ApiClient;
let bob: ApiClient;
let cid: ApiClient;
beforeAll(async () => {
  h = await startHarness();
  ann = await signIn(ApiClient.forApp(h.app), 'ann@example.com');
  bob = await signIn(ApiClient.forApp(h.app), 'bob@example.com');
  cid = await signIn(ApiClient.forApp(h.app), 'cid@example.com');
});
afterAll(() => h?.close());

describe('game types', () => {
  it('when the types are listed, then each has its player range and a JSON Schema whose options all have defaults', async () => {
    const r = await ApiClient.forApp(h.app).get('/games/types');
    expect(r.status).toBe(200);
    const hc = r.body.types.find((t: { id: string }) => t.id === 'high-card');
    expect(hc).toMatchObject({ title: 'High Card (test fixture)', players: { min: 2, max: 4 } });
    expect(hc.configSchema.properties.rounds).toMatchObject({ type: 'integer', default: 3 });
    expect(hc.configSchema.required ?? []).toEqual([]);
  });
});

describe('creating, inviting, joining and starting', () => {
  it('when a table invites by email, then the invitee gets a mail, sees it in their games, takes the saved seat and the creator starts it', async () => {
    const created = await ann.post('/games', { type: 'high-card', seats: [{ type: 'creator' }, { type: 'invite', email: 'dee@example.com' }, { type: 'open' }], name: 'Friday' });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body.game).toMatchObject({ status: 'open', name: 'Friday', mySeat: 0 });
    expect(created.body.game.config).toEqual({ rounds: 3, reactions: true });
    expect(created.body.game.seats[1]).toMatchObject({ status: 'invited', name: 'dee@example.com' });
    const mail = h.catcher.list().find((m) => m.to.includes('dee@example.com'));
    expect(mail?.subject).toMatch(/invites you to play High Card/);
    expect(mail?.text).toContain(`/games/${id}`);

    const dee = await signInWithCookie(ApiClient.forApp(h.app), 'dee@example.com');
    expect((await dee.get('/me/games')).body.games.map((g: { id: string }) => g.id)).toContain(id);
    const early = await ann.post(`/games/${id}/start`);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('game/seats-not-filled');
    expect((await dee.post(`/games/${id}/join`)).body.mySeat).toBe(1);
    expect((await bob.post(`/games/${id}/join`)).body.mySeat).toBe(2);
    const full = await cid.post(`/games/${id}/join`);
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('game/seat-taken');
    const notMine = await bob.post(`/games/${id}/start`);
    expect(notMine.status).toBe(403);
    const started = await ann.post<Table>(`/games/${id}/start`);
    expect(started.status).toBe(200);
    expect(started.body.game.status).toBe('active');
    expect(started.body.awaitedSeats.map((a) => a.seat)).toEqual([0, 1, 2]);
    expect(h.outbox.filter((r) => r.gameId === id)).toEqual([expect.objectContaining({ kind: 'your-turn', seq: 0, seats: [0, 1, 2].map((seat) => expect.objectContaining({ seat })) })]);
    const lobby = await bob.get('/me/games');
    expect(lobby.body.games[0]).toMatchObject({ id, yourTurn: true, mySeat: 2 });
    const { meta } = await h.service.internalState(id);
    for (const read of [started, lobby, await bob.get(`/games/${id}`), await bob.get(`/games/${id}/history?at=0`)]) {
      expect(read.text).not.toContain(meta.seed);
      expect(read.text).not.toContain('"rng"');
    }
  });

  it('when a player leaves before the start, then the seat is open again', async () => {
    const id = (await ann.post('/games', { type: 'high-card', seats: [{ type: 'creator' }, { type: 'open' }] })).body.id;
    await bob.post(`/games/${id}/join`);
    const left = await bob.post(`/games/${id}/leave`);
    expect(left.status).toBe(200);
    expect(left.body.game.seats[1]).toMatchObject({ status: 'open', name: null });
    expect((await bob.get('/me/games')).body.games.map((g: { id: string }) => g.id)).not.toContain(id);
  });

  it('when the options or seats are wrong, then creation is refused with a reason', async () => {
    const badOption = await ann.post('/games', { type: 'high-card', config: { rounds: 9 }, seats: [{ type: 'creator' }, { type: 'open' }] });
    expect(badOption.status).toBe(400);
    expect(badOption.body.error.code).toBe('config/invalid');
    const tooFew = await ann.post('/games', { type: 'high-card', seats: [{ type: 'creator' }] });
    expect(tooFew.body.error).toEqual({ code: 'config/players', message: 'High Card (test fixture) is played by 2 to 4 players, not 1.' });
    const unknown = await ann.post('/games', { type: 'chess', seats: [{ type: 'creator' }, { type: 'open' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('game/unknown-type');
  });
});

describe('invitations and the lobby', () => {
  it('when an existing account is invited, then the inviter sees the email, everyone else "Invited player", and nobody its name until it accepts', async () => {
    const dora = await signIn(ApiClient.forApp(h.app), 'dora@example.com');
    expect((await dora.call('PUT', '/me/settings', { displayName: 'Dora Quill' })).status).toBe(200);
    const created = await ann.post('/games', { type: 'high-card', seats: [{ type: 'creator' }, { type: 'invite', email: 'dora@example.com' }, { type: 'open' }] });
    const id = created.body.id;
    expect(created.body.game.seats[1]).toMatchObject({ status: 'invited', name: 'dora@example.com' });
    expect(created.text).not.toContain('Dora Quill');
    await bob.post(`/games/${id}/join`);
    for (const [who, client] of [['bob', bob], ['dora', dora], ['cid', cid]] as const) {
      const lobby = await client.get('/me/games');
      const table = await client.get(`/games/${id}`);
      for (const read of [lobby, table]) {
        expect(read.text, who).not.toContain('Dora Quill');
        expect(read.text, who).not.toContain('dora@example.com');
      }
      if (table.status === 200) expect(table.body.game.seats[1], who).toMatchObject({ status: 'invited', name: 'Invited player' });
    }
    expect((await dora.get('/me/games')).body.games.find((g: { id: string }) => g.id === id)).toMatchObject({ needsYou: 'invitation', mySeat: null });
    await dora.post(`/games/${id}/join`);
    expect((await bob.get(`/games/${id}`)).body.game.seats[1]).toMatchObject({ status: 'joined', name: 'Dora Quill' });
    expect((await ann.get('/me/games')).body.games.find((g: { id: string }) => g.id === id)).toMatchObject({ needsYou: 'start' });
  });

  it('when my games are listed, then what needs me comes first (invitation, table to start), then games under way with their last move, then finished ones', async () => {
    const eve = await signIn(ApiClient.forApp(h.app), 'eve@example.com');
    const fay = await signIn(ApiClient.forApp(h.app), 'fay@example.com');
    const finished = await createStartedGame([eve, fay], 'high-card', { rounds: 1, reactions: false });
    await eve.post(`/games/${finished.id}/resign`);
    await fay.post(`/games/${finished.id}/resign`);
    const underWay = await createStartedGame([eve, fay], 'high-card');
    const eveTable = (await eve.get<Table>(`/games/${underWay.id}`)).body;
    const hand = (eveTable.view as { hand: string[] }).hand;
    await eve.post(`/games/${underWay.id}/moves`, { expectedVersion: eveTable.version, clientMoveId: 'lobby-1', move: { type: 'play', card: hand[0] } });
    const toStart = (await eve.post('/games', { type: 'high-card', seats: [{ type: 'creator' }, { type: 'open' }] })).body.id;
    await fay.post(`/games/${toStart}/join`);
    const invitation = (await fay.post('/games', { type: 'high-card', seats: [{ type: 'creator' }, { type: 'invite', email: 'eve@example.com' }] })).body.id;

    const games = (await eve.get<{ games: GameSummary[] }>('/me/games')).body.games;
    expect(games.map((g) => g.id)).toEqual([invitation, toStart, underWay.id, finished.id]);
    expect(games.map((g) => g.needsYou)).toEqual(['invitation', 'start', null, null]);
    const line = games[2];
    expect(line).toMatchObject({ yourTurn: false, awaited: [1] });
    expect(Date.parse(line.lastMoveAt!)).toBeGreaterThan(0);
    expect(games[0].lastMoveAt ?? null).toBeNull();
    const fays = (await fay.get<{ games: GameSummary[] }>('/me/games')).body.games;
    expect(fays[0]).toMatchObject({ id: underWay.id, needsYou: 'your-turn', yourTurn: true });
  });
});

describe('spectators, history and chat', () => {
  it('when a table does not allow spectators, then a stranger cannot read it; when it does, the stranger gets the spectator view', async () => {
    const closed = await createStartedGame([ann, bob], 'high-card');
    expect((await cid.get(`/games/${closed.id}`)).status).toBe(403);
    expect((await cid.get(`/games/${closed.id}/history`)).status).toBe(403);
    const open = await createStartedGame([ann, bob], 'high-card', {}, { allowSpectators: true });
    const seen = await cid.get<Table>(`/games/${open.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.mySeat).toBeNull();
    expect(seen.body.prompts).toEqual([]);
    expect((seen.body.view as { hand: unknown }).hand).toBeNull();
  });

  it('when history is asked at a step, then it shows my view at that step and the log up to it; out of range is a 400', async () => {
    const g = await createStartedGame([ann, bob], 'high-card');
    for (const seat of [0, 1]) {
      const p = g.bySeat.get(seat)!;
      const t = (await p.get<Table>(`/games/${g.id}`)).body;
      await p.post(`/games/${g.id}/moves`, { expectedVersion: t.version, clientMoveId: `h${seat}`, move: { type: 'play', card: (t.view as { hand: string[] }).hand[0] } });
    }
    const at1 = await g.bySeat.get(0)!.get(`/games/${g.id}/history?at=1`);
    expect(at1.body).toMatchObject({ at: 1, total: 2 });
    expect(at1.body.log).toHaveLength(1);
    const now = await g.bySeat.get(0)!.get(`/games/${g.id}/history`);
    expect(now.body.at).toBe(2);
    expect(now.body.log.map((e: { seq: number }) => e.seq)).toEqual([1, 2]);
    const beyond = await g.bySeat.get(0)!.get(`/games/${g.id}/history?at=3`);
    expect(beyond.status).toBe(400);
    expect(beyond.body.error.code).toBe('history/out-of-range');
  });

  it('when players chat, then seated players post and read; a stranger cannot post', async () => {
    const g = await createStartedGame([ann, bob], 'high-card', {}, { allowSpectators: true });
    expect((await ann.post(`/games/${g.id}/chat`, { text: 'good luck' })).status).toBe(201);
    const list = await bob.get(`/games/${g.id}/chat`);
    expect(list.body).toMatchObject({ open: true, messages: [{ seat: 0, name: expect.stringMatching(/^Player \d{4}$/), text: 'good luck' }] });
    expect((await cid.post(`/games/${g.id}/chat`, { text: 'hi' })).status).toBe(403);
    expect((await ann.post(`/games/${g.id}/chat`, { text: '   ' })).status).toBe(400);
  });
});

describe('resigning', () => {
  it('when a seat resigns, then the bot plays it; when every seat has resigned, the game ends without a winner', async () => {
    const g = await createStartedGame([ann, bob], 'high-card', { rounds: 1, reactions: false });
    const resigned = await ann.post<Table>(`/games/${g.id}/resign`);
    expect(resigned.status).toBe(200);
    expect(resigned.body.game.seats[0].status).toBe('resigned');
    const { meta } = await h.service.internalState(g.id);
    expect(meta.moveCount).toBe(1);
    const log = (await h.store.games.loadUpTo(g.id, 1, 1000)).log;
    expect(log[0]).toMatchObject({ seat: 0, by: 'bot' });
    const refused = await ann.post(`/games/${g.id}/moves`, { expectedVersion: resigned.body.version, clientMoveId: 'after', move: { type: 'decline' } });
    expect(refused.body.error.code).toBe('game/resigned');
    const last = await bob.post<Table>(`/games/${g.id}/resign`);
    expect(last.body.game.status).toBe('finished');
    expect(last.body.game.outcome).toEqual({ winners: [], scores: [], reason: 'Every player resigned.' });
  });
});
