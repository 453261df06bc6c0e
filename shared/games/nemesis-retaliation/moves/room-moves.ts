/**
 * Room actions and the Lander (digest §5.17). Built: the Landing Zone's boarding of the landed Lander through the
 * Escape Procedure (a noise roll; an intruder appearing in the room makes it fail), and the take-off question.
 */
import { LANDING_ZONE } from '../data';
import { combatProblem, costOf } from '../rules/actions';
import { pay, payProblem } from '../rules/cards';
import { afterAction } from '../rules/flow';
import { inPlay } from '../rules/health';
import { noiseRoll } from '../rules/noise';
import { resolveEventCard } from '../rules/round';
import type { Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

/** Escape Procedure step 2: an intruder placed in, or entering, the room makes the escape fail. */
function intruderAppeared(events: RetaliationEvent[], room: string): boolean {
  return events.some((e) => (e.type === 'intruders-placed' && e.where === room) || (e.type === 'intruders-moved' && e.moves.some((m) => m.to === room)));
}

export const canBoard = (s: RetaliationState, seat: Seat) =>
  s.players[seat].space === LANDING_ZONE && s.lander.state === 'landed' && !s.spaces[LANDING_ZONE].malfunction;

export const useRoom: Handler<MoveOf<'use-room'>> = (s, seat, move, rng) => {
  const problem = payProblem(s, seat, move.pay, costOf('use-room')) ?? combatProblem(s, seat, 'use-room');
  if (problem) return refuse('move/illegal', problem);
  if (!canBoard(s, seat)) return refuse('move/illegal', 'Board the Lander from the Landing Zone once it has landed (and the room works).');
  const events: RetaliationEvent[] = pay(s, seat, move.pay);
  const roll = noiseRoll(s, seat, rng);
  events.push(...roll);
  const p = s.players[seat];
  if (inPlay(p) && !intruderAppeared(roll, LANDING_ZONE)) {
    p.status = 'lander';
    events.push({ type: 'status-changed', seat, status: 'lander' });
  } else if (inPlay(p)) events.push({ type: 'escape-failed', seat });
  return [...events, ...afterAction(s, seat, rng)];
};

/** One yes takes everyone aboard away; when every occupant has said no, the Event Phase goes on. */
export const takeOff: Handler<MoveOf<'take-off'>> = (s, seat, move, rng) => {
  const events: RetaliationEvent[] = [];
  if (move.go) {
    s.lander.state = 'departed';
    events.push({ type: 'lander', state: 'departed', topToken: null });
    for (const [x, p] of s.players.entries()) {
      if (p.status !== 'lander') continue;
      p.status = 'escaped';
      p.escapedVia = 'lander';
      events.push({ type: 'status-changed', seat: x, status: 'escaped' });
    }
    return [...events, ...resolveEventCard(s, rng)];
  }
  s.takeoffAnswers.push(seat);
  const waiting = s.players.some((p, x) => p.status === 'lander' && !s.takeoffAnswers.includes(x));
  return waiting ? events : resolveEventCard(s, rng);
};
