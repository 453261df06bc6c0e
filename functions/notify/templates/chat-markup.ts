import type { Notice } from '../notice';

/**
 * Text that players write (chat, names, table names) and that engines phrase around them goes into Slack and Discord
 * messages, whose markup would otherwise obey it: `<!channel>` pings a Slack channel, `<https://x|Open your seat>` and
 * `[Open your seat](https://x)` are links with our words on someone else's address. So every such string is escaped
 * for its target, and anything that would turn into a link by itself is broken up, so that the one link of a notice
 * stays ours.
 */

const ZERO_WIDTH_SPACE = '\u200b';

/** `https://evil.example`, `www.evil.example`, `evil.example/x`: an invisible break after the scheme and before each dot. */
export function defangLinks(text: string): string {
  return text.replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`).replace(/([\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, `$1${ZERO_WIDTH_SPACE}.`);
}

/** Slack's own rule for message text: `&`, `<` and `>` are the only control characters, escaped as HTML entities. */
export const escapeSlack = (text: string) => defangLinks(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Discord markdown: emphasis, code, spoilers, quotes, headings, lists, masked links and mention brackets, backslashed. */
export const escapeDiscord = (text: string) => defangLinks(text).replace(/[\\*_~`|>#\-[\]()<@]/g, '\\$&');

/** The notice with every string that does not come from us passed through `escape`; our own words are added later. */
export function escapeNoticeText(notice: Notice, escape: (text: string) => string): Notice {
  const { awaited, result, chat } = notice;
  return {
    ...notice,
    gameTitle: escape(notice.gameTitle),
    tableName: notice.tableName === null ? null : escape(notice.tableName),
    awaited: awaited ? { ...awaited, kind: escape(awaited.kind), message: escape(awaited.message) } : null,
    ...(result ? { result: { ...result, outcome: { ...result.outcome, reason: escape(result.outcome.reason) } } } : {}),
    ...(chat ? { chat: { fromName: escape(chat.fromName), text: escape(chat.text) } } : {}),
  };
}
