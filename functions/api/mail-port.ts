import type { Mailer as NotifyMailer } from '../notify/mailer';
import type { Mailer, MailMessage } from '../core/ports';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The plain-text mail as minimal HTML: paragraphs, links clickable. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** The service's mail port over a mailer of functions/notify (SMTP locally, SES in AWS). */
export function mailPort(mailer: NotifyMailer, from: string): Mailer {
  return {
    send: async (m: MailMessage) => {
      await mailer.send({ from, to: m.to, subject: m.subject, text: m.text, html: textToHtml(m.text), headers: {} });
    },
  };
}
