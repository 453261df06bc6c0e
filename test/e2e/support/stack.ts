import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import type { AnyGameModule } from '../../../shared/engine';
import { games } from '../../../shared/games';
import { createApp } from '../../../functions/api/app';
import { serviceOnDynamo } from '../../../functions/api/service-factory';
import type { GameService } from '../../../functions/core/service';
import { startDynamoLocal } from '../../../functions/local/dynamodb-local';
import { startMailCatcher } from '../../../functions/local/mail-catcher';
import { smtpMailPort } from '../../../functions/local/smtp-mail-port';
import { highCard } from '../../fixtures/high-card';
import { freePort } from './processes';

export interface E2eStack {
  apiOrigin: string;
  service: GameService;
  stop(): Promise<void>;
}

/**
 * The local stack's real parts (DynamoDB Local in memory, the SMTP mail catcher, the Hono API on a node listener) for one
 * e2e run. The registry is the product's games plus the two-player fixture game, which the product never offers.
 */
export async function startE2eStack(siteUrl: string): Promise<E2eStack> {
  const registered: Record<string, AnyGameModule> = { ...games, [highCard.id]: highCard };
  const dynamo = await startDynamoLocal();
  const mail = await startMailCatcher();
  const mailer = smtpMailPort(mail.port);
  const port = await freePort();
  const apiOrigin = `http://127.0.0.1:${port}`;
  const { service, store } = serviceOnDynamo({
    tableName: `e2e-${randomBytes(4).toString('hex')}`,
    endpoint: dynamo.endpoint,
    mailer,
    registry: { get: (id) => registered[id], list: () => Object.values(registered) },
    siteUrl,
    apiUrl: apiOrigin,
  });
  await store.ensureTable();
  const app = createApp({ service, sessionSecret: randomBytes(32).toString('hex'), siteUrl, apiUrl: apiOrigin, devMail: () => mail.list() });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  return {
    apiOrigin,
    service,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      mailer.close();
      await mail.close();
      await dynamo.stop();
    },
  };
}
