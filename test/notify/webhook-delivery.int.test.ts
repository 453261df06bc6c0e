import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDeadLetters } from '../../functions/notifier/dynamo-dead-letters';
import { notifierDeps } from '../../functions/notifier/create-notifier';
import { notifyChange } from '../../functions/notifier/notifier';
import { startNotifyStack, type NotifyStack } from './support/notify-stack';

let stack: NotifyStack;
beforeAll(async () => {
  stack = await startNotifyStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('webhooks from the notifier', () => {
  it('given a receiver that fails twice then succeeds, when a game starts, then it gets the signed webhook on the third try and no dead letter is kept', async () => {
    const flaky = await stack.addPlayer('Gil', { webhook: { answers: [500, 502] } });
    const others = [await stack.addPlayer('Hal'), await stack.addPlayer('Ida')];
    const sleepsBefore = stack.sleeps.length;
    await stack.startedTable([flaky, ...others]);
    expect(flaky.receiver!.received.map((r) => [r.status, r.verified])).toEqual([[500, true], [502, true], [204, true]]);
    expect(JSON.parse(flaky.receiver!.received[2].body)).toMatchObject({ type: 'game-started', seat: 0 });
    expect(stack.sleeps.slice(sleepsBefore)).toEqual([5, 10]);
    expect(await new DynamoDeadLetters(stack.store.doc, stack.tableName).list(flaky.userId)).toEqual([]);
  });

  it('given non-local mode, when a webhook points to 127.0.0.1 or 169.254.169.254, then nothing is posted and the user gets a dead letter saying why', async () => {
    const loop = await stack.addPlayer('Jon', { webhook: {} });
    const meta = await stack.addPlayer('Kim');
    const third = await stack.addPlayer('Lea');
    const gameId = await stack.startedTable([loop, meta, third]);
    const received = loop.receiver!.received.length;
    await stack.store.users.putUser({ ...(await stack.store.users.getUser(loop.userId))!, webhookUrl: loop.receiver!.url.replace('http:', 'https:'), emailNotifications: false });
    await stack.store.users.putUser({ ...(await stack.store.users.getUser(meta.userId))!, webhookUrl: 'https://169.254.169.254/latest/meta-data/', webhookSecret: 'whsec_x', emailNotifications: false });
    const remote = notifierDeps(stack.config({ localMode: false }));
    const { meta: table } = await stack.service.internalState(gameId);
    const record = { kind: 'reminder' as const, gameId, gameType: 'high-card', seq: table.moveCount, version: table.version, at: stack.clock.now(), seats: [{ seat: 0, userId: loop.userId }, { seat: 1, userId: meta.userId }] };
    const report = await notifyChange(record, remote);
    expect(report.deadLettered).toHaveLength(2);
    expect(report.sent).toEqual([]);
    expect(loop.receiver!.received.length).toBe(received);
    const letters = new DynamoDeadLetters(stack.store.doc, stack.tableName);
    for (const userId of [loop.userId, meta.userId]) {
      const [letter] = await letters.list(userId);
      expect(letter).toMatchObject({ gameId, seq: table.version, attempts: 1, lastStatus: null });
      expect(letter.lastError).toBe('The webhook address points to a private or reserved network; use a public https address.');
    }
  });

  it('given a receiver that always fails, when notified, then after five tries the webhook is a dead letter and a replay of the record does not try again', async () => {
    const down = await stack.addPlayer('Max', { webhook: { answers: Array(20).fill(503) } });
    const gameId = await stack.startedTable([down, await stack.addPlayer('Ned'), await stack.addPlayer('Oli')]);
    expect(down.receiver!.received).toHaveLength(5);
    const [letter] = await new DynamoDeadLetters(stack.store.doc, stack.tableName).list(down.userId);
    expect(letter).toMatchObject({ gameId, seat: 0, attempts: 5, lastStatus: 503, lastError: 'the receiver answered HTTP 503' });
    expect(JSON.parse(letter.body)).toMatchObject({ type: 'game-started', gameId });
    const startRecord = stack.notifier.reports.find((r) => r.record.gameId === gameId)!.record;
    const again = await notifyChange(startRecord, stack.deps);
    expect(again.duplicates).toContain(`${gameId}#${startRecord.version}#0#webhook`);
    expect(down.receiver!.received).toHaveLength(5);
  });
});
