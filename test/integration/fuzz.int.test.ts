import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { DynamoDeadLetters } from '../../functions/notifier/dynamo-dead-letters';
import { stateHash } from '../../shared/engine';
import { createStartedGame } from '../support/bot-players';
import { API, SITE, startHarness, type Harness } from '../support/harness';
import { ApiClient, signIn, signInWithCookie } from '../support/http-client';

/**
 * Odd requests on every route, against DynamoDB Local: each must be answered below 500, with the error shape when it is
 * refused, and no game may change. Seeded, so a failure names a request that can be replayed.
 */
let h: Harness;
let app: Hono;
let ann: ApiClient;
let bob: ApiClient;
let carl: ApiClient;
let withCookie: ApiClient;
let gameId: string;
let openGameId: string;

beforeAll(async () => {
  h = await startHarness();
  // The same app as in AWS, with the notification routes mounted; no name resolves, so no request leaves the machine.
  app = createApp({
    service: h.service,
    sessionSecret: 'integration-secret',
    siteUrl: SITE,
    apiUrl: API,
    devMail: h.catcher.list,
    notify: {
      users: h.store.users,
      deadLetters: new DynamoDeadLetters(h.store.doc, h.tableName),
      unsubscribeSecret: 'fuzz-unsubscribe-secret',
      webhookPolicy: { localMode: false, resolve: async () => Promise.reject(new Error('ENOTFOUND')) },
      now: Date.now,
      siteUrl: SITE,
    },
  });
  const anon = ApiClient.forApp(app);
  [ann, bob, carl] = [await signIn(anon, 'fuzz-ann@example.com'), await signIn(anon, 'fuzz-bob@example.com'), await signIn(anon, 'fuzz-carl@example.com')];
  withCookie = await signInWithCookie(anon, 'fuzz-dee@example.com');
  gameId = (await createStartedGame([ann, bob], 'high-card', {}, { allowSpectators: false })).id;
  openGameId = (await ann.post<{ id: string }>('/games', { type: 'high-card', seats: [{ type: 'creator' }, { type: 'open' }] })).body.id;
});
afterAll(() => h?.close());

/** mulberry32: a small seeded generator, so the run is the same every time. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const nest = (depth: number, leaf: unknown = 1): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = { k: v };
  return v;
};
/** The JSON text of `nest(depth)`, written out: JSON.stringify itself gives up some thousands of levels down. */
const deepJson = (depth: number) => `${'{"k":'.repeat(depth)}1${'}'.repeat(depth)}`;

const oddStrings = ['', ' ', 'x'.repeat(1100), '9'.repeat(2100), '\u0000', '/games\r\nX-Injected: yes', '../../etc', '%00', '%E2%9C%93', '\u202e', '😀'.repeat(50), 'null', '-1', '1e309', '<script>', 'ha_x_y'];
const oddValues: unknown[] = [null, true, 0, -1, 1.5, 2 ** 53, 'x', [], {}, [[[[]]]], { __proto__: { admin: true } }, { constructor: { prototype: 1 } }, nest(40), ...oddStrings];
const oddBodies = ['{', '[]', 'null', '"x"', '1', '{"a":', '\u0000', deepJson(5000), deepJson(3000)];

