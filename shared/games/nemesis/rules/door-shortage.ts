/**
 * D24, the door shortage (digest §5.20, §12.33): with all 12 door tokens on the board, a door to close takes one of
 * them. The causing player (in the event phase, the first player) picks which closed door gives its token: the new door
 * closes at once and the pick follows as a prompt (reading: until the pick, the old door still counts as closed).
 */
import type { Prompt, Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { NemesisMove } from '../moves/schema';
import type { NemesisState } from '../state';

/** The closed doors whose token may be moved (the door just closed excepted). */
export function movableDoors(s: NemesisState): string[] {
  const pending = s.doorShortage;
  if (!pending) return [];
  return Object.keys(s.corridors).filter((id) => id !== pending.corridor && s.corridors[id].door === 'closed').sort();
}

/** Called when a door closes with no token left: who picks, and which door is the new one. */
export function startDoorShortage(s: NemesisState, corridor: string): void {
  s.doorShortage = { seat: s.turn?.seat ?? s.firstPlayer, corridor };
}

export const doorShortageMoves = (s: NemesisState, seat: Seat): NemesisMove[] =>
  s.doorShortage?.seat === seat ? movableDoors(s).map((corridor) => ({ type: 'move-door', corridor })) : [];

/** `move-door`: the token of that closed door is taken (the door opens); null when it is allowed, else why not. */
export function moveDoorToken(s: NemesisState, corridor: string, events: NemesisEvent[]): string | null {
  if (!movableDoors(s).includes(corridor)) return 'Choose a closed door other than the one just closed.';
  s.corridors[corridor].door = 'open';
  s.doorShortage = null;
  events.push({ type: 'doors-opened', corridors: [corridor] });
  return null;
}

export function doorShortagePrompt(s: NemesisState): Prompt {
  const doors = movableDoors(s);
  // On timeout the token of the first closed door (by corridor) is moved.
  const message = 'All door tokens are on the board: choose which closed door gives its token (that door opens).';
  return { seat: s.doorShortage!.seat, kind: 'move-door', mode: 'turn', message, options: { corridors: doors }, timeoutMove: { type: 'move-door', corridor: doors[0] } };
}
