/**
 * The Actions step of a Focus turn (rules addendum A2-A3, A14, D1), on a working copy: flip a Trade token before the
 * first action for the third one; take up to 2 of the Focus card's 3 actions (3 with the flipped token) and the played
 * Agenda's action, each once, in any order: pay the whole cost, then resolve any of its effects (all optional: one of
 * a red line, any of a green line) and end it. Before the Selection and before each action the state is saved, so
 * `undo-action` takes back the last action (or the Selection) until the turn is confirmed by `end-turn`; whatever
 * reveals new information (a card drawn, a token turned) makes the turn final up to that point.
 */
import { stableStringify, type Seat } from '../../../engine';
import { agendaOf } from '../data';
import { actionDef, actionKeys, costChoices, payCost, sameCostChoice, type CostChoice } from '../effects/actions';
import { turnActionCost } from '../rules/frames/lasting';
import { effectChoices, knownEffect, resolveEffect } from '../effects';
import { techActionKeys } from '../effects/tech-actions';
import { flatten, openEffectIndexes, type EffectChoice, type EffectContext, type Primitive } from '../effects/types';
import { activeSeat } from '../flow/cycle';
import { keepAgenda } from '../rules/agendas';
import { finishPeek } from '../rules/peek';
import type { VoidfallEvent } from '../events';
import type { ActionKey, FocusTurn, VoidfallState } from '../state';
import type { VoidfallMove } from './schema';
import { refuse, type Result } from './setup-moves';
import { restoreNewest, saveForUndo } from './turn-undo';

type Move<T extends VoidfallMove['type']> = Extract<VoidfallMove, { type: T }>;

// ── The working copy ──────────────────────────────────────────────────────────────────────────────────────────
export function undoAction(s: VoidfallState, seat: Seat): Result {
  if (activeSeat(s) !== seat || s.focusTurn === null) return refuse('move/not-your-turn', 'It is not your turn.');
  const saved = s.turnUndo ?? [];
  if (saved.length === 0) return refuse('move/illegal', 'Nothing in this turn can be taken back: new information was revealed.');
  if (waitingStep(s) !== null) return refuse('move/illegal', 'Finish the choice in progress first.');
  restoreNewest(s);
  return [{ type: 'action-undone', seat }];
}

/** A choice in progress inside an effect: keeping one of two drawn Agendas, or ordering two peeked Galactic Events. */
export function waitingStep(s: VoidfallState): 'keep-agenda' | 'order-peek' | null {
  if (s.agendaDraw !== null) return 'keep-agenda';
  if (s.eventPeekDraw !== null) return 'order-peek';
  return null;
}

// ── Trade token and actions ─────────────────────────────────────────────────────────────────────────────────
/** Where `seat` can flip a Trade token from now: a held one, or one on an Agenda slot (0-3). */
export function flipSources(s: VoidfallState, seat: Seat): ('held' | number)[] {
  const turn = s.focusTurn;
  if (turn === null || turn.tradeFlipped || turn.done.length > 0 || turn.pending !== null) return [];
  const p = s.players[seat];
  return [...(p.tradeTokens > 0 ? ['held' as const] : []), ...p.agendaSlots.flatMap((slot, i) => (slot.tradeToken ? [i] : []))];
}

export function flipTradeToken(s: VoidfallState, seat: Seat, move: Move<'flip-trade-token'>): Result {
  if (activeSeat(s) !== seat || s.focusTurn === null) return refuse('move/not-your-turn', 'It is not your turn.');
  if (!flipSources(s, seat).includes(move.from)) return refuse('move/illegal', 'Flip one Trade token you hold, before your first action, once a turn.');
  saveForUndo(s);
  const p = s.players[seat];
  if (move.from === 'held') p.tradeTokens -= 1;
  else p.agendaSlots[move.from].tradeToken = false;
  s.focusTurn.tradeFlipped = true;
  return [{ type: 'trade-token-flipped', seat }];
}

