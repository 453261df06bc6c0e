import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { ChatRecord } from '../core/model';
import { ChangeRecord } from './change-record';
import { ChatLine } from './chat-mentions';
import { notifyChange, notifyChat, type NotifierDeps } from './notifier';

export type StreamItem = { kind: 'change'; record: ChangeRecord } | { kind: 'chat'; line: ChatRecord };

/**
 * What an item of the table's stream asks the notifier to do: an outbox item (INSERT or MODIFY: a later reminder may
 * rewrite an earlier one's item) or a new chat line; null for everything else (META, moves, our own delivery log...).
 * A malformed item throws: it must land in the dead-letter queue, not vanish.
 */
export function itemFromStreamRecord(record: DynamoDBRecord): StreamItem | null {
  const image = record.dynamodb?.NewImage;
  const json = image?.json?.S;
  if (json === undefined) return null;
  if (image?.type?.S === 'outbox' && (record.eventName === 'INSERT' || record.eventName === 'MODIFY')) {
    return { kind: 'change', record: ChangeRecord.parse(JSON.parse(json)) };
  }
  if (image?.type?.S === 'chat' && record.eventName === 'INSERT') return { kind: 'chat', line: ChatLine.parse(JSON.parse(json)) };
  return null;
}

/**
 * Delivers every outbox record and chat line of a stream batch. If any delivery could not be completed it throws, so
 * Lambda retries the batch (bisecting it, then parking it in the dead-letter queue); the delivery log skips what was
 * already sent.
 */
export async function handleStreamEvent(event: DynamoDBStreamEvent, deps: NotifierDeps, log: (line: string) => void = console.log): Promise<void> {
  const failures: string[] = [];
  for (const record of event.Records) {
    const item = itemFromStreamRecord(record);
    if (!item) continue;
    const report = item.kind === 'change' ? await notifyChange(item.record, deps) : await notifyChat(item.line, deps);
    for (const p of report.pending) failures.push(`${p.id}: ${p.error}`);
    const what = item.kind === 'change' ? { gameId: item.record.gameId, version: item.record.version, kind: item.record.kind } : { gameId: item.line.gameId, chat: item.line.id };
    log(JSON.stringify({ msg: 'notified', ...what, sent: report.sent.length, duplicates: report.duplicates.length, deadLettered: report.deadLettered.length, pending: report.pending.length }));
  }
  if (failures.length) throw new Error(`some notifications are not delivered yet and will be retried: ${failures.join('; ')}`);
}
