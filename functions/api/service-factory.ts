import { randomIds, systemClock } from '../core/clock-ids';
import type { Clock, GamesRegistry, Ids, Mailer, Notifier } from '../core/ports';
import { createService } from '../core/service';
import { openStore, type DynamoConfig } from '../store';

export interface ServiceConfig extends DynamoConfig {
  mailer: Mailer;
  registry: GamesRegistry;
  siteUrl: string;
  apiUrl: string;
  notifier?: Notifier;
  clock?: Clock;
  ids?: Ids;
  /** An already opened store on the same table, to share its client. */
  store?: ReturnType<typeof openStore>;
}

/** The game service over the DynamoDB store: the one place where the ports meet their adapters. */
export function serviceOnDynamo(config: ServiceConfig) {
  const store = config.store ?? openStore(config);
  const service = createService({
    games: store.games,
    users: store.users,
    clock: config.clock ?? systemClock,
    ids: config.ids ?? randomIds,
    mailer: config.mailer,
    notifier: config.notifier,
    registry: config.registry,
    siteUrl: config.siteUrl,
    apiUrl: config.apiUrl,
  });
  return { service, store };
}
