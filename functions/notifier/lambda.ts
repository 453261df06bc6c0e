import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { games as registryGames, getGame } from '../../shared/games';
import { openStore } from '../store';
import { readLambdaSecret } from '../notify/lambda-secret';
import { SesMailer } from '../notify/ses-mailer';
import { notifierDeps } from './create-notifier';
import { notifyChange, type NotifierDeps } from './notifier';
import { changeFromStreamRecord } from './stream';

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
    registry: { get: getGame, list: () => Object.values(registryGames) },
    mailer: new SesMailer(new SESv2Client({})),
    mailFrom: required('SENDER_EMAIL'),
    siteUrl,
    // The site proxies /api to the API, so unsubscribe links work from the site's address.
    apiUrl: process.env.API_URL ?? siteUrl,
    unsubscribeSecret: await readLambdaSecret(required('WEBHOOK_SECRET_ARN')),
    localMode: false,
  });
}

/**
 * The table's stream -> notifications. Every outbox record of the batch is delivered; if any delivery could not be
 * completed the invocation fails, so Lambda retries the batch (bisecting it, then parking it in the dead-letter queue).
 * What was already delivered is skipped on the retry by the delivery log.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  deps ??= build().catch((err: unknown) => {
    deps = undefined;
    throw err;
  });
  const ready = await deps;
  const failures: string[] = [];
  for (const record of event.Records) {
    const change = changeFromStreamRecord(record);
    if (!change) continue;
    const report = await notifyChange(change, ready);
    for (const p of report.pending) failures.push(`${p.id}: ${p.error}`);
    console.log(JSON.stringify({ msg: 'notified', gameId: change.gameId, version: change.version, kind: change.kind, sent: report.sent.length, duplicates: report.duplicates.length, deadLettered: report.deadLettered.length, pending: report.pending.length }));
  }
  if (failures.length) throw new Error(`some notifications are not delivered yet and will be retried: ${failures.join('; ')}`);
}
