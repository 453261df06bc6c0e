import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ChatRecord, OutboxRecord } from '../core/model';
import type { Notifier } from '../core/ports';
import { ChangeRecord } from './change-record';
import { ChatLine } from './chat-mentions';
import { notifyChange, notifyChat, type DeliveryReport, type NotifierDeps } from './notifier';

export interface LocalNotifier extends Required<Notifier> {
  /** Resolves when every record published so far has been handled (tests, and a clean shutdown). */
  idle(): Promise<void>;
  /** Reports of the handled records, newest last (kept for the dev process's log and for tests). */
  reports: Array<{ record: OutboxRecord; report: DeliveryReport }>;
}

/**
 * The notifier of the dev process: the service hands it each committed outbox record and it delivers in the background
 * (a move's answer never waits for a slow webhook). Records are handled side by side, so a webhook that is being retried
 * with backoff does not hold up the next move's email. A record whose deliveries are not all done is tried again after
 * `retryMs`, as Lambda retries a stream batch.
 */
export function localNotifier(deps: NotifierDeps, options: { retryMs?: number; log?: (line: string) => void } = {}): LocalNotifier {
  const retryMs = options.retryMs ?? 30_000;
  const log = options.log ?? ((line: string) => console.log(line));
  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };
  const idle = async () => {
    while (inFlight.size) await Promise.all([...inFlight]);
  };
  const reports: LocalNotifier['reports'] = [];
  const handle = async (record: OutboxRecord, attempt: number): Promise<void> => {
    try {
      const report = await notifyChange(ChangeRecord.parse(record), deps);
      reports.push({ record, report });
      if (report.sent.length || report.deadLettered.length) log(`notifier: ${record.gameId} v${record.version} ${record.kind}: sent ${report.sent.join(', ') || 'nothing'}${report.deadLettered.length ? `; dead-lettered ${report.deadLettered.join(', ')}` : ''}`);
      if (report.pending.length && attempt < 5) {
        log(`notifier: ${report.pending.length} deliveries of ${record.gameId} v${record.version} failed, retrying in ${retryMs / 1000} s: ${report.pending[0].error}`);
        setTimeout(() => void publish(record, attempt + 1), retryMs).unref();
      }
    } catch (err) {
      log(`notifier: could not handle ${record.gameId} v${record.version}: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  const publish = (record: OutboxRecord, attempt = 1): Promise<void> => {
    track(handle(record, attempt));
    return Promise.resolve();
  };
  // Chat mentions are delivered once; a failure is logged (the line itself is stored).
  const publishChat = (line: ChatRecord): Promise<void> => {
    track((async () => {
      try {
        const report = await notifyChat(ChatLine.parse(line), deps);
        if (report.sent.length) log(`notifier: chat ${line.id} in ${line.gameId}: sent ${report.sent.join(', ')}`);
        if (report.pending.length) log(`notifier: chat ${line.id}: ${report.pending.length} mentions not delivered: ${report.pending[0].error}`);
      } catch (err) {
        log(`notifier: could not handle chat ${line.id}: ${err instanceof Error ? err.message : String(err)}`);
      }
    })());
    return Promise.resolve();
  };
  return { publish: (record) => publish(record), publishChat, idle, reports };
}

/**
 * Outbox records written since `since` (ms), oldest first: the dev process hands them to the notifier again when it
 * starts, so a crash between a move's commit and its delivery loses nothing (the delivery log drops what was sent).
 * A table scan is fine for the local table; in AWS the stream does this job.
 */
export async function outboxSince(doc: DynamoDBDocumentClient, tableName: string, since: number): Promise<OutboxRecord[]> {
  const records: OutboxRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new ScanCommand({ TableName: tableName, FilterExpression: '#type = :outbox', ExpressionAttributeNames: { '#type': 'type' }, ExpressionAttributeValues: { ':outbox': 'outbox' }, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) {
      const parsed = ChangeRecord.safeParse(JSON.parse(String(item.json)));
      if (parsed.success && parsed.data.at >= since) records.push(parsed.data);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return records.sort((a, b) => a.at - b.at || a.version - b.version);
}
