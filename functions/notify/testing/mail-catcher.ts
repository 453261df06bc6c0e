import { catchSmtp } from '../../local/smtp-catch';
import { parseMail, type ParsedMail } from './mime';

export interface CaughtMail extends ParsedMail {
  to: string[];
  from: string;
  raw: string;
  /** When the message arrived, ms since the epoch (real time). */
  receivedAt: number;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, for tests of the SMTP adapter and the notifier. */
export async function startMailCatcher(): Promise<{ port: number; messages: CaughtMail[]; close: () => Promise<void> }> {
  const messages: CaughtMail[] = [];
  const server = await catchSmtp((raw, envelope) => {
    messages.push({ ...parseMail(raw), raw, receivedAt: Date.now(), ...envelope });
  });
  return { port: server.port, messages, close: server.close };
}
