/** Room actions (rules/rooms.ts), and the Event Phase questions: the Lander's take-off (digest §5.17) and Panic. */
import { combatProblem, costOf } from '../rules/actions';
import { pay, payProblem } from '../rules/cards';
import { afterAction } from '../rules/flow';
import { resolveRoom } from '../rules/rooms';
import { moveKey, optionHint, roomMoves } from '../rules/room-menu';
import { keepChoices, keepDrawn, recordEscape } from '../rules/rooms-supply';
import { finishEventCard, resolveEventCard } from '../rules/round';
import { answerPanic, panicWeapons } from '../rules/event-panic';
import { namedAmmoProblem, spendableKinds } from '../rules/equipment';
import type { RetaliationEvent } from '../events';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const useRoom: Handler<MoveOf<'use-room'>> = (s, seat, move, rng) => {
  const problem = payProblem(s, seat, move.pay, costOf('use-room')) ?? combatProblem(s, seat, 'use-room');
  if (problem) return refuse('move/illegal', problem);
  const menu = roomMoves(s, seat);
  if (move.remote !== undefined && !menu.some((m) => m.remote === move.remote)) return refuse('move/illegal', 'Only the Server Room uses a computer room from afar, and not one with a malfunction marker.');
  if (!menu.some((m) => m.option === move.option && m.remote === move.remote)) return refuse('move/illegal', 'This room cannot do that now.');
  if (!menu.some((m) => moveKey(m) === moveKey(move))) return refuse('move/illegal', optionHint[move.option] ?? 'Name a place this room can act on, and only what this option needs.');
  return [...pay(s, seat, move.pay), ...resolveRoom(s, seat, move.option, move, rng), ...afterAction(s, seat, rng)];
};

/** After the Supply Room or the Experimental Military Lab: the drawn cards to keep. */
export const keepDrawnMove: Handler<MoveOf<'keep-drawn'>> = (s, seat, move, rng) => {
  const key = (ids: readonly string[]) => ids.slice().sort().join(',');
  if (!keepChoices(s).some((c) => key(c) === key(move.items))) {
    return refuse('move/illegal', `Keep at most ${s.roomDraw!.keep} of the cards you drew (a heavy item needs a free hand), or none.`);
  }
  return [...keepDrawn(s, move.items), ...afterAction(s, seat, rng)];
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
      recordEscape(s, x);
      events.push({ type: 'status-changed', seat: x, status: 'escaped' });
    }
    return [...events, ...resolveEventCard(s, rng)];
  }
  s.takeoffAnswers.push(seat);
  const waiting = s.players.some((p, x) => p.status === 'lander' && !s.takeoffAnswers.includes(x));
  return waiting ? events : resolveEventCard(s, rng);
};

/** Event card Panic: each affected character loses 1 Oxygen or spends 1 Ammo; the last answer lets the Event Phase go on. */
export const panicChoice: Handler<MoveOf<'panic-choice'>> = (s, seat, move, rng) => {
  if (move.weapon !== null && !panicWeapons(s, seat).includes(move.weapon)) return refuse('move/illegal', 'Spend ammo only from a weapon of yours that holds an Ammo token, or lose 1 Oxygen.');
  const ammo = namedAmmoProblem(move.weapon === null ? [] : spendableKinds(s, seat, move.weapon), move.ammo);
  if (ammo) return refuse('move/illegal', ammo);
  const { events, done } = answerPanic(s, seat, move.weapon, move.ammo);
  if (!done) return events;
  const instance = s.panic!.instance;
  s.panic = null;
  s.phase = 'player';
  return [...events, ...finishEventCard(s, instance, rng)];
};
