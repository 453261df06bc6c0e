import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { randomIds } from '../../../functions/core/clock-ids';
import type { Clock, GamesRegistry, Mailer } from '../../../functions/core/ports';
import { createService } from '../../../functions/core/service';
import { SmtpMailer } from '../../../functions/notify/smtp-mailer';
import { startMailCatcher } from '../../../functions/notify/testing/mail-catcher';
import { startWebhookReceiver } from '../../../functions/notify/testing/webhook-receiver';
import { notifierDeps, type NotifierConfig } from '../../../functions/notifier/create-notifier';
import { localNotifier } from '../../../functions/notifier/local-notifier';
import { openStore } from '../../../functions/store';
import type { AnyGameModule } from '../../../shared/engine';
import { highCard } from '../../fixtures/high-card';

export const SITE = 'http://127.0.0.1:3000';
export const API = 'http://127.0.0.1:8787';
export const UNSUBSCRIBE_SECRET = 'unsubscribe-test-secret';

/** A clock the test moves by hand, starting at the real time (TTLs and ISO dates look ordinary). */
export class ManualClock implements Clock {
  private t = Date.now();
  now = () => this.t;
  advance(ms: number) {
    this.t += ms;
  }
}

/**
 * The service on a fresh table of the run's DynamoDB Local, with the dev process's notifier on it: a real SMTP mail
 * catcher, real webhook receivers on 127.0.0.1, a manual clock. Webhook backoff sleeps are recorded, not waited.
 * `games` are the types the service offers (high card unless a test needs others).
 */
export async function startNotifyStack(games: AnyGameModule[] = [highCard]) {
  const endpoint = inject('dynamoEndpoint');
  const tableName = `notify-${randomBytes(5).toString('hex')}`;
  const clock = new ManualClock();
  const catcher = await startMailCatcher();
  const smtp = new SmtpMailer({ host: '127.0.0.1', port: catcher.port });
  const store = openStore({ tableName, endpoint });
  await store.ensureTable();
  const registry: GamesRegistry = { get: (id) => games.find((g) => g.id === id), list: () => games };
  // Sign-in and invitation mails of the service go to the same catcher; the tests read only the notifier's.
  const serviceMail: Mailer = { send: async (m) => void (await smtp.send({ from: 'no-reply@heavy-async.local', to: m.to, subject: m.subject, text: m.text, html: m.text, headers: {} })) };
  const sleeps: number[] = [];
  const config = (over: Partial<NotifierConfig> = {}): NotifierConfig => ({
    doc: store.doc,
    tableName,
    games: store.games,
    users: store.users,
    registry,
    mailer: smtp,
    mailFrom: 'Heavy async <turns@heavy-async.local>',
    siteUrl: SITE,
    apiUrl: API,
    unsubscribeSecret: UNSUBSCRIBE_SECRET,
    localMode: true,
    now: clock.now,
    sleep: async (ms) => void sleeps.push(ms),
    retry: { attempts: 5, baseDelayMs: 5 },
    ...over,
  });
  const deps = notifierDeps(config());
  const local = localNotifier(deps, { retryMs: 50, log: () => {} });
  /** When each record reached the notifier (real time), to measure how long delivery takes after the commit. */
  const published: Array<{ version: number; gameId: string; at: number }> = [];
  const notifier = { ...local, publish: (r: Parameters<typeof local.publish>[0]) => (published.push({ gameId: r.gameId, version: r.version, at: Date.now() }), local.publish(r)) };
  const service = createService({
    games: store.games,
    users: store.users,
    clock,
    ids: randomIds,
    mailer: serviceMail,
    notifier,
    registry,
    siteUrl: SITE,
    apiUrl: API,
  });
  const receivers: Array<Awaited<ReturnType<typeof startWebhookReceiver>>> = [];

  async function addPlayer(name: string, options: { reminderHours?: number | null; webhook?: { answers?: number[] } } = {}) {
    const user = await store.users.userForEmail(`${name.toLowerCase()}@example.test`, clock.now(), randomIds.id);
    await service.updateSettings(user.userId, { displayName: name, reminderHours: options.reminderHours ?? null });
    if (!options.webhook) return { userId: user.userId, email: user.email, receiver: null };
    let secret = '';
    const receiver = await startWebhookReceiver(() => secret, options.webhook.answers ?? [], clock.now);
    receivers.push(receiver);
    const settings = await service.updateSettings(user.userId, { webhookUrl: receiver.url });
    secret = settings.webhookSecret!;
    return { userId: user.userId, email: user.email, receiver };
  }

  /** A started three-seat high card table: players[i] holds seat i. */
  async function startedTable(players: Array<{ userId: string }>, options: { timeLimitHours?: number | null; timeoutPolicy?: 'skip' | 'bot' | 'resign' } = {}) {
    const created = await service.createGame(players[0].userId, {
      type: 'high-card',
      config: { rounds: 2 },
      seats: [{ type: 'creator' }, ...players.slice(1).map(() => ({ type: 'open' as const }))],
      timeLimitHours: options.timeLimitHours ?? null,
      timeoutPolicy: options.timeoutPolicy ?? 'bot',
      allowSpectators: false,
      name: 'Notify table',
    });
    const gameId = created.game.id;
    for (const [seat, p] of players.entries()) if (seat > 0) await service.joinGame(p.userId, gameId, seat);
    await service.startGame(players[0].userId, gameId);
    await notifier.idle();
    return gameId;
  }

  /** Plays `card` (or the seat's first card) for a player and waits until the notifier is done with the change. */
  async function play(userId: string, gameId: string, move?: unknown) {
    const table = await service.table(userId, gameId);
    const chosen = move ?? { type: 'play', card: (table.prompts[0].options as { hand: string[] }).hand[0] };
    const result = await service.submitMove(userId, gameId, { expectedVersion: table.version, clientMoveId: `m-${randomBytes(4).toString('hex')}`, move: chosen });
    await notifier.idle();
    return result;
  }

  return {
    service,
    store,
    clock,
    catcher,
    deps,
    config,
    notifier,
    published,
    sleeps,
    tableName,
    addPlayer,
    startedTable,
    play,
    close: async () => {
      await notifier.idle();
      smtp.close();
      await catcher.close();
      for (const r of receivers) await r.close();
      store.doc.destroy();
    },
  };
}

export type NotifyStack = Awaited<ReturnType<typeof startNotifyStack>>;
