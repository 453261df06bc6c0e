/** Headings for the decision bar's moves, per game (kept apart from the boards: no component imports here). */
import { nemesisMoveGroup } from './nemesis/move-groups';
import { retaliationMoveGroup } from './nemesis-retaliation/move-groups';

/** Moves of one kind under one heading; `folded` ones (rare, or standing settings) start in a closed fold. */
export interface MoveGroup {
  heading: string;
  folded: boolean;
}

const groupers: Record<string, (move: unknown) => MoveGroup | null> = {
  nemesis: nemesisMoveGroup,
  'nemesis-retaliation': retaliationMoveGroup,
};

/** Per legal move, its heading in the decision bar, or null (no heading); null for a game that groups none. */
export function moveGroups(gameType: string, moves: readonly unknown[] | null): Array<MoveGroup | null> | null {
  if (!moves || !Object.prototype.hasOwnProperty.call(groupers, gameType)) return null;
  return moves.map((move) => groupers[gameType](move));
}
