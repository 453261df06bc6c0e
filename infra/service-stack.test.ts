import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionsOf, allStatements, buildServiceApp, roleOfFunction, statementsOfRole } from './testing/build-stacks';

/** What a grant of read and write on the table's items gives: data actions only, never table management. */
const tableDataActions = new Set([
  'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:Scan', 'dynamodb:ConditionCheckItem',
  'dynamodb:BatchWriteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:DescribeTable',
  'dynamodb:GetRecords', 'dynamodb:GetShardIterator',
]);
const secretRead = new Set(['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret']);

describe('service stack', () => {
  let template: Template;
  beforeAll(() => {
    template = buildServiceApp().serviceTemplate;
  });

  describe('functions', () => {
    it('given three handlers, when synthesized, then each runs Node 22 on arm64 with source maps enabled', () => {
      template.resourceCountIs('AWS::Lambda::Function', 3);
      const functions = template.findResources('AWS::Lambda::Function', {
        Properties: {
          Runtime: 'nodejs22.x',
          Architectures: ['arm64'],
          Handler: 'index.handler',
          Environment: { Variables: Match.objectLike({ NODE_OPTIONS: '--enable-source-maps' }) },
        },
      });
      expect(Object.keys(functions).map((id) => id.replace(/Function.*/, '')).sort()).toEqual(['Api', 'Clock', 'Notifier']);
    });

    it('given the table lives in the data stack, when synthesized, then every function gets its generated name by import', () => {
      const functions = template.findResources('AWS::Lambda::Function');
      for (const fn of Object.values(functions)) {
        expect(fn.Properties.Environment.Variables.TABLE_NAME).toEqual({ 'Fn::ImportValue': expect.stringMatching(/^HeavyAsync-test-Data:/) });
      }
    });

    it('given a custom domain, when synthesized, then links point to it', () => {
      template.hasResourceProperties('AWS::Lambda::Function', {
        Description: 'Delivers turn notifications from the table stream',
        Environment: { Variables: Match.objectLike({ SITE_URL: 'https://play.example.com', SENDER_EMAIL: 'turns@example.com' }) },
      });
    });

    it('given secrets are read over localhost, when synthesized, then the API and the notifier carry the extension and the ARNs', () => {
      const functions = template.findResources('AWS::Lambda::Function');
      const env = (prefix: string) => {
        const fn = Object.entries(functions).find(([id]) => id.startsWith(prefix))?.[1];
        return { vars: fn?.Properties.Environment.Variables, layers: fn?.Properties.Layers };
      };
      expect(env('ApiFunction').vars).toMatchObject({
        SESSION_SECRET_ARN: { Ref: expect.stringMatching(/^SessionSecret/) },
        WEBHOOK_SECRET_ARN: { Ref: expect.stringMatching(/^WebhookSigningSecret/) },
        PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2773',
      });
      expect(env('NotifierFunction').vars).toMatchObject({ WEBHOOK_SECRET_ARN: { Ref: expect.stringMatching(/^WebhookSigningSecret/) } });
      expect(env('NotifierFunction').vars.SESSION_SECRET_ARN).toBeUndefined();
      expect(JSON.stringify(env('ApiFunction').layers)).toMatch(/arm64/);
      expect(env('ClockFunction').layers).toBeUndefined();
    });

    it('given logs cost money, when synthesized, then each function logs to its own group kept one month', () => {
      template.resourceCountIs('AWS::Logs::LogGroup', 3);
      template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
      template.allResourcesProperties('AWS::Lambda::Function', { LoggingConfig: { LogFormat: 'JSON', LogGroup: { Ref: Match.anyValue() } } });
    });
  });

  describe('permissions', () => {
    it('given the API function, when its role is read, then it may use the table\'s items, read its secrets and send sign-in mail, and nothing else', () => {
      const statements = statementsOfRole(template, roleOfFunction(template, 'ApiFunction'));
      const actions = statements.flatMap(actionsOf);
      expect(actions.filter((a) => a.startsWith('dynamodb:')).sort()).toEqual([...tableDataActions].sort());
      const sesSend = new Set(['ses:SendEmail', 'ses:SendRawEmail']);
      expect(actions.every((a) => tableDataActions.has(a) || secretRead.has(a) || sesSend.has(a))).toBe(true);
      for (const statement of statements.filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')))) {
        expect(JSON.stringify(statement.Resource)).toMatch(/HeavyAsync-test-Data:ExportsOutputFnGetAttTable/);
      }
    });

    it('given turn mail (notifier) and sign-in links (API), when every policy is read, then only those two may send, only as the sender', () => {
      const senders = [roleOfFunction(template, 'NotifierFunction'), roleOfFunction(template, 'ApiFunction')];
      const sesStatements = allStatements(template).filter((s) => actionsOf(s).some((a) => a.startsWith('ses:')));
      expect(sesStatements).toHaveLength(2);
      for (const role of senders) {
        const own = statementsOfRole(template, role).filter((s) => actionsOf(s).some((a) => a.startsWith('ses:')));
        expect(own).toHaveLength(1);
        expect(actionsOf(own[0]).sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
        expect(JSON.stringify(own[0].Resource)).toMatch(/:identity\/turns@example\.com"/);
      }
      const clockRole = roleOfFunction(template, 'ClockFunction');
      expect(statementsOfRole(template, clockRole).flatMap(actionsOf).some((a) => a.startsWith('ses:'))).toBe(false);
      const senderOf = (prefix: string) =>
        Object.entries(template.findResources('AWS::Lambda::Function')).find(([id]) => id.startsWith(prefix))?.[1].Properties.Environment.Variables.SENDER_EMAIL;
      expect(senderOf('ApiFunction')).toBe('turns@example.com');
      expect(senderOf('NotifierFunction')).toBe('turns@example.com');
    });

    it('given the clock only reads and writes games, when its role is read, then it holds table data actions only', () => {
      const actions = statementsOfRole(template, roleOfFunction(template, 'ClockFunction')).flatMap(actionsOf);
      expect(actions.every((a) => tableDataActions.has(a))).toBe(true);
    });

    it('given grants only, when every policy is read, then no statement allows a wildcard action or resource', () => {
      for (const statement of allStatements(template)) {
        expect(actionsOf(statement).some((a) => a === '*' || a.endsWith(':*'))).toBe(false);
        expect(statement.Resource).not.toBe('*');
        expect([statement.Resource].flat()).not.toContain('*');
      }
    });

    /** The roles whose policies name the secret whose logical id starts with `secretPrefix`. */
    const readersOf = (secretPrefix: string) =>
      Object.entries(template.findResources('AWS::IAM::Policy'))
        .filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument).includes(`"Ref":"${secretPrefix}`))
        .map(([, p]) => p.Properties.Roles[0].Ref);

    it('given the session secret, when policies are read, then only the API may read it', () => {
      expect(readersOf('SessionSecret')).toEqual([roleOfFunction(template, 'ApiFunction')]);
    });

    it('given the site relay secret, when policies are read, then the API is its one reader in this stack and gets its ARN', () => {
      expect(readersOf('SiteRelaySecret')).toEqual([roleOfFunction(template, 'ApiFunction')]);
      template.hasResourceProperties('AWS::Lambda::Function', {
        Description: 'HTTP API of the game service',
        Environment: { Variables: Match.objectLike({ SITE_RELAY_SECRET_ARN: { Ref: Match.stringLikeRegexp('^SiteRelaySecret') } }) },
      });
    });
  });

  describe('notifier on the stream', () => {
    it('given the table stream, when synthesized, then it feeds the notifier in batches, bisecting a failing batch into the DLQ', () => {
      template.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
      const queueId = Object.keys(template.findResources('AWS::SQS::Queue'))[0];
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: Match.stringLikeRegexp('^NotifierFunction') },
        EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp('^HeavyAsync-test-Data:.*StreamArn') },
        StartingPosition: 'TRIM_HORIZON',
        BatchSize: 25,
        MaximumBatchingWindowInSeconds: 1,
        BisectBatchOnFunctionError: true,
        MaximumRetryAttempts: 5,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
      });
    });
  });

  describe('clock on a schedule', () => {
    it('given reminders and time-outs, when synthesized, then a schedule invokes the clock function every 5 minutes', () => {
      template.resourceCountIs('AWS::Scheduler::Schedule', 1);
      template.hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: 'rate(5 minutes)',
        State: 'ENABLED',
        Target: Match.objectLike({
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ClockFunction'), 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 300 },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^DeadLetters'), 'Arn'] } },
        }),
      });
    });

    it('given the schedule\'s role, when read, then it may invoke the clock and nothing else but the DLQ', () => {
      const schedule = Object.values(template.findResources('AWS::Scheduler::Schedule'))[0];
      const statements = statementsOfRole(template, schedule.Properties.Target.RoleArn['Fn::GetAtt'][0]);
      expect(statements.flatMap(actionsOf).sort()).toEqual(['lambda:InvokeFunction', 'sqs:SendMessage']);
      const invoke = statements.find((s) => actionsOf(s).includes('lambda:InvokeFunction'));
      expect(JSON.stringify(invoke?.Resource)).toMatch(/ClockFunction/);
      expect(JSON.stringify(invoke?.Resource)).not.toMatch(/ApiFunction|NotifierFunction/);
    });
  });

  describe('HTTP API', () => {
    it('given the Hono app, when synthesized, then it is the default route of the HTTP API through a proxy integration', () => {
      template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
      template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$default' });
      template.hasResourceProperties('AWS::ApiGatewayV2::Integration', {
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiFunction'), 'Arn'] },
      });
    });

    it('given abuse is possible, when synthesized, then the default stage throttles requests', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: '$default',
        AutoDeploy: true,
        DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      });
    });
  });

  describe('secrets, queue and alarms', () => {
    it('given sessions, signed links and the site relay, when synthesized, then three generated secrets exist and no value is in the template', () => {
      template.resourceCountIs('AWS::SecretsManager::Secret', 3);
      template.allResourcesProperties('AWS::SecretsManager::Secret', {
        GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
        SecretString: Match.absent(),
      });
    });

    it('given undeliverable work, when synthesized, then one encrypted dead-letter queue keeps it 14 days', () => {
      template.resourceCountIs('AWS::SQS::Queue', 1);
      template.hasResourceProperties('AWS::SQS::Queue', { MessageRetentionPeriod: 14 * 24 * 3600, SqsManagedSseEnabled: true });
    });

    it('given an operator must know, when synthesized, then the DLQ depth alarms at one message and notifies the topic', () => {
      const queueId = Object.keys(template.findResources('AWS::SQS::Queue'))[0];
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [{ Ref: Match.stringLikeRegexp('^AlarmsTopic') }],
      });
    });

    it('given three functions, when synthesized, then each has an errors alarm that notifies the topic', () => {
      for (const fn of ['ApiFunction', 'NotifierFunction', 'ClockFunction']) {
        template.hasResourceProperties('AWS::CloudWatch::Alarm', {
          Namespace: 'AWS/Lambda',
          MetricName: 'Errors',
          Dimensions: [{ Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp(`^${fn}`) } }],
          Threshold: 1,
          AlarmActions: [{ Ref: Match.stringLikeRegexp('^AlarmsTopic') }],
        });
      }
    });

    it('given turn emails must be quick, when synthesized, then a lagging stream consumer alarms', () => {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'IteratorAge',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp('^NotifierFunction') } }],
        Threshold: 60_000,
      });
    });
  });
});
