import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Hono } from 'hono';
import { handle } from 'hono/aws-lambda';
import { productRegistry } from '../core/registry';
import { DynamoDeadLetters } from '../notifier/dynamo-dead-letters';
import { readLambdaSecret } from '../notify/lambda-secret';
import { SesMailer } from '../notify/ses-mailer';
import { createApp } from './app';
import { mailPort } from './mail-port';
import { serviceOnDynamo } from './service-factory';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** A secret given directly (SESSION_SECRET) or by its Secrets Manager ARN (SESSION_SECRET_ARN, as the service stack does). */
async function secret(name: string): Promise<string> {
  return process.env[name] ?? readLambdaSecret(required(`${name}_ARN`));
}

/**
 * The same Hono app as locally, built once per Lambda container from its environment: TABLE_NAME, SITE_URL,
 * API_URL (defaults to SITE_URL: the site proxies /api), SENDER_EMAIL, and the session, webhook and site relay secrets.
 * It never mounts /dev/mail.
 */
async function build(): Promise<Hono> {
  const tableName = required('TABLE_NAME');
  const siteUrl = required('SITE_URL');
  const apiUrl = process.env.API_URL ?? siteUrl;
  const sender = process.env.SENDER_EMAIL ?? `Heavy async <no-reply@${new URL(siteUrl).hostname}>`;
  const { service, store } = serviceOnDynamo({ tableName, mailer: mailPort(new SesMailer(new SESv2Client({})), sender), registry: productRegistry, siteUrl, apiUrl });
  const unsubscribeSecret = await secret('WEBHOOK_SECRET');
  return createApp({
    service,
    sessionSecret: await secret('SESSION_SECRET'),
    // Set by the service stack; without it (an older deploy, a test) the API simply ignores relayed addresses.
    siteRelaySecret: process.env.SITE_RELAY_SECRET || process.env.SITE_RELAY_SECRET_ARN ? await secret('SITE_RELAY_SECRET') : undefined,
    siteUrl,
    apiUrl,
    notify: {
      users: store.users,
      deadLetters: new DynamoDeadLetters(store.doc, tableName),
      unsubscribeSecret,
      webhookPolicy: { localMode: false },
      now: Date.now,
      siteUrl,
    },
  });
}

let app: Promise<Hono> | undefined;

export const handler: ReturnType<typeof handle> = async (event, context) => {
  app ??= build().catch((err: unknown) => {
    app = undefined;
    throw err;
  });
  return handle(await app)(event, context);
};
