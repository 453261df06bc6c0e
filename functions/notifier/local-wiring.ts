import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { NotifyRouteOptions } from '../api/routes/notify-routes';
import { startLocalClock } from '../clock/local-clock';
import type { GameStore, GamesRegistry, UserStore } from '../core/ports';
import { SmtpMailer } from '../notify/smtp-mailer';
import { notifierDeps } from './create-notifier';
import { localNotifier, outboxSince } from './local-notifier';

export interface LocalNotificationsConfig {
  doc: DynamoDBDocumentClient;
  tableName: string;
  games: Pick<GameStore, 'getMeta' | 'loadLatest' | 'recentMoves'>;
  users: Pick<UserStore, 'getUser' | 'putUser'>;
  registry: GamesRegistry;
  /** The local mail catcher's SMTP port. */
  smtpPort: number;
  siteUrl: string;
  apiUrl: string;
  unsubscribeSecret: string;
  log?: (line: string) => void;
}

/** Outbox records younger than this are handed to the notifier again when the dev process starts. */
const RECOVER_MS = 24 * 3_600_000;

/**
 * Notifications in the dev process, the same code as in AWS: the notifier port for the service (deliveries run in the
 * background), the options of the API's notification routes, the recovery of records a crash left undelivered, and
 * the local clock. Webhooks may go to loopback over http here (local mode), never to private or metadata addresses.
 *
 * @example
 * const notifications = localNotifications({ doc, tableName, games, users, registry, smtpPort, siteUrl, apiUrl, unsubscribeSecret });
 * const service = createService({ ..., notifier: notifications.notifier });
 * const app = createApp({ ..., notify: notifications.routes });
 * await notifications.recover();
 * const clock = notifications.startClock(() => service.runDue());
 */
export function localNotifications(c: LocalNotificationsConfig) {
  const smtp = new SmtpMailer({ host: '127.0.0.1', port: c.smtpPort });
  const deps = notifierDeps({ ...c, mailer: smtp, mailFrom: 'Heavy async <turns@heavy-async.local>', localMode: true });
  const notifier = localNotifier(deps, { log: c.log });
  const routes: NotifyRouteOptions = {
    users: c.users,
    deadLetters: deps.deadLetters,
    unsubscribeSecret: c.unsubscribeSecret,
    webhookPolicy: { localMode: true },
    now: Date.now,
    siteUrl: c.siteUrl,
  };
  return {
    notifier,
    routes,
    deps,
    /** Hands the recent outbox records to the notifier again; the delivery log drops those already delivered. */
    async recover(now = Date.now()): Promise<number> {
      const records = await outboxSince(c.doc, c.tableName, now - RECOVER_MS);
      for (const record of records) await notifier.publish(record);
      return records.length;
    },
    startClock: (runDue: () => Promise<number>, intervalMs?: number) => startLocalClock(runDue, { intervalMs, log: c.log }),
    async close(): Promise<void> {
      await notifier.idle();
      smtp.close();
    },
  };
}
