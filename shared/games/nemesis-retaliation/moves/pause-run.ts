/**
 * Running a move that may stop at a choice inside its sequence (rules/attack-pause.ts), and answering that choice.
 *
 * - First run: the move runs on a clone; a `PauseSignal` leaves the state as it stood at the choice, with the pause
 *   (the state before the move, the move, the answers so far, the question, how many events are out).
 * - The events up to the choice come from a second run of the move on another clone, with its own PRNG from the same
 *   position, that answers every open choice by default and marks where the open one stood.
 * - Answered: the move runs again from the state before it with one more answer, on a PRNG from the same position; the
 *   kernel's PRNG is then stepped on to where that run left its own, so the state (PRNG included) is exactly what one
 *   run knowing every answer would give. Only the events past those already out are returned.
 */
import { Rng, type ApplyResult, type Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import { PAUSE_MARK, PauseSignal } from '../rules/attack-pause';
import type { AttackPause, PauseAnswer, RetaliationState } from '../state';
import { isRefusal, refuse, type Outcome } from './result';
import type { RetaliationMove } from './schema';
import { pauseAnswer } from './pause-answers';
import { copyRetaliationState } from '../state-copy';

type Route = (s: RetaliationState, seat: Seat, move: RetaliationMove, rng: Rng) => Outcome;
type Result = ApplyResult<RetaliationState, RetaliationEvent>;

/** The PRNG steps a run can take beyond the kernel's: far more than any sequence draws. */
const CATCH_UP_LIMIT = 1_000_000;

function catchUp(kernel: Rng, run: Rng): void {
  const target = run.state();
  const same = () => kernel.state().every((x, i) => x === target[i]);
  for (let n = 0; !same(); n++) {
    if (n > CATCH_UP_LIMIT) throw new Error('a paused move drew fewer numbers than its first run');
    kernel.nextUint32();
  }
}

/** The events of the move up to the open choice (the answers so far given, the rest by default). */
function eventsUpToChoice(origin: RetaliationState, seat: Seat, move: RetaliationMove, answers: PauseAnswer[], route: Route): RetaliationEvent[] {
  const s = copyRetaliationState(origin);
  s.replay = { answers, next: 0, collect: true };
  const out = route(s, seat, move, new Rng(origin.rng));
  if (isRefusal(out)) return [];
  const cut = out.indexOf(PAUSE_MARK);
  return cut < 0 ? [] : out.slice(0, cut);
}

function paused(at: RetaliationState, pause: Omit<AttackPause, 'ask' | 'given'>, signal: PauseSignal, route: Route): Result {
  const events = eventsUpToChoice(pause.origin, pause.seat, pause.move, pause.answers, route).slice(pause.emitted);
  delete at.replay;
  delete at.shootFirst;
  at.pause = { ...pause, ask: signal.ask, given: {}, emitted: pause.emitted + events.length };
  return { ok: true, state: at, events };
}

/** Runs `move` (or, with a pause open, answers it) with pauses inside its sequence. */
export function runPausable(state: RetaliationState, seat: Seat, move: RetaliationMove, rng: Rng, route: Route): Result {
  if (state.pause) return answer(state, seat, move, rng, route);
  const s = copyRetaliationState(state);
  try {
    const out = route(s, seat, move, rng);
    if (isRefusal(out)) return { ok: false, error: out };
    delete s.replay;
    return { ok: true, state: s, events: out };
  } catch (e) {
    if (!(e instanceof PauseSignal)) throw e;
    return paused(s, { origin: state, seat, move, answers: [], emitted: 0 }, e, route);
  }
}

function answer(state: RetaliationState, seat: Seat, move: RetaliationMove, rng: Rng, route: Route): Result {
  const pause = state.pause!;
  const given = pauseAnswer(state, seat, move);
  if ('code' in given) return { ok: false, error: given };
  if (given.waiting) {
    // Other seats still have to answer: nothing happens yet, and nobody learns what this seat answered.
    const s = copyRetaliationState(state);
    s.pause!.given[seat] = given.pick;
    return { ok: true, state: s, events: [] };
  }
  const answers = [...pause.answers, given.answer];
  const s = copyRetaliationState(pause.origin);
  s.replay = { answers, next: 0, collect: false };
  const run = new Rng(pause.origin.rng);
  try {
    const out = route(s, pause.seat, pause.move, run);
    if (isRefusal(out)) return { ok: false, error: refuse('move/illegal', 'That answer cannot be played out.') };
    catchUp(rng, run);
    delete s.replay;
    return { ok: true, state: s, events: out.slice(pause.emitted) };
  } catch (e) {
    if (!(e instanceof PauseSignal)) throw e;
    catchUp(rng, run);
    return paused(s, { origin: pause.origin, seat: pause.seat, move: pause.move, answers, emitted: pause.emitted }, e, route);
  }
}
