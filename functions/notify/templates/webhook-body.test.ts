import { describe, expect, it } from 'vitest';
import { sampleNotice } from '../testing/notices';
import { renderWebhookBody, type WebhookJsonBody } from './webhook-body';

describe('renderWebhookBody', () => {
  it('given the json format, when rendered, then the body has type, gameId, gameType, seat, url and an ISO time', () => {
    const body = renderWebhookBody(sampleNotice(), 'json') as WebhookJsonBody;
    expect(body).toMatchObject({
      type: 'your-turn',
      gameId: 'g-abc123',
      gameType: 'high-card',
      seat: 1,
      seq: 7,
      url: 'http://127.0.0.1:3000/games/g-abc123?seat=1',
      at: '2026-11-20T09:30:00.000Z',
      awaited: { kind: 'play', mode: 'simultaneous', message: 'Play a card face down.', deadline: '2026-11-21T09:30:00.000Z' },
    });
  });

  it('given the discord format, when rendered, then it is a {content} body with the link and no pings', () => {
    const body = renderWebhookBody(sampleNotice(), 'discord') as { content: string; allowed_mentions: unknown };
    expect(Object.keys(body).sort()).toEqual(['allowed_mentions', 'content']);
    expect(body.content).toContain('**High Card · Friday table: your turn**');
    expect(body.content).toContain('http://127.0.0.1:3000/games/g-abc123?seat=1');
    expect(body.allowed_mentions).toEqual({ parse: [] });
  });

  it('given the slack format, when rendered, then it is a {text} body with a slack link', () => {
    const body = renderWebhookBody(sampleNotice(), 'slack') as { text: string };
    expect(Object.keys(body)).toEqual(['text']);
    expect(body.text).toContain('<http://127.0.0.1:3000/games/g-abc123?seat=1|Open your seat and play>');
    expect(body.text.startsWith('*High Card')).toBe(true);
  });
});

describe('player text in chat-tool messages', () => {
  const evil = sampleNotice({
    type: 'chat-mention',
    awaited: null,
    tableName: '<!channel> [Friday](https://evil.example/t)',
    chat: { fromName: '<@U123> Eve', text: '<!here> <https://evil.example|Open your seat> [Open your seat](https://evil.example) www.evil.example & **x**' },
  });
  const links = (text: string) => text.match(/https?:\/\/[^\s|>)]+/g) ?? [];

  it('given chat text with Slack markup, when rendered for Slack, then no ping or link survives and ours is the only link', () => {
    const { text } = renderWebhookBody(evil, 'slack') as { text: string };
    expect(text.slice(0, text.lastIndexOf('\n'))).not.toMatch(/<!|<@|<https?:/);
    expect(text).toContain('&lt;!channel&gt;');
    expect(text).toContain('&lt;!here&gt;');
    expect(text).toContain('&amp; **x**');
    expect(links(text)).toEqual(['http://127.0.0.1:3000/games/g-abc123?seat=1']);
    expect(text.match(/</g)).toHaveLength(1);
    expect(text.endsWith('<http://127.0.0.1:3000/games/g-abc123?seat=1|Open your seat>')).toBe(true);
  });

  it('given chat text with Discord markdown, when rendered for Discord, then masked links and emphasis are escaped and ours is the only link', () => {
    const { content } = renderWebhookBody(evil, 'discord') as { content: string };
    expect(content).not.toMatch(/(?<!\\)\]\(/);
    expect(content).toContain('\\[Open your seat\\]\\(');
    expect(content).toContain('\\*\\*x\\*\\*');
    expect(content).toContain('\\<\\@U123\\> Eve');
    expect(links(content)).toEqual(['http://127.0.0.1:3000/games/g-abc123?seat=1']);
    expect(content.endsWith('Open your seat: http://127.0.0.1:3000/games/g-abc123?seat=1')).toBe(true);
  });

  it('given a chat line longer than the tool takes, when rendered, then the text is cut and our link is kept', () => {
    const long = sampleNotice({ type: 'chat-mention', awaited: null, chat: { fromName: 'Ann', text: 'a'.repeat(5000) } });
    const { content } = renderWebhookBody(long, 'discord') as { content: string };
    expect(content.length).toBeLessThanOrEqual(2000);
    expect(content.endsWith('Open your seat: http://127.0.0.1:3000/games/g-abc123?seat=1')).toBe(true);
    const { text } = renderWebhookBody(long, 'slack') as { text: string };
    expect(text.length).toBeLessThanOrEqual(3000);
    expect(text.endsWith('|Open your seat>')).toBe(true);
  });

  it('given ordinary words, when rendered, then they read as written', () => {
    const plain = sampleNotice({ tableName: "Ann's table", chat: undefined });
    expect((renderWebhookBody(plain, 'slack') as { text: string }).text).toContain("High Card · Ann's table: your turn");
    expect((renderWebhookBody(plain, 'discord') as { content: string }).content).toContain("High Card · Ann's table: your turn");
  });
});
