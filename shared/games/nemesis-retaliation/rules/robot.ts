/**
 * The robot (digest §5.13, data: robot-cards.json, basic-actions.json "activate-robot"): it is in play once the
 * Hibernatorium is discovered (its card revealed then). Activate the Robot costs 1 card in its room, or from a room
 * with a computer icon 1 more card (none more with a Data token); it is Not In Combat. A malfunction marker on the robot
 * makes it and every effect that refers to it (Security Robot Room, Drilling Station) unusable; its tokens stay usable.
 * It moves only when activated, one room per step along corridors whose both ends are rooms, never through a closed door.
 */
import type { Seat } from '../../../engine';
import { basicActions, roomOf } from '../data';
import type { RetaliationState } from '../state';
import { corridorsOf, isRoom, otherEnd } from './board';
import { inCombat } from './health';

/** The room the robot stands in, when effects may refer to it now; null while hidden or malfunctioning. */
export const workingRobotRoom = (s: RetaliationState): string | null => (s.robot.revealed && !s.robot.malfunction ? s.robot.space : null);

/**
 * What each option of each robot card does, in the order printed (the data schema keeps only the card's text).
 * `move`: up to N steps; the others are resolved in robot-actions.ts, the Exploration Robot's `explore` and the Server
 * Robot's `use-room` in robot-options.ts.
 */
export type RobotEffect =
  | { kind: 'move'; steps: number } | { kind: 'heal-or-wound' } | { kind: 'burst' } | { kind: 'door' } | { kind: 'secure-2' } | { kind: 'discard-marker' }
  | { kind: 'explore' } | { kind: 'use-room' };
export const robotOptions: Record<string, Array<RobotEffect | null>> = {
  'exploration-robot': [{ kind: 'move', steps: 2 }, { kind: 'explore' }],
  'medical-robot': [{ kind: 'move', steps: 2 }, { kind: 'heal-or-wound' }],
  'military-robot': [{ kind: 'move', steps: 1 }, { kind: 'burst' }],
  'securing-robot': [{ kind: 'move', steps: 3 }, { kind: 'door' }, { kind: 'secure-2' }],
  'server-robot': [{ kind: 'move', steps: 3 }, { kind: 'use-room' }],
  'technical-robot': [{ kind: 'move', steps: 2 }, { kind: 'discard-marker' }],
};

const activation = basicActions.find((a) => a.id === 'activate-robot')!;
export const REMOTE_EXTRA_CARDS = 1;

/** The cards Activate the Robot costs this seat now, or null when it cannot activate it. */
export function activationCost(s: RetaliationState, seat: Seat): number | null {
  const p = s.players[seat];
  if (workingRobotRoom(s) === null || !isRoom(s, s.robot.space)) return null;
  if (activation.notInCombat && inCombat(s, seat)) return null;
  if (p.space === s.robot.space) return activation.cost;
  if (!roomOf(s.spaces[p.space!].room).computer) return null;
  return activation.cost + (p.dataToken ? 0 : REMOTE_EXTRA_CARDS);
}

/** Rooms one robot step away: through a laid corridor to a room, no closed door at either end. */
export function robotSteps(s: RetaliationState, from: string): string[] {
  return corridorsOf(s, from)
    .filter((c) => s.corridors[c].door !== 'closed')
    .map((c) => otherEnd(c, from))
    .filter((room) => isRoom(s, room))
    .sort();
}

/** Every route of 1..`steps` steps from the robot's room (a route may come back through a room). */
export function robotPaths(s: RetaliationState, steps: number): string[][] {
  const out: string[][] = [];
  const extend = (path: string[]) => {
    if (path.length) out.push(path);
    if (path.length === steps) return;
    for (const next of robotSteps(s, path.at(-1) ?? s.robot.space)) extend([...path, next]);
  };
  extend([]);
  return out;
}
