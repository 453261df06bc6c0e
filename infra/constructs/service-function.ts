import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { entryFile, handlerCode, lambdaArchitecture, lambdaRuntime } from '../bundling';

export interface ServiceFunctionProps {
  /** Absolute path of the TypeScript file exporting `handler`. */
  entry: string;
  description: string;
  environment: Record<string, string>;
  timeout: Duration;
  memorySize: number;
  /** Attach the Parameters and Secrets extension, so the handler reads Secrets Manager over localhost without an SDK. */
  readsSecrets: boolean;
  logRetention: logs.RetentionDays;
}

/**
 * One Lambda of the service with the settings they all share: Node 22 on arm64, bundled by the local esbuild,
 * source-mapped stack traces, its own log group with a retention, and an alarm on its errors.
 */
export class ServiceFunction extends Construct {
  readonly function: lambda.Function;
  readonly errorsAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);

    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention,
      // Logs are diagnostics, not records: they go with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.function = new lambda.Function(this, 'Function', {
      code: handlerCode(props.entry),
      handler: `${entryFile.replace(/\.mjs$/, '')}.handler`,
      description: props.description,
      runtime: lambdaRuntime,
      architecture: lambdaArchitecture,
      memorySize: props.memorySize,
      timeout: props.timeout,
      environment: {
        ...props.environment,
        NODE_OPTIONS: '--enable-source-maps',
      },
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      paramsAndSecrets: props.readsSecrets
        ? lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103, {
            cacheSize: 10,
            logLevel: lambda.ParamsAndSecretsLogLevel.WARN,
          })
        : undefined,
    });

    this.errorsAlarm = new cloudwatch.Alarm(this, 'ErrorsAlarm', {
      alarmDescription: `${props.description}: at least one invocation failed in 5 minutes.`,
      metric: this.function.metricErrors({ period: Duration.minutes(5), statistic: cloudwatch.Stats.SUM }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
  }
}
