/**
 * Character ranks (digest §5.2, §12.11): a higher-ranked character may command a lower-ranked one (Command cards), and
 * two objectives name the highest and the lowest ranking character. A higher number outranks a lower one (the digest's
 * illustration: rank 3 may order Medical Support, rank 2; rank 1 may not).
 *
 * Only Medical Support's rank (2) is sourced (data README, Missing); a table may give the other printed ranks in the
 * config (`ranks`). The engine never invents a rank: a comparison that needs a missing one answers "unknown", and the
 * rule that reads it names the gap in a sentence (`rankGap`).
 */
import { characterOf } from '../data';
import type { RetaliationState } from '../state';

type RankSource = Pick<RetaliationState, 'config'> | undefined;

/** The character's rank: the data's, else the table's config, else null (not sourced). */
export function rankOf(characterId: string, s?: RankSource): number | null {
  return characterOf(characterId).rank ?? s?.config.ranks?.[characterId] ?? null;
}

/** Whether `commander` outranks `target`; null when either rank is unknown. */
export function outranks(commander: string, target: string, s?: RankSource): boolean | null {
  const a = rankOf(commander, s);
  const b = rankOf(target, s);
  return a === null || b === null ? null : a > b;
}

/** The characters among `ids` whose rank is not known. */
export function unranked(ids: readonly string[], s?: RankSource): string[] {
  return ids.filter((id) => rankOf(id, s) === null);
}

/** A sentence naming the missing ranks, for refusals and rule notes. */
export function rankGap(ids: readonly string[], s?: RankSource): string {
  const names = unranked(ids, s).map((id) => characterOf(id).name);
  const who = names.length === 1 ? `${names[0]}'s rank is` : `the ranks of ${names.slice(0, -1).join(', ')} and ${names.at(-1)} are`;
  return `${who.charAt(0).toUpperCase()}${who.slice(1)} not known: only Medical Support's rank is printed in the sources.`;
}

/** The characters drafted into this game (the dead included: ranks are printed, not lost). */
export function charactersInGame(s: RetaliationState): string[] {
  return s.players.flatMap((p) => (p.character === null ? [] : [p.character]));
}

/**
 * The highest (or lowest) ranking character(s) among `ids`: `known` holds them (more than one on a tie), or
 * `unknown` names the characters whose missing rank leaves the answer open.
 */
export type RankPick = { known: string[] } | { unknown: string[] };

function pick(ids: readonly string[], s: RankSource, better: (a: number, b: number) => boolean): RankPick {
  const missing = unranked(ids, s);
  if (missing.length > 0) return { unknown: missing };
  let best: string[] = [];
  for (const id of ids) {
    const rank = rankOf(id, s)!;
    const top = best.length === 0 ? null : rankOf(best[0], s)!;
    if (top === null || better(rank, top)) best = [id];
    else if (rank === top) best.push(id);
  }
  return { known: best };
}

export const highestRanking = (ids: readonly string[], s?: RankSource): RankPick => pick(ids, s, (a, b) => a > b);
export const lowestRanking = (ids: readonly string[], s?: RankSource): RankPick => pick(ids, s, (a, b) => a < b);
