import { DynamoDBClient, QueryCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { randomIds } from '../../functions/core/clock-ids';
import { createService } from '../../functions/core/service';
import { localNotifications } from '../../functions/notifier/local-wiring';
import { handleStreamEvent } from '../../functions/notifier/stream';
import { highCard } from '../fixtures/high-card';
import { API, SITE, startNotifyStack, UNSUBSCRIBE_SECRET, type NotifyStack } from './support/notify-stack';

let stack: NotifyStack;
beforeAll(async () => {
  stack = await startNotifyStack();
});
afterAll(async () => {
  await stack?.close();
});

const registry = { get: (id: string) => (id === highCard.id ? highCard : undefined), list: () => [highCard] };

/** The same service with no notifier attached: what is committed while the dev process's notifier is down. */
function serviceWithoutNotifier() {
  return createService({ games: stack.store.games, users: stack.store.users, clock: stack.clock, ids: randomIds, mailer: { send: async () => {} }, registry, siteUrl: SITE, apiUrl: API });
}

/** The game's items as the table's stream would carry them (INSERT, DynamoDB JSON). */
async function streamOf(gameId: string): Promise<DynamoDBStreamEvent> {
  const client = new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const out = await client.send(new QueryCommand({ TableName: stack.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': { S: `GAME#${gameId}` } } }));
  client.destroy();
  return { Records: (out.Items ?? []).map((item, i) => ({ eventName: 'INSERT', eventID: String(i), dynamodb: { NewImage: item as never, SequenceNumber: String(i) } })) };
}

describe('no notification is lost after a commit', () => {
  it('given a game started while the notifier was down, when the dev process recovers its outbox, then every player is told once, and a second recovery sends nothing', async () => {
    const players = [await stack.addPlayer('Cal'), await stack.addPlayer('Dot'), await stack.addPlayer('Eli')];
    const offline = serviceWithoutNotifier();
    const created = await offline.createGame(players[0].userId, { type: 'high-card', config: {}, seats: [{ type: 'creator' }, { type: 'open' }, { type: 'open' }], timeLimitHours: null, timeoutPolicy: 'bot', allowSpectators: false, name: 'Offline table' });
    for (const seat of [1, 2]) await offline.joinGame(players[seat].userId, created.game.id, seat);
    await offline.startGame(players[0].userId, created.game.id);
    const before = stack.catcher.messages.length;

    const local = localNotifications({ ...stack.store, doc: stack.store.doc, tableName: stack.tableName, registry, smtpPort: stack.catcher.port, siteUrl: SITE, apiUrl: API, unsubscribeSecret: UNSUBSCRIBE_SECRET, log: () => {} });
    expect(await local.recover(stack.clock.now())).toBeGreaterThan(0);
    await local.notifier.idle();
    const told = stack.catcher.messages.slice(before).filter((m) => m.subject.includes('Offline table'));
    expect(told.map((m) => m.to[0]).sort()).toEqual(players.map((p) => p.email).sort());

    await local.recover(stack.clock.now());
    await local.close();
    expect(stack.catcher.messages.slice(before).filter((m) => m.subject.includes('Offline table'))).toHaveLength(3);
  });

  it('given the stream of a game with its outbox item twice among other items, and the batch retried, when the stream handler runs, then each player is told exactly once', async () => {
    const players = [await stack.addPlayer('Fin'), await stack.addPlayer('Gus'), await stack.addPlayer('Hue')];
    const offline = serviceWithoutNotifier();
    const created = await offline.createGame(players[0].userId, { type: 'high-card', config: {}, seats: [{ type: 'creator' }, { type: 'open' }, { type: 'open' }], timeLimitHours: null, timeoutPolicy: 'bot', allowSpectators: false, name: 'Stream table' });
    for (const seat of [1, 2]) await offline.joinGame(players[seat].userId, created.game.id, seat);
    await offline.startGame(players[0].userId, created.game.id);
    const event = await streamOf(created.game.id);
    const outboxItems = event.Records.filter((r) => r.dynamodb?.NewImage?.type?.S === 'outbox');
    expect(outboxItems.length).toBeGreaterThan(0);
    expect(event.Records.length).toBeGreaterThan(outboxItems.length);
    const before = stack.catcher.messages.length;
    const logs: string[] = [];
    await handleStreamEvent({ Records: [...event.Records, ...outboxItems] }, stack.deps, (l) => logs.push(l));
    await handleStreamEvent(event, stack.deps, (l) => logs.push(l));
    const told = stack.catcher.messages.slice(before).filter((m) => m.subject.includes('Stream table'));
    expect(told.map((m) => m.to[0]).sort()).toEqual(players.map((p) => p.email).sort());
    expect(logs.map((l) => [JSON.parse(l).sent, JSON.parse(l).duplicates])).toEqual([...outboxItems.map(() => [3, 0]), ...outboxItems.map(() => [0, 3])]);
  });

  it('given a run with too little time left, when the stream handler runs, then it sends nothing and fails so that the batch is retried, and the retry delivers', async () => {
    const players = [await stack.addPlayer('Ike'), await stack.addPlayer('Jo'), await stack.addPlayer('Kai')];
    const offline = serviceWithoutNotifier();
    const created = await offline.createGame(players[0].userId, { type: 'high-card', config: {}, seats: [{ type: 'creator' }, { type: 'open' }, { type: 'open' }], timeLimitHours: null, timeoutPolicy: 'bot', allowSpectators: false, name: 'Late table' });
    for (const seat of [1, 2]) await offline.joinGame(players[seat].userId, created.game.id, seat);
    await offline.startGame(players[0].userId, created.game.id);
    const event = await streamOf(created.game.id);
    const before = stack.catcher.messages.length;
    await expect(handleStreamEvent(event, { ...stack.deps, timeLeft: () => 10_000 }, () => {})).rejects.toThrow('no time left in this run');
    expect(stack.catcher.messages).toHaveLength(before);
    await handleStreamEvent(event, { ...stack.deps, timeLeft: () => 100_000 }, () => {});
    expect(stack.catcher.messages.slice(before).filter((m) => m.subject.includes('Late table'))).toHaveLength(3);
  });

  it('given a malformed outbox item on the stream, when the handler runs, then it throws so the batch goes to the dead-letter queue', async () => {
    const bad: DynamoDBStreamEvent = { Records: [{ eventName: 'INSERT', dynamodb: { NewImage: { type: { S: 'outbox' }, json: { S: '{"kind":"nope"}' } } } }] };
    await expect(handleStreamEvent(bad, stack.deps, () => {})).rejects.toThrow();
  });
});
