/**
 * Events, in the past tense. Private: `cards` of a `powerups-drawn` event, and a `choice-taken` event (a step of a
 * shot nobody else sees before it is confirmed). Fields are only ever added: logs keep the events they were made with.
 */
import type { Seat } from '../../engine';
import type { ShotStep } from './rules/shot-report';
import type { Choice, Op, ReactionSetting } from './state';

export type AdrenalineEvent =
  | { type: 'turn-started'; seat: Seat; actions: number; frenzy: boolean }
  | { type: 'powerups-drawn'; seat: Seat; count: number; cards?: string[] }
  | { type: 'spawned'; seat: Seat; discarded: string; square: string }
  | { type: 'respawned'; seat: Seat; discarded: string; square: string }
  | { type: 'ran'; seat: Seat; to: string }
  | { type: 'grabbed-ammo'; seat: Seat; square: string; tile: string; kind: string }
  | { type: 'grabbed-weapon'; seat: Seat; square: string; weapon: string; dropped: string | null; paidWith: string[] }
  /** `from` (absent in older logs): where the moved figure stood. */
  | { type: 'powerup-played'; seat: Seat; card: string; power: 'newton' | 'teleporter'; target: Seat; to: string; from?: string }
  | {
      type: 'shot';
      seat: Seat;
      weapon: string;
      from: string;
      reloaded: string[];
      effects: Array<{ effect: string; ops: Op[] }>;
      scopes: Array<{ card: string; target: Seat }>;
      discarded: string[];
      /** Added with rules 2's engine (absent in older logs): every hit and move of the shot, in order. */
      steps?: ShotStep[];
    }
  | { type: 'reloaded'; seat: Seat; weapon: string; paidWith: string[] }
  /** Rules 2: the engine answered a shot question that had one possible answer; `question` is the script's wording. */
  | { type: 'choice-taken'; seat: Seat; effect: string; choice: Choice; question: string }
  /** `marksAdded` (absent in older logs): 1, or 0 when the target already had 3 of this seat's marks. */
  | { type: 'tagback-played'; seat: Seat; card: string; target: Seat; marksAdded?: number }
  | { type: 'reaction-set'; seat: Seat; setting: ReactionSetting }
  /**
   * `points` by seat (first blood included). Absent in older logs: `tokens`, the damage tokens cleared from the board;
   * `overkillMarks`, the mark the killer got from the victim for an overkill (0 when already at 3).
   */
  | { type: 'kill-scored'; victim: Seat; killer: Seat; overkill: boolean; points: number[]; skullTaken: boolean; tokens?: number; overkillMarks?: number }
  | { type: 'double-kill'; seat: Seat }
  | { type: 'refilled'; tiles: Record<string, string>; weapons: string[] }
  | { type: 'frenzy-started'; order: Seat[]; twoActions: Seat[] }
  | { type: 'turn-ended'; seat: Seat }
  /** `boardPoints` and `trackPoints` (absent in older logs): by seat, what the final scoring added to `scores`. */
  | { type: 'game-ended'; scores: number[]; winners: Seat[]; boardPoints?: number[]; trackPoints?: number[] };

export function redactEvent(e: AdrenalineEvent, viewer: Seat | 'spectator'): AdrenalineEvent | null {
  if (e.type === 'powerups-drawn' && e.seat !== viewer) return { type: 'powerups-drawn', seat: e.seat, count: e.count };
  if (e.type === 'choice-taken' && e.seat !== viewer) return null;
  return e;
}
