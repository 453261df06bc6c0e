import type { DynamoDBRecord } from 'aws-lambda';
import { ChangeRecord } from './change-record';

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
