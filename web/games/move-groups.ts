/** Headings for the decision bar's moves, per game (kept apart from the boards: no component imports here). */
import { NEMESIS_MOVE_GROUPS } from './nemesis/move-groups';
import { RETALIATION_MOVE_GROUPS } from './nemesis-retaliation/move-groups';

/** Moves of one kind under one heading; `folded` ones (rare, or standing settings) start in a closed fold. */
export interface MoveGroup {
  heading: string;
  folded: boolean;
}

/** Per game, the heading of each move type that has one. */
const groupsByType: Record<string, Readonly<Record<string, MoveGroup>>> = {
  nemesis: NEMESIS_MOVE_GROUPS,
  'nemesis-retaliation': RETALIATION_MOVE_GROUPS,
};

/** Per legal move, its heading in the decision bar, or null (no heading); null for a game that groups none. */
export function moveGroups(gameType: string, moves: readonly unknown[] | null): Array<MoveGroup | null> | null {
  if (!moves || !Object.prototype.hasOwnProperty.call(groupsByType, gameType)) return null;
  const groups = groupsByType[gameType];
  return moves.map((move) => {
    const type = String((move as { type?: unknown } | null)?.type);
    return Object.prototype.hasOwnProperty.call(groups, type) ? groups[type] : null;
  });
}
