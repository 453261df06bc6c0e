import { describe, expect, it } from 'vitest';
import { deadlineFor, nextDue, onVacation } from './deadlines';
import type { GameMeta, UserProfile } from './model';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 0, 10, 12);
const meta = { timeLimitHours: 24 } as GameMeta;
const holder = (over: Partial<UserProfile> = {}) => ({ reminderHours: 6, vacation: null, ...over }) as UserProfile;

describe('deadlineFor', () => {
  it('given a 24-hour limit, when a seat becomes awaited, then it times out in 24 hours and is reminded 6 hours before', () => {
    expect(deadlineFor(meta, holder(), now)).toEqual({ deadline: now + 24 * HOUR, remindAt: now + 18 * HOUR });
  });

  it('given no limit, when a seat becomes awaited, then there is neither deadline nor reminder', () => {
    expect(deadlineFor({ timeLimitHours: null } as GameMeta, holder(), now)).toEqual({ deadline: null, remindAt: null });
  });

  it('given a reminder window longer than the limit, when a seat becomes awaited, then no reminder is planned in the past', () => {
    expect(deadlineFor({ timeLimitHours: 2 } as GameMeta, holder({ reminderHours: 12 }), now)).toEqual({ deadline: now + 2 * HOUR, remindAt: null });
  });

  it('given a holder on vacation, when a seat becomes awaited, then the limit counts from the end of the vacation', () => {
    const vacation = { from: now - HOUR, until: now + 72 * HOUR };
    expect(deadlineFor(meta, holder({ vacation }), now).deadline).toBe(vacation.until + 24 * HOUR);
    expect(onVacation(holder({ vacation }), now)).toBe(true);
    expect(onVacation(holder({ vacation }), vacation.until)).toBe(false);
  });
});

describe('nextDue', () => {
  it('given awaited seats with deadlines and reminders, then the earliest pending one is due; seats not awaited do not count', () => {
    const due = nextDue({ status: 'active', awaited: [0, 2], deadlines: [now + 5, now + 1, now + 9], remindAt: [null, null, now + 3] });
    expect(due).toBe(now + 3);
    expect(nextDue({ status: 'finished', awaited: [0], deadlines: [now], remindAt: [null] })).toBeNull();
  });
});
