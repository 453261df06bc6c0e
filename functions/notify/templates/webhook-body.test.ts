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
    expect(body.content).toContain('**High Card · Friday table: your turn (play)**');
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
