import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleStreamEvent } from '../../functions/notifier/stream';
import { startNotifyStack, type NotifyStack } from './support/notify-stack';

let stack: NotifyStack;
beforeAll(async () => {
  stack = await startNotifyStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('chat mentions', () => {
  it('given a line mentioning two players, when posted, then the one who wants mentions gets an email and a webhook, the other nothing', async () => {
    const players = [await stack.addPlayer('Ivy'), await stack.addPlayer('Jay', { webhook: {} }), await stack.addPlayer('Kit')];
    await stack.service.updateSettings(players[2].userId, { notifyOnChatMention: false });
    const gameId = await stack.startedTable(players);
    const mails = stack.catcher.messages.length;
    const hooks = players[1].receiver!.received.length;
    await stack.service.postChat(players[0].userId, gameId, '@Jay @Kit shall we speed up?');
    await stack.notifier.idle();
    const fresh = stack.catcher.messages.slice(mails);
    expect(fresh.map((m) => [m.to[0], m.subject])).toEqual([[players[1].email, 'High Card (test fixture) · Notify table: Ivy mentioned you']]);
    expect(fresh[0].text).toContain('Ivy: "@Jay @Kit shall we speed up?"');
    const hook = players[1].receiver!.received.slice(hooks);
    expect(hook.map((h) => [h.verified, JSON.parse(h.body).type, JSON.parse(h.body).chat])).toEqual([[true, 'chat-mention', { fromName: 'Ivy', text: '@Jay @Kit shall we speed up?' }]]);

    // The same line from the table's stream (AWS) is recognised as already delivered.
    const [line] = await stack.store.games.listChat(gameId, 5);
    const logs: string[] = [];
    await handleStreamEvent({ Records: [{ eventName: 'INSERT', dynamodb: { NewImage: { type: { S: 'chat' }, json: { S: JSON.stringify(line) } } } }] }, stack.deps, (l) => logs.push(l));
    expect(JSON.parse(logs[0])).toMatchObject({ chat: line.id, sent: 0, duplicates: 2 });
    expect(stack.catcher.messages).toHaveLength(mails + 1);
  });

  it('given 15 lines mentioning one player within minutes, when posted, then that player gets one email and one webhook', async () => {
    const players = [await stack.addPlayer('Lou'), await stack.addPlayer('Max', { webhook: {} })];
    const gameId = await stack.startedTable(players);
    const mails = stack.catcher.messages.length;
    const hooks = players[1].receiver!.received.length;
    for (let i = 0; i < 15; i++) await stack.service.postChat(players[0].userId, gameId, `@Max ping ${i}`);
    await stack.notifier.idle();
    const fresh = stack.catcher.messages.slice(mails).filter((m) => m.to[0] === players[1].email);
    expect(fresh.map((m) => m.subject)).toEqual(['High Card (test fixture) · Notify table: Lou mentioned you']);
    expect(fresh[0].text).toContain('they wait in its chat');
    expect(players[1].receiver!.received.slice(hooks)).toHaveLength(1);
    expect((await stack.service.listChat(players[1].userId, gameId)).messages).toHaveLength(15);
  });
});
