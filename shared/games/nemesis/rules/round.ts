/**
 * The player phase (digest §4.1): everyone draws to 5, the first player token moves left after round 1, and turns go
 * clockwise (seat order) until everybody has passed. A turn is 2 actions, 1 action then pass, or a pass; a character
 * ending any turn in a room with fire suffers 1 light wound. When everybody has passed, the event phase comes next.
 */
import type { Rng, Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { drawActionCards } from './cards';
import { revive } from './cooperative';
import { isIntruderPlayer, startIntruderTurns } from './intruder-player';
import { hasWound, inCombat, roomOf } from './ship';
import { sufferLightWounds } from './wounds';

const aboard = (s: NemesisState, seat: Seat) => s.players[seat].status === 'aboard';
/** Seats that take turns: characters aboard, and the intruder player (who never holds the first player token). */
const active = (s: NemesisState, seat: Seat) => aboard(s, seat) || isIntruderPlayer(s, seat);

/** 5 cards; 4 with a face-up Body wound; 1 more for a character starting the phase in working Cabins, not in combat. */
export function handTarget(s: NemesisState, seat: Seat): number {
  const p = s.players[seat];
  const cabins = p.room !== null && s.rooms[p.room].explored && roomOf(s, p.room).id === 'cabins' && !s.rooms[p.room].malfunction && !inCombat(s, seat);
  return (hasWound(s, seat, 'wound-body') ? 4 : 5) + (cabins ? 1 : 0);
}

/** The next seat clockwise from `from` (excluded) that still acts (for turns: has not passed; else: holds a character). */
function nextActive(s: NemesisState, from: Seat, notPassed: boolean): Seat | null {
  for (let k = 1; k <= s.seats; k++) {
    const seat = (from + k) % s.seats;
    if (notPassed ? active(s, seat) && !s.players[seat].passed : aboard(s, seat)) return seat;
  }
  return null;
}

export function startPlayerPhase(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  s.round += 1;
  s.phase = 'player';
  // Co-op Revival comes first: a revived character plays this phase (digest §5.22).
  revive(s, events);
  if (s.round > 1) s.firstPlayer = nextActive(s, s.firstPlayer, false) ?? s.firstPlayer;
  for (let seat = 0; seat < s.seats; seat++) {
    const p = s.players[seat];
    p.passed = !aboard(s, seat);
    if (aboard(s, seat)) drawActionCards(s, seat, Math.max(0, handTarget(s, seat) - p.hand.length), rng, events);
  }
  startIntruderTurns(s, rng, events);
  events.push({ type: 'round-started', round: s.round, firstPlayer: s.firstPlayer });
  const first = active(s, s.firstPlayer) ? s.firstPlayer : nextActive(s, s.firstPlayer, true);
  s.turn = first === null ? null : { seat: first, actions: 0 };
}

/** Ends the current turn: the fire wound, then the next seat that has not passed, or the end of the player phase. */
export function endTurn(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  const seat = s.turn!.seat;
  const p = s.players[seat];
  // A character seated in a pod is not in the room for fire (§12.10).
  if (p.status === 'aboard' && p.pod === null && s.rooms[p.room!].fire) sufferLightWounds(s, seat, 1, rng, events);
  events.push({ type: 'turn-ended', seat });
  if (s.phase === 'over') return;
  const next = nextActive(s, seat, true);
  if (next !== null) {
    s.turn = { seat: next, actions: 0 };
    return;
  }
  s.turn = null;
  s.phase = 'event';
  events.push({ type: 'player-phase-ended', round: s.round });
}
