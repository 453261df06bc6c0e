import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** The one table: `pk`/`sk`, the `gsi1` index (due deadlines), and the `ttl` attribute that expires links and sessions. */
export const tableShape = {
  partitionKey: 'pk',
  sortKey: 'sk',
  dueIndex: 'gsi1',
  dueIndexKeys: { pk: 'gsi1pk', sk: 'gsi1sk' },
  ttlAttribute: 'ttl',
} as const;

export interface DynamoConfig {
  tableName: string;
  /** Set for DynamoDB Local; absent in AWS. */
  endpoint?: string;
  region?: string;
}

/** A document client: locally with fixed dummy credentials (DynamoDB Local checks only their shape). */
export function documentClient(config: DynamoConfig): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: config.region ?? (config.endpoint ? 'local' : process.env.AWS_REGION),
    ...(config.endpoint ? { endpoint: config.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    maxAttempts: 3,
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

/** Creates the table with its index and TTL when it does not exist (local stack and tests; CDK does it in AWS). */
export async function ensureTable(doc: DynamoDBDocumentClient, tableName: string): Promise<void> {
  try {
    await doc.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
  const { pk, sk } = tableShape.dueIndexKeys;
  await doc.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
        { AttributeName: pk, AttributeType: 'S' },
        { AttributeName: sk, AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: tableShape.dueIndex,
          KeySchema: [
            { AttributeName: pk, KeyType: 'HASH' },
            { AttributeName: sk, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
    }),
  );
  await doc.send(
    new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: tableShape.ttlAttribute, Enabled: true } }),
  );
}
