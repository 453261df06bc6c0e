import { describe, expect, it } from 'vitest';
import type { Notice } from '../../../functions/notify/notice';
import { renderEmail } from '../../../functions/notify/templates/email';
import { renderWebhookBody } from '../../../functions/notify/templates/webhook-body';
import { nemesis } from '../../../shared/games/nemesis';
import { promptKindWords } from './prompt-words';
import { rawWords, readableText } from './testing/raw-words';
import { selfPlayed } from './testing/self-played';

const URL_RE = /https?:\/\/\S+/g;

function notice(seat: number, over: Partial<Notice>): Notice {
  return {
    type: 'your-turn', gameId: 'Zq3xT7bN2k', gameType: 'nemesis', gameTitle: 'Nemesis', tableName: 'Night shift', seat, seq: 9,
    at: Date.UTC(2026, 10, 25, 20), url: 'http://127.0.0.1:3000/games/Zq3xT7bN2k', awaited: null, ...over,
  };
}

/** What a player reads of a notice: the email's texts, the chat-tool bodies (links left out) and the JSON body's sentences. */
function noticeTexts(n: Notice): string[] {
  const email = renderEmail(n, 'Ann', 'http://127.0.0.1:8787/api/v1/unsubscribe?token=abc');
  const json = renderWebhookBody(n, 'json') as { summary: string; awaited: { message: string } | null };
  const chat = [renderWebhookBody(n, 'discord'), renderWebhookBody(n, 'slack')].map((b) => JSON.stringify(b));
  return [email.subject, ...email.text.split('\n'), ...readableText(email.html), ...chat, json.summary, json.awaited?.message ?? ''].map((t) => t.replace(URL_RE, ' '));
}

describe('the notices of a whole self-played Nemesis game, as their players read them', () => {
  it('given every prompt of the game, the lobby summaries and the end, then emails, webhook bodies and summaries read as words', () => {
    const game = selfPlayed(3, 'notice-words');
    const texts: string[] = [];
    const kinds = new Set<string>();
    for (const { state } of game) {
      // The lobby writes each "seat N" of a summary as that player's name.
      texts.push(nemesis.summary!(state).replace(/\bseat \d\b/g, 'Ann'));
      for (const p of nemesis.prompts(state)) {
        if (kinds.has(`${p.kind}:${p.message}`)) continue;
        kinds.add(`${p.kind}:${p.message}`);
        // The table's seat list says what each seat is awaited for: every kind has words of the game.
        expect(promptKindWords(p.kind), p.kind).not.toBeNull();
        texts.push(...noticeTexts(notice(p.seat, { awaited: { kind: p.kind, mode: p.mode, message: p.message, deadline: Date.UTC(2026, 10, 27) } })));
      }
    }
    const final = game[game.length - 1].state;
    const outcome = nemesis.outcome(final)!;
    expect(outcome).not.toBeNull();
    texts.push(...noticeTexts(notice(0, { type: 'game-ended', result: { outcome, youWon: outcome.winners.includes(0), historyUrl: 'http://127.0.0.1:3000/games/Zq3xT7bN2k/history' } })));
    expect(kinds.size).toBeGreaterThan(2);
    expect([...new Set(rawWords(texts))]).toEqual([]);
  });
});
