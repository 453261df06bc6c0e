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
      return `${game}: your turn`;
    case 'reminder':
      return `${game}: reminder, the table is waiting for you`;
    case 'game-started':
      return notice.awaited ? `${game}: the game has started, your turn` : `${game}: the game has started`;
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
    const { outcome, names } = notice.result;
    lines.push(outcome.reason);
    const name = (seat: number) => (seat === notice.seat ? 'you' : names?.[seat] ?? `player ${seat + 1}`);
    const everyone = outcome.scores.length > 1 && outcome.winners.length === outcome.scores.length;
    if (outcome.winners.length === 0) lines.push('Nobody won.');
    else if (everyone) lines.push('You all won together.');
    else lines.push(`${capitalize(listWords(outcome.winners.map(name)))} won.`);
    // A cooperative game scores the table, not the seats: one number says it.
    if (outcome.scores.length && outcome.scores.every((p) => p === outcome.scores[0]) && outcome.scores.length > 1) lines.push(`The table scored ${outcome.scores[0]}.`);
    else if (outcome.scores.length) lines.push(`Scores: ${outcome.scores.map((p, s) => `${name(s)} ${p}`).join(', ')}.`);
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

/** "Ann", "Ann and Bob", "Ann, Bob and you". */
function listWords(names: string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
