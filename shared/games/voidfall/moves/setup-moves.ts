/**
 * Set-up moves: choosing a House and Origin in turn order, then each player's Origin set-up tasks (gain an Agenda,
 * upgrade a Glory token, remove or move a Corruption), in any order between players. Handlers change the private
 * clone they are given and return the events, or a refusal.
 */
import type { EngineError, Seat } from '../../../engine';
import { agendaOf } from '../data';
import type { VoidfallEvent } from '../events';
import { seatHouse } from '../houses';
import { canGainAgenda, drawAgendas, keepAgenda, takeAgendaOffer } from '../rules/agendas';
import { upgradeGlory as upgradeGloryToken } from '../rules/glory';
import { freeCorruptionPlaces, heldCorruptionPlaces, includesPlace, setCorruption } from '../rules/corruption';
import type { SetupTask, VoidfallState } from '../state';
import type { VoidfallMove } from './schema';

export type Result = VoidfallEvent[] | EngineError;
export const refuse = (code: string, message: string): EngineError => ({ code, message });
type Move<T extends VoidfallMove['type']> = Extract<VoidfallMove, { type: T }>;

export function chooseHouse(s: VoidfallState, seat: Seat, move: Move<'choose-house'>): Result {
  const choice = s.houseChoice!;
  if (choice.order[choice.next] !== seat) return refuse('move/not-your-turn', 'Another player chooses a House now.');
  if (!choice.pool.includes(move.house)) return refuse('move/illegal', 'That House is not available in this scenario or was already taken.');
  seatHouse(s, seat, move.house, move.origin);
  choice.pool = choice.pool.filter((h) => h !== move.house);
  choice.next += 1;
  if (choice.next === choice.order.length) s.houseChoice = null;
  return [{ type: 'house-chosen', seat, house: move.house, origin: s.players[seat].origin! }];
}

function finishTask(s: VoidfallState, seat: Seat, task: SetupTask): void {
  const tasks = s.players[seat].setupTasks;
  tasks.splice(tasks.indexOf(task), 1);
}

function needTask(s: VoidfallState, seat: Seat, task: SetupTask): EngineError | null {
  if (s.houseChoice !== null) return refuse('move/illegal', 'Set-up tasks start once every House is chosen.');
  if (s.agendaDraw !== null) return refuse('move/illegal', 'An Agenda draw waits for its player to keep one card.');
  return s.players[seat].setupTasks.includes(task) ? null : refuse('move/illegal', 'Your Origin does not ask for that now.');
}

export function gainAgenda(s: VoidfallState, seat: Seat, move: Move<'gain-agenda'>): Result {
  const no = needTask(s, seat, 'gain-agenda');
  if (no) return no;
  if (!canGainAgenda(s, move.agendaType, move.from)) return refuse('move/illegal', `No ${move.agendaType} Agenda is left there.`);
  // A Corruption on the offer comes with the card (A11); at set-up no offer is Corrupted, so set-up never needs its place.
  if (move.from === 'offer' && s.agendaOfferCorrupted[move.agendaType]) return refuse('move/illegal', 'That Agenda carries a Corruption; take it during play.');
  if (move.from === 'deck') {
    drawAgendas(s, seat, move.agendaType);
    return [{ type: 'agendas-drawn', seat, agendaType: move.agendaType, count: s.agendaDraw!.cards.length, cards: s.agendaDraw!.cards.slice() }];
  }
  const { card } = takeAgendaOffer(s, seat, move.agendaType);
  finishTask(s, seat, 'gain-agenda');
  return [{ type: 'agenda-gained', seat, agendaType: move.agendaType, from: 'offer', card }];
}

export function keepDrawnAgenda(s: VoidfallState, seat: Seat, move: Move<'keep-agenda'>): Result {
  const draw = s.agendaDraw;
  if (!draw || draw.seat !== seat) return refuse('move/illegal', 'You have no drawn Agendas to choose from.');
  if (!draw.cards.includes(move.card)) return refuse('move/illegal', 'Keep one of the two Agendas you drew.');
  keepAgenda(s, move.card);
  finishTask(s, seat, 'gain-agenda');
  return [{ type: 'agenda-gained', seat, agendaType: agendaOf(move.card).type, from: 'deck', card: move.card }];
}

export function upgradeGlory(s: VoidfallState, seat: Seat, move: Move<'upgrade-glory'>): Result {
  const no = needTask(s, seat, 'upgrade-glory-token');
  if (no) return no;
  if (!upgradeGloryToken(s.players[seat], move.value)) return refuse('move/illegal', `You hold no Glory token of value ${move.value} to upgrade.`);
  finishTask(s, seat, 'upgrade-glory-token');
  return [{ type: 'glory-upgraded', seat, from: move.value, to: move.value + 1 }];
}

export function removeCorruption(s: VoidfallState, seat: Seat, move: Move<'remove-corruption'>): Result {
  const no = needTask(s, seat, 'remove-corruption');
  if (no) return no;
  if (!includesPlace(heldCorruptionPlaces(s, seat), move.from)) return refuse('move/illegal', 'You have no Corruption there.');
  setCorruption(s, seat, move.from, false);
  finishTask(s, seat, 'remove-corruption');
  return [{ type: 'corruption-removed', seat, from: move.from }];
}

export function moveCorruption(s: VoidfallState, seat: Seat, move: Move<'move-corruption'>): Result {
  const no = needTask(s, seat, 'move-corruption');
  if (no) return no;
  if (!includesPlace(heldCorruptionPlaces(s, seat), move.from)) return refuse('move/illegal', 'You have no Corruption there.');
  if (!includesPlace(freeCorruptionPlaces(s, seat), move.to)) return refuse('move/illegal', 'A Corruption cannot go there.');
  setCorruption(s, seat, move.from, false);
  setCorruption(s, seat, move.to, true);
  finishTask(s, seat, 'move-corruption');
  return [{ type: 'corruption-moved', seat, from: move.from, to: move.to }];
}
