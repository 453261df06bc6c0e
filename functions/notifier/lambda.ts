import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { productRegistry } from '../core/registry';
import { openStore } from '../store';
import { readLambdaSecret } from '../notify/lambda-secret';
import { SesMailer } from '../notify/ses-mailer';
import { notifierDeps } from './create-notifier';
import type { NotifierDeps } from './notifier';
import { handleStreamEvent } from './stream';

let deps: Promise<NotifierDeps> | undefined;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

async function build(): Promise<NotifierDeps> {
  const tableName = required('TABLE_NAME');
  const store = openStore({ tableName });
  const siteUrl = required('SITE_URL');
  return notifierDeps({
    doc: store.doc,
    tableName,
    games: store.games,
    users: store.users,
    registry: productRegistry,
    mailer: new SesMailer(new SESv2Client({})),
    mailFrom: required('SENDER_EMAIL'),
    siteUrl,
    // The site proxies /api to the API, so unsubscribe links work from the site's address.
    apiUrl: process.env.API_URL ?? siteUrl,
    unsubscribeSecret: await readLambdaSecret(required('WEBHOOK_SECRET_ARN')),
    localMode: false,
  });
}

/** The table's stream -> notifications (see `handleStreamEvent`). */
export async function handler(event: DynamoDBStreamEvent, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<void> {
  deps ??= build().catch((err: unknown) => {
    deps = undefined;
    throw err;
  });
  const ready = await deps;
  await handleStreamEvent(event, context ? { ...ready, timeLeft: () => context.getRemainingTimeInMillis() } : ready);
}
