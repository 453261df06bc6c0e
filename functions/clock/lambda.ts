import type { ScheduledEvent } from 'aws-lambda';
import { randomIds, systemClock } from '../core/clock-ids';
import type { Mailer } from '../core/ports';
import { productRegistry } from '../core/registry';
import { createService, type GameService } from '../core/service';
import { openStore } from '../store';

/** The clock writes reminders and time-outs to the outbox; the notifier on the stream sends them. It mails nothing itself. */
const noMail: Mailer = {
  send: async () => {
    throw new Error('the clock sends no mail: its notifications go through the outbox to the notifier');
  },
};

let service: GameService | undefined;

/**
 * Runs on a schedule (EventBridge Scheduler): finds the tables whose reminder or deadline has come through the
 * deadline index, and lets the service remind, time out (skip / bot move / resign) or push past a vacation.
 */
export async function handler(_event?: ScheduledEvent): Promise<{ changed: number }> {
  const tableName = process.env.TABLE_NAME;
  if (!tableName) throw new Error('TABLE_NAME is not set');
  if (!service) {
    const store = openStore({ tableName });
    service = createService({
      games: store.games,
      users: store.users,
      clock: systemClock,
      ids: randomIds,
      mailer: noMail,
      registry: productRegistry,
      siteUrl: process.env.SITE_URL ?? '',
      apiUrl: process.env.API_URL ?? process.env.SITE_URL ?? '',
    });
  }
  let changed = 0;
  // One scheduled run drains what is due in pages (runDue handles at most a page of tables per call).
  for (let page = 0; page < 20; page++) {
    const n = await service.runDue(Date.now());
    changed += n;
    if (n === 0) break;
  }
  console.log(JSON.stringify({ msg: 'clock run', changed }));
  return { changed };
}
