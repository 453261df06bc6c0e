import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableShape } from '../functions/store/table';

/**
 * The stateful part of the service: the one DynamoDB table of the single-table design (functions/store).
 * It lives in its own stack so the service can be torn down and redeployed without touching a game.
 */
export class DataStack extends Stack {
  readonly table: dynamodb.TableV2;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    const { partitionKey, sortKey, dueIndex, dueIndexKeys, ttlAttribute } = tableShape;

    this.table = new dynamodb.TableV2(this, 'Table', {
      // No tableName: CloudFormation generates one, so two stages never collide and a replacement is possible.
      partitionKey: { name: partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: sortKey, type: dynamodb.AttributeType.STRING },
      billing: dynamodb.Billing.onDemand(),
      globalSecondaryIndexes: [
        {
          // Due deadlines: one partition sorted by due time, read by the clock; the store reads the items by key.
          indexName: dueIndex,
          partitionKey: { name: dueIndexKeys.pk, type: dynamodb.AttributeType.STRING },
          sortKey: { name: dueIndexKeys.sk, type: dynamodb.AttributeType.STRING },
          projectionType: dynamodb.ProjectionType.KEYS_ONLY,
        },
      ],
      timeToLiveAttribute: ttlAttribute,
      // The notifier compares old and new images to find the newly awaited seats.
      dynamoStream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
