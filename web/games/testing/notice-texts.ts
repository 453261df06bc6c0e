/**
 * The notices of a table as its players read them, for each game's notice-words test: a turn notice for a prompt, the
 * end notice, and what a player reads of one (the email's texts, the chat-tool bodies with their links left out, and
 * the JSON body's sentences).
 */
import type { Notice } from '../../../functions/notify/notice';
import { renderEmail } from '../../../functions/notify/templates/email';
import { renderWebhookBody } from '../../../functions/notify/templates/webhook-body';
import { expect } from 'vitest';
import type { AnyGameModule, BaseState, Outcome, Prompt } from '../../../shared/engine';
import { readableText } from './raw-words';

/** The table a test's notices are about. */
export interface NoticeTable {
  gameType: string;
  gameTitle: string;
  tableName: string;
}

const URL_RE = /https?:\/\/\S+/g;
const GAME_URL = 'http://127.0.0.1:3000/games/Zq3xT7bN2k';

function notice(table: NoticeTable, seat: number, over: Partial<Notice>): Notice {
  return { type: 'your-turn', gameId: 'Zq3xT7bN2k', ...table, seat, seq: 9, at: Date.UTC(2026, 10, 25, 20), url: GAME_URL, awaited: null, ...over };
}

/** The turn notice a seat gets for its prompt. */
export const promptNotice = (table: NoticeTable, seat: number, p: Pick<Prompt, 'kind' | 'mode' | 'message'>): Notice =>
  notice(table, seat, { awaited: { kind: p.kind, mode: p.mode, message: p.message, deadline: Date.UTC(2026, 10, 27) } });

/** The end notice seat 0 gets. */
export const endNotice = (table: NoticeTable, outcome: Outcome): Notice =>
  notice(table, 0, { type: 'game-ended', result: { outcome, youWon: outcome.winners.includes(0), historyUrl: `${GAME_URL}/history` } });

/** What a player reads of a notice. */
export function noticeTexts(n: Notice): string[] {
  const email = renderEmail(n, 'Ann', 'http://127.0.0.1:8787/api/v1/unsubscribe?token=abc');
  const json = renderWebhookBody(n, 'json') as { summary: string; awaited: { message: string } | null };
  const chat = [renderWebhookBody(n, 'discord'), renderWebhookBody(n, 'slack')].map((b) => JSON.stringify(b));
  return [email.subject, ...email.text.split('\n'), ...readableText(email.html), ...chat, json.summary, json.awaited?.message ?? ''].map((t) => t.replace(URL_RE, ' '));
}

/** A whole played game, state by state. */
type PlayedStates = readonly { readonly state: BaseState }[];

/** What a notice-words test reads: every prompt kind seen, and the texts to search for raw words. */
export interface NoticeWords {
  texts: string[];
  kinds: Set<string>;
}

/**
 * The notices of whole played games as their players read them: each lobby summary (its "seat N" written as a name,
 * as the lobby does), the turn notice of every distinct prompt (each kind must have the game's words in the seat
 * list), and the end notice. `plays` is asked for games while it yields, so a test may keep playing until it has seen
 * the prompt kinds it needs; `checkSummary` states what every lobby line must say.
 */
export function noticeWordsOf(
  game: AnyGameModule,
  table: NoticeTable,
  plays: (kinds: ReadonlySet<string>) => Iterable<PlayedStates>,
  words: { promptKind: (kind: string) => string | null; checkSummary?: (summary: string) => void },
): NoticeWords {
  const texts: string[] = [];
  const seen = new Set<string>();
  const kinds = new Set<string>();
  for (const played of plays(kinds)) {
    for (const { state } of played) {
      const summary = game.summary!(state);
      words.checkSummary?.(summary);
      texts.push(summary.replace(/\bseat \d\b/g, 'Ann'));
      for (const p of game.prompts(state) as Prompt[]) {
        kinds.add(p.kind);
        if (seen.has(`${p.kind}:${p.message}`)) continue;
        seen.add(`${p.kind}:${p.message}`);
        expect(words.promptKind(p.kind), p.kind).not.toBeNull();
        texts.push(...noticeTexts(promptNotice(table, p.seat, p)));
      }
    }
    const outcome = game.outcome(played[played.length - 1].state);
    expect(outcome, 'a played game ends').not.toBeNull();
    texts.push(...noticeTexts(endNotice(table, outcome!)));
  }
  return { texts, kinds };
}
