/**
 * Where a character may move (digest §5.8.4; rulebook "DOORS": "Characters cannot move through a Corridor with a Closed
 * Door; they must open or destroy it first"): a corridor around its room with no closed door at either end. A Burst or
 * a Grenade reaches further (`exits`): a corridor whose door closes only its far end is still on the near side of it.
 * The robot's steps follow the same rule (rules/robot.ts).
 */
import type { Seat } from '../../../engine';
import type { RetaliationState } from '../state';
import { exits } from './movement';

export const moveExits = (s: RetaliationState, seat: Seat): string[] => exits(s, seat).filter((c) => s.corridors[c].door !== 'closed');
