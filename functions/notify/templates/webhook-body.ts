import type { Notice } from '../notice';
import { escapeDiscord, escapeNoticeText, escapeSlack } from './chat-markup';
import { bodyLines, headline, linkLabel, mainLink } from './phrases';

export type WebhookFormat = 'json' | 'discord' | 'slack';

/** The JSON webhook body: stable field names a receiver can switch on. `at` is ISO 8601. */
export interface WebhookJsonBody {
  type: Notice['type'];
  gameId: string;
  gameType: string;
  gameTitle: string;
  tableName: string | null;
  seat: number;
  seq: number;
  url: string;
  at: string;
  summary: string;
  awaited: { kind: string; mode: string; message: string; deadline: string | null } | null;
  result?: { winners: number[]; scores: number[]; reason: string; youWon: boolean; historyUrl: string };
  chat?: { fromName: string; text: string };
  timeout?: { policy: string };
}

function jsonBody(notice: Notice): WebhookJsonBody {
  const a = notice.awaited;
  return {
    type: notice.type,
    gameId: notice.gameId,
    gameType: notice.gameType,
    gameTitle: notice.gameTitle,
    tableName: notice.tableName,
    seat: notice.seat,
    seq: notice.seq,
    url: notice.url,
    at: new Date(notice.at).toISOString(),
    summary: headline(notice),
    awaited: a ? { kind: a.kind, mode: a.mode, message: a.message, deadline: a.deadline === null ? null : new Date(a.deadline).toISOString() } : null,
    ...(notice.result
      ? { result: { ...notice.result.outcome, winners: [...notice.result.outcome.winners], scores: [...notice.result.outcome.scores], youWon: notice.result.youWon, historyUrl: notice.result.historyUrl } }
      : {}),
    ...(notice.chat ? { chat: { ...notice.chat } } : {}),
    ...(notice.timeout ? { timeout: { ...notice.timeout } } : {}),
  };
}

/** What Discord and Slack accept in one message; the end of the text gives way first, never our link. */
const MAX_TEXT = { discord: 2000, slack: 3000 } as const;

/**
 * Chat tools show a single text: the headline, the lines and our link (`<url|label>` for Slack, a bare url for Discord).
 * Everything players or engines wrote is escaped for the tool's markup first (see chat-markup.ts).
 */
function chatText(notice: Notice, style: 'discord' | 'slack'): string {
  const safe = escapeNoticeText(notice, style === 'slack' ? escapeSlack : escapeDiscord);
  const link = style === 'slack' ? `<${mainLink(notice)}|${linkLabel(notice)}>` : `${linkLabel(notice)}: ${mainLink(notice)}`;
  const bold = style === 'slack' ? '*' : '**';
  const text = [`${bold}${headline(safe)}${bold}`, ...bodyLines(safe)].join('\n');
  const room = MAX_TEXT[style] - link.length - 2;
  return `${text.length > room ? `${text.slice(0, room - 1)}…` : text}\n${link}`;
}

/**
 * The body for the user's chosen format: our JSON, or what a Discord or Slack incoming webhook accepts as is
 * (`{content}` for Discord, `{text}` for Slack; both cap the text length, so it is kept short).
 */
export function renderWebhookBody(notice: Notice, format: WebhookFormat): object {
  switch (format) {
    case 'json':
      return jsonBody(notice);
    case 'discord':
      return { content: chatText(notice, 'discord'), allowed_mentions: { parse: [] } };
    case 'slack':
      return { text: chatText(notice, 'slack') };
    default: {
      const never: never = format;
      throw new Error(`unknown webhook format ${String(never)}`);
    }
  }
}
