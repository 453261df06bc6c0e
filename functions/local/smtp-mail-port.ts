import { SmtpMailer } from '../notify/smtp-mailer';
import { mailPort } from '../api/mail-port';
import type { Mailer } from '../core/ports';

/** Sign-in and invitation mails to the local mail catcher over SMTP. */
export function smtpMailPort(port: number, from = 'Heavy async <no-reply@heavy-async.local>'): Mailer & { close(): void } {
  const smtp = new SmtpMailer({ host: '127.0.0.1', port });
  return { ...mailPort(smtp, from), close: () => smtp.close() };
}
