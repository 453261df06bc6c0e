import { serve } from '@hono/node-server';
import path from 'node:path';
import { createApp } from '../api/app';
import { closeServer } from './close-server';
import { serviceOnDynamo } from '../api/service-factory';
import { productRegistry } from '../core/registry';
import type { GamesRegistry } from '../core/ports';
import { localNotifications } from '../notifier/local-wiring';
import { openStore } from '../store';
import { startDynamoLocal } from './dynamodb-local';
import { localSecret } from './local-secrets';
import { startMailCatcher } from './mail-catcher';
import { hasSite, startSite } from './site';
import { smtpMailPort } from './smtp-mail-port';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const TABLE_NAME = 'heavy-async';

export interface StackOptions {
  /** Where DynamoDB Local, the caught mail and the local secrets live (default `.data/`). */
  dataDir?: string;
  host?: string;
  apiPort?: number;
  sitePort?: number;
  /** Start the Next.js site when web/ has one (default true). */
  site?: boolean;
  registry?: GamesRegistry;
  log?: (line: string) => void;
  /** Sign-in limits go by `X-Forwarded-For` rather than the socket: for the API benchmark, whose players share one socket. */
  trustForwardedFor?: boolean;
}

/**
 * The whole product on this machine, on real parts: DynamoDB Local with its data on disk, an SMTP mail catcher, the
 * API (with the local notifier and clock), and the site. `stop()` stops all of it.
 */
export async function startLocalStack(options: StackOptions = {}) {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = path.resolve(options.dataDir ?? path.join(repoRoot, '.data'));
  const host = options.host ?? '127.0.0.1';
  const apiUrl = `http://${host}:${options.apiPort ?? 8787}`;
  const siteUrl = `http://${host}:${options.sitePort ?? 3000}`;
  const registry = options.registry ?? productRegistry;
  const stops: Array<() => Promise<void> | void> = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
  };
  try {
    const dynamo = await startDynamoLocal({ dataDir: path.join(dataDir, 'dynamodb') });
    stops.push(() => dynamo.stop());
    const catcher = await startMailCatcher({ file: path.join(dataDir, 'mail.json') });
    stops.push(() => catcher.close());
    const mailer = smtpMailPort(catcher.port);
    stops.push(() => mailer.close());
    const store = openStore({ tableName: TABLE_NAME, endpoint: dynamo.endpoint });
    stops.push(() => store.doc.destroy());
    await store.ensureTable();
    const notify = localNotifications({
      doc: store.doc,
      tableName: TABLE_NAME,
      games: store.games,
      users: store.users,
      registry,
      smtpPort: catcher.port,
      siteUrl,
      apiUrl,
      unsubscribeSecret: localSecret(dataDir, 'unsubscribe-secret'),
      log,
    });
    stops.push(() => notify.close());
    const { service } = serviceOnDynamo({ tableName: TABLE_NAME, store, mailer, registry, siteUrl, apiUrl, notifier: notify.notifier });
    const siteRelaySecret = localSecret(dataDir, 'site-relay-secret');
    const app = createApp({
      service,
      sessionSecret: localSecret(dataDir, 'session-secret'),
      siteRelaySecret,
      siteUrl,
      apiUrl,
      extraOrigins: [siteUrl.replace(host, 'localhost')],
      devMail: catcher.list,
      notify: notify.routes,
      trustForwardedFor: options.trustForwardedFor,
    });
    const server = serve({ fetch: app.fetch, hostname: host, port: options.apiPort ?? 8787 });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', () => resolve());
      server.once('error', reject);
    });
    stops.push(() => closeServer(server));
    const clock = notify.startClock(() => service.runDue());
    stops.push(() => clock.stop());
    await notify.recover();
    let site = false;
    if ((options.site ?? true) && hasSite(repoRoot)) {
      const running = startSite(repoRoot, { host, port: options.sitePort ?? 3000, apiUrl, siteRelaySecret });
      stops.push(() => running.stop());
      site = true;
    }
    return { apiUrl, siteUrl: site ? siteUrl : null, dynamoEndpoint: dynamo.endpoint, smtpPort: catcher.port, dataDir, service, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
