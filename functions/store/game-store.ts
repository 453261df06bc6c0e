import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '../core/errors';
import type { ChatRecord, GameMeta, OutboxRecord, Snapshot, StoredMove } from '../core/model';
import type { GameStore, GameWrite, Membership } from '../core/ports';
import { keys } from './keys';
import { metaItem, moveItem, queryAll, readJson, rulesMark, snapshotItem } from './items';

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** Games in the single table: META, the move log, snapshots, idempotency markers, the outbox and chat. */
export class DynamoGameStore implements GameStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async createGame(meta: GameMeta, members: Membership[]): Promise<void> {
    await this.transact([
      { Put: { TableName: this.table, Item: metaItem(meta), ConditionExpression: 'attribute_not_exists(pk)' } },
      ...members.map((m) => this.membershipPut(m)),
    ]);
  }

  async getMeta(gameId: string): Promise<GameMeta | null> {
    const out = await this.doc.send(new GetCommand({ TableName: this.table, Key: { pk: keys.game(gameId), sk: keys.meta }, ConsistentRead: true }));
    return out.Item ? readJson<GameMeta>(out.Item) : null;
  }

  async getMetas(gameIds: string[]): Promise<GameMeta[]> {
    const metas: GameMeta[] = [];
    for (let i = 0; i < gameIds.length; i += 100) {
      let request: Record<string, { Keys: Record<string, string>[] }> | undefined = {
        [this.table]: { Keys: gameIds.slice(i, i + 100).map((id) => ({ pk: keys.game(id), sk: keys.meta })) },
      };
      while (request && Object.keys(request).length) {
        const out = await this.doc.send(new BatchGetCommand({ RequestItems: request }));
        for (const item of out.Responses?.[this.table] ?? []) metas.push(readJson<GameMeta>(item));
        request = out.UnprocessedKeys as typeof request;
      }
    }
    return metas;
  }

  async writeGame(write: GameWrite): Promise<void> {
    const { meta } = write;
    const items: TransactItem[] = [
      {
        Put: {
          TableName: this.table,
          Item: metaItem(meta),
          // Items written before rules marks existed have none: they are at the rules their META says.
          ConditionExpression: 'version = :expected AND (attribute_not_exists(#rules) OR #rules = :rules)',
          ExpressionAttributeNames: { '#rules': 'rules' },
          ExpressionAttributeValues: { ':expected': write.expectedVersion, ':rules': rulesMark(write.rulesBefore ?? meta) },
        },
      },
    ];
    for (const move of write.moves ?? []) {
      items.push({ Put: { TableName: this.table, Item: moveItem(meta.id, move), ConditionExpression: 'attribute_not_exists(pk)' } });
      if (move.clientMoveId) {
        items.push({
          Put: {
            TableName: this.table,
            Item: { pk: keys.game(meta.id), sk: keys.clientMove(move.seat, move.clientMoveId), seq: move.seq },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        });
      }
    }
    for (const snapshot of write.snapshots ?? []) {
      items.push({ Put: { TableName: this.table, Item: snapshotItem(meta.id, snapshot) } });
    }
    for (const record of write.outbox ?? []) items.push(this.outboxPut(record));
    for (const m of write.addMembers ?? []) items.push(this.membershipPut(m));
    for (const m of write.removeMembers ?? []) {
      items.push({ Delete: { TableName: this.table, Key: { pk: keys.user(m.userId), sk: keys.membership(m.gameId) } } });
    }
    await this.transact(items);
  }

  async loadLatest(meta: GameMeta, recent = 0): Promise<{ snapshot: Snapshot; moves: StoredMove[]; recent: StoredMove[] }> {
    // The recent log is read by the same Query: it starts at the earlier of the snapshot and the first recent move.
    const firstRecent = Math.max(1, meta.moveCount - recent + 1);
    const from = recent > 0 && firstRecent <= meta.snapSeq ? keys.move(firstRecent) : keys.snapshot(meta.snapSeq);
    const { snapshot, moves } = await this.snapshotAndMoves(meta.id, meta.snapSeq, meta.moveCount, from, keys.moveRangeEnd);
    return { snapshot, moves: moves.filter((m) => m.seq > meta.snapSeq), recent: recent > 0 ? moves.slice(-recent) : [] };
  }

  async loadLog(meta: GameMeta): Promise<{ moves: StoredMove[]; snapshots: Snapshot[] }> {
    const items = await queryAll(this.doc, {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': keys.game(meta.id), ':from': keys.snapshot(0), ':to': keys.moveRangeEnd },
      ConsistentRead: true,
    });
    const upToMeta = <T extends { seq: number }>(type: string) =>
      items.filter((i) => i.type === type).map((i) => readJson<T>(i)).filter((r) => r.seq <= meta.moveCount);
    return { moves: upToMeta<StoredMove>('move'), snapshots: upToMeta<Snapshot>('snapshot') };
  }

  /** Every table of one game (a full scan: for operators' tools, never on a player's request). */
  async listMetas(type: string): Promise<GameMeta[]> {
    const metas: GameMeta[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.doc.send(
        new ScanCommand({
          TableName: this.table,
          FilterExpression: '#type = :meta',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':meta': 'meta' },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of out.Items ?? []) {
        const meta = readJson<GameMeta>(item);
        if (meta.type === type) metas.push(meta);
      }
      start = out.LastEvaluatedKey;
    } while (start);
    return metas;
  }

  async loadUpTo(gameId: string, k: number, snapEvery: number): Promise<{ snapshot: Snapshot; log: StoredMove[] }> {
    // The snapshot before step k (not at it), so that the log read always ends with step k itself.
    const snapSeq = k === 0 ? 0 : Math.floor((k - 1) / snapEvery) * snapEvery;
    // Up to move k itself, not the snapshot that may follow it: one snapshot is read, never two.
    const { snapshot, moves } = await this.snapshotAndMoves(gameId, snapSeq, k, keys.snapshot(snapSeq), k === snapSeq ? keys.snapshot(k) : keys.move(k));
    if (moves.length !== k - snapSeq) throw new Error(`game ${gameId}: moves ${snapSeq + 1} to ${k} are not all stored`);
    return { snapshot, log: moves };
  }

  /**
   * One Query from `fromKey` to `toKey`: the snapshot at `snapSeq` and the moves in the range up to `lastSeq` (a snapshot
   * sorts right after its move, so the range from it holds exactly the moves after it; other snapshots are skipped).
   */
  private async snapshotAndMoves(gameId: string, snapSeq: number, lastSeq: number, fromKey: string, toKey: string): Promise<{ snapshot: Snapshot; moves: StoredMove[] }> {
    const items = await queryAll(this.doc, {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': keys.game(gameId), ':from': fromKey, ':to': toKey },
      ConsistentRead: true,
    });
    const snapKey = keys.snapshot(snapSeq);
    const snapItem = items.find((i) => i.sk === snapKey);
    if (!snapItem) throw new Error(`game ${gameId}: snapshot ${snapSeq} is missing`);
    const moves = items
      .filter((i) => i.type === 'move')
      .map((i) => readJson<StoredMove>(i))
      .filter((m) => m.seq <= lastSeq);
    return { snapshot: readJson<Snapshot>(snapItem), moves };
  }

  async recentMoves(gameId: string, count: number): Promise<StoredMove[]> {
    const out = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        FilterExpression: '#type = :move',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':pk': keys.game(gameId), ':from': keys.move(1), ':to': keys.moveRangeEnd, ':move': 'move' },
        ScanIndexForward: false,
        // Snapshots are interleaved with moves; read enough keys that `count` moves survive the filter.
        Limit: count + Math.ceil(count / 2) + 2,
      }),
    );
    return (out.Items ?? []).map((i) => readJson<StoredMove>(i)).slice(0, count).reverse();
  }

  async findClientMove(gameId: string, seat: number, clientMoveId: string): Promise<number | null> {
    const out = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: { pk: keys.game(gameId), sk: keys.clientMove(seat, clientMoveId) }, ConsistentRead: true }),
    );
    return out.Item ? Number(out.Item.seq) : null;
  }

  async listMemberships(userId: string): Promise<Membership[]> {
    const items = await queryAll(this.doc, {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(userId), ':prefix': keys.membership('') },
    });
    return items.map((i) => ({ userId, gameId: String(i.gameId) }));
  }

  async addChat(message: ChatRecord): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: keys.game(message.gameId), sk: keys.chat(message.at, message.id), type: 'chat', json: JSON.stringify(message) },
      }),
    );
  }

  async listChat(gameId: string, limit: number): Promise<ChatRecord[]> {
    const out = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.game(gameId), ':prefix': 'CHAT#' },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((i) => readJson<ChatRecord>(i)).reverse();
  }

  async dueGames(now: number, limit: number): Promise<string[]> {
    const out = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :due AND gsi1sk <= :now',
        ExpressionAttributeValues: { ':due': keys.duePartition, ':now': keys.dueSort(now, '~') },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((i) => String(i.pk).slice('GAME#'.length));
  }

  private outboxPut(record: OutboxRecord): TransactItem {
    return { Put: { TableName: this.table, Item: { pk: keys.game(record.gameId), sk: keys.outbox(record), type: 'outbox', json: JSON.stringify(record) } } };
  }

  private membershipPut(m: Membership): TransactItem {
    return { Put: { TableName: this.table, Item: { pk: keys.user(m.userId), sk: keys.membership(m.gameId), type: 'membership', gameId: m.gameId } } };
  }

  /** One TransactWriteItems; a lost condition becomes `ConflictError` naming what was lost. */
  private async transact(items: TransactItem[]): Promise<void> {
    try {
      await this.doc.send(new TransactWriteCommand({ TransactItems: items }));
    } catch (err) {
      if (!(err instanceof TransactionCanceledException)) throw err;
      const reasons = err.CancellationReasons ?? [];
      const failedAt = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
      if (failedAt === 0) throw new ConflictError('version');
      if (failedAt > 0) {
        const sk = String((items[failedAt].Put?.Item as { sk?: string } | undefined)?.sk ?? '');
        throw new ConflictError(sk.startsWith('CMID#') ? 'duplicate' : 'exists');
      }
      // Another transaction on the same items was in flight (TransactionConflict): the caller re-reads and decides.
      if (reasons.some((r) => r.Code === 'TransactionConflict')) throw new ConflictError('version');
      throw err;
    }
  }
}
