import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DeliveryKey, DeliveryLog } from './ports';

/** How long one worker may hold a delivery before another may take it over (longer than a webhook's five tries). */
export const leaseMs = 120_000;
/** Delivery records expire (TTL) a month after they are done: stream records are never replayed that late. */
const keepSeconds = 30 * 24 * 3600;

const keyOf = (k: DeliveryKey) => ({ pk: `NOTIFY#${k.gameId}`, sk: `${k.ref}#${k.seat}#${k.channel}` });

/** The delivery log in the service's DynamoDB table: one item per delivery, taken with a conditional write. */
export class DynamoDeliveryLog implements DeliveryLog {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async begin(key: DeliveryKey, now: number): Promise<'acquired' | 'done' | 'busy'> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: keyOf(key),
          UpdateExpression: 'SET #status = :pending, leaseUntil = :until, #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(pk) OR (#status = :pending AND leaseUntil < :now)',
          ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':pending': 'pending', ':until': now + leaseMs, ':now': now, ':ttl': Math.floor(now / 1000) + keepSeconds },
        }),
      );
      return 'acquired';
    } catch (err) {
      if (!(err instanceof ConditionalCheckFailedException)) throw err;
      const item = await this.db.send(new GetCommand({ TableName: this.tableName, Key: keyOf(key), ConsistentRead: true }));
      return item.Item?.status === 'pending' ? 'busy' : 'done';
    }
  }

  async finish(key: DeliveryKey, result: 'sent' | 'dead-lettered', now: number): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: keyOf(key),
        UpdateExpression: 'SET #status = :result, doneAt = :now REMOVE leaseUntil',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':result': result, ':now': now },
      }),
    );
  }

  async release(key: DeliveryKey): Promise<void> {
    try {
      await this.db.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: keyOf(key),
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':pending': 'pending' },
        }),
      );
    } catch (err) {
      if (!(err instanceof ConditionalCheckFailedException)) throw err;
    }
  }
}
