/**
 * The Focus turn (rules addendum A2-A4): Selection of a Focus card and an optional matching Agenda (saved first, so it
 * can be taken back), the Actions step (focus-actions.ts), then Clean-up, which confirms the turn: steps 1, 2 and 4
 * (flow/cleanup.ts), step 3 (place the played Agenda) and step 5 (discard the Focus card). The Advanced Focus variant's
 * face-down pick happens at the start of the round.
 */
import { stableStringify, type Seat } from '../../../engine';
import { agendaActions, agendaOf, focusCardOf } from '../data';
import { activeSeat } from '../flow/cycle';
import { afterCleanUp } from '../flow/delayed-skirmish';
import type { VoidfallState } from '../state';
import type { VoidfallMove } from './schema';
import { refuse, type Result } from './setup-moves';
import { waitingStep } from './focus-actions';
import { saveForUndo } from './turn-undo';
import { cleanUpStep4, cleanUpSteps12 } from '../flow/cleanup';
import { cleanupChoices } from '../rules/cleanup-choices';
import type { VoidfallEvent } from '../events';

type Move<T extends VoidfallMove['type']> = Extract<VoidfallMove, { type: T }>;

const cardOf = (instance: string) => focusCardOf(instance.split('@')[0]);

/**
 * Advanced Focus variant: the seats that still owe their face-down pick for this round (empty without the variant).
 * A seat that has revealed its pick (its turn has begun or passed this round) owes nothing.
 */
export function picksPending(s: VoidfallState): number[] {
  if (!s.config.advancedFocus || s.phase !== 'focus') return [];
  const played = new Set(s.turnOrder.slice(0, s.turn + (s.focusTurn !== null ? 1 : 0)));
  return s.turnOrder.filter((seat) => !played.has(seat) && s.preselected[seat] === null);
}
export const picksComplete = (s: VoidfallState) => picksPending(s).length === 0;

/** Agendas in `seat`'s hand whose type shows the Focus card's type (D1). */
export function matchingAgendas(s: VoidfallState, seat: Seat, focusCard: string): string[] {
  const type = cardOf(focusCard).focus_type;
  return s.players[seat].agendaHand.filter((a) => agendaActions.some((x) => x.agenda_type === agendaOf(a).type && x.focus_icons.includes(type)));
}

export function preselectFocus(s: VoidfallState, seat: Seat, move: Move<'preselect-focus'>): Result {
  if (!s.config.advancedFocus) return refuse('move/illegal', 'This table does not play the Advanced Focus variant.');
  if (!picksPending(s).includes(seat)) return refuse('move/illegal', 'You already picked your Focus card for this round.');
  const hand = s.players[seat].focusHand;
  if (!hand.includes(move.card)) return refuse('move/illegal', 'That Focus card is not in your hand.');
  hand.splice(hand.indexOf(move.card), 1);
  s.preselected[seat] = move.card;
  return [{ type: 'focus-preselected', seat, card: move.card }];
}

export function selectFocus(s: VoidfallState, seat: Seat, move: Move<'select-focus'>): Result {
  if (activeSeat(s) !== seat) return refuse('move/not-your-turn', 'It is not your turn.');
  if (!picksComplete(s)) return refuse('move/illegal', 'Every player first picks a Focus card face down.');
  if (s.focusTurn !== null) return refuse('move/illegal', 'You already selected your Focus card this turn.');
  saveForUndo(s);
  const p = s.players[seat];
  if (s.config.advancedFocus) {
    // The variant: the card is the one picked face down at the start of the round, revealed now.
    if (s.preselected[seat] !== move.card) return refuse('move/illegal', 'Reveal the Focus card you picked for this round.');
    s.preselected[seat] = null;
  } else {
    if (!p.focusHand.includes(move.card)) return refuse('move/illegal', 'That Focus card is not in your hand.');
    p.focusHand.splice(p.focusHand.indexOf(move.card), 1);
  }
  if (move.agenda !== null) {
    if (!matchingAgendas(s, seat, move.card).includes(move.agenda)) return refuse('move/illegal', 'That Agenda does not show this Focus card\'s icon.');
    p.agendaHand.splice(p.agendaHand.indexOf(move.agenda), 1);
  }
  s.focusTurn = { seat, focus: move.card, agenda: move.agenda, tradeFlipped: false, done: [], pending: null };
  return [{ type: 'focus-selected', seat, card: move.card, agenda: move.agenda }];
}

/**
 * Slots (1-3) the played Agenda may go to in Clean-up step 3: a free slot or one to replace (never the Starting
 * slot), as long as no two Agendas of the same type end up on the mat.
 */
export function agendaSlotsFor(s: VoidfallState, seat: Seat, agenda: string): number[] {
  const slots = s.players[seat].agendaSlots;
  const type = agendaOf(agenda).type;
  return [1, 2, 3].filter((slot) => slots.every((a, i) => i === 0 || i === slot || a.agenda === null || agendaOf(a.agenda).type !== type));
}

export function endTurn(s: VoidfallState, seat: Seat, move: Move<'end-turn'>): Result {
  const turn = s.focusTurn;
  if (activeSeat(s) !== seat) return refuse('move/not-your-turn', 'It is not your turn.');
  if (turn === null) return refuse('move/illegal', 'Select a Focus card first.');
  if (turn.pending !== null || waitingStep(s) !== null) return refuse('move/illegal', 'Finish the action in progress first.');
  const p = s.players[seat];
  const events: VoidfallEvent[] = [];
  // Clean-up choices named by the move must be among those listed (rules/cleanup-choices.ts); without them, the readings.
  if (move.cleanup !== undefined && !cleanupChoices(s, seat, move.agendaSlot).some((c) => stableStringify(c) === stableStringify(move.cleanup))) {
    return refuse('move/illegal', 'Those Clean-up choices do not fit: recall only what leaves 2 fleet tokens in a sector, return only the Glory tokens over 4, put Trade tokens on your Agendas without one.');
  }
  const steps12 = cleanUpSteps12(s, seat, move.cleanup);
  if (turn.agenda !== null) {
    const legal = agendaSlotsFor(s, seat, turn.agenda);
    if (move.agendaSlot === null || !legal.includes(move.agendaSlot)) return refuse('move/illegal', 'Place the Agenda you played in a free slot or on one to replace, never two of the same type.');
    const slot = p.agendaSlots[move.agendaSlot];
    const replaced = slot.agenda;
    // The replaced card goes face down under its deck; a Trade token and a Corruption stay on the slot (A4).
    if (replaced !== null) s.agendaDecks[agendaOf(replaced).type].push(replaced);
    slot.agenda = turn.agenda;
    // The replaced card is now face down under its deck: the event names its type only.
    events.push({ type: 'agenda-placed', seat, agenda: turn.agenda, slot: move.agendaSlot, replaced: replaced === null ? null : agendaOf(replaced).type });
  } else if (move.agendaSlot !== null) {
    return refuse('move/illegal', 'You played no Agenda this turn.');
  }
  events.push(cleanUpStep4(s, seat, turn.tradeFlipped, steps12, move.cleanup?.trade));
  p.focusDiscard.push(turn.focus!);
  s.turnUndo = [];
  events.push({ type: 'turn-ended', seat });
  // Then the next turn, after event C3-G's Skirmish if this was the player's first turn of Cycle 3.
  return [...events, ...afterCleanUp(s, seat)];
}
