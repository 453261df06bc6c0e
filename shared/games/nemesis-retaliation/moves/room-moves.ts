/** Room actions (rules/rooms.ts) and the Lander's take-off question (digest §5.17). */
import { combatProblem, costOf } from '../rules/actions';
import { pay, payProblem } from '../rules/cards';
import { afterAction } from '../rules/flow';
import { gearChoices, resolveRoom, roomOptions, targetsOf } from '../rules/rooms';
import { resolveEventCard } from '../rules/round';
import type { RetaliationEvent } from '../events';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const useRoom: Handler<MoveOf<'use-room'>> = (s, seat, move, rng) => {
  const problem = payProblem(s, seat, move.pay, costOf('use-room')) ?? combatProblem(s, seat, 'use-room');
  if (problem) return refuse('move/illegal', problem);
  if (!roomOptions(s, seat).includes(move.option)) return refuse('move/illegal', 'This room cannot do that now.');
  const key = (t: readonly string[]) => t.slice().sort().join(',');
  const takes = move.option === 'take-gear' || move.option === 'take-ammo';
  if (takes !== (move.tokens !== undefined)) return refuse('move/illegal', 'Name the tokens to take, and only when a room gives tokens.');
  if (takes && !gearChoices(s, seat, move.option as 'take-gear').some((c) => key(c) === key(move.tokens!))) return refuse('move/illegal', 'Take only tokens the room can give, into empty belt slots.');
  if ((move.option === 'check-anti-aircraft') !== (move.swap !== undefined)) return refuse('move/illegal', 'Say whether the Anti-Aircraft tokens go back swapped, and only then.');
  if ((move.option === 'discard-wound') !== (move.wound !== undefined) || (move.wound && !s.players[seat].seriousWounds.includes(move.wound))) {
    return refuse('move/illegal', 'Name one of your serious wounds to discard, and only then.');
  }
  if ((move.option === 'put-out-fires') !== (move.section !== undefined)) return refuse('move/illegal', 'Name the section whose fires go out, and only then.');
  const targets = targetsOf(s, seat, move.option);
  if (targets === null ? move.target !== undefined : !targets.includes(move.target ?? '')) return refuse('move/illegal', 'Name a place this room can act on, and only then.');
  return [...pay(s, seat, move.pay), ...resolveRoom(s, seat, move.option, move, rng), ...afterAction(s, seat, rng)];
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
