/** How the decision bar sorts Nemesis's moves that the board does not offer: the rare ones folded under a heading. */
import type { MoveGroup } from '../move-groups';

export const NEMESIS_MOVE_GROUPS: Readonly<Record<string, MoveGroup>> = {
  'choose-objective': { heading: 'Your objective', folded: false },
  'set-interruption': { heading: 'Standing choices', folded: true },
  drop: { heading: 'Drop an item', folded: true },
};
