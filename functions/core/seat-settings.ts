import { ConflictError } from './errors';
import type { DeadlineSettings, GameMeta, SeatRecord, UserProfile } from './model';
import type { ServicePorts } from './ports';

/** The deadline settings of a profile, as a seat keeps them. */
export function deadlineSettingsOf(user: Pick<UserProfile, 'reminderHours' | 'vacation'>): DeadlineSettings {
  return { reminderHours: user.reminderHours, vacation: user.vacation ? { from: user.vacation.from, until: user.vacation.until } : null };
}

/**
 * META's seats, with the deadline settings of every held seat when `needed` seats are to get a deadline. A table written
 * before seats kept them reads the holders' profiles here, once: the caller writes the seats back with its change.
 */
export async function seatsWithSettings(ports: Pick<ServicePorts, 'users'>, meta: GameMeta, needed: number[]): Promise<SeatRecord[]> {
  if (meta.timeLimitHours === null) return meta.seats;
  const lacking = (s: SeatRecord) => s.userId !== null && s.deadlineSettings === undefined && (s.status === 'joined' || s.status === 'resigned');
  if (!needed.some((seat) => lacking(meta.seats[seat]))) return meta.seats;
  const profiles = await ports.users.getUsers(meta.seats.filter(lacking).map((s) => s.userId!));
  return meta.seats.map((s) => {
    const profile = lacking(s) ? profiles.find((u) => u.userId === s.userId) : undefined;
    return profile ? { ...s, deadlineSettings: deadlineSettingsOf(profile) } : s;
  });
}

/**
 * Copies a player's changed deadline settings into every table they sit at that is not over (META is written with a
 * new version, conditioned on the one read, so a move at the same moment cannot write the old settings back).
 */
export async function spreadDeadlineSettings(ports: Pick<ServicePorts, 'games'>, user: UserProfile): Promise<void> {
  const settings = deadlineSettingsOf(user);
  const gameIds = (await ports.games.listMemberships(user.userId)).map((m) => m.gameId);
  for (const gameId of gameIds) {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const meta = await ports.games.getMeta(gameId);
      if (!meta || meta.status === 'finished' || !meta.seats.some((s) => s.userId === user.userId)) break;
      const seats = meta.seats.map((s) => (s.userId === user.userId && s.status !== 'invited' ? { ...s, deadlineSettings: settings } : s));
      try {
        await ports.games.writeGame({ meta: { ...meta, seats, version: meta.version + 1 }, expectedVersion: meta.version });
        break;
      } catch (err) {
        if (!(err instanceof ConflictError) || attempt === 5) throw err;
      }
    }
  }
}
