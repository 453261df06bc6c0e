import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { handler } from '../../functions/clock/lambda';
import { randomIds } from '../../functions/core/clock-ids';
import { productRegistry } from '../../functions/core/registry';
import { createService } from '../../functions/core/service';
import { openStore } from '../../functions/store';
import { ManualClock } from './support/notify-stack';

const HOUR = 3_600_000;
const saved = { ...process.env };
let store: ReturnType<typeof openStore>;

beforeAll(async () => {
  const endpoint = inject('dynamoEndpoint');
  const tableName = `clock-${randomBytes(5).toString('hex')}`;
  store = openStore({ tableName, endpoint });
  await store.ensureTable();
  // The Lambda reads its table from the environment like in AWS; the SDK takes the endpoint from it too.
  Object.assign(process.env, { TABLE_NAME: tableName, AWS_ENDPOINT_URL_DYNAMODB: endpoint, AWS_REGION: 'local', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', SITE_URL: 'http://127.0.0.1:3000' });
});
afterAll(() => {
  process.env = saved;
  store?.doc.destroy();
});

describe('the clock Lambda', () => {
  it('given a table of a product game whose one-hour deadline passed two hours ago, when the scheduled run comes, then it handles that table and a second run finds nothing due', async () => {
    const game = productRegistry.list()[0];
    const clock = new ManualClock();
    clock.advance(-3 * HOUR);
    const service = createService({ games: store.games, users: store.users, clock, ids: randomIds, mailer: { send: async () => {} }, registry: productRegistry, siteUrl: 'http://127.0.0.1:3000', apiUrl: 'http://127.0.0.1:8787' });
    const users = [];
    for (let i = 0; i < game.players.min; i++) users.push(await store.users.userForEmail(`p${i}-${randomBytes(3).toString('hex')}@example.test`, clock.now(), randomIds.id));
    const created = await service.createGame(users[0].userId, { type: game.id, config: {}, seats: users.map((_, i) => (i === 0 ? { type: 'creator' as const } : { type: 'open' as const })), timeLimitHours: 1, timeoutPolicy: 'bot', allowSpectators: false });
    for (let i = 1; i < users.length; i++) await service.joinGame(users[i].userId, created.game.id, i);
    await service.startGame(users[0].userId, created.game.id);
    const before = (await store.games.getMeta(created.game.id))!;
    expect(before.dueAt).toBeLessThan(Date.now());

    expect(await handler()).toEqual({ changed: 1 });
    const after = (await store.games.getMeta(created.game.id))!;
    expect(after.dueAt === null || after.dueAt > Date.now()).toBe(true);
    expect(await handler()).toEqual({ changed: 0 });
  });
});
