/**
 * Scoring a damage track (at a death or at the end), the kill-shot track, and the winner with its tie-breakers.
 */
import type { Seat } from '../../../engine';
import type { PlayerState } from '../state';

export const FRONT_VALUES = [8, 6, 4, 2, 1, 1] as const;
export const FRENZY_VALUES = [2, 1, 1, 1] as const;
export const TRACK_VALUES = [8, 6, 4, 2, 1, 1] as const;

/** Seats ranked by token count, ties to the one whose first token came earlier. */
export function rankByTokens(tokens: readonly Seat[]): Seat[] {
  const count = new Map<Seat, number>();
  const first = new Map<Seat, number>();
  tokens.forEach((s, i) => {
    count.set(s, (count.get(s) ?? 0) + 1);
    if (!first.has(s)) first.set(s, i);
  });
  return [...count.keys()].sort((a, b) => count.get(b)! - count.get(a)! || first.get(a)! - first.get(b)!);
}

/** The values a board still pays: front values minus those covered by skulls, or the frenzy side. */
export function boardValues(p: PlayerState): number[] {
  return p.frenzyBoard ? [...FRENZY_VALUES] : FRONT_VALUES.slice(Math.min(p.skulls, FRONT_VALUES.length));
}

/**
 * Points each seat earns from one board. Ranks beyond the printed values earn 1 (the digest's reading of an
 * exhausted board); first blood (1 point) only on the front side.
 */
export function scoreBoard(p: PlayerState): Map<Seat, number> {
  const out = new Map<Seat, number>();
  if (p.damage.length === 0) return out;
  const values = boardValues(p);
  rankByTokens(p.damage).forEach((seat, rank) => out.set(seat, values[rank] ?? 1));
  if (!p.frenzyBoard) out.set(p.damage[0], (out.get(p.damage[0]) ?? 0) + 1);
  return out;
}

/** The kill-shot track: tokens counted (an overkill space holds 2), ties to the earlier space. */
export function scoreKillTrack(track: readonly Seat[][]): Map<Seat, number> {
  const out = new Map<Seat, number>();
  rankByTokens(track.flat()).forEach((seat, rank) => out.set(seat, TRACK_VALUES[rank] ?? 0));
  return out;
}

/**
 * Winners: most points; tied players are separated by more tokens on the kill-shot track, then by the
 * track rank (earlier token). Tied players with no track tokens share the win.
 */
export function winners(scores: readonly number[], track: readonly Seat[][]): Seat[] {
  const best = Math.max(...scores);
  const tied = scores.flatMap((p, i) => (p === best ? [i] : []));
  if (tied.length === 1) return tied;
  const order = rankByTokens(track.flat());
  const onTrack = tied.filter((s) => order.includes(s));
  if (onTrack.length === 0) return tied;
  return [onTrack.sort((a, b) => order.indexOf(a) - order.indexOf(b))[0]];
}
