import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { ChangeRecord } from './change-record';
import { notifyChange, type NotifierDeps } from './notifier';

/**
 * The change record an item of the table's stream carries, or null when the item is not an outbox item (META, moves,
 * chat, our own delivery log...). INSERT and MODIFY both count: a later reminder may rewrite an earlier one's item.
 * A malformed outbox item throws: it must land in the dead-letter queue, not vanish.
 */
export function changeFromStreamRecord(record: DynamoDBRecord): ChangeRecord | null {
  if (record.eventName !== 'INSERT' && record.eventName !== 'MODIFY') return null;
  const image = record.dynamodb?.NewImage;
  if (image?.type?.S !== 'outbox' || image.json?.S === undefined) return null;
  return ChangeRecord.parse(JSON.parse(image.json.S));
}

/**
 * Delivers every outbox record of a stream batch. If any delivery could not be completed it throws, so Lambda retries
 * the batch (bisecting it, then parking it in the dead-letter queue); the delivery log skips what was already sent.
 */
export async function handleStreamEvent(event: DynamoDBStreamEvent, deps: NotifierDeps, log: (line: string) => void = console.log): Promise<void> {
  const failures: string[] = [];
  for (const record of event.Records) {
    const change = changeFromStreamRecord(record);
    if (!change) continue;
    const report = await notifyChange(change, deps);
    for (const p of report.pending) failures.push(`${p.id}: ${p.error}`);
    log(JSON.stringify({ msg: 'notified', gameId: change.gameId, version: change.version, kind: change.kind, sent: report.sent.length, duplicates: report.duplicates.length, deadLettered: report.deadLettered.length, pending: report.pending.length }));
  }
  if (failures.length) throw new Error(`some notifications are not delivered yet and will be retried: ${failures.join('; ')}`);
}
