/**
 * The vocabulary of Galactic Event frames (rules addendum A1, Preparation step 5): a frame resolved once by the
 * engine, or a frame each player resolves in turn order with a choice. A player's choice is a flat bag of fields
 * (`FrameChoice`): the branch of an "OR" (`option`), a sector, a Corruption place (`to`/`from`), a Guild, an
 * Installation, a Glory value, an amount, an effect of an opened benefit (`effect` with that effect's choice), or
 * `decline` (an optional frame not taken, or the rest of a benefit left). `apply` accepts only a listed choice.
 */
import { z } from 'zod';
import { stableStringify, type Seat } from '../../../../engine';
import { effectChoiceSchema, type Primitive } from '../../effects/types';
import type { FrameStep, VoidfallState } from '../../state';

export type Draft = Omit<VoidfallState, 'rng'>;

export const frameChoiceSchema = effectChoiceSchema.extend({
  option: z.number().int().min(0).max(3).optional(),
  effect: z.number().int().min(0).max(6).optional(),
  decline: z.literal(true).optional(),
  count: z.number().int().min(1).max(6).optional(),
}).strict();
export type FrameChoice = z.infer<typeof frameChoiceSchema>;

/** What a frame did for a seat (or once), in game words; becomes an `event-frame-resolved` event. */
export interface FrameOutcome { seat: Seat | null; sectors: string[]; done: string }

/** A group of effects a choice opens (a benefit, a Technology's bonus): resolved one at a time by the same player. */
export interface OpenEffects { effects: Primitive[]; mode: 'one' | 'any' | 'all'; location?: string | null }

export interface Applied {
  outcome: FrameOutcome | null;
  /** The same player chooses again in this frame (a second Corruption, a second destruction, another move). */
  again?: boolean;
  /** Effects the choice opens for the same player before the frame goes on. */
  open?: OpenEffects[];
}

export interface OnceRule { each: false; run: (s: Draft) => FrameOutcome[] }
export interface SeatRule {
  each: true;
  /** The choices open to `seat` now, the rules' default first (the time-out's); none: the frame is ignored for it. */
  choices: (s: Draft, seat: Seat, step: FrameStep) => FrameChoice[];
  apply: (s: Draft, seat: Seat, choice: FrameChoice, step: FrameStep) => Applied;
}
export type FrameRule = OnceRule | SeatRule;

/** Whether a move's choice is this listed one (key order aside). */
export const sameChoice = (a: FrameChoice, b: FrameChoice) => stableStringify(a) === stableStringify(b);
