/**
 * Choices inside a sequence that does not pause by itself (digest R1 reaction windows, Shoot First's shot "right before
 * an Intruder Attack"). The intruder, event, movement and exploration sequences return their events from nested calls,
 * so instead of cutting each into resumable steps (the sibling Nemesis's continuations), a choice point asks `decide`:
 *
 * - a run of a move knows the answers given so far (`s.replay`); the k-th choice point of the run takes the k-th answer;
 * - a choice point with no answer yet stops the run (`PauseSignal`); the state as it stood there is what the players see,
 *   and the pause keeps the state before the move, the move and the answers (moves/pause-run.ts);
 * - once answered, the move is run again from that state with one more answer: the same seeded PRNG draws the same
 *   numbers, so everything before the choice happens again exactly as shown, and the run goes on past it to the end of
 *   the sequence (the rest of the intruder phase, the event phase, the movement...) or to the next choice.
 */
import type { Rng, Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { Intruder, PauseAnswer, PauseAsk, RetaliationState } from '../state';

/** Thrown by `decide` to stop a run at a choice nobody has made yet; caught by moves/pause-run.ts only. */
export class PauseSignal {
  constructor(readonly ask: PauseAsk) {}
}

/** Marks, in a run that collects events, where the open choice stood (moves/pause-run.ts cuts the events there). */
export const PAUSE_MARK = { type: 'pause-mark' } as unknown as RetaliationEvent;

type AnswerOf<K extends PauseAnswer['kind']> = Extract<PauseAnswer, { kind: K }>;

/**
 * The answer to this choice point: the one given, or (when collecting the events before a pause) the default with the
 * mark where the open choice stands. With no answer, the run stops here.
 */
export function decide<K extends PauseAnswer['kind']>(s: RetaliationState, ask: Extract<PauseAsk, { kind: K }>, fallback: AnswerOf<K>): { answer: AnswerOf<K>; mark: RetaliationEvent[] } {
  const replay = (s.replay ??= { answers: [], next: 0, collect: false });
  const index = replay.next++;
  if (index < replay.answers.length) {
    const answer = replay.answers[index];
    if (answer.kind !== ask.kind) throw new Error(`pause answer ${index} is a ${answer.kind}, the run asks a ${ask.kind}`);
    return { answer: answer as AnswerOf<K>, mark: [] };
  }
  if (!replay.collect) throw new PauseSignal(ask);
  return { answer: fallback, mark: index === replay.answers.length ? [PAUSE_MARK] : [] };
}

/**
 * Shoot First's chance to fire right before an Intruder Attack during its movement, whoever it targets (`seat`: the
 * attacked character; rules/shoot-first.ts registers it at load): the attack sequence cannot import the firing rules
 * itself (fire → queen → intruders → attack would be an import cycle).
 */
type BeforeAttack = (s: RetaliationState, seat: Seat, intruder: Intruder, rng: Rng) => RetaliationEvent[];
let beforeAttack: BeforeAttack = () => [];
export function registerBeforeAttack(hook: BeforeAttack): void {
  beforeAttack = hook;
}
export const shotBeforeAttack: BeforeAttack = (s, seat, intruder, rng) => (s.shootFirst ? beforeAttack(s, seat, intruder, rng) : []);

/**
 * Shoot First's chance to fire once its mover has arrived, before the arrival's noise roll (rules/movement.ts) or the
 * exploration's entrance effect (rules/explore.ts); registered by rules/shoot-first.ts for the same reason.
 */
type OnArrival = (s: RetaliationState, seat: Seat, rng: Rng) => RetaliationEvent[];
let onArrival: OnArrival = () => [];
export function registerOnArrival(hook: OnArrival): void {
  onArrival = hook;
}
export const shotOnArrival: OnArrival = (s, seat, rng) => (s.shootFirst?.seat === seat ? onArrival(s, seat, rng) : []);
