import type { Notice } from '../notice';

/** "High Card · Friday table" or just the game's title: how every message names the game. */
export function gameLabel(notice: Notice): string {
  return notice.tableName ? `${notice.gameTitle} · ${notice.tableName}` : notice.gameTitle;
}

const policyWords = { skip: 'your turn was skipped', bot: 'a bot made a move for you', resign: 'your seat was resigned' } as const;

/** One line naming what happened and what is awaited: the subject of the email and the title of a chat-tool message. */
export function headline(notice: Notice): string {
  const game = gameLabel(notice);
  switch (notice.type) {
    case 'your-turn':
      return `${game}: your turn (${notice.awaited?.kind ?? 'move'})`;
    case 'reminder':
      return `${game}: reminder, the table is waiting for you (${notice.awaited?.kind ?? 'move'})`;
    case 'game-started':
      return notice.awaited ? `${game}: the game has started, your turn (${notice.awaited.kind})` : `${game}: the game has started`;
    case 'game-ended':
      return `${game}: the game is over${notice.result?.youWon ? ', you won' : ''}`;
    case 'chat-mention':
      return `${game}: ${notice.chat?.fromName ?? 'someone'} mentioned you`;
    case 'timed-out':
      return `${game}: time ran out, ${policyWords[notice.timeout?.policy ?? 'bot']}`;
    default: {
      const never: never = notice.type;
      return `${game}: ${String(never)}`;
    }
  }
}

/** The paragraphs of the message body, in plain text (the HTML version escapes and wraps the same lines). */
export function bodyLines(notice: Notice): string[] {
  const lines: string[] = [];
  if (notice.type === 'game-ended' && notice.result) {
    const { outcome } = notice.result;
    lines.push(outcome.reason);
    if (outcome.winners.length === 0) lines.push('Nobody won.');
    else lines.push(notice.result.youWon ? 'You won.' : `Winning seat${outcome.winners.length > 1 ? 's' : ''}: ${outcome.winners.map((s) => s + 1).join(', ')}.`);
    if (outcome.scores.length) lines.push(`Scores by seat: ${outcome.scores.map((p, s) => `${s + 1}: ${p}`).join(', ')}.`);
  }
  if (notice.type === 'chat-mention' && notice.chat) {
    lines.push(`${notice.chat.fromName}: "${notice.chat.text}"`);
    lines.push('Further mentions at this table within the quarter of an hour are not sent one by one: they wait in its chat.');
  }
  if (notice.type === 'timed-out') lines.push(`Time ran out on your move, so ${policyWords[notice.timeout?.policy ?? 'bot']}.`);
  if (notice.awaited) {
    lines.push(`Awaited of you: ${notice.awaited.message}`);
    if (notice.awaited.deadline !== null) lines.push(`Deadline: ${new Date(notice.awaited.deadline).toISOString().replace('T', ' ').slice(0, 16)} UTC.`);
  }
  return lines;
}

/** The words of the link, by what the recipient will do there. */
export function linkLabel(notice: Notice): string {
  if (notice.type === 'game-ended') return 'See the history of the game';
  return notice.awaited ? 'Open your seat and play' : 'Open your seat';
}

/** Where the main link goes: the history once the game is over, else the seat. */
export function mainLink(notice: Notice): string {
  return notice.type === 'game-ended' && notice.result ? notice.result.historyUrl : notice.url;
}
