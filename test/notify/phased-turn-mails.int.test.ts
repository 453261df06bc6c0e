/**
 * Space Alert on the local stack (service, DynamoDB Local, notifier, SMTP catcher): a 4-player mission played by bots
 * that plan each phase in one visit and stand ready for the rest of it. Each player is mailed "your turn" at most once
 * a phase, however often the table comes to wait on them, and the stored outbox and delivery log make it so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaceAlert } from '../../shared/games/space-alert';
import type { SpaceAlertState } from '../../shared/games/space-alert/state';
import { visit } from '../../shared/games/space-alert/testing-pacing';
import { highCard } from '../fixtures/high-card';
import { startNotifyStack, type NotifyStack } from './support/notify-stack';

let stack: NotifyStack;
beforeAll(async () => {
  stack = await startNotifyStack([highCard, spaceAlert]);
});
afterAll(async () => {
  await stack?.close();
});

describe('turn mails of a Space Alert mission on the local stack', () => {
  it('given 4 players who stand ready for the rest of each phase, when a mission is played to its end, then each gets at most one your-turn mail per phase and the result', async () => {
    const players = await Promise.all(['Gil', 'Hal', 'Ivy', 'Jon'].map((name) => stack.addPlayer(name)));
    const created = await stack.service.createGame(players[0].userId, {
      type: 'space-alert',
      config: { mission: 'mission-2' },
      seats: [{ type: 'creator' }, ...players.slice(1).map(() => ({ type: 'open' as const }))],
      timeLimitHours: null,
      timeoutPolicy: 'bot',
      allowSpectators: false,
      name: 'Pacing table',
    });
    const gameId = created.game.id;
    for (const [seat, p] of players.entries()) if (seat > 0) await stack.service.joinGame(p.userId, gameId, seat);
    await stack.service.startGame(players[0].userId, gameId);
    await stack.notifier.idle();

    const seatOf = (to: string[]) => players.findIndex((p) => to.includes(p.email));
    /** Turn mails by seat and by the phase that seat was planning when the mail went out. */
    const turnMails = new Map<string, number>();
    let read = 0;
    const tally = (s: SpaceAlertState) => {
      for (const m of stack.catcher.messages.slice(read)) {
        if (!/your turn/.test(m.subject)) continue;
        const seat = seatOf(m.to);
        const key = `seat ${seat} phase ${s.phase[seat]}`;
        turnMails.set(key, (turnMails.get(key) ?? 0) + 1);
      }
      read = stack.catcher.messages.length;
    };
    let state = (await stack.service.internalState(gameId)).state as unknown as SpaceAlertState;
    tally(state);
    let moves = 0;
    while (!spaceAlert.outcome(state) && moves < 400) {
      const seat = Math.min(...spaceAlert.prompts(state).map((p) => p.seat));
      for (const move of visit(state, seat)) {
        await stack.play(players[seat].userId, gameId, move);
        moves++;
      }
      state = (await stack.service.internalState(gameId)).state as unknown as SpaceAlertState;
      tally(state);
    }
    expect(spaceAlert.outcome(state)).not.toBeNull();
    expect([...turnMails.values()].every((n) => n === 1)).toBe(true);
    // Every player was called in phase 1, and nobody more than once per phase over the whole mission.
    for (const seat of [0, 1, 2, 3]) expect(turnMails.get(`seat ${seat} phase 1`)).toBe(1);
    expect([...turnMails.keys()].length).toBeLessThanOrEqual(4 * 3);
    const ended = stack.catcher.messages.filter((m) => /the game is over/.test(m.subject));
    expect(ended.map((m) => seatOf(m.to)).sort()).toEqual([0, 1, 2, 3]);
  }, 300_000);
});
