import type { SeatInfo } from '../../shared/api';
import { humanize } from './config-fields';
import { seatLabel } from './format';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys that hold a seat number in events and moves across games. */
const SEAT_KEYS = new Set(['seat', 'winner', 'target', 'player', 'by', 'from', 'to', 'victim', 'shooter']);

function describeValue(key: string, value: unknown, seats: SeatInfo[] | null): string {
  if (seats && typeof value === 'number' && SEAT_KEYS.has(key)) return seatLabel(seats, value);
  if (seats && Array.isArray(value) && (key === 'winners' || key === 'seats') && value.every((v) => typeof v === 'number'))
    return value.map((v) => seatLabel(seats, v as number)).join(', ');
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  if (isObject(value)) return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** "Play: card 3" style label for a legal move; the move type is shown as a heading, so it is left out here. */
export function describeMove(move: unknown): string {
  if (!isObject(move)) return JSON.stringify(move);
  const details = Object.entries(move)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => `${humanize(key)}: ${describeValue(key, value, null)}`);
  return details.length ? details.join(' · ') : humanize(String(move.type ?? 'move'));
}

/** A readable line for a (redacted) log event of any game: its type in words, who did it, and its other fields. */
export function describeEvent(event: unknown, seats: SeatInfo[]): string {
  if (!isObject(event)) return typeof event === 'string' ? event : JSON.stringify(event);
  if (typeof event.message === 'string') return event.message;
  const type = typeof event.type === 'string' ? humanize(event.type) : 'Event';
  const actor = typeof event.seat === 'number' ? ` by ${seatLabel(seats, event.seat)}` : '';
  const details = Object.entries(event)
    .filter(([key, value]) => key !== 'type' && value !== undefined && !(actor && key === 'seat'))
    .map(([key, value]) => `${humanize(key).toLowerCase()} ${describeValue(key, value, seats)}`);
  return details.length ? `${type}${actor}: ${details.join(', ')}` : `${type}${actor}`;
}

/** Legal moves grouped by their `type`, in the order the engine listed them. */
export function groupMoves(moves: unknown[]): Array<{ type: string; moves: unknown[] }> {
  const groups = new Map<string, unknown[]>();
  for (const move of moves) {
    const type = isObject(move) && typeof move.type === 'string' ? move.type : 'move';
    groups.set(type, [...(groups.get(type) ?? []), move]);
  }
  return [...groups].map(([type, list]) => ({ type, moves: list }));
}
