import { Annotations, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { type DeployConfig, publicSiteUrl, senderIdentityName } from './config';
import { ServiceAlarms } from './constructs/service-alarms';
import { ServiceFunction } from './constructs/service-function';
import { type HandlerEntries, handlerEntries } from './entries';

export interface ServiceStackProps extends StackProps {
  config: DeployConfig;
  /** The table of the data stack: passed in, never looked up by name. */
  table: dynamodb.ITableV2;
  /** Where the handlers are; the real functions/ paths unless a test gives its own. */
  entries?: HandlerEntries;
}

/** How often the clock looks for due deadlines; reminders and time-outs are counted in hours, so minutes are precise enough. */
export const clockRate = Duration.minutes(5);
export const apiThrottle = { rateLimit: 50, burstLimit: 100 };

/**
 * The service: the API behind an HTTP API, the notifier on the table's stream, the clock on a schedule, their secrets,
 * a dead-letter queue for what could not be delivered, and alarms. Every permission is a grant on a named resource.
 */
export class ServiceStack extends Stack {
  readonly httpApi: apigw.HttpApi;
  readonly apiStage: apigw.HttpStage;
  readonly deadLetters: sqs.Queue;
  /** Proves the visitor addresses the site's server relays to the API (sign-in rate limits): the web stack grants its server. */
  readonly siteRelaySecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: ServiceStackProps) {
    super(scope, id, props);
    const { config, table } = props;
    const entries = props.entries ?? handlerEntries;
    const siteUrl = publicSiteUrl(config);
    const senderIdentity = senderIdentityName(config);

    const sessionSecret = new secretsmanager.Secret(this, 'SessionSecret', {
      description: 'Signs session cookies and sign-in links of the API.',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    this.siteRelaySecret = new secretsmanager.Secret(this, 'SiteRelaySecret', {
      description: 'Signs the visitor addresses the site\'s server relays to the API; only the two of them read it.',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    const signingSecret = new secretsmanager.Secret(this, 'WebhookSigningSecret', {
      description: 'Signs unsubscribe links and server-side webhook tokens; users\' own webhook secrets stay in the table.',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });

    // Where failed stream batches and clock runs end up, kept two weeks for inspection and replay.
    this.deadLetters = new sqs.Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    const alarms = new ServiceAlarms(this, 'Alarms', { alarmEmail: config.alarmEmail, deadLetters: this.deadLetters });

    const common = { TABLE_NAME: table.tableName, SITE_URL: siteUrl, STAGE: config.stage };
    const logRetention = logs.RetentionDays.ONE_MONTH;

    const api = new ServiceFunction(this, 'Api', {
      entry: entries.api,
      description: 'HTTP API of the game service',
      environment: {
        ...common,
        SENDER_EMAIL: config.senderEmail,
        SESSION_SECRET_ARN: sessionSecret.secretArn,
        WEBHOOK_SECRET_ARN: signingSecret.secretArn,
        SITE_RELAY_SECRET_ARN: this.siteRelaySecret.secretArn,
      },
      timeout: Duration.seconds(15),
      memorySize: 1024,
      readsSecrets: true,
      logRetention,
    });
    table.grantReadWriteData(api.function);
    sessionSecret.grantRead(api.function);
    this.siteRelaySecret.grantRead(api.function);
    // The API verifies the unsubscribe links the notifier signs.
    signingSecret.grantRead(api.function);

    const notifier = new ServiceFunction(this, 'Notifier', {
      entry: entries.notifier,
      description: 'Delivers turn notifications from the table stream',
      environment: { ...common, SENDER_EMAIL: config.senderEmail, WEBHOOK_SECRET_ARN: signingSecret.secretArn },
      // Webhooks time out after 5 s and are retried with backoff within one invocation.
      timeout: Duration.minutes(2),
      memorySize: 512,
      readsSecrets: true,
      logRetention,
    });
    table.grantReadWriteData(notifier.function);
    signingSecret.grantRead(notifier.function);
    if (senderIdentity !== '') {
      const identity = ses.EmailIdentity.fromEmailIdentityName(this, 'SenderIdentity', senderIdentity);
      identity.grantSendEmail(notifier.function);
      // Sign-in links go out while the player waits on the request; through the stream they would put the raw link
      // in the table. So the API may send too, as the same sender only.
      identity.grantSendEmail(api.function);
    } else {
      Annotations.of(this).addWarning(
        'senderEmail is not set: neither the notifier nor the API (sign-in links) may send email. Deploy with -c senderEmail=<an SES-verified address>.',
      );
    }
    if (siteUrl === '') {
      Annotations.of(this).addWarning(
        'Neither domain nor siteUrl is set: links in emails have no site to point to. After the first deploy, deploy again with -c siteUrl=<the SiteUrl output>.',
      );
    }
    notifier.function.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 25,
        maxBatchingWindow: Duration.seconds(1),
        // A poison record is isolated by halving the batch, retried a few times, then parked in the dead-letter queue.
        bisectBatchOnError: true,
        retryAttempts: 5,
        maxRecordAge: Duration.hours(6),
        onFailure: new SqsDlq(this.deadLetters),
      }),
    );

    const clock = new ServiceFunction(this, 'Clock', {
      entry: entries.clock,
      description: 'Sends reminders and applies time-outs of due deadlines',
      environment: common,
      timeout: Duration.minutes(4),
      memorySize: 512,
      readsSecrets: false,
      logRetention,
    });
    table.grantReadWriteData(clock.function);
    new scheduler.Schedule(this, 'ClockSchedule', {
      description: 'Runs the clock: reminders and time-outs',
      schedule: scheduler.ScheduleExpression.rate(clockRate),
      target: new LambdaInvoke(clock.function, {
        retryAttempts: 2,
        // A run that could not start within one period is superseded by the next one.
        maxEventAge: clockRate,
        deadLetterQueue: this.deadLetters,
      }),
    });

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      description: 'Game service API (/api/v1)',
      defaultIntegration: new HttpLambdaIntegration('ApiIntegration', api.function),
      createDefaultStage: false,
    });
    this.apiStage = new apigw.HttpStage(this, 'HttpApiStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: apiThrottle,
    });

    alarms.watchFunctions([api, notifier, clock]);
    alarms.watchStreamLag(notifier.function);

    new CfnOutput(this, 'ApiUrl', { value: this.apiStage.url, description: 'The HTTP API (the site reaches it at /api/v1)' });
    new CfnOutput(this, 'DeadLetterQueueUrl', { value: this.deadLetters.queueUrl });
  }
}
