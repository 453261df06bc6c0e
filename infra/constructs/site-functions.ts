import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { lambdaArchitecture, lambdaRuntime } from '../bundling';
import { bundleDir, type OpenNextBuild, sharpArchitectures } from './open-next-output';

export interface SiteFunctionsProps {
  build: OpenNextBuild;
  bucket: s3.IBucket;
  /** The HTTP API's own endpoint (https://<id>.execute-api...), which server components call. */
  apiOrigin: string;
  /** The key with which the server proves to the API the visitor addresses it relays (sign-in rate limits). */
  relaySecret: secretsmanager.ISecret;
}

/** The S3 key prefixes of open-next.output.json's s3 origin: static assets and the prerendered cache. */
export const assetsPrefix = '_assets';
export const cachePrefix = '_cache';

/**
 * The Lambdas of the OpenNext build and what they need: the Next server (streaming, with the S3 incremental cache,
 * the revalidation queue and the DynamoDB tag cache), the image optimizer (sharp for arm64), the revalidation worker,
 * and the one-off seeding of the tag cache on each deploy. OpenNext's warmer is left out on purpose: a turn-based site
 * tolerates an occasional cold start, and a warmer would invoke the server around the clock while no one plays.
 */
export class SiteFunctions extends Construct {
  readonly server: lambda.Function;
  readonly serverUrl: lambda.FunctionUrl;
  readonly imageOptimizer: lambda.Function;
  readonly imageUrl: lambda.FunctionUrl;
  private readonly siteBuild: OpenNextBuild;

