/** Each game's wording of its legal moves (prompt panel) and log events (kept apart from the boards: no component imports here). */
import type { SeatInfo } from '../../shared/api';
import { isBoardMove as adrenalineBoardMove, moveLabel as adrenalineMoveLabel } from './adrenaline/board-choices';
import { promptKindWords as adrenalineKindWords } from './adrenaline/prompt-words';
import { eventLabel as adrenalineEventLabel } from './adrenaline/event-labels';
import { namesFor, type AdrenalineView } from './adrenaline/view-model';
import type { NemesisView } from '../../shared/games/nemesis/view';
import { isBoardMove as nemesisBoardMove } from './nemesis/board-choices';
import { eventLabel as nemesisEventLabel } from './nemesis/event-labels';
import { moveLabel as nemesisMoveLabel } from './nemesis/move-labels';
import { namesFor as nemesisNames } from './nemesis/names';
import { promptKindWords as nemesisKindWords } from './nemesis/prompt-words';
import type { RetaliationView } from '../../shared/games/nemesis-retaliation/view';
import { isBoardMove as retaliationBoardMove } from './nemesis-retaliation/board-choices';
import { eventLabel as retaliationEventLabel } from './nemesis-retaliation/event-labels';
import { moveLabel as retaliationMoveLabel } from './nemesis-retaliation/move-labels';
import { namesFor as retaliationNames } from './nemesis-retaliation/names';
import { promptKindWords as retaliationKindWords } from './nemesis-retaliation/prompt-words';
import { eventLabel as spaceAlertEventLabel } from './space-alert/event-labels';
import { moveLabel as spaceAlertMoveLabel } from './space-alert/move-labels';
import { isBoardMove as spaceAlertBoardMove, promptKindWords as spaceAlertKindWords } from './space-alert/prompt-words';
import type { SpaceAlertView } from './space-alert/view-types';
import type { VoidfallView } from '../../shared/games/voidfall/view';
import { isBoardMove as voidfallBoardMove } from './voidfall/board-choices';
import { eventLabel as voidfallEventLabel } from './voidfall/event-labels';
import { moveLabel as voidfallMoveLabel } from './voidfall/move-labels';
import { namesFor as voidfallNames } from './voidfall/names';
import { promptKindWords as voidfallKindWords } from './voidfall/prompt-words';
import { humanize } from '../lib/config-fields';

/** A legal move in the game's own words (names, not ids), from the seat's view; null where the game has none. */
type MoveLabeler = (move: unknown, view: unknown, seats: SeatInfo[]) => string | null;

const labelers: Record<string, MoveLabeler> = {
  adrenaline: (move, view, seats) => adrenalineMoveLabel(move, view as AdrenalineView, namesFor(view as AdrenalineView, seats)),
  'space-alert': (move, view, seats) => spaceAlertMoveLabel(move, view as SpaceAlertView, seats),
  nemesis: (move, view, seats) => nemesisMoveLabel(move, view as NemesisView, nemesisNames(view as NemesisView, seats)),
  'nemesis-retaliation': (move, view, seats) => retaliationMoveLabel(move, view as RetaliationView, retaliationNames(view as RetaliationView, seats)),
  voidfall: (move, view, seats) => voidfallMoveLabel(move, view as VoidfallView, voidfallNames((view as VoidfallView).me?.seat ?? null, seats)),
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
    if (gameType === 'space-alert') return spaceAlertEventLabel(event, seats);
    if (gameType === 'nemesis') return nemesisEventLabel(event, seats);
    if (gameType === 'nemesis-retaliation') return retaliationEventLabel(event, seats);
    if (gameType === 'voidfall') return voidfallEventLabel(event, seats);
    return gameType === 'adrenaline' ? adrenalineEventLabel(event, seats) : null;
  } catch {
    return null;
  }
}


/** Games whose board offers some moves itself: those moves stay out of the decision bar (the full list keeps them, folded). */
const boardMoves: Record<string, (move: unknown) => boolean> = {
  // A shot starts from the bar too: "Shoot from B2" is one click there, where the square also offers running and grabbing.
  adrenaline: (move) => adrenalineBoardMove(move) && (move as { type: string }).type !== 'shoot',
  'space-alert': spaceAlertBoardMove,
  nemesis: nemesisBoardMove,
  'nemesis-retaliation': retaliationBoardMove,
  voidfall: voidfallBoardMove,
};

/** For each legal move, whether the game's board offers it; null for a game whose board offers none (the bar lists all). */
export function madeOnBoard(gameType: string, moves: readonly unknown[] | null): boolean[] | null {
  if (!moves || !Object.prototype.hasOwnProperty.call(boardMoves, gameType)) return null;
  return moves.map((move) => boardMoves[gameType](move));
}

const kindWords: Record<string, (kind: string) => string | null> = {
  adrenaline: adrenalineKindWords,
  'space-alert': spaceAlertKindWords,
  nemesis: nemesisKindWords,
  'nemesis-retaliation': retaliationKindWords,
  voidfall: voidfallKindWords,
};

const MODE_WORDS: Record<string, string> = { turn: '', simultaneous: 'everyone at once', reaction: 'a reaction' };

/** "shooting: choosing a weapon" for what a seat is awaited for; the game's own words, else the kind made readable. */
export function awaitedWords(gameType: string, kind: string, mode: string): string {
  const own = Object.prototype.hasOwnProperty.call(kindWords, gameType) ? kindWords[gameType](kind) : null;
  const words = own ?? humanize(kind).toLowerCase();
  const how = MODE_WORDS[mode] ?? '';
  return how ? `${words} (${how})` : words;
}
