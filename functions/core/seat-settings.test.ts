import { describe, expect, it } from 'vitest';
import type { GameMeta, SeatRecord, UserProfile } from './model';
import { seatsWithSettings } from './seat-settings';

const seat = (n: number, over: Partial<SeatRecord> = {}): SeatRecord => ({ seat: n, status: 'joined', userId: `u${n}`, name: `P${n}`, inviteEmail: null, ...over });
const meta = (seats: SeatRecord[]) => ({ timeLimitHours: 24, seats }) as GameMeta;

function usersPort() {
  const asked: string[][] = [];
  const getUsers = async (ids: string[]) => {
    asked.push(ids);
    return ids.map((userId) => ({ userId, reminderHours: 3, vacation: null }) as unknown as UserProfile);
  };
  return { asked, ports: { users: { getUsers } as never } };
}

describe('seatsWithSettings', () => {
  it('given seats that keep their settings, when a seat becomes awaited, then no profile is read', async () => {
    const { asked, ports } = usersPort();
    const kept = [seat(0, { deadlineSettings: { reminderHours: 6, vacation: null } }), seat(1, { deadlineSettings: { reminderHours: null, vacation: null } })];
    expect(await seatsWithSettings(ports, meta(kept), [1])).toBe(kept);
    expect(asked).toEqual([]);
  });

  it('given a table written before seats kept settings, when a seat becomes awaited, then every held seat gets them from one read', async () => {
    const { asked, ports } = usersPort();
    const seats = await seatsWithSettings(ports, meta([seat(0), seat(1), seat(2, { status: 'open', userId: null })]), [1]);
    expect(asked).toEqual([['u0', 'u1']]);
    expect(seats.map((s) => s.deadlineSettings)).toEqual([{ reminderHours: 3, vacation: null }, { reminderHours: 3, vacation: null }, undefined]);
  });

  it('given a table without a time limit, when a seat becomes awaited, then nothing is read', async () => {
    const { asked, ports } = usersPort();
    await seatsWithSettings(ports, { ...meta([seat(0)]), timeLimitHours: null }, [0]);
    expect(asked).toEqual([]);
  });
});
