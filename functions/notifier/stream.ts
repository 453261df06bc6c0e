import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { ChatRecord } from '../core/model';
import { ChangeRecord, changeRef } from './change-record';
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
  const seen = new Set<string>();
  // The same item twice in one batch is handled once (handled side by side, the second would find the first's lease).
  const items = event.Records.map(itemFromStreamRecord).filter((i): i is StreamItem => {
    if (i === null) return false;
    const key = i.kind === 'change' ? `${i.record.gameId}#${changeRef(i.record)}` : `chat#${i.line.id}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
  // A few records at a time: one receiver being retried does not hold up the batch, and SES is not flooded.
  for (let i = 0; i < items.length; i += RECORDS_AT_ONCE) {
    await Promise.all(items.slice(i, i + RECORDS_AT_ONCE).map((item) => handleItem(item, deps, log, failures)));
  }
  if (failures.length) throw new Error(`some notifications are not delivered yet and will be retried: ${failures.join('; ')}`);
}

const RECORDS_AT_ONCE = 5;

async function handleItem(item: StreamItem, deps: NotifierDeps, log: (line: string) => void, failures: string[]): Promise<void> {
  const report = item.kind === 'change' ? await notifyChange(item.record, deps) : await notifyChat(item.line, deps);
  for (const p of report.pending) failures.push(`${p.id}: ${p.error}`);
  const what = item.kind === 'change' ? { gameId: item.record.gameId, version: item.record.version, kind: item.record.kind } : { gameId: item.line.gameId, chat: item.line.id };
  log(JSON.stringify({ msg: 'notified', ...what, sent: report.sent.length, duplicates: report.duplicates.length, deadLettered: report.deadLettered.length, pending: report.pending.length }));
}
