import type { Notice } from '../notice';
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

/** Chat tools show a single text: the headline, the lines and the link (Discord and Slack both render <url|label> or bare urls). */
function chatText(notice: Notice, style: 'discord' | 'slack'): string {
  const link = style === 'slack' ? `<${mainLink(notice)}|${linkLabel(notice)}>` : `${linkLabel(notice)}: ${mainLink(notice)}`;
  return [`**${headline(notice)}**`.replace(/\*\*/g, style === 'slack' ? '*' : '**'), ...bodyLines(notice), link].join('\n');
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
      return { content: chatText(notice, 'discord').slice(0, 2000), allowed_mentions: { parse: [] } };
    case 'slack':
      return { text: chatText(notice, 'slack').slice(0, 3000) };
    default: {
      const never: never = format;
      throw new Error(`unknown webhook format ${String(never)}`);
    }
  }
}
