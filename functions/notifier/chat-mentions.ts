import { z } from 'zod';
import type { ChatRecord } from '../core/model';
import type { Links, PlannedNotice } from './plan-notices';
import type { TableFacts } from './table-facts';

/** A chat line as stored (the chat item of the table), validated where it enters the notifier. */
export const ChatLine = z.object({
  id: z.string().min(1),
  gameId: z.string().min(1),
  seat: z.number().int().min(0).nullable(),
  userId: z.string(),
  name: z.string(),
  text: z.string(),
  at: z.number(),
}) satisfies z.ZodType<ChatRecord>;

/** Long lines are cut in messages: the link leads to the whole conversation. */
const EXCERPT = 300;

/**
 * Mentions are told once per recipient, table and quarter of an hour: the first mention in that period is sent, the
 * ones after it are collected in the table's chat (which the notice links to) instead of making one mail and one webhook
 * each. The delivery log, keyed by this ref and the seat, drops the repeats.
 */
export const MENTION_QUIET_MS = 15 * 60_000;

export const mentionRef = (at: number) => `chat-mentions:${Math.floor(at / MENTION_QUIET_MS) * MENTION_QUIET_MS}`;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Seats whose holder's name follows an `@` in the text (`@Ann`, case-insensitive, not `@Anna` for Ann). */
export function mentionedSeats(text: string, seats: TableFacts['seats']): number[] {
  return seats
    .filter((s) => s.name && s.userId && s.status === 'joined')
    .filter((s) => new RegExp(`@${escapeRegExp(s.name!)}(?![\\p{L}\\p{N}_])`, 'iu').test(text))
    .map((s) => s.seat);
}

/**
 * A chat-mention notice for each seat the line mentions, except the writer's own; the recipient's setting decides later.
 * The ref names the quiet period, not the line, so one period makes at most one notice per seat (see MENTION_QUIET_MS).
 */
export function planChatNotices(line: ChatRecord, facts: TableFacts, links: Links): PlannedNotice[] {
  const text = line.text.length > EXCERPT ? `${line.text.slice(0, EXCERPT - 1)}…` : line.text;
  return mentionedSeats(line.text, facts.seats)
    .filter((seat) => seat !== line.seat)
    .map((seat) => ({
      notice: {
        type: 'chat-mention' as const,
        gameId: facts.gameId,
        gameType: facts.gameType,
        gameTitle: facts.gameTitle,
        tableName: facts.tableName,
        seat,
        seq: facts.version,
        at: line.at,
        url: links.seat(facts.gameId, seat),
        awaited: null,
        chat: { fromName: line.name, text },
      },
      userId: facts.seats.find((s) => s.seat === seat)!.userId!,
      ref: mentionRef(line.at),
    }));
}
