/** Pass, movement, securing a room and choosing an objective (digest §5.3, §5.8.6, §5.9). */
import { objectiveChoiceDraws } from '../data';
import { combatProblem, costOf } from '../rules/actions';
import { cardNames, drawCards, pay, payProblem } from '../rules/cards';
import { finalChoosers, finishGame } from '../rules/end';
import { afterAction, endTurn, passTurn } from '../rules/flow';
import { placeSecure, secureProblem } from '../rules/markers';
import { moveCharacter } from '../rules/movement';
import { moveExits } from '../rules/passage';
import { carryBody, carryProblem, moveCost } from '../rules/revive';
import type { RetaliationEvent } from '../events';
import { isRefusal, refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const pass: Handler<MoveOf<'pass'>> = (s, seat, move, rng) => {
  const p = s.players[seat];
  if (new Set(move.discard).size !== move.discard.length || move.discard.some((c) => !p.hand.includes(c))) {
    return refuse('move/not-in-hand', 'Discard only cards from your hand.');
  }
  p.hand = p.hand.filter((c) => !move.discard.includes(c));
  p.discard.push(...move.discard);
  return [{ type: 'passed', seat, discarded: cardNames(move.discard) }, ...passTurn(s, seat, rng)];
};

function moveHandler(careful: boolean): Handler<MoveOf<'move' | 'careful-move'>> {
  return (s, seat, move, rng) => {
    const action = careful ? 'careful-move' : 'move';
    const carrying = move.carry !== undefined;
    const problem = (carrying ? carryProblem(s, seat, move.carry!) : null) ?? payProblem(s, seat, move.pay, moveCost(s, seat, action, carrying)) ?? combatProblem(s, seat, action);
    if (problem) return refuse('move/illegal', problem);
    if (!moveExits(s, seat).includes(move.corridor)) return refuse('move/no-way', 'You can move only along a corridor around your room, not through a closed door.');
    const from = s.players[seat].space!;
    const moved = [...pay(s, seat, move.pay), ...moveCharacter(s, seat, move.corridor, careful, rng)];
    const carried = carrying ? carryBody(s, seat, move.carry!, from) : [];
    return [...moved, ...carried, ...afterAction(s, seat, rng)];
  };
}
export const moveAction = moveHandler(false);
export const carefulMove = moveHandler(true);

export const secure: Handler<MoveOf<'secure'>> = (s, seat, move, rng) => {
  const room = s.players[seat].space!;
  const problem = payProblem(s, seat, move.pay, costOf('secure')) ?? combatProblem(s, seat, 'secure') ?? secureProblem(s, room);
  if (problem) return refuse('move/illegal', problem);
  return [...pay(s, seat, move.pay), ...placeSecure(s, room), ...afterAction(s, seat, rng)];
};

/** T0: free, once, between actions; the other objective leaves the game unseen; the track says how many cards to draw. */
export const chooseObjective: Handler<MoveOf<'choose-objective'>> = (s, seat, move, rng) => {
  const p = s.players[seat];
  if (p.chosenObjective !== null || p.objectives.length !== 2) return refuse('move/illegal', 'You have already chosen your objective.');
  if (!p.objectives.includes(move.keep)) return refuse('move/illegal', 'Keep one of your two objectives.');
  // The other card stays in `objectives`, secret to everyone else for ever (view, secrets).
  p.chosenObjective = move.keep;
  const draw = objectiveChoiceDraws[Math.min(s.objectivesChosen, objectiveChoiceDraws.length - 1)] ?? 0;
  s.objectivesChosen += 1;
  return [{ type: 'objective-chosen', seat, drew: draw }, ...drawCards(s, seat, draw, rng)];
};

/** E1: at the end, a survivor who never chose keeps one objective, in secret; when the last has chosen, all are revealed. */
export const chooseFinalObjective: Handler<MoveOf<'choose-objective'>> = (s, seat, move) => {
  const p = s.players[seat];
  if (!p.objectives.includes(move.keep)) return refuse('move/illegal', 'Keep one of your two objectives.');
  p.chosenObjective = move.keep;
  const events: RetaliationEvent[] = [{ type: 'objective-chosen', seat, drew: 0 }];
  return finalChoosers(s).length ? events : [...events, ...finishGame(s)];
};

/** T0 after action 2: choosing the objective now ends the turn too; `end-turn` ends it without choosing. */
export const closeTurn: Handler<MoveOf<'choose-objective' | 'end-turn'>> = (s, seat, move, rng) => {
  if (move.type === 'end-turn') return endTurn(s, seat, rng);
  const chosen = chooseObjective(s, seat, move, rng);
  return isRefusal(chosen) ? chosen : [...chosen, ...endTurn(s, seat, rng)];
};
