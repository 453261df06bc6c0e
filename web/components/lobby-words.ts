import type { GameSummary } from '../../shared/api';
import { awaitedLabel, seatLabel, timeLeft } from '../lib/format';

/** Within this long of its deadline, a game of mine is "about to time out". */
export const SOON_MS = 24 * 3600_000;

/** "just now", "12 min ago", "5 h ago", "3 d ago". */
export function ago(iso: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return `${Math.floor(minutes / 1440)} d ago`;
}

const list = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? ''));

/** Who sits at the table, in words: "Ann, you and Invited player"; a one-seat game is a solo game. */
export function playersLine(game: Pick<GameSummary, 'seats' | 'status'>): string {
  if (game.seats.length === 1) return 'Solo game';
  const names = game.seats.filter((s) => s.status !== 'open').map((s, i) => (i > 0 && s.isMe ? 'you' : seatLabel(game.seats, s.seat)));
  const open = game.seats.filter((s) => s.status === 'open').length;
  const seated = names.length ? list(names) : 'Nobody yet';
  return open ? `${seated}, ${open} open seat${open > 1 ? 's' : ''}` : seated;
}

/** A finished game's result by name: "Won by Bob · Bob 12, You 9", or "Won together · score 34" when everyone shares it. */
export function resultLine(game: Pick<GameSummary, 'seats' | 'outcome'>): string {
  const outcome = game.outcome;
  if (!outcome) return 'Finished';
  const everyone = game.seats.length > 0 && outcome.winners.length === game.seats.length;
  const won = outcome.winners.length === 0 ? 'Nobody won' : everyone ? (game.seats.length === 1 ? 'Won' : 'Won together') : `Won by ${list(outcome.winners.map((s) => seatLabel(game.seats, s)))}`;
  if (outcome.scores.length === 0) return outcome.winners.length === 0 ? `${won}: ${outcome.reason}` : won;
  const shared = outcome.scores.every((s) => s === outcome.scores[0]);
  const scores = shared ? `score ${outcome.scores[0]}` : outcome.scores.map((score, seat) => `${seatLabel(game.seats, seat)} ${score}`).join(', ');
  return `${won} · ${scores}`;
}

/** Why this line is in "Needs you", as its badge. */
export function needsYouBadge(game: Pick<GameSummary, 'needsYou' | 'deadline'>, now: number): string | null {
  if (game.needsYou === 'your-turn') return game.deadline && Date.parse(game.deadline) - now < SOON_MS ? 'Your turn: time runs out soon' : 'Your turn';
  if (game.needsYou === 'invitation') return 'Invitation: take your seat';
  if (game.needsYou === 'start') return 'Everyone is seated: start it';
  return null;
}

/** The second line of a game under way or open: where it stands, the last move and the time left. */
export function stateLine(game: GameSummary, now: number): string {
  if (game.status === 'finished') return resultLine(game);
  if (game.needsYou === 'invitation') return 'A seat is saved for you';
  const parts = [game.status === 'active' && game.progress ? game.progress : awaitedLabel(game)];
  if (game.status === 'active') parts.push(game.lastMoveAt ? `last move ${ago(game.lastMoveAt, now)}` : 'no move yet');
  const left = timeLeft(game.deadline, now);
  if (left) parts.push(left);
  return parts.join(' · ');
}

/** The lobby's sections: what needs me (soonest deadline first), games waiting for others, finished games (newest first). */
export function lobbySections(games: GameSummary[]): { needsYou: GameSummary[]; waiting: GameSummary[]; finished: GameSummary[] } {
  const recent = [...games].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const due = (g: GameSummary) => (g.deadline ? Date.parse(g.deadline) : Infinity);
  const needs = (g: GameSummary) => g.status !== 'finished' && (Boolean(g.needsYou) || g.yourTurn);
  return {
    needsYou: recent.filter(needs).sort((a, b) => due(a) - due(b) || 0),
    waiting: recent.filter((g) => g.status !== 'finished' && !needs(g)),
    finished: recent.filter((g) => g.status === 'finished'),
  };
}
