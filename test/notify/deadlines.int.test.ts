import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNotifyStack, type NotifyStack } from './support/notify-stack';
import { expectNoSecretsSince } from './support/secrets';

const HOUR = 3_600_000;
let stack: NotifyStack;
beforeAll(async () => {
  stack = await startNotifyStack();
});
afterAll(async () => {
  await stack?.close();
});

async function runClock() {
  const changed = await stack.service.runDue(stack.clock.now());
  await stack.notifier.idle();
  return changed;
}

const subjectsTo = (email: string, from: number) => stack.catcher.messages.slice(from).filter((m) => m.to.includes(email)).map((m) => m.subject);

describe('reminders and time-outs', () => {
  it('given a 24-hour table and players who want a reminder 12 hours before, when the deadline passes, then they are reminded and then played for by the bot, and a player on vacation is spared', async () => {
    const players = [
      await stack.addPlayer('Pia', { reminderHours: 12, webhook: {} }),
      await stack.addPlayer('Quin', { reminderHours: 12 }),
      await stack.addPlayer('Rue', { reminderHours: 12 }),
    ];
    const now = stack.clock.now();
    await stack.service.updateSettings(players[2].userId, { vacation: { from: new Date(now - HOUR).toISOString(), until: new Date(now + 48 * HOUR).toISOString() } });
    const gameId = await stack.startedTable(players, { timeLimitHours: 24, timeoutPolicy: 'bot' });
    let marks = { mail: stack.catcher.messages.length, hooks: [players[0].receiver!.received.length, 0, 0] };

    stack.clock.advance(11 * HOUR);
    expect(await runClock()).toBe(0);
    expect(stack.catcher.messages).toHaveLength(marks.mail);

    stack.clock.advance(2 * HOUR);
    expect(await runClock()).toBe(1);
    expect(subjectsTo(players[0].email, marks.mail)).toEqual(['High Card (test fixture) · Notify table: reminder, the table is waiting for you']);
    expect(subjectsTo(players[1].email, marks.mail)).toHaveLength(1);
    expect(subjectsTo(players[2].email, marks.mail)).toEqual([]);
    expect(JSON.parse(players[0].receiver!.received.at(-1)!.body)).toMatchObject({ type: 'reminder', gameId, seat: 0 });
    marks = (await expectNoSecretsSince(stack, gameId, players, marks)).marks;

    // A second pass at the same time finds nothing more to do: one reminder per wait.
    expect(await runClock()).toBe(0);
    expect(stack.catcher.messages).toHaveLength(marks.mail);

    stack.clock.advance(12 * HOUR);
    expect(await runClock()).toBe(1);
    const { meta, state, game } = await stack.service.internalState(gameId);
    expect(subjectsTo(players[0].email, marks.mail)).toEqual(['High Card (test fixture) · Notify table: time ran out, a bot made a move for you']);
    expect(subjectsTo(players[1].email, marks.mail)).toEqual(['High Card (test fixture) · Notify table: time ran out, a bot made a move for you']);
    expect(subjectsTo(players[2].email, marks.mail)).toEqual([]);
    expect(meta.awaited).toEqual([2]);
    expect(game.legalMoves(state!, 0)).toEqual([]);
    expect(JSON.parse(players[0].receiver!.received.at(-1)!.body)).toMatchObject({ type: 'timed-out', gameId, seat: 0, timeout: { policy: 'bot' } });
    await expectNoSecretsSince(stack, gameId, players, marks);
  });

  it('given a table whose time-out policy is resign, when a deadline passes, then the late players hear that their seat was resigned', async () => {
    const players = [await stack.addPlayer('Sam', { webhook: {} }), await stack.addPlayer('Tia'), await stack.addPlayer('Udo')];
    const gameId = await stack.startedTable(players, { timeLimitHours: 2, timeoutPolicy: 'resign' });
    await stack.play(players[2].userId, gameId);
    const marks = { mail: stack.catcher.messages.length, hooks: [players[0].receiver!.received.length, 0, 0] };
    stack.clock.advance(3 * HOUR);
    expect(await runClock()).toBe(1);
    const { meta } = await stack.service.internalState(gameId);
    expect(meta.seats.map((s) => s.status)).toEqual(['resigned', 'resigned', 'joined']);
    for (const p of players.slice(0, 2)) expect(subjectsTo(p.email, marks.mail)).toContain('High Card (test fixture) · Notify table: time ran out, your seat was resigned');
    expect(subjectsTo(players[2].email, marks.mail).filter((s) => s.includes('time ran out'))).toEqual([]);
    expect(JSON.parse(players[0].receiver!.received.at(-1)!.body)).toMatchObject({ type: 'timed-out', timeout: { policy: 'resign' } });
  });
});
