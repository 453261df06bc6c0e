import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { HandlerEntries } from '../entries';
import { addStacks } from '../stacks';

const noopHandler = path.join(import.meta.dirname, '..', 'fixtures', 'noop-handler.ts');

/** The stack tests run the stacks on a stand-in handler: they test the infrastructure, not the service's code. */
export const fixtureEntries: HandlerEntries = { api: noopHandler, notifier: noopHandler, clock: noopHandler };

const noSiteDir = path.join(import.meta.dirname, '..', 'fixtures');

export const testContext = {
  stage: 'test',
  senderEmail: 'turns@example.com',
  domain: 'play.example.com',
  certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000',
};

/**
 * An app with the stacks app.ts builds, the web one from `siteDir`'s OpenNext output (none: no web stack). Bundling is
 * skipped (`aws:cdk:bundling-stacks`), which keeps the tests fast; bundle-size.test.ts runs the real esbuild on the handlers.
 */
function composeApp(context: Record<string, unknown>, siteDir: string | undefined) {
  const app = new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  // No siteDir: a directory without a build, so the web stack is left out as on a fresh clone.
  return { app, ...addStacks(app, { entries: fixtureEntries, siteDir: siteDir ?? noSiteDir }) };
}

/** The data and service stacks and their templates. */
export function buildServiceApp(context: Record<string, unknown> = testContext) {
  const built = composeApp(context, undefined);
  return { ...built, dataTemplate: Template.fromStack(built.data), serviceTemplate: Template.fromStack(built.service) };
}

type Resources = Record<string, { Type: string; Properties?: Record<string, any> }>;

export interface PolicyStatement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** The logical id of the role of the function whose logical id starts with `functionPrefix` (e.g. `ApiFunction`). */
export function roleOfFunction(template: Template, functionPrefix: string): string {
  const functions = template.findResources('AWS::Lambda::Function') as Resources;
  const match = Object.entries(functions).filter(([id]) => id.startsWith(functionPrefix));
  if (match.length !== 1) throw new Error(`expected one function ${functionPrefix}*, found ${match.length}`);
  const role = match[0][1].Properties?.Role as { 'Fn::GetAtt': [string, string] };
  return role['Fn::GetAtt'][0];
}

/** Every statement of every inline policy attached to the role with this logical id. */
export function statementsOfRole(template: Template, roleId: string): PolicyStatement[] {
  const policies = template.findResources('AWS::IAM::Policy') as Resources;
  return Object.values(policies)
    .filter((policy) => (policy.Properties?.Roles as Array<{ Ref: string }>).some((role) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties?.PolicyDocument.Statement as PolicyStatement[]);
}

export const actionsOf = (statement: PolicyStatement): string[] =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];

/** All statements of every inline policy in the template. */
export function allStatements(template: Template): PolicyStatement[] {
  const policies = template.findResources('AWS::IAM::Policy') as Resources;
  return Object.values(policies).flatMap((policy) => policy.Properties?.PolicyDocument.Statement as PolicyStatement[]);
}

export const fixtureSiteDir = path.join(import.meta.dirname, '..', 'fixtures', 'open-next-site');

/** The three stacks, the web one built from the fixture OpenNext output (or `siteDir`). */
export function buildFullApp(context: Record<string, unknown> = testContext, siteDir = fixtureSiteDir) {
  const built = composeApp(context, siteDir);
  return {
    ...built,
    serviceTemplate: Template.fromStack(built.service),
    webTemplate: built.web ? Template.fromStack(built.web) : undefined,
  };
}
