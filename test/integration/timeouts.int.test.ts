import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Table } from '../../shared/api';
import { createStartedGame } from '../support/bot-players';
import { ManualClock, startHarness, type Harness } from '../support/harness';
import { ApiClient, signIn } from '../support/http-client';

const HOUR = 3_600_000;
const clock = new ManualClock();
let h: Harness;
let ann: ApiClient;
let bob: ApiClient;
beforeAll(async () => {
  h = await startHarness({ clock });
  ann = await signIn(ApiClient.forApp(h.app), 'ann@example.com');
  bob = await signIn(ApiClient.forApp(h.app), 'bob@example.com');
  await ann.call('PUT', '/me/settings', { reminderHours: 1 });
});
afterAll(() => h?.close());

async function loggedMoves(id: string) {
  const { meta } = await h.service.internalState(id);
  return meta.moveCount ? (await h.store.games.loadUpTo(id, meta.moveCount, 1000)).log : [];
}

describe('given a table with a 2-hour limit per move', () => {
  it('when an hour before the deadline passes, then the seat that asked for reminders gets one, once, and the version stays', async () => {
    const g = await createStartedGame([ann, bob], 'high-card', {}, { timeLimitHours: 2, timeoutPolicy: 'bot' });
    const t0 = (await ann.get<Table>(`/games/${g.id}`)).body;
    expect(t0.awaitedSeats.every((a) => a.deadline === new Date(clock.now() + 2 * HOUR).toISOString())).toBe(true);
    clock.advance(HOUR + 1000);
    expect(await h.service.runDue()).toBeGreaterThanOrEqual(1);
    const reminders = h.outbox.filter((r) => r.gameId === g.id && r.kind === 'reminder');
    expect(reminders).toEqual([expect.objectContaining({ seats: [{ seat: g.table.mySeat ?? 0, userId: expect.any(String) }] })]);
    await h.service.runDue();
    expect(h.outbox.filter((r) => r.gameId === g.id && r.kind === 'reminder')).toHaveLength(1);
    expect((await ann.get<Table>(`/games/${g.id}`)).body.version).toBe(t0.version);
    clock.advance(HOUR);
  });

  it('when the deadline passes under the bot policy, then every timed-out seat is played for and the log says so', async () => {
    const g = await createStartedGame([ann, bob], 'high-card', {}, { timeLimitHours: 2, timeoutPolicy: 'bot' });
    clock.advance(2 * HOUR + 1000);
    await h.service.runDue();
    const log = await loggedMoves(g.id);
    expect(log.map((m) => [m.seat, m.by]).sort()).toEqual([[0, 'timeout'], [1, 'timeout']]);
    const t = (await bob.get<Table>(`/games/${g.id}`)).body;
    expect(t.game.status).toBe('active');
    expect(t.awaitedSeats).toHaveLength(1);
    expect(t.awaitedSeats[0].deadline).toBe(new Date(clock.now() + 2 * HOUR).toISOString());
  });

  it('when the deadline passes under the skip policy, then the least committal move is made (a decline, not a challenge)', async () => {
    const g = await createStartedGame([ann, bob], 'high-card', {}, { timeLimitHours: 2, timeoutPolicy: 'skip' });
    for (const seat of [0, 1]) {
      const p = g.bySeat.get(seat)!;
      const t = (await p.get<Table>(`/games/${g.id}`)).body;
      await p.post(`/games/${g.id}/moves`, { expectedVersion: t.version, clientMoveId: `s${seat}`, move: { type: 'play', card: (t.view as { hand: string[] }).hand[0] } });
    }
    clock.advance(2 * HOUR + 1000);
    await h.service.runDue();
    const log = await loggedMoves(g.id);
    expect(log[2]).toMatchObject({ by: 'timeout', move: { type: 'decline' } });
  });

  it('when the deadline passes under the resign policy, then the seat resigns and the bot plays it from then on', async () => {
    const g = await createStartedGame([ann, bob], 'high-card', { reactions: false }, { timeLimitHours: 2, timeoutPolicy: 'resign' });
    const t = (await ann.get<Table>(`/games/${g.id}`)).body;
    await ann.post(`/games/${g.id}/moves`, { expectedVersion: t.version, clientMoveId: 'a1', move: { type: 'play', card: (t.view as { hand: string[] }).hand[0] } });
    clock.advance(2 * HOUR + 1000);
    await h.service.runDue();
    const after = (await ann.get<Table>(`/games/${g.id}`)).body;
    const bobSeat = g.bySeat.get(1) === bob ? 1 : 0;
    expect(after.game.seats[bobSeat].status).toBe('resigned');
    expect((await loggedMoves(g.id)).filter((m) => m.by === 'bot').length).toBeGreaterThanOrEqual(1);
  });

  it('when the awaited holder is on vacation, then the deadline moves past the vacation instead of firing', async () => {
    const from = new Date(clock.now() - HOUR).toISOString();
    const until = new Date(clock.now() + 48 * HOUR).toISOString();
    await bob.call('PUT', '/me/settings', { vacation: { from, until } });
    const g = await createStartedGame([ann, bob], 'high-card', {}, { timeLimitHours: 2, timeoutPolicy: 'bot' });
    const bobSeat = [...g.bySeat].find(([, p]) => p === bob)![0];
    const t = (await bob.get<Table>(`/games/${g.id}`)).body;
    expect(t.awaitedSeats.find((a) => a.seat === bobSeat)!.deadline).toBe(new Date(Date.parse(until) + 2 * HOUR).toISOString());
    clock.advance(3 * HOUR);
    await h.service.runDue();
    expect((await loggedMoves(g.id)).map((m) => m.seat)).toEqual([1 - bobSeat]);
    await bob.call('PUT', '/me/settings', { vacation: null });
  });
});
