import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { DevMail } from '../../shared/api';
import { parseMail } from '../notify/testing/mime';
import { catchSmtp } from './smtp-catch';

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
  const server = await catchSmtp((raw, envelope) => {
    const parsed = parseMail(raw);
    mails.unshift({
      id: randomBytes(6).toString('hex'),
      ...envelope,
      subject: parsed.subject,
      text: parsed.text || parsed.html.replace(/<[^>]+>/g, ' '),
      at: new Date().toISOString(),
    });
    mails.splice(KEEP);
    save();
  }, options.port ?? 0);
  return { port: server.port, list: () => mails.slice(), close: server.close };
}
