/** The shape of an item effect (rules/items-effects.ts holds the table). */
import type { Rng, Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';

/** No target: the effect names nothing. */
export const NONE = undefined;
export type Target = string | undefined;

export interface ItemEffect {
  targets(s: RetaliationState, seat: Seat, who: Seat): Target[];
  apply(s: RetaliationState, seat: Seat, who: Seat, target: Target, rng: Rng): RetaliationEvent[];
  onOthers?: boolean;
  /** The item is discarded by this option even if it is not a one-use item ("Discard this Item to ..."). */
  discards?: boolean;
}