/** Actions `seat` may still take this turn (each once; 2 Focus actions, 3 with a flipped Trade token). */
export function openActions(turn: FocusTurn): ActionKey[] {
  if (turn.pending !== null) return [];
  const focusDone = turn.done.filter((k) => k.startsWith('focus-')).length;
  return actionKeys.filter((k) => !turn.done.includes(k) && (k === 'agenda' ? turn.agenda !== null : focusDone < (turn.tradeFlipped ? 3 : 2)));
}

/** Whether an effect group still offers something to resolve. */
function groupOpen(s: VoidfallState, seat: Seat, turn: FocusTurn, g: number): boolean {
  return effectIndexes(turn, g).some((i) => choicesAt(s, seat, turn, g, i).length > 0);
}

/** The take-action moves open now, with their cost choices; an action whose effects have nothing to do now is offered too (A3: pay the cost, then resolve any of the effects). */
export function actionChoices(s: VoidfallState, seat: Seat, only?: ActionKey): { action: ActionKey; cost: CostChoice }[] {
  const turn = s.focusTurn;
  if (turn === null || waitingStep(s) !== null) return [];
  return [...openActions(turn), ...techActionKeys(s, seat, turn)].filter((action) => only === undefined || action === only).flatMap((action) => {
    const def = actionDef(turn, action);
    if (def === null) return [];
    if (!flatten(def.effect).effects.every((e) => knownEffect(e.op))) return [];
    return costChoices(s, seat, turnActionCost(s, seat, action, def.cost)).map((cost) => ({ action, cost }));
  });
}

export function takeAction(s: VoidfallState, seat: Seat, move: Move<'take-action'>): Result {
  if (activeSeat(s) !== seat || s.focusTurn === null) return refuse('move/not-your-turn', 'It is not your turn.');
  const { type: _t, action, ...cost } = move;
  if (!actionChoices(s, seat, action).some((c) => c.action === action && sameCostChoice(c.cost, cost))) {
    return refuse('move/illegal', s.focusTurn.pending !== null ? 'Finish the action in progress first.' : 'You cannot take that action now, or not paying that way.');
  }
  saveForUndo(s);
  const def = actionDef(s.focusTurn, action)!;
  const { paid, recalledFrom } = payCost(s, seat, turnActionCost(s, seat, action, def.cost), cost);
  const { effects, mode, ifBoth } = flatten(def.effect);
  s.focusTurn.pending = {
    action, name: def.name, groups: [{ effects, mode, used: [], ifBoth }],
    location: def.location === 'recalled' ? recalledFrom : null, earlier: [],
  };
  return [{ type: 'action-taken', seat, action, name: def.name, paid }, ...autoEnd(s, seat)];
}

// ── Effects ─────────────────────────────────────────────────────────────────────────────────────────────────
/** Effect indexes of a group still open; of identical effects only the first unused one is offered. */
function effectIndexes(turn: FocusTurn, g: number): number[] {
  return openEffectIndexes(turn.pending!.groups[g]);
}

function contextOf(turn: FocusTurn, g: number): EffectContext {
  const p = turn.pending!;
  return { location: p.location, earlier: p.earlier as EffectContext['earlier'], ifBoth: p.groups[g].ifBoth };
}

function choicesAt(s: VoidfallState, seat: Seat, turn: FocusTurn, g: number, i: number): EffectChoice[] {
  return effectChoices(s, seat, turn.pending!.groups[g].effects[i] as Primitive, contextOf(turn, g));
}

/** Every resolve-effect move open now. */
export function effectMoves(s: VoidfallState, seat: Seat): { group: number; index: number; choice: EffectChoice }[] {
  const turn = s.focusTurn;
  if (turn?.pending == null || waitingStep(s) !== null || gatheringInvasion(s)) return [];
  return turn.pending.groups.flatMap((_, group) => effectIndexes(turn, group)
    .flatMap((index) => choicesAt(s, seat, turn, group, index).map((choice) => ({ group, index, choice }))));
}

