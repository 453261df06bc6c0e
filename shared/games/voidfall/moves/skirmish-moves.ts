/** The defender's choice among tied Evaluation-Skirmish targets (E1, `default-skirmish-final-tie-break`). */
import type { Seat } from '../../../engine';
import { afterSkirmishChoice } from '../flow/delayed-skirmish';
import { chooseSkirmishTarget } from '../flow/skirmish';
import type { VoidfallState } from '../state';
import type { VoidfallMove } from './schema';
import { refuse, type Result } from './setup-moves';

export function chooseSkirmishSector(s: VoidfallState, seat: Seat, move: Extract<VoidfallMove, { type: 'choose-skirmish-sector' }>): Result {
  // The Evaluation's Skirmishes, or event C3-G's at the end of a turn (flow/delayed-skirmish.ts).
  const choice = s.phase === 'evaluation' || s.delayedSkirmish !== undefined ? s.skirmishChoice : null;
  if (!choice) return refuse('move/illegal', 'No Skirmish is waiting for a target.');
  if (choice.seat !== seat) return refuse('move/not-your-turn', 'Another player chooses where the Voidborn strike.');
  if (!choice.sectors.includes(move.sector)) return refuse('move/illegal', 'The Voidborn can strike only one of your sectors tied as their target.');
  return afterSkirmishChoice(s, chooseSkirmishTarget(s, move.sector));
}
