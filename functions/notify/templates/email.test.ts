import { describe, expect, it } from 'vitest';
import { sampleNotice } from '../testing/notices';
import { renderEmail } from './email';

const unsubscribe = 'http://127.0.0.1:8787/api/v1/unsubscribe?token=abc.def';

describe('renderEmail', () => {
  it('given a your-turn notice, when rendered, then the subject names the game, the table and what is awaited', () => {
    const mail = renderEmail(sampleNotice(), 'Bea', unsubscribe);
    expect(mail.subject).toBe('High Card · Friday table: your turn');
  });

  it('given a your-turn notice, when rendered, then text and html both carry the seat link, the prompt and the unsubscribe link', () => {
    const mail = renderEmail(sampleNotice(), 'Bea', unsubscribe);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('http://127.0.0.1:3000/games/g-abc123?seat=1');
      expect(body).toContain('Play a card face down.');
      expect(body).toContain('Deadline: 2026-11-21 09:30 UTC.');
      expect(body).toContain(unsubscribe);
    }
    expect(mail.text.startsWith('Hello Bea,')).toBe(true);
  });

  it('given a table name with markup, when rendered, then the html escapes it and the text keeps it verbatim', () => {
    const mail = renderEmail(sampleNotice({ tableName: '<b>x</b> & "y"' }), '<i>Bea</i>', unsubscribe);
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).not.toContain('<i>Bea</i>');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;');
    expect(mail.text).toContain('<b>x</b> & "y"');
  });

  it('given a game-ended notice, when rendered, then it gives the result and links to the history instead of the seat', () => {
    const notice = sampleNotice({
      type: 'game-ended',
      awaited: null,
      result: { outcome: { winners: [1], scores: [2, 3, 1], reason: 'All rounds played.' }, youWon: true, historyUrl: 'http://127.0.0.1:3000/games/g-abc123/history?seat=1', names: ['Ann', 'Bea', 'Cy'] },
    });
    const mail = renderEmail(notice, 'Bea', unsubscribe);
    expect(mail.subject).toBe('High Card · Friday table: the game is over, you won');
    expect(mail.text).toContain('All rounds played.');
    expect(mail.text).toContain('You won.');
    expect(mail.text).toContain('Scores: Ann 2, you 3, Cy 1.');
    expect(mail.text).not.toContain('by seat');
    expect(mail.text).toContain('See the history of the game: http://127.0.0.1:3000/games/g-abc123/history?seat=1');
  });

  it('given each other notice type, when rendered, then the subject says what happened', () => {
    expect(renderEmail(sampleNotice({ type: 'reminder' }), 'Bea', unsubscribe).subject).toContain('reminder, the table is waiting for you');
    expect(renderEmail(sampleNotice({ type: 'game-started', awaited: null, tableName: null }), 'Bea', unsubscribe).subject).toBe('High Card: the game has started');
    const chat = renderEmail(sampleNotice({ type: 'chat-mention', awaited: null, chat: { fromName: 'Ann', text: '@Bea ready?' } }), 'Bea', unsubscribe);
    expect(chat.subject).toBe('High Card · Friday table: Ann mentioned you');
    expect(chat.text).toContain('Ann: "@Bea ready?"');
    const timedOut = renderEmail(sampleNotice({ type: 'timed-out', awaited: null, timeout: { policy: 'resign' } }), 'Bea', unsubscribe);
    expect(timedOut.subject).toBe('High Card · Friday table: time ran out, your seat was resigned');
  });
});
