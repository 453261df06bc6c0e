/**
 * Dispatches a move to its handler on a clone of the state; a refusal leaves the input untouched. Set-up moves come
 * first (House choice, then Origin tasks); once set-up is complete Cycle 1 starts on its own.
 */
import type { ApplyResult, Seat } from '../../../engine';
import { copyState } from '../copy-state';
import type { VoidfallEvent } from '../events';
import { setupDone, startGame } from '../flow/cycle';
import type { VoidfallState } from '../state';
import type { VoidfallMove } from './schema';
import { chooseHouse, gainAgenda, keepDrawnAgenda, moveCorruption, refuse, removeCorruption, upgradeGlory, type Result } from './setup-moves';
import { endTurn, preselectFocus, selectFocus } from './turn-moves';
import { invasionAdd, invasionBombard, invasionLaunch } from './invasion-moves';
import { useTokenMove } from './token-moves';
import { chooseSkirmishSector } from './skirmish-moves';
import { resolveFrame } from './frame-moves';
import { chooseObjective, endObjectiveReward, keepObjectiveAgenda, objectiveReward } from './objective-moves';
import { routeChoice } from './choice-moves';
import { endAction, flipTradeToken, keepAgendaInTurn, orderPeek, resolveEffectMove, takeAction, undoAction } from './focus-actions';

function route(s: VoidfallState, seat: Seat, move: VoidfallMove): Result {
  if (s.phase === 'over') return refuse('game/over', 'The game is over.');
  if (s.phase === 'set-up') {
    if (s.houseChoice !== null && move.type !== 'choose-house') return refuse('move/illegal', 'Every player first chooses a House.');
    switch (move.type) {
      case 'choose-house': return s.houseChoice ? chooseHouse(s, seat, move) : refuse('move/illegal', 'Every House is chosen.');
      case 'gain-agenda': return gainAgenda(s, seat, move);
      case 'keep-agenda': return keepDrawnAgenda(s, seat, move);
      case 'upgrade-glory': return upgradeGlory(s, seat, move);
      case 'remove-corruption': return removeCorruption(s, seat, move);
      case 'move-corruption': return moveCorruption(s, seat, move);
      default: return refuse('move/illegal', 'Set-up is not finished yet.');
    }
  }
  // A Combat loss, a Glory discard or an Upkeep payment waiting: only its move (moves/choice-moves.ts).
  const choice = routeChoice(s, seat, move);
  if (choice) return choice;
  switch (move.type) {
    case 'preselect-focus': return preselectFocus(s, seat, move);
    case 'select-focus': return selectFocus(s, seat, move);
    case 'end-turn': return endTurn(s, seat, move);
    case 'flip-trade-token': return flipTradeToken(s, seat, move);
    case 'take-action': return takeAction(s, seat, move);
    case 'resolve-effect': return resolveEffectMove(s, seat, move);
    case 'end-action': return endAction(s, seat);
    case 'keep-agenda': return s.phase === 'evaluation' ? keepObjectiveAgenda(s, seat, move) : keepAgendaInTurn(s, seat, move);
    case 'order-peek': return orderPeek(s, seat, move);
    case 'undo-action': return undoAction(s, seat);
    case 'invasion-add': return invasionAdd(s, seat, move);
    case 'invasion-launch': return invasionLaunch(s, seat);
    case 'invasion-bombard': return invasionBombard(s, seat, move);
    case 'use-token': return useTokenMove(s, seat, move);
    case 'choose-skirmish-sector': return chooseSkirmishSector(s, seat, move);
    case 'resolve-frame': return resolveFrame(s, seat, move);
    case 'choose-objective': return chooseObjective(s, seat, move);
    case 'objective-reward': return objectiveReward(s, seat, move);
    case 'end-objective-reward': return endObjectiveReward(s, seat);
    default: return refuse('move/illegal', 'That is a set-up choice, and set-up is over.');
  }
}

export function applyVoidfall(state: VoidfallState, seat: Seat, move: VoidfallMove): ApplyResult<VoidfallState, VoidfallEvent> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) return { ok: false, error: refuse('move/not-your-turn', 'You have no seat at this table.') };
  const s = copyState(state);
  const result = route(s, seat, move);
  if (!Array.isArray(result)) return { ok: false, error: result };
  const events = s.phase === 'set-up' && setupDone(s) ? [...result, ...startGame(s)] : result;
  return { ok: true, state: s, events };
}
