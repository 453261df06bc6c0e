/**
 * Galactic Event C3-G ("Wind of Annihilation"), its delayed frame: "at the end of their first turn, each player must
 * resolve a Skirmish with 1 additional Voidborn Fleet Power" (galactic-events.json). It is the Skirmish of the
 * Evaluation (rules addendum E1, A10: strength from the House mat, +1 in Cycles 2 and 3; the ranked target, never
 * the Home Sector; Autonomous Drones; a lost or tied sector abandoned) with 1 more Voidborn Fleet Power, fought once
 * the player's first Focus turn of Cycle 3 is cleaned up (round 1: every player's first turn), before the next
 * player's turn. Its choices are the Evaluation Skirmish's (a tied target, each Damage's cube, the Glory token a lost
 * sector discards) and pause the turn flow the same way; `delayedSkirmish` names the seat meanwhile, so the flow
 * goes on with the next turn instead of the next player's Evaluation Skirmish.
 */
import type { Seat } from '../../../engine';
import type { VoidfallEvent } from '../events';
import { frameInPlay } from '../rules/event-frames';
import type { VoidfallState } from '../state';
import { continueEvaluation, nextTurn } from './cycle';
import { skirmishOf, skirmishPaused } from './skirmish';

type Draft = Omit<VoidfallState, 'rng'>;

export const DELAYED_SKIRMISH = "Delayed: at the end of their first turn, each player must resolve a Skirmish with 1 additional Voidborn Fleet Power. In co-op/solo games, resolve this after the 'Void Advances' step of the player's turn.";

/** Whether the turn now ending is its player's first of Cycle 3 with event C3-G in play. */
export const owesDelayedSkirmish = (s: Draft): boolean => s.cycle === 3 && s.round === 1 && frameInPlay(s, DELAYED_SKIRMISH);

/** The frame's order on the event card, for its log line. */
const FRAME = 2;

/** After a Focus turn's Clean-up: event C3-G's Skirmish if this was the player's first turn of Cycle 3, then the next turn. */
export function afterCleanUp(s: Draft, seat: Seat): VoidfallEvent[] {
  if (!owesDelayedSkirmish(s)) return nextTurn(s);
  s.focusTurn = null;
  s.delayedSkirmish = seat;
  const events: VoidfallEvent[] = [
    { type: 'event-frame-resolved', frame: FRAME, seat, sectors: [], done: 'faced a Skirmish with 1 additional Voidborn Fleet Power, at the end of the first turn of Cycle 3' },
    ...skirmishOf(s, seat, s.turn + 1),
  ];
  return afterSkirmishChoice(s, events);
}

/**
 * After a Skirmish's choice (a target, a Damage, a Glory token): event C3-G's Skirmish over, the next turn starts; an
 * Evaluation Skirmish goes on with the Evaluation. Either waits while another choice is pending.
 */
export function afterSkirmishChoice(s: Draft, events: VoidfallEvent[]): VoidfallEvent[] {
  if (s.delayedSkirmish === undefined) return continueEvaluation(s, events);
  if (skirmishPaused(s)) return events;
  delete s.delayedSkirmish;
  return [...events, ...nextTurn(s)];
}
