/**
 * Dispatches a move to its handler on a clone of the state; a refusal leaves the input untouched. Who may act is
 * decided by the phase: the drafts and belts in their order, the Lander's occupants at take-off, then the turn (or the
 * seat allocating burst hits).
 */
import type { ApplyResult, Rng, Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { allocateHits, burst, fireAgainMove, launcherFireMove, melee, shoot } from './combat-moves';
import { keepItemMove, playCardMove, retreatAnswerMove, setReactionMove } from './card-moves';
import { sprintAgainMove } from './sprint-moves';
import { aimRerollMove } from './aim-moves';
import { burstOnMove } from './continuous-fire-moves';
import { breakthroughHits } from './breakthrough-moves';
import { fireAtWillHits, orderBurstMove } from './fire-at-will-moves';
import { useGear } from './gear-moves';
import { discardMove, isDiscard, itemAwaited, itemFollowUp } from './item-moves';
import { refuse, type Outcome } from './result';
import { keepDrawnMove, panicChoice, takeOff, useRoom } from './room-moves';
import { activateRobotMove } from './robot-moves';
import type { RetaliationMove } from './schema';
import { chooseBelt, chooseCharacter, chooseSupport } from './setup-moves';
import { carefulMove, chooseFinalObjective, chooseObjective, closeTurn, moveAction, pass, secure } from './turn-moves';
import { finalChoosers } from '../rules/end';
import { overfullHands } from '../rules/wound-arm';
import { armDiscardMove } from './wound-moves';
import { pauseAwaited } from './pause-answers';
import { runPausable } from './pause-run';

/** The seats awaited now (several only at take-off). */
export function awaited(s: RetaliationState): Seat[] {
  if (s.pause) return pauseAwaited(s);
  switch (s.phase) {
    case 'character-draft':
      return [s.characterDraft!.order[s.characterDraft!.next]];
    case 'support-draft':
      return [s.supportDraft!.order[s.supportDraft!.next]];
    case 'belts':
      return [s.beltOrder[0]];
    case 'takeoff':
      return s.players.flatMap((p, seat) => (p.status === 'lander' && !s.takeoffAnswers.includes(seat) ? [seat] : []));
    case 'panic':
      return s.panic!.pending.slice();
    case 'final-objectives':
      return finalChoosers(s);
    case 'player':
      // An Arm wound's discard comes first: the card says immediately.
      if (overfullHands(s) !== null) return [overfullHands(s)!];
      if (s.allocation) return [s.allocation.seat];
      if (s.search) return [s.search.seat];
      if (s.retreat) return [s.retreat.on];
      if (itemAwaited(s) !== null) return [itemAwaited(s)!];
      if (s.roomDraw) return [s.roomDraw.seat];
      return s.turn ? [s.turn.seat] : [];
    default:
      return [];
  }
}

const notNow = () => refuse('move/not-now', 'That choice is not open now.');

function turnMove(s: RetaliationState, seat: Seat, move: RetaliationMove, rng: Rng): Outcome {
  switch (move.type) {
    case 'pass':
      return pass(s, seat, move, rng);
    case 'move':
      return moveAction(s, seat, move, rng);
    case 'careful-move':
      return carefulMove(s, seat, move, rng);
    case 'secure':
      return secure(s, seat, move, rng);
    case 'shoot':
      return shoot(s, seat, move, rng);
    case 'burst':
      return burst(s, seat, move, rng);
    case 'melee':
      return melee(s, seat, move, rng);
    case 'use-gear':
      return useGear(s, seat, move, rng);
    case 'use-room':
      return useRoom(s, seat, move, rng);
    case 'play-card':
      return playCardMove(s, seat, move, rng);
    case 'activate-robot':
      return activateRobotMove(s, seat, move, rng);
    case 'set-reaction':
      return setReactionMove(s, seat, move, rng);
    case 'choose-objective':
      return s.solo ? notNow() : chooseObjective(s, seat, move, rng);
    default:
      return notNow();
  }
}

function route(s: RetaliationState, seat: Seat, move: RetaliationMove, rng: Rng): Outcome {
  if (!awaited(s).includes(seat)) return refuse('move/not-your-turn', 'It is not your turn.');
  switch (s.phase) {
    case 'character-draft':
      return move.type === 'choose-character' ? chooseCharacter(s, seat, move, rng) : notNow();
    case 'support-draft':
      return move.type === 'choose-support' ? chooseSupport(s, seat, move, rng) : notNow();
    case 'belts':
      return move.type === 'choose-belt' ? chooseBelt(s, seat, move, rng) : notNow();
    case 'takeoff':
      return move.type === 'take-off' ? takeOff(s, seat, move, rng) : notNow();
    case 'panic':
      return move.type === 'panic-choice' ? panicChoice(s, seat, move, rng) : notNow();
    case 'final-objectives':
      return move.type === 'choose-objective' ? chooseFinalObjective(s, seat, move, rng) : notNow();
    default:
      if (overfullHands(s) !== null) return armDiscardMove(s, seat, move);
      if (s.allocation && s.breakthrough) return move.type === 'allocate-hits' ? breakthroughHits(s, seat, move, rng) : refuse('move/not-now', 'First give out the hits of your roll.');
      if (s.allocation && s.fireAtWill) return move.type === 'allocate-hits' ? fireAtWillHits(s, seat, move, rng) : refuse('move/not-now', 'First give out the hits of your roll.');
      if (s.allocation) return move.type === 'allocate-hits' ? allocateHits(s, seat, move, rng) : refuse('move/not-now', 'First give out the hits of your roll.');
      if (s.launcher) return move.type === 'launcher-fire' ? launcherFireMove(s, seat, move, rng) : refuse('move/not-now', 'First throw a grenade from your Grenade Launcher, fire its Burst, or stop.');
      if (s.sprint) return move.type === 'sprint-again' ? sprintAgainMove(s, seat, move, rng) : refuse('move/not-now', 'First say whether you sprint on, spending 1 Oxygen.');
      if (s.aim) return move.type === 'aim-reroll' ? aimRerollMove(s, seat, move, rng) : refuse('move/not-now', 'First keep your Taking Aim roll, or roll again.');
      if (s.continuousFire) return move.type === 'burst-on' ? burstOnMove(s, seat, move, rng) : refuse('move/not-now', 'First say whether Continuous Fire bursts with the BF Gun.');
      if (s.retreat) return move.type === 'answer-consent' ? retreatAnswerMove(s, seat, move, rng) : refuse('move/not-now', 'First say whether you go along on the Tactical Retreat.');
      if (s.fireAtWill) return move.type === 'order-burst' ? orderBurstMove(s, seat, move, rng) : refuse('move/not-now', 'First order the next Burst of Fire at Will.');
      if (s.again) return move.type === 'fire-again' ? fireAgainMove(s, seat, move, rng) : refuse('move/not-now', 'First say whether you fire the second shot your weapon allows.');
      if (s.channel) return move.type === 'play-card' ? playCardMove(s, seat, move, rng) : refuse('move/not-now', 'First play the command card you chose through Officer\'s Channel.');
      // F2: a held item may be discarded to make room for the item found.
      if (s.search && isDiscard(move)) return discardMove(s, seat, move);
      if (s.search) return move.type === 'keep-item' ? keepItemMove(s, seat, move, rng) : refuse('move/not-now', 'First keep one of the items you found, or none.');
      if (s.roomDraw) return move.type === 'keep-drawn' ? keepDrawnMove(s, seat, move, rng) : refuse('move/not-now', 'First keep the cards you drew, or none.');
      if (s.turn?.closing) {
        return move.type === 'choose-objective' || move.type === 'end-turn' ? closeTurn(s, seat, move, rng) : refuse('move/not-now', 'Your two actions are done: choose your objective now, or end your turn.');
      }
      return itemFollowUp(s, seat, move, rng) ?? turnMove(s, seat, move, rng);
  }
}

export function applyRetaliation(state: RetaliationState, seat: Seat, move: RetaliationMove, rng: Rng): ApplyResult<RetaliationState, RetaliationEvent> {
  if (state.phase === 'over') return { ok: false, error: refuse('game/over', 'This game is over.') };
  // A choice inside the move's sequence (a reaction, Shoot First's shot) may pause it: rules/attack-pause.ts.
  return runPausable(state, seat, move, rng, route);
}
