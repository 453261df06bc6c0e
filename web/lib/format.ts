import type { GameSummary, SeatInfo } from '../../shared/api';

/** "2 d 4 h left", "35 min left", "overdue"; null without a deadline. */
export function timeLeft(deadline: string | null, now: number): string | null {
  if (!deadline) return null;
  const ms = Date.parse(deadline) - now;
  if (ms <= 0) return 'overdue';
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days} d ${hours} h left`;
  if (hours > 0) return `${hours} h ${minutes % 60} min left`;
  return `${Math.max(1, minutes)} min left`;
}

export function seatLabel(seats: SeatInfo[], seat: number | null): string {
  if (seat === null) return 'The game';
  const info = seats.find((s) => s.seat === seat);
  if (!info) return `Seat ${seat + 1}`;
  if (info.isMe) return 'You';
  if (info.name) return info.name;
  return info.status === 'invited' ? `Seat ${seat + 1} (invited)` : `Seat ${seat + 1} (open)`;
}

/** Who the game waits for, in words. */
export function awaitedLabel(game: Pick<GameSummary, 'status' | 'awaited' | 'seats' | 'outcome'>): string {
  if (game.status === 'finished') {
    if (!game.outcome) return 'Finished';
    const winners = game.outcome.winners.map((s) => seatLabel(game.seats, s));
    return winners.length ? `Won by ${winners.join(', ')}` : 'Everybody lost';
  }
  if (game.status === 'open') {
    const free = game.seats.filter((s) => s.status === 'open' || s.status === 'invited').length;
    return free ? `Waiting for ${free} more player${free > 1 ? 's' : ''}` : 'Ready to start';
  }
  if (game.awaited.length === 0) return 'Nobody to wait for';
  const names = game.awaited.map((s) => seatLabel(game.seats, s).replace(/^You$/, 'you'));
  return `Waiting for ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0]}`;
}

export function gameName(game: Pick<GameSummary, 'name' | 'title'>): string {
  return game.name ? `${game.name} (${game.title})` : game.title;
}
