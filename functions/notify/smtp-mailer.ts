import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, OutgoingEmail } from './mailer';

export interface SmtpOptions {
  host: string;
  port: number;
  /** Local mail catchers speak plain SMTP; set true for implicit TLS (port 465). */
  secure?: boolean;
  auth?: { user: string; pass: string };
}

/** The SMTP adapter of the mail port (nodemailer), used locally against the mail catcher. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(options: SmtpOptions) {
    this.transport = nodemailer.createTransport({
      host: options.host,
      port: options.port,
      secure: options.secure ?? false,
      auth: options.auth,
      // A local catcher offers no certificate; never upgrade opportunistically there.
      ignoreTLS: !options.secure,
      // One kept-open connection: a turn's mails go out one after another without a new handshake each.
      pool: true,
      maxConnections: 1,
      connectionTimeout: 5000,
      socketTimeout: 10000,
    });
  }

  async send(mail: OutgoingEmail): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
    if ((info.rejected ?? []).length > 0) throw new Error(`the mail server refused the recipient`);
    return { messageId: info.messageId };
  }

  close(): void {
    this.transport.close();
  }
}
