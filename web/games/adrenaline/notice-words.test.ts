import { describe, expect, it } from 'vitest';
import type { Notice } from '../../../functions/notify/notice';
import { renderEmail } from '../../../functions/notify/templates/email';
import { renderWebhookBody } from '../../../functions/notify/templates/webhook-body';
import { adrenaline } from '../../../shared/games/adrenaline';
import { rawWords, readableText } from './testing/raw-words';
import { selfPlayed } from './testing/self-played';

const URL_RE = /https?:\/\/\S+/g;

function notice(seat: number, over: Partial<Notice>): Notice {
  return {
    type: 'your-turn', gameId: 'Zq3xT7bN2k', gameType: 'adrenaline', gameTitle: 'Adrenaline', tableName: 'Arena night', seat, seq: 9,
    at: Date.UTC(2026, 10, 25, 20), url: 'http://127.0.0.1:3000/games/Zq3xT7bN2k', awaited: null, ...over,
  };
}

/** What a player reads of a notice: the email's texts and the chat-tool bodies (their links left out), and the JSON body's sentences. */
function noticeTexts(n: Notice): string[] {
  const email = renderEmail(n, 'Ann', 'http://127.0.0.1:8787/api/v1/unsubscribe?token=abc');
  const json = renderWebhookBody(n, 'json') as { summary: string; awaited: { message: string } | null };
  const chat = [renderWebhookBody(n, 'discord'), renderWebhookBody(n, 'slack')].map((b) => JSON.stringify(b));
  return [email.subject, ...email.text.split('\n'), ...readableText(email.html), ...chat, json.summary, json.awaited?.message ?? ''].map((t) => t.replace(URL_RE, ' '));
}

describe('the notices of a whole self-played Adrenaline game, as their players read them', () => {
  const game = selfPlayed();

  it('given the turn notices and the end, then emails and webhook bodies read as words', () => {
    const texts: string[] = [];
    for (const { state, seat } of game.asked) {
      const p = adrenaline.prompts(state).find((x) => x.seat === seat)!;
      texts.push(...noticeTexts(notice(seat, { awaited: { kind: p.kind, mode: p.mode, message: p.message, deadline: Date.UTC(2026, 10, 27) } })));
    }
    const outcome = adrenaline.outcome(game.final)!;
    texts.push(...noticeTexts(notice(0, { type: 'game-ended', result: { outcome, youWon: outcome.winners.includes(0), historyUrl: 'http://127.0.0.1:3000/games/Zq3xT7bN2k/history' } })));
    expect([...new Set(rawWords(texts))]).toEqual([]);
  });
});