function requests(random: () => number, count: number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  // Ids and headers lean to the long: stores and signatures have size limits that short junk never reaches.
  const oddId = () => encodeURIComponent(pick([...oddStrings, 'x'.repeat(1100), 'y'.repeat(3000)])) || 'x';
  const oddObject = () => Object.fromEntries(Array.from({ length: 1 + Math.floor(random() * 3) }, () => [pick(['email', 'next', 'type', 'seats', 'config', 'move', 'text', 'name', 'url', 'format', 'displayName', 'webhookUrl', 'vacation', 'reminderHours', 'expectedVersion', 'clientMoveId', pick(oddStrings)]), pick(oddValues)]));
  const body = () => (random() < 0.3 ? pick(oddBodies) : JSON.stringify(random() < 0.5 ? oddObject() : pick(oddValues)));
  const odd = {
    move: () => ({ expectedVersion: pick([0, 1, 2, -1, 1e12, '1']), clientMoveId: pick(['fuzz-1', ...oddStrings]), move: pick([{ type: 'play', card: pick(oddValues) }, { type: 'play', card: 'x', extra: nest(10) }, ...oddValues]) }),
    game: () => ({ type: pick(['high-card', 'space-alert', ...oddStrings]), seats: pick([[{ type: 'creator' }, { type: 'invite', email: pick(oddStrings) }], [], [{ type: 'creator' }, pick(oddValues)]]), config: pick(oddValues) }),
  };
  // Reads may name either real table; commands only the started one, where the sender is a stranger (see `who`).
  const realOrOdd = () => (random() < 0.5 ? pick([gameId, openGameId]) : oddId());
  const startedOrOdd = () => (random() < 0.5 ? gameId : oddId());
  const routes: Array<() => [string, string, string | undefined]> = [
    () => ['POST', '/auth/email', random() < 0.5 ? body() : JSON.stringify({ email: pick(['a@example.com', ...oddStrings]), next: pick(oddValues) })],
    () => ['GET', `/auth/verify?token=${oddId()}`, undefined],
    () => ['POST', '/auth/logout', body()],
    () => ['GET', '/games/types', undefined],
    () => ['POST', '/games', random() < 0.5 ? body() : JSON.stringify(odd.game())],
    () => ['GET', `/games/${realOrOdd()}`, undefined],
    () => ['POST', `/games/${startedOrOdd()}/${pick(['join', 'leave', 'start', 'resign'])}`, body()],
    () => ['POST', `/games/${startedOrOdd()}/moves`, random() < 0.3 ? body() : JSON.stringify(odd.move())],
    () => ['POST', `/games/${gameId}/moves`, `{"expectedVersion":1,"clientMoveId":"fuzz-deep","move":{"type":"play","card":"x","junk":${deepJson(pick([40, 3000, 5000]))}}}`],
    () => ['GET', `/games/${realOrOdd()}/history?at=${oddId()}`, undefined],
    () => ['GET', `/games/${realOrOdd()}/chat`, undefined],
    () => ['POST', `/games/${oddId()}/chat`, JSON.stringify({ text: pick(oddValues) })],
    () => ['GET', pick(['/me', '/me/games', '/me/settings', '/me/tokens', '/me/webhook/dead-letters']), undefined],
    () => ['PUT', '/me/settings', body()],
    () => ['POST', '/me/tokens', body()],
    () => ['DELETE', `/me/tokens/${oddId()}`, undefined],
    () => ['POST', '/me/webhook/test', random() < 0.5 ? body() : JSON.stringify({ url: pick(['https://nowhere.example/h', 'http://127.0.0.1:1/', ...oddStrings]), format: pick(oddValues) })],
    () => ['POST', '/me/webhook/secret', body()],
    () => ['GET', `/unsubscribe?token=${oddId()}`, undefined],
    () => ['POST', `/unsubscribe?token=${oddId()}`, undefined],
    () => ['GET', `/${oddId()}/${oddId()}`, undefined],
  ];
  return Array.from({ length: count }, () => {
    const [method, path, sent] = pick(routes)();
    // Moves and table commands on the real tables come from a stranger or with odd bodies; other routes from anyone.
    const who = path.includes(gameId) && !path.endsWith('/moves') ? pick([carl, ApiClient.forApp(app)]) : pick([ann, bob, carl, withCookie, ApiClient.forApp(app)]);
    const headers: Record<string, string> = {};
    // A header carries visible ASCII only (fetch refuses the rest before anything is sent).
    const header = () => pick([...oddStrings, 'z'.repeat(3000), `${'8'.repeat(2500)}, 127.0.0.1`]).replace(/[^\x20-\x7e]/g, '') || '1.2.3.4';
    if (random() < 0.4) headers['x-forwarded-for'] = header();
    if (random() < 0.1) headers.accept = 'application/json';
    if (random() < 0.1) headers.authorization = `Bearer ${header()}`;
    return { method, path, body: sent, headers, who };
  });
}

async function snapshot(ids: string[]) {
  return Promise.all(
    ids.map(async (id) => {
      const { meta, state } = await h.service.internalState(id);
      return { id, version: meta.version, moveCount: meta.moveCount, status: meta.status, seats: meta.seats, state: state ? stateHash(state) : null };
    }),
  );
}

describe('odd requests on every route', () => {
  it('given 400 seeded odd requests, when sent, then none is answered with a 5xx, refusals have the error shape, and no game changed', async () => {
    const before = await snapshot([gameId, openGameId]);
    const failures: string[] = [];
    for (const [i, r] of requests(prng(15), 400).entries()) {
      const reply = await r.who.call(r.method, r.path, r.body, r.headers);
      const label = `#${i} ${r.method} ${r.path.slice(0, 80)} ${(r.body ?? '').slice(0, 80)}`;
      if (reply.status >= 500) failures.push(`${label} -> ${reply.status} ${reply.text.slice(0, 200)}`);
      const json = (reply.headers.get('content-type') ?? '').includes('json');
      if (reply.status >= 400 && json && !(reply.body?.error?.code && reply.body?.error?.message)) failures.push(`${label} -> ${reply.status} without the error shape`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot([gameId, openGameId])).toEqual(before);
  });

  it('given a legal move with a field the game does not know, at any depth, when sent, then it is refused and nothing is stored', async () => {
    const before = await snapshot([gameId]);
    const tables = await Promise.all([ann, bob].map(async (p) => ({ p, table: (await p.get(`/games/${gameId}`)).body })));
    const { p: seat, table: mine } = tables.find((t) => t.table.legalMoves?.length)!;
    const legal = mine.legalMoves[0];
    for (const [depth, code] of [[1, 'move/malformed'], [3000, 'request/invalid'], [5000, 'request/invalid']] as const) {
      const move = JSON.stringify({ ...legal, junk: 'JUNK' }).replace('"JUNK"', deepJson(depth));
      const r = await seat.post(`/games/${gameId}/moves`, `{"expectedVersion":${mine.version},"clientMoveId":"deep-${depth}","move":${move}}`);
      expect(r.status, r.text.slice(0, 200)).toBe(400);
      expect(r.body.error.code).toBe(code);
    }
    expect(await snapshot([gameId])).toEqual(before);
    const accepted = await seat.post(`/games/${gameId}/moves`, { expectedVersion: mine.version, clientMoveId: 'deep-ok', move: legal });
    expect(accepted.status).toBe(200);
  });
});
