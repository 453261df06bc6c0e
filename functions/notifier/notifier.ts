import { unsubscribeHeaders, type Mailer } from '../notify/mailer';
import type { Notice } from '../notify/notice';
import { renderEmail } from '../notify/templates/email';
import { renderWebhookBody } from '../notify/templates/webhook-body';
import { createUnsubscribeToken } from '../notify/unsubscribe-token';
import { deliverWebhook, type WebhookDeps } from '../notify/webhook-delivery';
import type { ChatRecord } from '../core/model';
import type { ChangeRecord } from './change-record';
import { planChatNotices } from './chat-mentions';
import { planNotices, type Links, type PlannedNotice } from './plan-notices';
import type { TableFacts } from './table-facts';
import { deliveryId, type Channel, type DeadLetterStore, type DeliveryKey, type DeliveryLog, type Recipient, type RecipientDirectory } from './ports';

export interface NotifierDeps {
  recipients: RecipientDirectory;
  deliveryLog: DeliveryLog;
  deadLetters: DeadLetterStore;
  mailer: Mailer;
  mailFrom: string;
  links: Links & { unsubscribe(token: string): string };
  unsubscribeSecret: string;
  /** The table as it is now; null when the game is gone (nothing to tell). */
  tables: { load(gameId: string): Promise<TableFacts | null> };
  webhook: WebhookDeps;
  /** Milliseconds left in this run (a Lambda's remaining time); deliveries that may not finish in time wait for the retry. */
  timeLeft?: () => number;
}

/** A delivery may take one webhook's tries and waits (about 40 s with the default policy): start none with less left. */
export const deliveryReserveMs = 45_000;

export interface DeliveryReport {
  sent: string[];
  /** Already delivered by an earlier run of the same record. */
  duplicates: string[];
  deadLettered: string[];
  /** Failed now or held by another worker: the record must be retried. */
  pending: Array<{ id: string; error: string }>;
}

function channelsOf(notice: Notice, r: Recipient): Channel[] {
  const wanted: Channel[] = [];
  if (notice.type === 'chat-mention' && !r.notifyOnChatMention) return wanted;
  if (r.emailNotifications && r.email) wanted.push('email');
  if (r.webhookUrl && r.webhookSecret) wanted.push('webhook');
  return wanted;
}

async function send(notice: Notice, recipient: Recipient, channel: Channel, key: DeliveryKey, deps: NotifierDeps): Promise<'sent' | 'dead-lettered'> {
  if (channel === 'email') {
    const unsubscribeUrl = deps.links.unsubscribe(createUnsubscribeToken({ userId: recipient.userId, channel: 'email' }, deps.unsubscribeSecret));
    const rendered = renderEmail(notice, recipient.displayName, unsubscribeUrl);
    await deps.mailer.send({ from: deps.mailFrom, to: recipient.email, ...rendered, headers: unsubscribeHeaders(unsubscribeUrl) });
    return 'sent';
  }
  const result = await deliverWebhook(
    {
      userId: recipient.userId,
      gameId: notice.gameId,
      seq: notice.seq,
      seat: notice.seat,
      url: recipient.webhookUrl!,
      secret: recipient.webhookSecret!,
      body: JSON.stringify(renderWebhookBody(notice, recipient.webhookFormat)),
      deliveryId: deliveryId(key),
    },
    deps.webhook,
  );
  if (result.delivered) return 'sent';
  await deps.deadLetters.put(result.deadLetter);
  return 'dead-lettered';
}

/**
 * Delivers planned notices, at least once and at most once per `(game, change, seat, channel)`: each delivery takes a
 * lease in the delivery log, is sent, then marked done. A failure releases the lease and is reported as pending, so the
 * caller retries the record and only what is missing goes out. Recipients are served side by side (one slow webhook
 * does not hold up the others' emails); each recipient's channels one after the other.
 */
async function deliver(gameId: string, planned: PlannedNotice[], deps: NotifierDeps): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: [], duplicates: [], deadLettered: [], pending: [] };
  await Promise.all(planned.map((p) => deliverOne(gameId, p, deps, report)));
  for (const list of [report.sent, report.duplicates, report.deadLettered]) list.sort();
  report.pending.sort((a, b) => a.id.localeCompare(b.id));
  return report;
}

async function deliverOne(gameId: string, { notice, userId, ref }: PlannedNotice, deps: NotifierDeps, report: DeliveryReport): Promise<void> {
  const recipient = await deps.recipients.get(userId);
  if (!recipient) return;
  for (const channel of channelsOf(notice, recipient)) {
    const key: DeliveryKey = { gameId, ref, seat: notice.seat, channel };
    const id = deliveryId(key);
    if (deps.timeLeft && deps.timeLeft() < deliveryReserveMs) {
      report.pending.push({ id, error: 'no time left in this run' });
      continue;
    }
    const lease = await deps.deliveryLog.begin(key, deps.webhook.now());
    if (lease === 'done') {
      report.duplicates.push(id);
      continue;
    }
    if (lease === 'busy') {
      report.pending.push({ id, error: 'another delivery of this notice is under way' });
      continue;
    }
    try {
      const result = await send(notice, recipient, channel, key, deps);
      await deps.deliveryLog.finish(key, result, deps.webhook.now());
      (result === 'sent' ? report.sent : report.deadLettered).push(id);
    } catch (err) {
      await deps.deliveryLog.release(key);
      report.pending.push({ id, error: err instanceof Error ? err.message : String(err) });
    }
  }
}

const nothing = (): DeliveryReport => ({ sent: [], duplicates: [], deadLettered: [], pending: [] });

/** The notices of one outbox record (a change of the table), delivered. */
export async function notifyChange(record: ChangeRecord, deps: NotifierDeps): Promise<DeliveryReport> {
  const facts = await deps.tables.load(record.gameId);
  return facts ? deliver(record.gameId, planNotices(record, facts, deps.links), deps) : nothing();
}

/** The mentions of one chat line, delivered to the players who want them. */
export async function notifyChat(line: ChatRecord, deps: NotifierDeps): Promise<DeliveryReport> {
  const facts = await deps.tables.load(line.gameId);
  return facts ? deliver(line.gameId, planChatNotices(line, facts, deps.links), deps) : nothing();
}
