import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from './templates/email';
import { unsubscribeHeaders } from './mailer';
import { SmtpMailer } from './smtp-mailer';
import { startMailCatcher } from './testing/mail-catcher';
import { sampleNotice } from './testing/notices';

let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.close();
});

describe('SmtpMailer', () => {
  it('given a rendered notice, when sent to a real SMTP server on loopback, then it arrives with subject, both bodies and the unsubscribe header', async () => {
    const unsubscribe = 'http://127.0.0.1:8787/api/v1/unsubscribe?token=eyJ1IjoidS0xIn0.c2ln';
    const rendered = renderEmail(sampleNotice(), 'Bea', unsubscribe);
    const mailer = new SmtpMailer({ host: '127.0.0.1', port: catcher.port });
    const { messageId } = await mailer.send({ from: 'turns@heavy.test', to: 'bea@example.com', ...rendered, headers: unsubscribeHeaders(unsubscribe) });
    mailer.close();
    expect(messageId).toMatch(/@/);
    expect(catcher.messages).toHaveLength(1);
    const got = catcher.messages[0];
    expect(got.to).toEqual(['bea@example.com']);
    expect(got.subject).toBe('High Card · Friday table: your turn');
    expect(got.text).toContain('http://127.0.0.1:3000/games/g-abc123?seat=1');
    expect(got.text).toContain(unsubscribe);
    expect(got.html).toContain('<a href="http://127.0.0.1:3000/games/g-abc123?seat=1">');
    expect(got.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
  });

  it('given no server listening, when sent, then it rejects so the caller can retry', async () => {
    const mailer = new SmtpMailer({ host: '127.0.0.1', port: 1 });
    await expect(mailer.send({ from: 'a@b.test', to: 'c@d.test', subject: 's', text: 't', html: 'h', headers: {} })).rejects.toThrow();
    mailer.close();
  });
});
