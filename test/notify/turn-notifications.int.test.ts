import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { highCard } from '../fixtures/high-card';
import { notifyChange } from '../../functions/notifier/notifier';
import { startNotifyStack, SITE, type NotifyStack } from './support/notify-stack';
import { expectNoSecretsSince } from './support/secrets';

let stack: NotifyStack;
beforeAll(async () => {
  stack = await startNotifyStack();
});
afterAll(async () => {
  await stack?.close();
});

const hookBodies = (r: { received: Array<{ body: string }> } | null, from = 0) => (r ? r.received.slice(from).map((h) => JSON.parse(h.body)) : []);

/** Plays of the three seats (from the real hands) after which the reacting seat is not `seat`. */
async function cardsSoThatReactorIsNot(gameId: string, seat: number) {
  const { state } = await stack.service.internalState(gameId);
  const hands = (state as unknown as { hands: string[][] }).hands;
  const value = (c: string) => Number(c.slice(5));
  for (const a of hands[0]) for (const b of hands[1]) for (const c of hands[2]) {
    const cards = [a, b, c];
    const winner = cards.reduce((best, x, i) => (value(x) > value(cards[best]) ? i : best), 0);
    if ((winner + 1) % 3 !== seat) return cards.map((card) => ({ type: 'play', card }));
  }
  throw new Error('no such deal');
}

describe('turn notifications on the local stack', () => {
  it('given a started 3-player table, when the last card of the round is played, then exactly one email and one signed webhook reach the next player', async () => {
    const players = [await stack.addPlayer('Ann', { webhook: {} }), await stack.addPlayer('Bob', { webhook: {} }), await stack.addPlayer('Cyd', { webhook: {} })];
    const gameId = await stack.startedTable(players);
    // The start: everyone hears of it, and since all play at once, everyone hears it is their turn.
    expect(stack.catcher.messages.map((m) => m.subject).sort()).toEqual(Array(3).fill('High Card (test fixture) · Notify table: the game has started, your turn'));
    let marks = (await expectNoSecretsSince(stack, gameId, players, { mail: 0, hooks: [0, 0, 0] })).marks;

    // Cards chosen so that the seat that reacts is not the one that played last (that one is awaited already).
    const [c0, c1, c2] = await cardsSoThatReactorIsNot(gameId, 2);
    await stack.play(players[0].userId, gameId, c0);
    await stack.play(players[1].userId, gameId, c1);
    expect(stack.catcher.messages).toHaveLength(marks.mail);

    await stack.play(players[2].userId, gameId, c2);
    const { state } = await stack.service.internalState(gameId);
    const reactor = (state as unknown as { reactor: number }).reactor;
    const mails = stack.catcher.messages.slice(marks.mail);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual([players[reactor].email]);
    expect(mails[0].subject).toBe('High Card (test fixture) · Notify table: your turn');
    expect(mails[0].text).toContain(`${SITE}/games/${gameId}`);
    expect(mails[0].text).toContain('Challenge the point, or decline.');
    expect(mails[0].headers['list-unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:8787\/api\/v1\/unsubscribe\?token=/);
    // The mail follows the commit (speed itself is measured by the benchmark, not asserted by a timed test).
    const committed = stack.published.filter((p) => p.gameId === gameId).at(-1)!.at;
    expect(mails[0].receivedAt).toBeGreaterThanOrEqual(committed);
    for (const [seat, p] of players.entries()) {
      const fresh = p.receiver!.received.slice(marks.hooks[seat]);
      if (seat !== reactor) expect(fresh).toHaveLength(0);
      else {
        expect(fresh.map((h) => h.verified)).toEqual([true]);
        expect(JSON.parse(fresh[0].body)).toMatchObject({ type: 'your-turn', gameId, gameType: 'high-card', seat: reactor, url: `${SITE}/games/${gameId}`, awaited: { kind: 'challenge' } });
      }
    }
    marks = (await expectNoSecretsSince(stack, gameId, players, marks)).marks;

    // The same outbox record again (a stream retry): nothing goes out twice.
    const last = stack.notifier.reports[stack.notifier.reports.length - 1];
    const again = await notifyChange(last.record, stack.deps);
    expect(again.sent).toEqual([]);
    expect(again.duplicates.sort()).toEqual([`${gameId}#${last.record.version}#${reactor}#email`, `${gameId}#${last.record.version}#${reactor}#webhook`]);
    expect(stack.catcher.messages).toHaveLength(marks.mail);
    expect(players.map((p) => p.receiver!.received.length)).toEqual(marks.hooks);
  });

  it('given a game played to its end, when it ends, then every player gets the result with a link to the history and no message holds a secret of its recipient', async () => {
    const players = [await stack.addPlayer('Dee', { webhook: {} }), await stack.addPlayer('Eve'), await stack.addPlayer('Fay', { webhook: {} })];
    const gameId = await stack.startedTable(players);
    let marks = { mail: 0, hooks: [0, 0, 0] };
    let checked = 0;
    for (let step = 0; step < 50; step++) {
      const { game, state, meta } = await stack.service.internalState(gameId);
      if (meta.status === 'finished') break;
      const seat = meta.awaited[0];
      await stack.play(players[seat].userId, gameId, game.legalMoves(state!, seat)[0]);
      const result = await expectNoSecretsSince(stack, gameId, players, marks);
      marks = result.marks;
      checked += result.checked;
    }
    expect(checked).toBeGreaterThan(3);
    const ended = stack.catcher.messages.filter((m) => /Notify table: the game is over/.test(m.subject) && players.some((p) => m.to.includes(p.email)));
    expect(ended.map((m) => m.to[0]).sort()).toEqual(players.map((p) => p.email).sort());
    for (const m of ended) expect(m.text).toContain(`See the history of the game: ${SITE}/games/${gameId}/history`);
    expect(hookBodies(players[2].receiver).filter((b) => b.type === 'game-ended')).toHaveLength(1);
    expect(highCard.id).toBe('high-card');
  });
});
