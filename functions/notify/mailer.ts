/** One email ready to send. `headers` carries List-Unsubscribe so mail clients offer one-click unsubscribe. */
export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The mail port: SES in AWS, SMTP locally. Throws when the message was not accepted, so the caller can retry. */
export interface Mailer {
  send(mail: OutgoingEmail): Promise<{ messageId: string }>;
}

/** RFC 8058 one-click unsubscribe headers for a message. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
