/**
 * What the actions allow this turn: the normal tile with its adrenaline upgrades (3+ damage: grab moves 2;
 * 6+ damage: move 1 before shooting), or the frenzy tile (2 actions before the first player, 1 from the first player on).
 */
import type { Seat } from '../../../engine';
import type { AdrenalineState } from '../state';

export interface ActionLimits {
  /** Maximum squares for Run, or null when Run is not an action now. */
  run: number | null;
  grab: number;
  shootMove: number;
  /** Frenzy shoot actions may reload before shooting. */
  shootReload: boolean;
  actions: number;
}

export function actionLimits(s: AdrenalineState, seat: Seat): ActionLimits {
  if (s.frenzy) {
    const two = s.frenzy.twoActions.includes(seat);
    return two
      ? { run: 4, grab: 2, shootMove: 1, shootReload: true, actions: 2 }
      : { run: null, grab: 3, shootMove: 2, shootReload: true, actions: 1 };
  }
  const damage = s.players[seat].damage.length;
  return { run: 3, grab: damage >= 3 ? 2 : 1, shootMove: damage >= 6 ? 1 : 0, shootReload: false, actions: 2 };
}
