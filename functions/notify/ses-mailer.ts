import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mailer, OutgoingEmail } from './mailer';

/** The SES (v2 API) adapter of the mail port, used in AWS. The client is given so the region and credentials come from the Lambda. */
export class SesMailer implements Mailer {
  constructor(
    private readonly client: Pick<SESv2Client, 'send'>,
    private readonly options: { configurationSetName?: string } = {},
  ) {}

  async send(mail: OutgoingEmail): Promise<{ messageId: string }> {
    const command = new SendEmailCommand({
      FromEmailAddress: mail.from,
      Destination: { ToAddresses: [mail.to] },
      ConfigurationSetName: this.options.configurationSetName,
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          Headers: Object.entries(mail.headers).map(([Name, Value]) => ({ Name, Value })),
        },
      },
    });
    const out = await this.client.send(command);
    if (!out.MessageId) throw new Error('SES accepted the request but returned no message id');
    return { messageId: out.MessageId };
  }
}
