/** Each game's wording of its legal moves (prompt panel) and log events (kept apart from the boards: no component imports here). */
import type { SeatInfo } from '../../shared/api';
import { moveLabel as adrenalineMoveLabel } from './adrenaline/board-choices';
import { eventLabel as adrenalineEventLabel } from './adrenaline/event-labels';
import { namesFor, type AdrenalineView } from './adrenaline/view-model';
import { moveLabel as spaceAlertMoveLabel } from './space-alert/move-labels';
import type { SpaceAlertView } from './space-alert/view-types';

/** A legal move in the game's own words (names, not ids), from the seat's view; null where the game has none. */
type MoveLabeler = (move: unknown, view: unknown, seats: SeatInfo[]) => string | null;

const labelers: Record<string, MoveLabeler> = {
  adrenaline: (move, view, seats) => adrenalineMoveLabel(move, view as AdrenalineView, namesFor(view as AdrenalineView, seats)),
  'space-alert': (move, view) => spaceAlertMoveLabel(move, view as SpaceAlertView),
};

/** Labels for the prompt panel, one per legal move (null: the panel describes that move itself). */
export function moveLabels(gameType: string, moves: readonly unknown[] | null, view: unknown, seats: SeatInfo[]): Array<string | null> | null {
  if (!moves || view === null || !Object.prototype.hasOwnProperty.call(labelers, gameType)) return null;
  return moves.map((move) => {
    try {
      return labelers[gameType](move, view, seats);
    } catch {
      return null;
    }
  });
}

/** A log event in the game's own words, or null where the game has none (the log then describes it generically). */
export function eventLabel(gameType: string | undefined, event: unknown, seats: SeatInfo[]): string | null {
  try {
    return gameType === 'adrenaline' ? adrenalineEventLabel(event, seats) : null;
  } catch {
    return null;
  }
}

