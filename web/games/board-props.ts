import type { SeatInfo } from '../../shared/api';

/** What every game's board component receives: only the signed-in seat's view, never the state. */
export interface BoardProps {
  view: unknown;
  mySeat: number | null;
  seats: SeatInfo[];
  /** For an interactive board, on the live table only: where and at which version its moves are sent, and my legal moves. */
  gameId?: string;
  version?: number;
  legalMoves?: unknown[] | null;
}
