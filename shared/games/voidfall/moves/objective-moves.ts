/**
 * The moves of Evaluation step 3 (flow/objective-step.ts): choosing which met Galactic objective to take, resolving
 * its reward's choices one at a time, forgoing the rest, and keeping one of two Agendas drawn by an "gain an Agenda"
 * reward. After each, step 3 goes on, then step 4 and the end of the Evaluation once every player is done.
 */
import { stableStringify, type Seat } from '../../../engine';
import { agendaOf } from '../data';
import { endOfEvaluation } from '../flow/cycle';
import { continueObjectives } from '../flow/evaluation';
import { objectiveSeat, objectivesMet, resolveReward, rewardMoves, takeObjective } from '../flow/objective-step';
import type { VoidfallEvent } from '../events';
import { bestObjective } from '../rules/galactic-objectives';
import { keepAgenda } from '../rules/agendas';
import type { VoidfallState } from '../state';
import type { VoidfallMove } from './schema';
import { refuse, type Result } from './setup-moves';

type Move<T extends VoidfallMove['type']> = Extract<VoidfallMove, { type: T }>;

/** Step 3 goes on; once it is over, step 4 and the rest of the Evaluation. */
function goOn(s: VoidfallState, events: VoidfallEvent[]): VoidfallEvent[] {
  const next = [...events, ...continueObjectives(s)];
  return s.objectiveStep ? next : [...next, ...endOfEvaluation(s)];
}

/** Every step-3 move of `seat` now; the time-out's move first (the best objective; the first reward choice). */
export function objectiveMoves(s: VoidfallState, seat: Seat): VoidfallMove[] {
  if (objectiveSeat(s) !== seat) return [];
  if (s.agendaDraw !== null) return s.agendaDraw.seat === seat ? s.agendaDraw.cards.map((card): VoidfallMove => ({ type: 'keep-agenda', card })) : [];
  const step = s.objectiveStep!;
  if (step.choosing !== null) {
    const best = bestObjective(s, seat, s.events[s.cycle - 1], step.unpaid[seat])!.index;
    return [best, ...step.choosing.filter((i) => i !== best)].map((objective): VoidfallMove => ({ type: 'choose-objective', objective }));
  }
  const moves = rewardMoves(s, seat).map((m): VoidfallMove => ({ type: 'objective-reward', ...m }));
  return moves.length > 0 ? [...moves, { type: 'end-objective-reward' }] : [];
}

function notYours(s: VoidfallState, seat: Seat): Result | null {
  if (s.phase !== 'evaluation' || !s.objectiveStep) return refuse('move/illegal', 'No one is evaluating the Galactic objectives now.');
  if (objectiveSeat(s) !== seat) return refuse('move/not-your-turn', 'Another player is evaluating the Galactic objectives.');
  if (s.agendaDraw !== null) return refuse('move/illegal', 'First keep one of the two Agendas you drew.');
  return null;
}

export function chooseObjective(s: VoidfallState, seat: Seat, move: Move<'choose-objective'>): Result {
  const problem = notYours(s, seat);
  if (problem) return problem;
  if (s.objectiveStep!.choosing === null) return refuse('move/illegal', 'You have already taken your objective.');
  const taken = objectivesMet(s, seat).find((o) => o.index === move.objective);
  if (!taken) return refuse('move/illegal', 'Take one of the objectives you meet.');
  return goOn(s, takeObjective(s, seat, taken));
}

export function objectiveReward(s: VoidfallState, seat: Seat, move: Move<'objective-reward'>): Result {
  const problem = notYours(s, seat);
  if (problem) return problem;
  const key = stableStringify(move.choice);
  const listed = rewardMoves(s, seat).find((m) => m.group === move.group && m.index === move.index && stableStringify(m.choice) === key);
  if (!listed) return refuse('move/illegal', 'That part of the objective’s reward is not open now, or not with that choice.');
  return goOn(s, resolveReward(s, seat, listed));
}

export function endObjectiveReward(s: VoidfallState, seat: Seat): Result {
  const problem = notYours(s, seat);
  if (problem) return problem;
  if (rewardMoves(s, seat).length === 0) return refuse('move/illegal', 'No part of an objective’s reward is waiting for you.');
  s.objectiveStep!.reward = null;
  s.objectiveStep!.next += 1;
  return goOn(s, [{ type: 'objective-reward-ended', seat }]);
}

/** Keeping one of the two Agendas an objective's "gain an Agenda" drew. */
export function keepObjectiveAgenda(s: VoidfallState, seat: Seat, move: Move<'keep-agenda'>): Result {
  const draw = s.agendaDraw;
  if (!draw || draw.seat !== seat) return refuse('move/illegal', 'You have no drawn Agendas to choose from.');
  if (!draw.cards.includes(move.card)) return refuse('move/illegal', 'Keep one of the two Agendas you drew.');
  keepAgenda(s, move.card);
  return goOn(s, [{ type: 'agenda-gained', seat, agendaType: agendaOf(move.card).type, from: 'deck', card: move.card }]);
}
