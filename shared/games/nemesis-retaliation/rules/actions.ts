/**
 * Basic action costs and their Not In Combat marks (data: basic-actions.json), shared by the move handlers and the
 * legal-move lists so that both read one table.
 */
import type { Seat } from '../../../engine';
import { basicActions } from '../data';
import type { RetaliationState } from '../state';
import { inCombat } from './health';

const byId = new Map(basicActions.map((a) => [a.id, a]));
export type BasicAction = 'move' | 'careful-move' | 'secure' | 'shoot' | 'burst' | 'melee' | 'use-tactical-gear' | 'use-room' | 'use-item' | 'trade';

export const costOf = (action: BasicAction) => byId.get(action)!.cost;

/** Why this action is closed to the seat in its situation (Not In Combat), or null. */
export function combatProblem(s: RetaliationState, seat: Seat, action: BasicAction): string | null {
  return byId.get(action)!.notInCombat && inCombat(s, seat) ? 'Not while an intruder is in your room.' : null;
}
