/**
 * Damage and marks on one player, in the printed order: the damage tokens, then every mark the attacker already had
 * on that player converts into damage, then the new marks (at most 3 per attacker). The track holds 12 tokens:
 * the 11th kills, the 12th overkills, anything further is lost (converted marks included).
 */
import type { Seat } from '../../../engine';
import type { PlayerState } from '../state';

export const KILL_AT = 11;
export const TRACK_SIZE = 12;
export const MARK_CAP = 3;

export interface HitResult {
  /** Tokens actually placed on the track. */
  placed: number;
  /** True when this hit placed the 11th token. */
  killed: boolean;
}

export function addMarks(victim: PlayerState, attacker: Seat, marks: number): void {
  victim.marks[attacker] = Math.min(MARK_CAP, victim.marks[attacker] + marks);
}

/** Applies damage then conversion then marks, on a mutable player. */
export function applyHit(victim: PlayerState, attacker: Seat, damage: number, marks: number): HitResult {
  const before = victim.damage.length;
  if (damage > 0) {
    const converted = victim.marks[attacker];
    victim.marks[attacker] = 0;
    const room = TRACK_SIZE - victim.damage.length;
    const tokens = Math.min(room, damage + converted);
    for (let i = 0; i < tokens; i++) victim.damage.push(attacker);
  }
  if (marks > 0) addMarks(victim, attacker, marks);
  const after = victim.damage.length;
  return { placed: after - before, killed: before < KILL_AT && after >= KILL_AT };
}

export const isDead = (p: PlayerState) => p.damage.length >= KILL_AT;
