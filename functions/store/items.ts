import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { GameMeta, Snapshot, StoredMove } from '../core/model';
import { keys } from './keys';

/**
 * Records are kept as JSON text in a `json` attribute: exact round trips (no number or empty-value surprises) and one
 * parse per item. Only what DynamoDB must see (keys, `version`, the deadline index) is a top-level attribute.
 */
export function readJson<T>(item: Record<string, unknown>): T {
  return JSON.parse(String(item.json)) as T;
}

/**
 * The rules a META plays under, as one comparable string (`2`, or `1!2` when pinned to 1 after a check against 2):
 * a top-level attribute so that writes can be conditioned on it.
 */
export function rulesMark(rules: Pick<GameMeta, 'engineVersion' | 'rulesPinned'>): string {
  return rules.rulesPinned ? `${rules.engineVersion}!${rules.rulesPinned.newest}` : String(rules.engineVersion);
}

export function metaItem(meta: GameMeta): Record<string, unknown> {
  return {
    pk: keys.game(meta.id),
    sk: keys.meta,
    type: 'meta',
    version: meta.version,
    rules: rulesMark(meta),
    ...(meta.dueAt !== null ? { gsi1pk: keys.duePartition, gsi1sk: keys.dueSort(meta.dueAt, meta.id) } : {}),
    json: JSON.stringify(meta),
  };
}

export function moveItem(gameId: string, move: StoredMove): Record<string, unknown> {
  return { pk: keys.game(gameId), sk: keys.move(move.seq), type: 'move', json: JSON.stringify(move) };
}

export function snapshotItem(gameId: string, snapshot: Snapshot): Record<string, unknown> {
  return { pk: keys.game(gameId), sk: keys.snapshot(snapshot.seq), type: 'snapshot', json: JSON.stringify(snapshot) };
}

/** A Query followed through its pages. */
export async function queryAll(doc: DynamoDBDocumentClient, input: QueryCommandInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await doc.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}
