/**
 * Gathering and launching an invasion (rules addendum A9-A10): after the Invade effect names its target, the player
 * moves cubes in one at a time from adjacent sectors, then launches the Combat (with at least one cube). Until then
 * the action can be taken back like any other. Nervo's Bombard buys Absorption for the Combat meanwhile (rules/bombard.ts).
 */
import type { Seat } from '../../../engine';
import { addToInvasion, invasionSources, launchInvasion } from '../effects/invasion';
import { gloryChoices, lastCubeOf } from '../rules/abandon-glory';
import { bombardBuys, bombardProblem, buyBombard } from '../rules/bombard';
import { activeSeat } from '../flow/cycle';
import type { VoidfallState } from '../state';
import { autoEnd, gatheringInvasion } from './focus-actions';
import type { VoidfallMove } from './schema';
import { refuse, type Result } from './setup-moves';

type Move<T extends VoidfallMove['type']> = Extract<VoidfallMove, { type: T }>;

/** The invasion moves open to `seat` now. */
export function invasionMoves(s: VoidfallState, seat: Seat): VoidfallMove[] {
  if (activeSeat(s) !== seat || !gatheringInvasion(s)) return [];
  const { target, force } = s.focusTurn!.pending!.invasion!;
  return [
    // The last cube of a sector abandons it: the move may name the Glory token discarded (rules/abandon-glory.ts).
    ...invasionSources(s, seat, target).flatMap(({ sector, fleet }): VoidfallMove[] => [
      { type: 'invasion-add', sector, fleet },
      ...(lastCubeOf(s, seat, sector) ? gloryChoices(s, seat).map((glory): VoidfallMove => ({ type: 'invasion-add', sector, fleet, glory })) : []),
    ]),
    ...bombardBuys(s, seat).map((buy): VoidfallMove => ({ type: 'invasion-bombard', ...buy })),
    ...(force.length > 0 ? [{ type: 'invasion-launch' } as VoidfallMove] : []),
  ];
}

export function invasionAdd(s: VoidfallState, seat: Seat, move: Move<'invasion-add'>): Result {
  if (activeSeat(s) !== seat) return refuse('move/not-your-turn', 'It is not your turn.');
  if (!gatheringInvasion(s)) return refuse('move/illegal', 'No invasion is being gathered.');
  const { target } = s.focusTurn!.pending!.invasion!;
  if (!invasionSources(s, seat, target).some((x) => x.sector === move.sector && x.fleet === move.fleet)) {
    return refuse('move/illegal', 'Move in Fleet Power of yours from a sector next to the invaded one.');
  }
  if (move.glory !== undefined && !(lastCubeOf(s, seat, move.sector) && gloryChoices(s, seat).includes(move.glory))) {
    return refuse('move/illegal', 'Name a Glory token to discard only when the cube empties its sector, and one of the values you hold.');
  }
  return addToInvasion(s, seat, move.sector, move.fleet, move.glory);
}

export function invasionLaunch(s: VoidfallState, seat: Seat): Result {
  if (activeSeat(s) !== seat) return refuse('move/not-your-turn', 'It is not your turn.');
  if (!gatheringInvasion(s) || s.focusTurn!.pending!.invasion!.force.length === 0) return refuse('move/illegal', 'Move at least one Fleet Power into the invasion first.');
  const { events, revealed } = launchInvasion(s, seat);
  if (revealed) s.turnUndo = [];
  // A Combat waiting for a Damage choice ends the action only once it is over (moves/choice-moves.ts).
  return s.damageChoice || s.replicatorToll ? events : [...events, ...autoEnd(s, seat)];
}

/** Nervo's Bombard: 1 Absorption bought for the invasion being gathered (rules/bombard.ts). */
export function invasionBombard(s: VoidfallState, seat: Seat, move: Move<'invasion-bombard'>): Result {
  if (activeSeat(s) !== seat) return refuse('move/not-your-turn', 'It is not your turn.');
  if (!gatheringInvasion(s)) return refuse('move/illegal', 'No invasion is being gathered.');
  const buy = { absorption: move.absorption, ...(move.pay ? { pay: move.pay } : {}) };
  const problem = bombardProblem(s, seat, buy);
  return problem ? refuse('move/illegal', problem) : buyBombard(s, seat, buy);
}
