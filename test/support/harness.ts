import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createApp } from '../../functions/api/app';
import { serviceOnDynamo } from '../../functions/api/service-factory';
import { registryOf } from '../../functions/core/registry';
import { games } from '../../shared/games';
import type { Clock, GamesRegistry, Notifier, OutboxRecord } from '../../functions/core';
import { startMailCatcher } from '../../functions/local/mail-catcher';
import { smtpMailPort } from '../../functions/local/smtp-mail-port';
import { highCard } from '../fixtures/high-card';

export const SITE = 'http://127.0.0.1:3000';
export const API = 'http://127.0.0.1:8787';

/** A clock the test moves by hand; it starts at the real time so TTLs and ISO dates look ordinary. */
export class ManualClock implements Clock {
  private t = Date.now();
  now = () => this.t;
  advance(ms: number) {
    this.t += ms;
  }
}

/** Every product game plus the kernel's fixture game, which only tests may inject. */
export const registryWithFixture = (): GamesRegistry => registryOf([...Object.values(games), highCard]);

/**
 * The whole service on a fresh table of the run's DynamoDB Local, with a real SMTP mail catcher and the Hono app in
 * front; `outbox` collects what the notifier port was told.
 */
export async function startHarness(options: { registry?: GamesRegistry; clock?: Clock; devMail?: boolean } = {}) {
  const endpoint = inject('dynamoEndpoint');
  const tableName = `test-${randomBytes(5).toString('hex')}`;
  const catcher = await startMailCatcher();
  const mailer = smtpMailPort(catcher.port);
  const outbox: OutboxRecord[] = [];
  const notifier: Notifier = { publish: async (r) => void outbox.push(r) };
  const { service, store } = serviceOnDynamo({
    tableName,
    endpoint,
    mailer,
    notifier,
    registry: options.registry ?? registryWithFixture(),
    siteUrl: SITE,
    apiUrl: API,
    clock: options.clock,
  });
  await store.ensureTable();
  const app = createApp({ service, sessionSecret: 'integration-secret', siteUrl: SITE, apiUrl: API, ...(options.devMail === false ? {} : { devMail: catcher.list }) });
  return {
    app,
    service,
    store,
    catcher,
    outbox,
    tableName,
    close: async () => {
      mailer.close();
      await catcher.close();
      store.doc.destroy();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;
