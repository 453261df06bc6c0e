/**
 * What a confirmed shot did, step by step, for its public event: every hit with the marks it converted, the tokens
 * it placed and the marks it left (after the track and mark caps), kills and overkills, and every figure moved with
 * where from. Rebuilt at confirm by replaying the shot's logged operations on the players as they were before it, so
 * the state keeps its shape (a log replays to the same hashes whatever the events say).
 */
import { cloneState, type Seat } from '../../../engine';
import type { PlayerState, Shot } from '../state';
import { applyHit, KILL_AT, TRACK_SIZE } from './damage';
import type { Square } from './geometry';

export type ShotStep =
  | {
      kind: 'hit';
      effect: string;
      seat: Seat;
      /** Damage the effect dealt, Targeting Scopes included. */
      damage: number;
      /** The shooter's marks on the target that this damage converted into damage tokens. */
      converted: number;
      /** Damage tokens placed on the track: damage plus converted marks, less what no longer fits on 12 spaces. */
      placed: number;
      /** Marks the effect gives, and those that landed (at most 3 per shooter on a board). */
      marks: number;
      marksAdded: number;
      /** This hit placed the 11th token (killed) or the 12th (overkilled). */
      killed: boolean;
      overkilled: boolean;
    }
  | { kind: 'moved'; effect: string; seat: Seat; from: Square; to: Square };

export function shotSteps(before: readonly PlayerState[], shooter: Seat, shot: Shot): ShotStep[] {
  const players = cloneState(before) as PlayerState[];
  const steps: ShotStep[] = [];
  for (const { effect, ops } of shot.effectsLog) {
    for (const op of ops) {
      const p = players[op.seat];
      if (op.op === 'move') {
        steps.push({ kind: 'moved', effect, seat: op.seat, from: p.square!, to: op.to });
        p.square = op.to;
        continue;
      }
      const tokens = p.damage.length;
      const converted = op.damage > 0 ? p.marks[shooter] : 0;
      const marksLeft = p.marks[shooter] - converted;
      const { placed } = applyHit(p, shooter, op.damage, op.marks);
      const after = p.damage.length;
      steps.push({
        kind: 'hit', effect, seat: op.seat, damage: op.damage, converted, placed, marks: op.marks,
        marksAdded: p.marks[shooter] - marksLeft,
        killed: tokens < KILL_AT && after >= KILL_AT,
        overkilled: tokens < TRACK_SIZE && after >= TRACK_SIZE,
      });
    }
  }
  return steps;
}
