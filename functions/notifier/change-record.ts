import { z } from 'zod';
import type { OutboxRecord } from '../core/model';

/**
 * The outbox item's record, written by the service in the change's own transaction (so a crash after the commit loses
 * no notification), validated where it enters the notifier: from the table's stream in AWS, from the dev process's
 * notifier port locally.
 */
export const ChangeRecord = z.object({
  kind: z.enum(['your-turn', 'game-over', 'reminder', 'timed-out']),
  gameId: z.string().min(1),
  gameType: z.string().min(1),
  seq: z.number().int().min(0),
  version: z.number().int().min(0),
  seats: z.array(z.object({ seat: z.number().int().min(0), userId: z.string().min(1) })),
  at: z.number(),
}) satisfies z.ZodType<OutboxRecord>;
export type ChangeRecord = OutboxRecord;

/**
 * The part of the deduplication key `(game, seq, seat, channel)` that names the change. The table's version is the
 * seq here: every change bumps it, while the move count stays put at the start and on a resignation. A time-out writes
 * two records at one version (who is awaited now, who timed out), so the kind qualifies the second. A reminder keeps the
 * version, so its time qualifies it: a replayed record has the same time, a later reminder another.
 */
export function changeRef(record: ChangeRecord): string {
  switch (record.kind) {
    case 'your-turn':
    case 'game-over':
      return String(record.version);
    case 'timed-out':
      return `${record.version}:timed-out`;
    case 'reminder':
      return `${record.version}:reminder:${record.at}`;
    default: {
      const never: never = record.kind;
      return String(never);
    }
  }
}
