/**
 * The cycle structure (rules addendum A1): 3 Cycles of Preparation → Focus rounds → Evaluation, then the end.
 * Built here: Preparation steps 1 (box the lowest Trade token), 2 (the improved offer opens in Cycle 2 and is replaced
 * by the face-down four in Cycle 3) and 4 (reveal the Cycle's Galactic Event: its Focus rounds); step 3 is skipped
 * (`default-preparation-step-3`). Focus rounds of one turn per player in turn order, with the Advanced Focus variant's
 * simultaneous pick at the start of each round. Evaluation step 5 (discarded Focus cards back to hand, Innovation
 * joins after Cycle 1), after step 1 (the Skirmish, flow/skirmish.ts) and steps 2-4 (Upkeep and objectives,
 * flow/evaluation.ts), and step 5, the event's frames (rules/event-frames.ts, pausing for the players' choices).
 */
import { galacticEventOf } from '../data';
import type { VoidfallEvent } from '../events';
import { totalCorruption } from '../rules/corruption';
import { runFrames } from '../rules/event-frames';
import { runSkirmishes, skirmishPaused } from './skirmish';
import { upkeepWaits } from '../rules/upkeep-payment';
import { upkeepAndObjectives } from './evaluation';
import type { VoidfallState } from '../state';

type Draft = Omit<VoidfallState, 'rng'>;

export function activeSeat(s: Draft): number | null {
  return s.phase === 'focus' ? s.turnOrder[s.turn] : null;
}

/** Whether every player has a House and no set-up task or Agenda draw is pending. */
export function setupDone(s: Draft): boolean {
  return s.players.every((p) => p.house !== null && p.setupTasks.length === 0) && s.agendaDraw === null;
}

function preparation(s: Draft, cycle: 1 | 2 | 3): VoidfallEvent[] {
  const events: VoidfallEvent[] = [{ type: 'cycle-started', cycle }];
  s.cycle = cycle;
  s.phase = 'preparation';
  // Round 0 until the Focus phase starts (a frame may wait for the players' choices first).
  s.round = 0;
  // In Cycle 1, Preparation starts at step 4 (A1).
  if (cycle > 1) {
    const lowest = s.tradeSpaces.findIndex((n) => n > 0);
    if (lowest >= 0) {
      s.tradeSpaces[lowest] -= 1;
      events.push({ type: 'trade-token-boxed', space: lowest + 1 });
    }
    if (cycle === 2) s.improvedBlocked = false;
    else s.improvedOffer = s.improvedDeck.splice(0);
    events.push({ type: 'improved-offer-changed', cycle: cycle as 2 | 3, offer: s.improvedOffer.slice() });
  }
  const event = s.eventDecks[cycle].shift()!;
  s.events.push(event);
  // `default-galactic-event-draw`: the rest of the Cycle's deck goes back to the box.
  s.eventDecks[cycle] = [];
  s.eventPeeks = s.eventPeeks.filter((p) => p.cycle !== cycle);
  s.focusRounds = galacticEventOf(event).focus_rounds;
  events.push({ type: 'galactic-event-revealed', cycle, event, focusRounds: s.focusRounds });
  // Step 5: the event's frames (rules/event-frames.ts); they pause on `frameStep` while a player chooses.
  s.frameStep = null;
  events.push(...runFrames(s));
  return s.frameStep ? events : [...events, ...startRound(s, 1)];
}

/** After a player's choice in a Galactic Event frame: the Focus rounds start once the last frame is resolved. */
export function afterFrameChoice(s: Draft): VoidfallEvent[] {
  return s.frameStep ? [] : startRound(s, 1);
}

function startRound(s: Draft, round: number): VoidfallEvent[] {
  s.phase = 'focus';
  s.round = round;
  s.turn = 0;
  s.focusTurn = null;
  s.preselected = s.preselected.map(() => null);
  return [];
}

/** Starts Cycle 1 once set-up is complete. */
export function startGame(s: Draft): VoidfallEvent[] {
  return setupDone(s) ? preparation(s, 1) : [];
}

/** After a turn's clean-up: the next player, the next round, or the Evaluation. */
export function nextTurn(s: Draft): VoidfallEvent[] {
  s.focusTurn = null;
  if (s.turn + 1 < s.seats) {
    s.turn += 1;
    return [];
  }
  return s.round < s.focusRounds ? startRound(s, s.round + 1) : evaluation(s);
}

function evaluation(s: Draft): VoidfallEvent[] {
  s.phase = 'evaluation';
  // Step 1: the Skirmish against every player (flow/skirmish.ts); it pauses while a defender chooses among tied targets.
  const events: VoidfallEvent[] = runSkirmishes(s);
  return continueEvaluation(s, events);
}

/** After a Skirmish or Upkeep choice: the Evaluation goes on unless it waits for another choice. */
export function continueEvaluation(s: Draft, events: VoidfallEvent[]): VoidfallEvent[] {
  return skirmishPaused(s) ? events : [...events, ...afterSkirmishes(s)];
}

function afterSkirmishes(s: Draft): VoidfallEvent[] {
  const events: VoidfallEvent[] = [];
  // Step 2 waits while players choose how to pay their Upkeep (rules/upkeep-payment.ts).
  if (upkeepWaits(s)) return events;
  // Steps 2-4: Upkeep, Galactic objectives, Agenda objectives (flow/evaluation.ts).
  events.push(...upkeepAndObjectives(s));
  s.upkeepChoice = null;
  // Step 3 waits while a player chooses a Galactic objective or its reward (flow/objective-step.ts).
  return s.objectiveStep ? events : [...events, ...endOfEvaluation(s)];
}

/** Step 5 of the Evaluation and what follows it (also once the last Galactic objective choice is made). */
export function endOfEvaluation(s: Draft): VoidfallEvent[] {
  const events: VoidfallEvent[] = [];
  s.players.forEach((p, seat) => {
    // Step 5: the discarded Focus cards return to hand; after Cycle 1 Innovation joins them.
    const cards = [...p.focusDiscard, ...(s.cycle === 1 ? p.focusAside : [])];
    p.focusHand.push(...cards);
    p.focusDiscard = [];
    if (s.cycle === 1) p.focusAside = [];
    events.push({ type: 'focus-cards-returned', seat, count: cards.length });
  });
  if (s.cycle === 3) return [...events, endGame(s)];
  return [...events, ...preparation(s, (s.cycle + 1) as 2 | 3)];
}

/** The winners: most Influence, then fewest Corruption markers on the House mat and sectors (A6); still tied, all share. */
export function winners(s: Draft): number[] {
  const rank = s.players.map((p, seat) => ({ seat, influence: p.influence, corruption: totalCorruption(s, seat) }));
  const best = Math.max(...rank.map((r) => r.influence));
  const top = rank.filter((r) => r.influence === best);
  const least = Math.min(...top.map((r) => r.corruption));
  return top.filter((r) => r.corruption === least).map((r) => r.seat);
}

function endGame(s: Draft): VoidfallEvent {
  s.phase = 'over';
  s.focusTurn = null;
  return { type: 'game-ended', scores: s.players.map((p) => p.influence), winners: winners(s) };
}
