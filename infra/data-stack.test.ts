import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableShape } from '../functions/store/table';
import { buildServiceApp } from './testing/build-stacks';

describe('data stack', () => {
  let template: Template;
  beforeAll(() => {
    template = buildServiceApp().dataTemplate;
  });

  it('given the store design, when synthesized, then there is exactly one table, keyed pk/sk as strings', () => {
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ]),
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('given the store reads due deadlines by index, when synthesized, then the index and its keys are the ones functions/store uses', () => {
    expect(tableShape).toMatchObject({ dueIndex: 'gsi1', dueIndexKeys: { pk: 'gsi1pk', sk: 'gsi1sk' } });
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      GlobalSecondaryIndexes: [
        {
          IndexName: tableShape.dueIndex,
          KeySchema: [
            { AttributeName: tableShape.dueIndexKeys.pk, KeyType: 'HASH' },
            { AttributeName: tableShape.dueIndexKeys.sk, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
    });
  });

  it('given sessions and sign-in links expire, when synthesized, then TTL is on the store\'s ttl attribute', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TimeToLiveSpecification: { AttributeName: tableShape.ttlAttribute, Enabled: true },
    });
    expect(tableShape.ttlAttribute).toBe('ttl');
  });

  it('given the notifier compares images, when synthesized, then the stream carries new and old images', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it('given games are records, when synthesized, then point-in-time recovery and deletion protection are on', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      Replicas: [
        Match.objectLike({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          DeletionProtectionEnabled: true,
        }),
      ],
    });
  });

  it('given the stack is deleted or the table replaced, when synthesized, then the table is retained', () => {
    template.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it('given two stages in one account, when synthesized, then the table name is generated, not fixed', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', { TableName: Match.absent() });
  });
});