export function resolveEffectMove(s: VoidfallState, seat: Seat, move: Move<'resolve-effect'>): Result {
  if (activeSeat(s) !== seat || s.focusTurn === null) return refuse('move/not-your-turn', 'It is not your turn.');
  const key = stableStringify(move.choice);
  const open = effectMoves(s, seat).some((m) => m.group === move.group && m.index === move.index && stableStringify(m.choice) === key);
  if (!open) return refuse('move/illegal', 'That effect is not open now, or not with that choice.');
  const turn = s.focusTurn;
  const pending = turn.pending!;
  const group = pending.groups[move.group];
  const effect = group.effects[move.index] as Primitive;
  const result = resolveEffect(s, seat, effect, move.choice, contextOf(turn, move.group));
  group.used.push(move.index);
  if (group.ifBoth === 'same_sector' && move.choice.sector !== undefined) pending.location = move.choice.sector;
  pending.earlier.push({ op: effect.op, choice: move.choice });
  for (const t of result.triggered ?? []) if (t.effects.length > 0) pending.groups.push({ ...t, used: [], ifBoth: null });
  if (result.revealed) s.turnUndo = [];
  return [...result.events, ...autoEnd(s, seat)];
}

/** An invasion being gathered: its cubes are moved in one by one, then it is launched (invasion-moves.ts). */
export const gatheringInvasion = (s: VoidfallState) => (s.focusTurn?.pending?.invasion ?? null) !== null;

/** Ends the pending action once nothing in it can be resolved any more. */
export function autoEnd(s: VoidfallState, seat: Seat): VoidfallEvent[] {
  const turn = s.focusTurn!;
  if (turn.pending === null || waitingStep(s) !== null || gatheringInvasion(s)) return [];
  if (turn.pending.groups.some((_, g) => groupOpen(s, seat, turn, g))) return [];
  return finishAction(s, seat);
}

function finishAction(s: VoidfallState, seat: Seat): VoidfallEvent[] {
  const turn = s.focusTurn!;
  const action = turn.pending!.action;
  turn.done.push(action);
  turn.pending = null;
  return [{ type: 'action-ended', seat, action }];
}

export function endAction(s: VoidfallState, seat: Seat): Result {
  if (activeSeat(s) !== seat || s.focusTurn === null) return refuse('move/not-your-turn', 'It is not your turn.');
  if (s.focusTurn.pending === null) return refuse('move/illegal', 'No action is in progress.');
  if (waitingStep(s) !== null || gatheringInvasion(s)) return refuse('move/illegal', 'Finish the choice in progress first.');
  return finishAction(s, seat);
}

// ── Choices inside an effect ────────────────────────────────────────────────────────────────────────────────
export function keepAgendaInTurn(s: VoidfallState, seat: Seat, move: Move<'keep-agenda'>): Result {
  const draw = s.agendaDraw;
  if (!draw || draw.seat !== seat) return refuse('move/illegal', 'You have no drawn Agendas to choose from.');
  if (!draw.cards.includes(move.card)) return refuse('move/illegal', 'Keep one of the two Agendas you drew.');
  keepAgenda(s, move.card);
  return [{ type: 'agenda-gained', seat, agendaType: agendaOf(move.card).type, from: 'deck', card: move.card }, ...autoEnd(s, seat)];
}

export function orderPeek(s: VoidfallState, seat: Seat, move: Move<'order-peek'>): Result {
  const draw = s.eventPeekDraw;
  if (!draw || draw.seat !== seat) return refuse('move/illegal', 'You are not peeking at Galactic Events.');
  if (!draw.cards.includes(move.top)) return refuse('move/illegal', 'Put one of the two cards you drew on top.');
  finishPeek(s, move.top);
  return [{ type: 'galactic-events-peeked', seat, cycle: draw.cycle }, ...autoEnd(s, seat)];
}
