/**
 * Dispatches a move to its handler on a clone of the state; a refusal leaves the input untouched. Who may act is
 * decided first: the draft pick, then a pending objective choice (the First Encounter pauses everything), then the turn.
 */
import type { ApplyResult, Rng, Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import { unseatThreatened } from '../rules/pods';
import { copyNemesisState } from '../state-copy';
import type { NemesisState } from '../state';
import { pickCharacter, pickObjective } from './choice-moves';
import { keepItem, playCard } from './card-moves';
import { melee, shoot } from './combat-moves';
import { craft } from './craft-moves';
import { placeEventMove, setDoorMove } from './decision-moves';
import { answerCoverMove } from './cover-moves';
import { pauseMove } from './pause-moves';
import { chooseRerollMove } from './reroll-moves';
import { setReactionMove } from './reaction-moves';
import { answerInterruption, holdForInterruption, setInterruptionMove } from './interruption-moves';
import { askLaunch, leave } from './pod-moves';
import { mustDrop } from '../rules/arm-wound';
import { moveDoorToken } from '../rules/door-shortage';
import { intruderPlayerMove } from './intruder-player-moves';
import { isIntruderPlayer } from '../rules/intruder-player';
import { roomActionMove } from './room-moves';
import { drop, pickUp } from './object-moves';
import { useItemMove } from './item-moves';
import { proposeTrade, tradeWindowMove } from './trade-moves';
import { showCard } from './trade-window-moves';
import { activateQuestMove, useQuestMove } from './quest-moves';
import { isRefusal, refuse, type Outcome } from './result';
import type { NemesisMove } from './schema';
import { carefulMove, moveAction, passTurn } from './turn-moves';

function route(s: NemesisState, seat: Seat, move: NemesisMove, rng: Rng, hold = true): Outcome {
  if (s.phase === 'draft') {
    return move.type === 'choose-character' ? pickCharacter(s, seat, move, rng) : refuse('move/not-now', 'The characters are being drafted: choose one of the two offered.');
  }
  if (s.objectiveChoice) {
    return move.type === 'choose-objective' ? pickObjective(s, seat, move, rng) : refuse('move/not-now', 'The First Encounter: every player is choosing an objective to keep.');
  }
  if (s.pause) return pauseMove(s, seat, move, rng);
  if (s.doorShortage) {
    if (s.doorShortage.seat !== seat || move.type !== 'move-door') return refuse('move/not-now', 'A door token must first be moved: its player chooses which closed door gives it.');
    const events: NemesisEvent[] = [];
    const problem = moveDoorToken(s, move.corridor, events);
    return problem ? refuse('move/move-door', problem) : events;
  }
  const dropping = mustDrop(s);
  if (dropping.length > 0) {
    if (dropping.includes(seat) && move.type === 'drop' && s.players[seat].hands.some((h) => (h.kind === 'item' ? h.card : h.object) === move.thing)) return drop(s, seat, move, rng);
    return refuse('move/not-now', 'A character with a wounded arm must first drop one of its two heavy things.');
  }
  if (s.search) {
    // Dropping stays free meanwhile: a heavy card can only be kept with a free hand.
    if (s.search.seat === seat && move.type === 'keep-item') return keepItem(s, seat, move, rng);
    if (s.search.seat === seat && move.type === 'drop') return drop(s, seat, move, rng);
    return refuse('move/not-now', 'A Search is being finished: its player keeps one of the two cards drawn.');
  }
  if (s.trade) {
    const traded = tradeWindowMove(s, seat, move, rng);
    if (traded) return traded;
    return refuse('move/not-now', 'A Trade is waiting for the answers of the characters asked.');
  }
  if (s.cover) {
    if (s.cover.asked === seat && move.type === 'answer-cover') return answerCoverMove(s, seat, move, rng);
    return refuse('move/not-now', 'A player is deciding whether to move under covering fire.');
  }
  if (s.decision) {
    if (s.decision.seat === seat && move.type === 'set-door') return setDoorMove(s, seat, move, rng);
    if (s.decision.seat === seat && move.type === 'place-event') return placeEventMove(s, seat, move, rng);
    if (s.decision.seat === seat && s.decision.kind === 'reroll' && move.type === 'choose-reroll') return chooseRerollMove(s, seat, move, rng);
    if (s.decision.kind === 'reroll') return refuse('move/not-now', 'A shooter is deciding whether to roll the combat die again.');
    return refuse('move/not-now', s.decision.kind === 'doors' ? 'The doors of the chosen room are being set, one at a time.' : 'An event card is being put back on the event deck.');
  }
  if (s.interruption) {
    if (move.type === 'answer-interruption') return answerInterruption(s, seat, move, rng, route);
    return refuse('move/not-now', 'An action waits while the characters asked decide whether to interrupt it.');
  }
  if (s.phase !== 'player' || s.turn?.seat !== seat) return refuse('move/not-your-turn', 'It is not your turn.');
  if (isIntruderPlayer(s, seat)) return intruderPlayerMove(s, seat, move, rng);
  if (s.players[seat].pod !== null) {
    if (move.type === 'launch') return askLaunch(s, seat, move, rng);
    if (move.type === 'leave-pod') return leave(s, seat, move, rng);
    if (move.type === 'pass') return passTurn(s, seat, move, rng);
    return refuse('move/in-pod', 'You sit in an escape pod: launch it, leave it (free), or pass to wait.');
  }
  const held = hold ? holdForInterruption(s, seat, move, rng, route) : null;
  if (held) return held;
  switch (move.type) {
    case 'pass':
      return passTurn(s, seat, move, rng);
    case 'move':
      return moveAction(s, seat, move, rng);
    case 'careful-move':
      return carefulMove(s, seat, move, rng);
    case 'shoot':
      return shoot(s, seat, move, rng);
    case 'melee':
      return melee(s, seat, move, rng);
    case 'pick-up':
      return pickUp(s, seat, move, rng);
    case 'drop':
      return drop(s, seat, move, rng);
    case 'play-card':
      return playCard(s, seat, move, rng);
    case 'craft':
      return craft(s, seat, move, rng);
    case 'room-action':
      return roomActionMove(s, seat, move, rng);
    case 'use-item':
      return useItemMove(s, seat, move, rng);
    case 'propose-trade':
      return proposeTrade(s, seat, move, rng);
    case 'show-card':
      return showCard(s, seat, move, rng);
    case 'set-reaction':
      return setReactionMove(s, seat, move, rng);
    case 'set-interruption':
      return setInterruptionMove(s, seat, move, rng);
    case 'activate-quest':
      return activateQuestMove(s, seat, move, rng);
    case 'use-quest':
      return useQuestMove(s, seat, move, rng);
    case 'answer-cover':
    case 'set-door':
    case 'place-event':
    case 'answer-trade':
    case 'offer-trade':
    case 'end-trade':
    case 'answer-interruption':
    case 'keep-item':
    case 'choose-character':
    case 'choose-objective':
    case 'launch':
    case 'leave-pod':
    case 'intruder-card':
    case 'intruder-pick':
    case 'intruder-pass':
    case 'move-door':
    case 'relocate-intruder':
    case 'answer-nerves':
    case 'choose-reroll':
      return refuse('move/not-now', 'That choice is not open now.');
    default: {
      const never: never = move;
      return refuse('move/malformed', `Unknown move ${JSON.stringify(never)}.`);
    }
  }
}

export function applyNemesis(state: NemesisState, seat: Seat, move: NemesisMove, rng: Rng): ApplyResult<NemesisState, NemesisEvent> {
  if (state.phase === 'over') return { ok: false, error: refuse('game/over', 'This game is over.') };
  const s = copyNemesisState(state);
  const out = route(s, seat, move, rng);
  if (isRefusal(out)) return { ok: false, error: out };
  if (s.phase !== 'over') unseatThreatened(s, out);
  return { ok: true, state: s, events: out };
}
