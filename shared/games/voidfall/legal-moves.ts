/** Every move `apply` accepts from a seat now, for bots and the conformance suite. */
import type { Seat } from '../../engine';
import { agendaTypeSchema } from './data/schema';
import { activeSeat } from './flow/cycle';
import { canGainAgenda } from './rules/agendas';
import { freeCorruptionPlaces, heldCorruptionPlaces } from './rules/corruption';
import type { VoidfallMove } from './moves/schema';
import { agendaSlotsFor, matchingAgendas, picksPending } from './moves/turn-moves';
import { actionChoices, effectMoves, flipSources, gatheringInvasion, waitingStep } from './moves/focus-actions';
import { invasionMoves } from './moves/invasion-moves';
import { tokenMoves } from './moves/token-moves';
import { objectiveMoves } from './moves/objective-moves';
import { cleanupChoices } from './rules/cleanup-choices';
import { frameChoices } from './rules/event-frames';
import { pendingChoiceMoves } from './moves/choice-moves';
import type { VoidfallState } from './state';

function setupMoves(s: VoidfallState, seat: Seat): VoidfallMove[] {
  const choice = s.houseChoice;
  if (choice !== null) {
    if (choice.order[choice.next] !== seat) return [];
    return choice.pool.flatMap((house) => (['A', 'B'] as const).map((origin): VoidfallMove => ({ type: 'choose-house', house, origin })));
  }
  if (s.agendaDraw !== null) {
    return s.agendaDraw.seat === seat ? s.agendaDraw.cards.map((card): VoidfallMove => ({ type: 'keep-agenda', card })) : [];
  }
  const p = s.players[seat];
  const moves: VoidfallMove[] = [];
  if (p.setupTasks.includes('gain-agenda')) {
    for (const agendaType of agendaTypeSchema.options) {
      if (canGainAgenda(s, agendaType, 'offer') && !s.agendaOfferCorrupted[agendaType]) moves.push({ type: 'gain-agenda', agendaType, from: 'offer' });
      if (canGainAgenda(s, agendaType, 'deck')) moves.push({ type: 'gain-agenda', agendaType, from: 'deck' });
    }
  }
  if (p.setupTasks.includes('upgrade-glory-token')) {
    for (const value of new Set(p.glory.filter((v) => v < 5))) moves.push({ type: 'upgrade-glory', value });
  }
  const held = heldCorruptionPlaces(s, seat);
  if (p.setupTasks.includes('remove-corruption')) moves.push(...held.map((from): VoidfallMove => ({ type: 'remove-corruption', from })));
  if (p.setupTasks.includes('move-corruption')) {
    const free = freeCorruptionPlaces(s, seat);
    moves.push(...held.flatMap((from) => free.map((to): VoidfallMove => ({ type: 'move-corruption', from, to }))));
  }
  return moves;
}

function focusMoves(s: VoidfallState, seat: Seat, leading: boolean): VoidfallMove[] {
  const p = s.players[seat];
  const pending = picksPending(s);
  if (pending.length > 0) return pending.includes(seat) ? p.focusHand.map((card): VoidfallMove => ({ type: 'preselect-focus', card })) : [];
  if (activeSeat(s) !== seat) return [];
  const turn = s.focusTurn;
  if (turn === null) {
    const cards = s.config.advancedFocus ? [s.preselected[seat]!] : p.focusHand;
    return cards.flatMap((card) => [null, ...matchingAgendas(s, seat, card)].map((agenda): VoidfallMove => ({ type: 'select-focus', card, agenda })));
  }
  const step = waitingStep(s);
  if (step === 'keep-agenda') return s.agendaDraw!.cards.map((card): VoidfallMove => ({ type: 'keep-agenda', card }));
  if (step === 'order-peek') return s.eventPeekDraw!.cards.map((top): VoidfallMove => ({ type: 'order-peek', top }));
  const groups: (() => VoidfallMove[])[] = [
    () => invasionMoves(s, seat),
    () => flipSources(s, seat).map((from): VoidfallMove => ({ type: 'flip-trade-token', from })),
    () => actionChoices(s, seat).map(({ action, cost }): VoidfallMove => ({ type: 'take-action', action, ...cost })),
    () => effectMoves(s, seat).map((m): VoidfallMove => ({ type: 'resolve-effect', ...m })),
    () => tokenMoves(s, seat),
    () => (turn.pending !== null && !gatheringInvasion(s) ? [{ type: 'end-action' } as VoidfallMove] : []),
    () => ((s.turnUndo ?? []).length > 0 ? [{ type: 'undo-action' } as VoidfallMove] : []),
  ];
  // Each end-turn first as the readings play it (the time-out's move), then with every explicit Clean-up choice.
  if (turn.pending === null) {
    groups.push(() => (turn.agenda === null ? [null] : agendaSlotsFor(s, seat, turn.agenda)).flatMap((agendaSlot): VoidfallMove[] => [
      { type: 'end-turn', agendaSlot }, ...cleanupChoices(s, seat, agendaSlot).map((cleanup): VoidfallMove => ({ type: 'end-turn', agendaSlot, cleanup })),
    ]));
  }
  return inGroups(groups, leading);
}

/**
 * The moves of `groups`, in order; `leading` stops at the first group that has any. A prompt reads only the first
 * legal move, and the later groups (every way to pay every action, every Clean-up choice) are most of the cost.
 */
function inGroups(groups: (() => VoidfallMove[])[], leading: boolean): VoidfallMove[] {
  let moves: VoidfallMove[] = [];
  for (const group of groups) {
    const part = group();
    if (leading && part.length > 0) return part;
    moves = moves.concat(part);
  }
  return moves;
}

function listMoves(s: VoidfallState, seat: Seat, leading: boolean): VoidfallMove[] {
  if (s.phase === 'set-up') return setupMoves(s, seat);
  const choice = pendingChoiceMoves(s, seat);
  if (choice) return choice;
  if (s.phase === 'focus') return focusMoves(s, seat, leading);
  if (s.phase === 'preparation') return frameChoices(s, seat).map((choice): VoidfallMove => ({ type: 'resolve-frame', choice }));
  if (s.phase === 'evaluation' && s.objectiveStep) return objectiveMoves(s, seat);
  if (s.phase === 'evaluation' && s.skirmishChoice?.seat === seat) {
    return s.skirmishChoice.sectors.map((sector): VoidfallMove => ({ type: 'choose-skirmish-sector', sector }));
  }
  return [];
}

export function legalMoves(s: VoidfallState, seat: Seat): VoidfallMove[] {
  return listMoves(s, seat, false);
}

/** The legal moves up to their first non-empty group, in the same order (empty only when there is no legal move). */
export function leadingMoves(s: VoidfallState, seat: Seat): VoidfallMove[] {
  return listMoves(s, seat, true);
}
