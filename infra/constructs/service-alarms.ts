import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ServiceFunction } from './service-function';

export interface ServiceAlarmsProps {
  deadLetters: sqs.IQueue;
  /** Subscribed to the alarm topic when given (the address confirms by a link). */
  alarmEmail: string;
}

/**
 * What tells an operator the service is failing: anything in the dead-letter queue, any function error,
 * and a notifier that falls behind the stream. All of them publish to one topic.
 */
export class ServiceAlarms extends Construct {
  readonly topic: sns.Topic;
  readonly deadLettersAlarm: cloudwatch.Alarm;
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: ServiceAlarmsProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', { displayName: 'Game service alarms', enforceSSL: true });
    if (props.alarmEmail !== '') this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    this.action = new SnsAction(this.topic);

    this.deadLettersAlarm = new cloudwatch.Alarm(this, 'DeadLettersAlarm', {
      alarmDescription: 'A notification batch or a clock run was given up and parked in the dead-letter queue.',
      metric: props.deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: cloudwatch.Stats.MAXIMUM }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.deadLettersAlarm.addAlarmAction(this.action);
  }

  /** Sends each function's error alarm to the topic. */
  watchFunctions(functions: ServiceFunction[]): void {
    for (const fn of functions) fn.errorsAlarm.addAlarmAction(this.action);
  }

  /** Players expect their turn email within seconds: a stream record older than a minute means the notifier lags. */
  watchStreamLag(notifier: lambda.IFunction): void {
    const alarm = new cloudwatch.Alarm(this, 'NotifierLagAlarm', {
      alarmDescription: 'The notifier is more than a minute behind the table stream.',
      metric: notifier.metric('IteratorAge', { period: Duration.minutes(5), statistic: cloudwatch.Stats.MAXIMUM }),
      threshold: 60_000,
      evaluationPeriods: 3,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
  }
}
