/**
 * Interruption moves (rules/interruption.ts): the standing setting, the hold of an action taken before `ask` seats,
 * and their answers. The held action resolves through the ordinary move handler (`dispatch`, the router without the
 * hold), so its rules live in one place.
 */
import { cloneState, Rng, type Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import { pay } from '../rules/cards';
import { copyNemesisState } from '../state-copy';
import { settle } from '../rules/flow';
import { counterAskers, interrupters, interruptionCard, interruptionSetting, INTERRUPTION } from '../rules/interruption';
import type { NemesisState } from '../state';
import { isRefusal, refuse, type Handler, type Outcome } from './result';
import type { MoveOf, NemesisMove } from './schema';

/** The router, run without holding the move again. */
export type Dispatch = (s: NemesisState, seat: Seat, move: NemesisMove, rng: Rng, hold: boolean) => Outcome;

type PaidMove = Extract<NemesisMove, { pay: string[] }>;
const HOLDABLE: ReadonlySet<string> = new Set(['move', 'careful-move', 'shoot', 'melee', 'pick-up', 'play-card', 'craft', 'room-action', 'use-item', 'propose-trade', 'activate-quest', 'use-quest']);

export const setInterruptionMove: Handler<MoveOf<'set-interruption'>> = (s, seat, move) => {
  if (interruptionSetting(s, seat) === move.setting) return refuse('move/no-change', 'That is already your Interruption setting.');
  s.players[seat].interrupt = move.setting;
  return [{ type: 'interruption-set', seat, setting: move.setting }];
};

/**
 * When `seat` takes an action in a room where `ask` seats stand: the move is checked on a copy (a refusal is returned
 * as is; a free move is not held), then paid and held. Null: not held, dispatch as usual.
 */
export function holdForInterruption(s: NemesisState, seat: Seat, move: NemesisMove, rng: Rng, dispatch: Dispatch): Outcome | null {
  if (!HOLDABLE.has(move.type) || !s.turn) return null;
  const asked = interrupters(s, seat);
  if (asked.length === 0) return null;
  const trial = copyNemesisState(s);
  const out = dispatch(trial, seat, move, new Rng(rng.state()), false);
  if (isRefusal(out)) return out;
  const costsAction = trial.phase !== 'player' || trial.turn?.seat !== seat || trial.turn.actions > s.turn.actions;
  if (!costsAction) return null;
  const events: NemesisEvent[] = [];
  pay(s, seat, (move as PaidMove).pay, events);
  s.turn.actions += 1;
  s.interruption = { seat, move: cloneState(move), waiting: asked };
  events.push({ type: 'action-held', seat, action: move.type, asked });
  return events;
}

/** Runs the held action: its payment is undone first so that the handler runs as it would have (one `paid` event kept). */
function resolveHeld(s: NemesisState, rng: Rng, dispatch: Dispatch): NemesisEvent[] {
  const { seat, move } = s.interruption!;
  s.interruption = null;
  const p = s.players[seat];
  const paid = (move as PaidMove).pay;
  // By card, not by place: the actor's own Interruption may lie on top of them.
  for (const card of paid) p.discard.splice(p.discard.lastIndexOf(card), 1);
  p.hand.push(...paid);
  s.turn!.actions -= 1;
  const out = dispatch(s, seat, move, rng, false);
  // The state is the one the move was checked on when held: a refusal here is a bug, not a player's mistake.
  if (isRefusal(out)) throw new Error(`held action refused on resolution: ${out.message}`);
  const repaid = out.findIndex((e) => e.type === 'paid' && e.seat === seat);
  return repaid < 0 ? out : [...out.slice(0, repaid), ...out.slice(repaid + 1)];
}

export function answerInterruption(s: NemesisState, seat: Seat, move: MoveOf<'answer-interruption'>, rng: Rng, dispatch: Dispatch): Outcome {
  const held = s.interruption!;
  if (!held.waiting.includes(seat)) return refuse('move/not-now', 'An action waits while the characters asked decide whether to interrupt it.');
  if (!move.interrupt) {
    held.waiting = held.waiting.filter((x) => x !== seat);
    return held.waiting.length > 0 ? [] : finish(s, rng, dispatch, []);
  }
  const card = interruptionCard(s, seat);
  if (!card) return refuse('move/no-card', 'You need an Interruption card in hand to interrupt.');
  const p = s.players[seat];
  p.hand = p.hand.filter((c) => c !== card);
  p.discard.push(card);
  const events: NemesisEvent[] = [{ type: 'card-played', seat, card: INTERRUPTION }];
  // Each card played turns the outcome over: it cancels the action, or the Interruption that cancelled it.
  events.push(held.cancelled ? { type: 'interruption-cancelled', seat: held.by!, by: seat } : { type: 'action-interrupted', seat: held.seat, by: seat, action: held.move.type });
  held.cancelled = !held.cancelled;
  held.by = seat;
  held.waiting = counterAskers(s);
  return held.waiting.length > 0 ? events : finish(s, rng, dispatch, events);
}

/** The last round is over: the action stays cancelled (still paid), or it resolves. */
function finish(s: NemesisState, rng: Rng, dispatch: Dispatch, events: NemesisEvent[]): NemesisEvent[] {
  if (!s.interruption!.cancelled) return [...events, ...resolveHeld(s, rng, dispatch)];
  s.interruption = null;
  settle(s, rng, events);
  return events;
}

/** Both answers for a seat asked (interrupting only with the card: bots and the off-menu check see what apply accepts). */
export function interruptionAnswers(s: NemesisState, seat: Seat): NemesisMove[] {
  if (!s.interruption!.waiting.includes(seat)) return [];
  const let_: NemesisMove = { type: 'answer-interruption', interrupt: false };
  return interruptionCard(s, seat) ? [{ type: 'answer-interruption', interrupt: true }, let_] : [let_];
}
