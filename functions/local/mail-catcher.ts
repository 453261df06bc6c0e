import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { DevMail } from '../../shared/api';
import { parseMail } from '../notify/testing/mime';

/** Kept mails: enough for a long local session, few enough to list at once. */
const KEEP = 200;

export interface MailCatcher {
  port: number;
  /** Newest first. */
  list(): DevMail[];
  close(): Promise<void>;
}

/**
 * The local stack's SMTP server on 127.0.0.1: it accepts every message, keeps the last ones (in `file` when given, so
 * a restart keeps them) and lists them for `GET /api/v1/dev/mail`.
 */
export async function startMailCatcher(options: { port?: number; file?: string } = {}): Promise<MailCatcher> {
  const mails: DevMail[] = options.file && existsSync(options.file) ? (JSON.parse(readFileSync(options.file, 'utf8')) as DevMail[]) : [];
  const save = () => options.file && writeFileSync(options.file, JSON.stringify(mails.slice(0, KEEP)));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const parsed = parseMail(Buffer.concat(chunks).toString('utf8'));
        mails.unshift({
          id: randomBytes(6).toString('hex'),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject,
          text: parsed.text || parsed.html.replace(/<[^>]+>/g, ' '),
          at: new Date().toISOString(),
        });
        mails.splice(KEEP);
        save();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const port = (server.server.address() as AddressInfo).port;
  return { port, list: () => mails.slice(), close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
