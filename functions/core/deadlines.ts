import type { DeadlineSettings, GameMeta } from './model';

const HOUR = 3_600_000;

/**
 * When a newly awaited seat times out: `timeLimitHours` after now, or after the holder's vacation ends when they are
 * away now. The reminder comes `reminderHours` (the holder's setting) before the deadline, if that is still ahead.
 */
export function deadlineFor(meta: GameMeta, holder: DeadlineSettings | undefined, now: number): { deadline: number | null; remindAt: number | null } {
  if (meta.timeLimitHours === null) return { deadline: null, remindAt: null };
  const away = holder?.vacation && holder.vacation.from <= now && now < holder.vacation.until;
  const deadline = (away ? holder!.vacation!.until : now) + meta.timeLimitHours * HOUR;
  const remindAt = holder?.reminderHours ? deadline - holder.reminderHours * HOUR : null;
  return { deadline, remindAt: remindAt !== null && remindAt > now ? remindAt : null };
}

/** The earliest pending reminder or deadline of the awaited seats: what the deadline index sorts on. */
export function nextDue(meta: Pick<GameMeta, 'awaited' | 'deadlines' | 'remindAt' | 'status'>): number | null {
  if (meta.status !== 'active') return null;
  const times = meta.awaited.flatMap((s) => [meta.deadlines[s], meta.remindAt[s]]).filter((t): t is number => typeof t === 'number');
  return times.length ? Math.min(...times) : null;
}

/** A holder on vacation now: their timed-out prompt is pushed back instead of played for them. */
export function onVacation(holder: DeadlineSettings | undefined, now: number): boolean {
  return Boolean(holder?.vacation && holder.vacation.from <= now && now < holder.vacation.until);
}
