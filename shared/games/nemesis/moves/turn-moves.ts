/**
 * The turn's moves: pass (discarding any cards), Move (an Escape when in combat: every intruder in the room attacks
 * first, strongest first), and Careful Movement (cost 2, not in combat, no noise roll, one chosen noise marker).
 */
import { cardKind } from '../data';
import { boardOf } from '../rules/board';
import { pay, paymentProblem } from '../rules/cards';
import { enterRoom, type MoveKind } from '../rules/explore';
import { isMarked, mark, targetOf } from '../rules/noise-markers';
import { settle } from '../rules/flow';
import { escapeCost, hasWound, inCombat } from '../rules/ship';
import { escapeAttacks, escapeRow } from '../rules/attack-series';
import { sufferLightWounds } from '../rules/wounds';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import type { Rng, Seat } from '../../../engine';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const passTurn: Handler<MoveOf<'pass'>> = (s, seat, move, rng) => {
  const p = s.players[seat];
  if (new Set(move.discard).size !== move.discard.length || !move.discard.every((c) => p.hand.includes(c))) {
    return refuse('move/not-in-hand', 'You can only discard cards from your hand, each once.');
  }
  const events: NemesisEvent[] = [];
  p.hand = p.hand.filter((c) => !move.discard.includes(c));
  p.discard.push(...move.discard);
  p.passed = true;
  events.push({ type: 'passed', seat, discarded: move.discard.map(cardKind) });
  if (hasWound(s, seat, 'wound-bleeding')) sufferLightWounds(s, seat, 1, rng, events);
  settle(s, rng, events);
  return events;
};

/** The corridor out of the character's room, or why it cannot be used. */
function corridorOut(s: NemesisState, seat: Seat, corridor: string) {
  const exit = boardOf(s.side).exits(s.players[seat].room!).find((e) => e.id === corridor && e.kind === 'corridor');
  if (!exit) return refuse('move/no-corridor', 'That corridor does not lead out of your room.');
  if (s.corridors[exit.id].door === 'closed') return refuse('move/door-closed', 'A closed door blocks that corridor.');
  return exit;
}

/** Moves the miniature and resolves the room entered. */
function go(s: NemesisState, seat: Seat, corridor: string, to: string, kind: MoveKind, rng: Rng, events: NemesisEvent[]): void {
  const p = s.players[seat];
  const from = p.room!;
  p.room = to;
  events.push({ type: 'moved', seat, from, to, corridor, careful: kind === 'careful' });
  enterRoom(s, seat, to, corridor, kind, rng, events);
}

export const moveAction: Handler<MoveOf<'move'>> = (s, seat, move, rng) => {
  const exit = corridorOut(s, seat, move.corridor);
  if ('code' in exit) return exit;
  const problem = paymentProblem(s.players[seat], move.pay, escapeCost(s, seat));
  if (problem) return refuse('move/payment', problem);
  const events: NemesisEvent[] = [];
  pay(s, seat, move.pay, events);
  s.turn!.actions += 1;
  // Every intruder in the room attacks first (an escape); D23's pick may pause the row (rules/attack-series.ts).
  escapeAttacks(s, escapeRow(s, seat, s.players[seat].room!, exit.id, exit.to!, 0), rng, events);
  settle(s, rng, events);
  return events;
};

export const carefulMove: Handler<MoveOf<'careful-move'>> = (s, seat, move, rng) => {
  if (inCombat(s, seat)) return refuse('move/in-combat', 'Careful Movement cannot be used in combat: Move to escape instead.');
  const exit = corridorOut(s, seat, move.corridor);
  if ('code' in exit) return exit;
  const target = boardOf(s.side).exits(exit.to!).find((e) => e.id === move.noise);
  if (!target) return refuse('move/no-corridor', 'The noise marker must go on a corridor of the room you move into.');
  if (isMarked(s, target)) return refuse('move/noise-taken', 'That corridor already has a noise marker: choose one without.');
  const payment = paymentProblem(s.players[seat], move.pay, 2);
  if (payment) return refuse('move/payment', payment);
  const events: NemesisEvent[] = [];
  pay(s, seat, move.pay, events);
  s.turn!.actions += 1;
  go(s, seat, exit.id, exit.to!, 'careful', rng, events);
  if (s.phase !== 'over' && !isMarked(s, target)) {
    mark(s, target);
    events.push({ type: 'noise-placed', room: exit.to!, targets: [targetOf(target)] });
  }
  settle(s, rng, events);
  return events;
};
