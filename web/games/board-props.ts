import type { SeatInfo } from '../../shared/api';

/** What every game's board component receives: only the signed-in seat's view, never the state. */
export interface BoardProps {
  view: unknown;
  mySeat: number | null;
  seats: SeatInfo[];
}
