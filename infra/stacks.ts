import type { App } from 'aws-cdk-lib';
import { readDeployConfig } from './config';
import { DataStack } from './data-stack';
import type { HandlerEntries } from './entries';
import { ServiceStack } from './service-stack';
import { addWebStackWhenBuilt } from './web-stack';

export interface StackOptions {
  /** The handlers to deploy; the real functions/ entry points unless a test gives stand-ins. */
  entries?: HandlerEntries;
  /** The Next app whose `.open-next` build the web stack deploys; web/ unless a test gives a fixture. */
  siteDir?: string;
}

/**
 * The stacks of one stage, named `HeavyAsync-<stage>-Data|Service|Web`, configured from the app's context. The table
 * goes from the data stack to the service by props, and the API from the service to the web stack.
 */
export function addStacks(app: App, options: StackOptions = {}) {
  const config = readDeployConfig(app.node);
  const prefix = `HeavyAsync-${config.stage}`;
  const data = new DataStack(app, `${prefix}-Data`, { description: 'Game service: the DynamoDB table (retained)' });
  const service = new ServiceStack(app, `${prefix}-Service`, {
    description: 'Game service: API, notifier, clock, queues, alarms',
    config,
    table: data.table,
    entries: options.entries,
  });
  const web = addWebStackWhenBuilt(app, `${prefix}-Web`, { config, service, siteDir: options.siteDir });
  return { config, data, service, web };
}
