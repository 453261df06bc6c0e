/**
 * How the decision bar sorts Nemesis: Retaliation's moves that the board does not offer: objectives under their own
 * heading, and the rare ones (standing reaction settings, throwing equipment away) folded, so the moves of the moment
 * are not buried under them.
 */
import type { MoveGroup } from '../move-groups';

export const RETALIATION_MOVE_GROUPS: Readonly<Record<string, MoveGroup>> = {
  'choose-objective': { heading: 'Your objective', folded: false },
  'set-reaction': { heading: 'Standing choices for reactions and items', folded: true },
  'set-heavy-armor': { heading: 'Standing choices for reactions and items', folded: true },
  'set-passive': { heading: 'Standing choices for reactions and items', folded: true },
  'discard-item': { heading: 'Throw away equipment', folded: true },
  'discard-gear': { heading: 'Throw away equipment', folded: true },
};
