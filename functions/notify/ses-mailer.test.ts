import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { SesMailer } from './ses-mailer';

const mail = {
  from: 'Heavy Async <turns@example.com>',
  to: 'bea@example.com',
  subject: 'High Card: your turn (play)',
  text: 'Hello Bea',
  html: '<p>Hello Bea</p>',
  headers: { 'List-Unsubscribe': '<https://x.example/u?t=1>' },
};

describe('SesMailer', () => {
  it('given an email, when sent, then one SendEmail command carries subject, both bodies and the unsubscribe header', async () => {
    const sent: unknown[] = [];
    // The SESv2 client's send is the one stub allowed: SES cannot run here.
    const client = { send: async (command: unknown) => (sent.push(command), { MessageId: 'ses-1' }) };
    const result = await new SesMailer(client as never, { configurationSetName: 'turns' }).send(mail);
    expect(result).toEqual({ messageId: 'ses-1' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(SendEmailCommand);
    expect((sent[0] as SendEmailCommand).input).toEqual({
      FromEmailAddress: mail.from,
      Destination: { ToAddresses: ['bea@example.com'] },
      ConfigurationSetName: 'turns',
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: 'Hello Bea', Charset: 'UTF-8' }, Html: { Data: '<p>Hello Bea</p>', Charset: 'UTF-8' } },
          Headers: [{ Name: 'List-Unsubscribe', Value: '<https://x.example/u?t=1>' }],
        },
      },
    });
  });

  it('given SES refuses, when sent, then the error reaches the caller so the delivery is retried', async () => {
    const client = { send: async () => { throw new Error('Throttling'); } };
    await expect(new SesMailer(client as never).send(mail)).rejects.toThrow('Throttling');
  });
});
