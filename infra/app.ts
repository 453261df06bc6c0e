import { App } from 'aws-cdk-lib';
import { readDeployConfig } from './config';
import { DataStack } from './data-stack';
import { ServiceStack } from './service-stack';
import { addWebStackWhenBuilt } from './web-stack';

// Creates the app and its stacks, nothing else: each stack is in its own file, configured from CDK context (cdk.json).
const app = new App();
const config = readDeployConfig(app.node);
const prefix = `HeavyAsync-${config.stage}`;

const data = new DataStack(app, `${prefix}-Data`, { description: 'Game service: the DynamoDB table (retained)' });
const service = new ServiceStack(app, `${prefix}-Service`, {
  description: 'Game service: API, notifier, clock, queues, alarms',
  config,
  table: data.table,
});
addWebStackWhenBuilt(app, `${prefix}-Web`, { config, service });

app.synth();
