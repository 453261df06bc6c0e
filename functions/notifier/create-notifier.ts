import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { GameStore, GamesRegistry, UserStore } from '../core/ports';
import type { Mailer } from '../notify/mailer';
import type { ResolveHost } from '../notify/webhook-url';
import type { RetryPolicy } from '../notify/webhook-delivery';
import { DynamoDeadLetters } from './dynamo-dead-letters';
import { DynamoDeliveryLog } from './dynamo-delivery-log';
import type { NotifierDeps } from './notifier';
import { storeRecipients, storeTables } from './store-sources';

export interface NotifierConfig {
  doc: DynamoDBDocumentClient;
  tableName: string;
  games: Pick<GameStore, 'getMeta' | 'loadLatest' | 'recentMoves'>;
  users: Pick<UserStore, 'getUser'>;
  registry: GamesRegistry;
  mailer: Mailer;
  mailFrom: string;
  /** The site, for links to seats and histories, e.g. http://127.0.0.1:3000. */
  siteUrl: string;
  /** The API, where the unsubscribe link lands, e.g. http://127.0.0.1:8787. */
  apiUrl: string;
  unsubscribeSecret: string;
  /** Local mode lets webhooks go to loopback over http (the dev process and its tests). */
  localMode: boolean;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  resolve?: ResolveHost;
  retry?: RetryPolicy;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The notifier's dependencies on the service's table: the same wiring in the Lambda and in the dev process. */
export function notifierDeps(c: NotifierConfig): NotifierDeps {
  const site = c.siteUrl.replace(/\/$/, '');
  const api = c.apiUrl.replace(/\/$/, '');
  return {
    recipients: storeRecipients(c.users),
    tables: storeTables(c.games, c.registry),
    deliveryLog: new DynamoDeliveryLog(c.doc, c.tableName),
    deadLetters: new DynamoDeadLetters(c.doc, c.tableName),
    mailer: c.mailer,
    mailFrom: c.mailFrom,
    links: {
      seat: (gameId) => `${site}/games/${encodeURIComponent(gameId)}`,
      history: (gameId) => `${site}/games/${encodeURIComponent(gameId)}/history`,
      unsubscribe: (token) => `${api}/api/v1/unsubscribe?token=${encodeURIComponent(token)}`,
    },
    unsubscribeSecret: c.unsubscribeSecret,
    webhook: { policy: { localMode: c.localMode, resolve: c.resolve }, now: c.now ?? Date.now, sleep: c.sleep ?? realSleep, retry: c.retry },
  };
}