  constructor(scope: Construct, id: string, props: SiteFunctionsProps) {
    super(scope, id);
    this.siteBuild = props.build;
    const { build, bucket } = props;
    const { origins, additionalProps } = build.output;
    const region = Stack.of(this).region;

    const serverEnv: Record<string, string> = { API_ORIGIN: props.apiOrigin, SITE_RELAY_SECRET_ARN: props.relaySecret.secretArn };
    this.server = this.openNextFunction('Server', origins.default, { memorySize: 1536, timeout: Duration.seconds(30), environment: serverEnv, readsSecrets: true });
    props.relaySecret.grantRead(this.server);

    if (origins.default.incrementalCache === 's3' && !additionalProps?.disableIncrementalCache) {
      Object.assign(serverEnv, { CACHE_BUCKET_NAME: bucket.bucketName, CACHE_BUCKET_KEY_PREFIX: cachePrefix, CACHE_BUCKET_REGION: region });
      bucket.grantReadWrite(this.server, `${cachePrefix}/*`);
    } else if (origins.default.incrementalCache !== 'dummy') {
      throw new Error(`The web stack supports the s3 or dummy incremental cache, not ${origins.default.incrementalCache}.`);
    }

    if (origins.default.queue === 'sqs' && additionalProps?.revalidationFunction) {
      const queue = new sqs.Queue(this, 'RevalidationQueue', {
        fifo: true,
        contentBasedDeduplication: true,
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        visibilityTimeout: Duration.seconds(60),
      });
      Object.assign(serverEnv, { REVALIDATION_QUEUE_URL: queue.queueUrl, REVALIDATION_QUEUE_REGION: region });
      queue.grantSendMessages(this.server);
      const worker = this.openNextFunction('Revalidation', additionalProps.revalidationFunction, { memorySize: 256, timeout: Duration.seconds(30) });
      worker.addEventSource(new SqsEventSource(queue, { batchSize: 5 }));
    } else if (origins.default.queue !== 'dummy') {
      throw new Error(`The web stack supports the sqs or dummy revalidation queue, not ${origins.default.queue}.`);
    }

    if (origins.default.tagCache === 'dynamodb' && !additionalProps?.disableTagCache) {
      this.addTagCache(serverEnv);
    } else if (origins.default.tagCache !== 'dummy') {
      throw new Error(`The web stack supports the dynamodb or dummy tag cache, not ${origins.default.tagCache}.`);
    }
    for (const [key, value] of Object.entries(serverEnv)) this.server.addEnvironment(key, value);
    this.serverUrl = this.server.addFunctionUrl({
      // Public: CloudFront's origin access control would need every POST (server actions) to carry a body hash.
      authType: lambda.FunctionUrlAuthType.NONE,
      invokeMode: origins.default.streaming ? lambda.InvokeMode.RESPONSE_STREAM : lambda.InvokeMode.BUFFERED,
    });

    const sharp = sharpArchitectures(bundleDir(build, origins.imageOptimizer.bundle));
    if (!sharp.includes(lambdaArchitecture.name)) {
      throw new Error(
        `The image optimizer runs on ${lambdaArchitecture.name} but sharp was fetched for ${sharp.join(', ') || 'no architecture'}: rebuild with \`npm run web:open-next\` (infra/open-next.config.ts asks npm for --cpu=${lambdaArchitecture.name}).`,
      );
    }
    this.imageOptimizer = this.openNextFunction('ImageOptimizer', origins.imageOptimizer, {
      memorySize: 1536,
      timeout: Duration.seconds(25),
      environment: { BUCKET_NAME: bucket.bucketName, BUCKET_KEY_PREFIX: assetsPrefix },
    });
    bucket.grantRead(this.imageOptimizer, `${assetsPrefix}/*`);
    // Only CloudFront may call it (origin access control signs its GETs).
    this.imageUrl = this.imageOptimizer.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });
  }

  /** The tag cache of revalidatePath/revalidateTag, seeded from the build on every deploy by OpenNext's own function. */
  private addTagCache(serverEnv: Record<string, string>): void {
    const table = new dynamodb.TableV2(this, 'TagCache', {
      partitionKey: { name: 'tag', type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'path', type: dynamodb.AttributeType.STRING },
      billing: dynamodb.Billing.onDemand(),
      globalSecondaryIndexes: [
        {
          indexName: 'revalidate',
          partitionKey: { name: 'path', type: dynamodb.AttributeType.STRING },
          sortKey: { name: 'revalidatedAt', type: dynamodb.AttributeType.NUMBER },
        },
      ],
      // A cache: rebuilt from the next deploy, so it goes with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    serverEnv.CACHE_DYNAMO_TABLE = table.tableName;
    table.grantReadWriteData(this.server);

    const initialization = this.siteBuild.output.additionalProps?.initializationFunction;
    if (!initialization) return;
    const seeder = this.openNextFunction('TagCacheSeeder', initialization, {
      memorySize: 256,
      timeout: Duration.minutes(5),
      environment: { CACHE_DYNAMO_TABLE: table.tableName },
    });
    table.grantWriteData(seeder);
    const invoke = (requestType: string): cr.AwsSdkCall => ({
      service: 'Lambda',
      action: 'invoke',
      parameters: { FunctionName: seeder.functionName, Payload: JSON.stringify({ type: 'initializationFunction', requestType }) },
      // A new build hash re-seeds the table.
      physicalResourceId: cr.PhysicalResourceId.of(`tag-cache-${seeder.currentVersion.version}`),
    });
    new cr.AwsCustomResource(this, 'SeedTagCache', {
      onCreate: invoke('create'),
      onUpdate: invoke('update'),
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [seeder.functionArn] }),
      ]),
      installLatestAwsSdk: false,
    });
  }

  private openNextFunction(
    id: string,
    bundle: { bundle: string; handler: string },
    options: { memorySize: number; timeout: Duration; environment?: Record<string, string>; readsSecrets?: boolean },
  ): lambda.Function {
    return new lambda.Function(this, id, {
      code: lambda.Code.fromAsset(bundleDir(this.siteBuild, bundle.bundle)),
      handler: bundle.handler,
      // The image optimizer's sharp is installed by OpenNext for linux-arm64, so every site function runs on arm64.
      runtime: lambdaRuntime,
      architecture: lambdaArchitecture,
      memorySize: options.memorySize,
      timeout: options.timeout,
      environment: options.environment,
      // The Parameters and Secrets extension, as on the service's functions: secrets over localhost, cached, no SDK.
      paramsAndSecrets: options.readsSecrets
        ? lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103, { cacheSize: 10, logLevel: lambda.ParamsAndSecretsLogLevel.WARN })
        : undefined,
      logGroup: new logs.LogGroup(this, `${id}Logs`, { retention: logs.RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY }),
    });
  }
}
