/**
 * Events, in the past tense. Private: `cards` of a `powerups-drawn` event, and a `choice-taken` event (a step of a
 * shot nobody else sees before it is confirmed). Fields are only ever added: logs keep the events they were made with.
 */
import type { Seat } from '../../engine';
import type { Choice, Op, ReactionSetting } from './state';

export type AdrenalineEvent =
  | { type: 'turn-started'; seat: Seat; actions: number; frenzy: boolean }
  | { type: 'powerups-drawn'; seat: Seat; count: number; cards?: string[] }
  | { type: 'spawned'; seat: Seat; discarded: string; square: string }
  | { type: 'respawned'; seat: Seat; discarded: string; square: string }
  | { type: 'ran'; seat: Seat; to: string }
  | { type: 'grabbed-ammo'; seat: Seat; square: string; tile: string; kind: string }
  | { type: 'grabbed-weapon'; seat: Seat; square: string; weapon: string; dropped: string | null; paidWith: string[] }
  | { type: 'powerup-played'; seat: Seat; card: string; power: 'newton' | 'teleporter'; target: Seat; to: string }
  | {
      type: 'shot';
      seat: Seat;
      weapon: string;
      from: string;
      reloaded: string[];
      effects: Array<{ effect: string; ops: Op[] }>;
      scopes: Array<{ card: string; target: Seat }>;
      discarded: string[];
    }
  | { type: 'reloaded'; seat: Seat; weapon: string; paidWith: string[] }
  /** Rules 2: the engine answered a shot question that had one possible answer; `question` is the script's wording. */
  | { type: 'choice-taken'; seat: Seat; effect: string; choice: Choice; question: string }
  | { type: 'tagback-played'; seat: Seat; card: string; target: Seat }
  | { type: 'reaction-set'; seat: Seat; setting: ReactionSetting }
  | { type: 'kill-scored'; victim: Seat; killer: Seat; overkill: boolean; points: number[]; skullTaken: boolean }
  | { type: 'double-kill'; seat: Seat }
  | { type: 'refilled'; tiles: Record<string, string>; weapons: string[] }
  | { type: 'frenzy-started'; order: Seat[]; twoActions: Seat[] }
  | { type: 'turn-ended'; seat: Seat }
  | { type: 'game-ended'; scores: number[]; winners: Seat[] };

export function redactEvent(e: AdrenalineEvent, viewer: Seat | 'spectator'): AdrenalineEvent | null {
  if (e.type === 'powerups-drawn' && e.seat !== viewer) return { type: 'powerups-drawn', seat: e.seat, count: e.count };
  if (e.type === 'reaction-set' && e.seat !== viewer) return null;
  if (e.type === 'choice-taken' && e.seat !== viewer) return null;
  return e;
}
