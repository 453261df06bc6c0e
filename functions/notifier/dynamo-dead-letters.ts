import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DeadLetter } from '../notify/webhook-delivery';
import type { DeadLetterStore } from './ports';

const keepSeconds = 30 * 24 * 3600;

/** Dead letters under the user's partition (`USER#<id> / DEADLETTER#<time>#<delivery>`), newest first, kept 30 days. */
export class DynamoDeadLetters implements DeadLetterStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async put(letter: DeadLetter): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: {
          pk: `USER#${letter.userId}`,
          sk: `DEADLETTER#${String(letter.at).padStart(15, '0')}#${letter.id}`,
          letter,
          ttl: Math.floor(letter.at / 1000) + keepSeconds,
        },
      }),
    );
  }

  async list(userId: string, limit = 50): Promise<DeadLetter[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'DEADLETTER#' },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((item) => item.letter as DeadLetter);
  }
}
