/**
 * Choices the rules give a player in the middle of something else, each a pause in the state until the move: which
 * cube a Combat Damage recalls (`choose-damage`, rules/damage-choice.ts; an invasion in a Focus turn or an Evaluation
 * Skirmish), which Glory token a sector lost in the Skirmish discards (`discard-glory`) and how to pay Upkeep
 * (`pay-upkeep`, rules/upkeep-payment.ts), and the target of event C3-G's Skirmish among tied ones
 * (`choose-skirmish-sector`, flow/delayed-skirmish.ts). While one waits, no other move is accepted.
 */
import type { Seat } from '../../../engine';
import { fightInvasionWith } from '../effects/invasion';
import { continueEvaluation } from '../flow/cycle';
import { afterSkirmishChoice } from '../flow/delayed-skirmish';
import { chooseSkirmishDamage, discardSkirmishGlory } from '../flow/skirmish';
import { chooseUpkeepPayment, upkeepPayments } from '../rules/upkeep-payment';
import type { VoidfallState } from '../state';
import { autoEnd } from './focus-actions';
import type { VoidfallMove } from './schema';
import { refuse, type Result } from './setup-moves';

const CHOICE_MOVES = ['choose-damage', 'discard-glory', 'pay-upkeep', 'choose-skirmish-sector'];

/** The moves of a choice waiting now: `seat`'s (possibly none), or null when no such choice waits. */
export function pendingChoiceMoves(s: VoidfallState, seat: Seat): VoidfallMove[] | null {
  // Event C3-G's Skirmish at the end of a turn: a target among tied ones (the Evaluation's is listed with its phase).
  if (s.skirmishChoice && s.delayedSkirmish !== undefined) {
    return s.skirmishChoice.seat === seat ? s.skirmishChoice.sectors.map((sector): VoidfallMove => ({ type: 'choose-skirmish-sector', sector })) : [];
  }
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
    default:
      if (pendingChoiceMoves(s, seat) === null || CHOICE_MOVES.includes(move.type)) return null;
      return refuse('move/illegal', 'The game waits for a choice first: which Fleet Power a Damage recalls, a Glory token to discard, how to pay Upkeep, or where the Voidborn strike.');
  }
}

function chooseDamage(s: VoidfallState, seat: Seat, fleet: Extract<VoidfallMove, { type: 'choose-damage' }>['fleet']): Result {
  const choice = s.damageChoice;
  if (!choice) return refuse('move/illegal', 'No Combat is waiting for you to choose a loss.');
  if (choice.seat !== seat) return refuse('move/not-your-turn', 'Another player chooses which of their Fleet Power the Damage recalls.');
  if (!choice.options.includes(fleet)) return refuse('move/illegal', 'Recall Fleet Power of a type you still have in the Combat.');
  if (choice.combat.kind === 'skirmish') return afterSkirmishChoice(s, chooseSkirmishDamage(s, fleet));
  s.damageChoice = null;
  const { events, revealed } = fightInvasionWith(s, seat, choice.sector, choice.combat, [...choice.choices, fleet]);
  if (s.damageChoice) return events;
  // The Combat is over: as after a launch, face-down tokens taken make the turn final, and a finished action ends.
  if (revealed) s.turnUndo = [];
  return [...events, ...autoEnd(s, seat)];
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
