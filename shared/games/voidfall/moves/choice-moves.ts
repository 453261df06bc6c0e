/**
 * Choices the rules give a player in the middle of something else, each a pause in the state until the move: which
 * cube a Combat Damage recalls (`choose-damage`, rules/damage-choice.ts; an invasion in a Focus turn or an Evaluation
 * Skirmish), which Glory token a sector lost in the Skirmish discards (`discard-glory`) and how to pay Upkeep
 * (`pay-upkeep`, rules/upkeep-payment.ts), and the target of event C3-G's Skirmish among tied ones
 * (`choose-skirmish-sector`, flow/delayed-skirmish.ts), and event C1-H's toll on a Combat Replicators deployment
 * (`replicator-toll`, effects/replicator-toll.ts). While one waits, no other move is accepted.
 */
import type { Seat } from '../../../engine';
import { fightInvasionWith } from '../effects/invasion';
import { answerToll, type ReplicatorToll } from '../effects/replicator-toll';
import type { VoidfallEvent } from '../events';
import { continueEvaluation } from '../flow/cycle';
import { afterSkirmishChoice } from '../flow/delayed-skirmish';
import { chooseSkirmishDamage, discardSkirmishGlory } from '../flow/skirmish';
import { chooseUpkeepPayment, upkeepPayments } from '../rules/upkeep-payment';
import type { VoidfallState } from '../state';
import { autoEnd } from './focus-actions';
import type { VoidfallMove } from './schema';
import { refuse, type Result } from './setup-moves';

const CHOICE_MOVES = ['choose-damage', 'discard-glory', 'pay-upkeep', 'choose-skirmish-sector', 'replicator-toll'];

/** The moves of a choice waiting now: `seat`'s (possibly none), or null when no such choice waits. */
export function pendingChoiceMoves(s: VoidfallState, seat: Seat): VoidfallMove[] | null {
  // Event C3-G's Skirmish at the end of a turn: a target among tied ones (the Evaluation's is listed with its phase).
  if (s.skirmishChoice && s.delayedSkirmish !== undefined) {
    return s.skirmishChoice.seat === seat ? s.skirmishChoice.sectors.map((sector): VoidfallMove => ({ type: 'choose-skirmish-sector', sector })) : [];
  }
  if (s.replicatorToll) return s.replicatorToll.seat === seat ? s.replicatorToll.options.map((toll): VoidfallMove => ({ type: 'replicator-toll', toll })) : [];
  if (s.damageChoice) return s.damageChoice.seat === seat ? s.damageChoice.options.map((fleet): VoidfallMove => ({ type: 'choose-damage', fleet })) : [];
  if (s.gloryDiscard) return s.gloryDiscard.seat === seat ? s.gloryDiscard.values.map((value): VoidfallMove => ({ type: 'discard-glory', value })) : [];
  if (s.upkeepChoice && s.upkeepChoice.waiting.length > 0) {
    return s.upkeepChoice.waiting.includes(seat) ? upkeepPayments(s, seat).map((payment): VoidfallMove => ({ type: 'pay-upkeep', payment })) : [];
  }
  return null;
}

/** Routes a choice move, or refuses any other move while a choice waits; null when neither applies. */
export function routeChoice(s: VoidfallState, seat: Seat, move: VoidfallMove): Result | null {
  switch (move.type) {
    case 'choose-damage': return chooseDamage(s, seat, move.fleet);
    case 'discard-glory': return discardGlory(s, seat, move.value);
    case 'pay-upkeep': return payUpkeepMove(s, seat, move.payment);
    case 'replicator-toll': return replicatorTollMove(s, seat, move.toll);
    default:
      if (pendingChoiceMoves(s, seat) === null || CHOICE_MOVES.includes(move.type)) return null;
      return refuse('move/illegal', 'The game waits for a choice first: which Fleet Power a Damage recalls, a Glory token to discard, how to pay Upkeep, where the Voidborn strike, or a toll.');
  }
}

function chooseDamage(s: VoidfallState, seat: Seat, fleet: Extract<VoidfallMove, { type: 'choose-damage' }>['fleet']): Result {
  const choice = s.damageChoice;
  if (!choice) return refuse('move/illegal', 'No Combat is waiting for you to choose a loss.');
  if (choice.seat !== seat) return refuse('move/not-your-turn', 'Another player chooses which of their Fleet Power the Damage recalls.');
  if (!choice.options.includes(fleet)) return refuse('move/illegal', 'Recall Fleet Power of a type you still have in the Combat.');
  if (choice.combat.kind === 'skirmish') return afterSkirmishChoice(s, chooseSkirmishDamage(s, fleet));
  s.damageChoice = null;
  return afterInvasionFight(s, seat, [], fightInvasionWith(s, seat, choice.sector, choice.combat, [...choice.choices, fleet]));
}

/** An invasion's Combat fought again: it may wait once more; else, as after a launch, tokens taken make the turn final and a finished action ends. */
function afterInvasionFight(s: VoidfallState, seat: Seat, before: VoidfallEvent[], fought: { events: VoidfallEvent[]; revealed: boolean }): Result {
  const events = [...before, ...fought.events];
  if (s.damageChoice || s.replicatorToll) return events;
  if (fought.revealed) s.turnUndo = [];
  return [...events, ...autoEnd(s, seat)];
}

/** Event C1-H's toll on the Combat Replicators deployment (effects/replicator-toll.ts): the Combat fought again with the answer. */
function replicatorTollMove(s: VoidfallState, seat: Seat, toll: ReplicatorToll): Result {
  const waiting = s.replicatorToll;
  if (!waiting) return refuse('move/illegal', 'No Combat is waiting for a toll on its Combat Replicators deployment.');
  if (waiting.seat !== seat) return refuse('move/not-your-turn', 'Another player answers the toll on their Combat Replicators deployment.');
  const combat = answerToll(s, seat, toll);
  if (!combat) return refuse('move/illegal', 'Spend 1 Material you hold, gain a Corruption on a free place, or do not deploy.');
  return afterInvasionFight(s, seat, [{ type: 'replicator-toll-answered', seat, toll }], fightInvasionWith(s, seat, waiting.sector, combat, waiting.choices));
}

function discardGlory(s: VoidfallState, seat: Seat, value: number): Result {
  const choice = s.gloryDiscard;
  if (!choice) return refuse('move/illegal', 'No lost sector is waiting for a Glory token.');
  if (choice.seat !== seat) return refuse('move/not-your-turn', 'Another player discards a Glory token for their lost sector.');
  if (!choice.values.includes(value)) return refuse('move/illegal', 'Discard one of the Glory tokens you hold.');
  return afterSkirmishChoice(s, discardSkirmishGlory(s, value));
}

function payUpkeepMove(s: VoidfallState, seat: Seat, payment: Extract<VoidfallMove, { type: 'pay-upkeep' }>['payment']): Result {
  if (s.phase !== 'evaluation') return refuse('move/illegal', 'Upkeep is paid in the Evaluation.');
  const problem = chooseUpkeepPayment(s, seat, payment);
  if (problem) return refuse('move/illegal', problem);
  return continueEvaluation(s, []);
}
