/** Voidfall positions for the board's tests and screenshots, from bot games with fixed seeds; the table's seats with test names. */
import type { SeatInfo } from '../../../../shared/api';
import { voidfall } from '../../../../shared/games/voidfall';
import type { VoidfallConfig, VoidfallState } from '../../../../shared/games/voidfall/state';
import { selfPlayedGame, type PlayedStep } from '../../testing/self-played';

export type Step = PlayedStep<VoidfallState>;

const NAMES = ['Ann', 'Bob', 'Cleo', 'Dev'];

export function seatsFor(count: number, mySeat: number | null): SeatInfo[] {
  return Array.from({ length: count }, (_, seat) => ({ seat, status: 'joined' as const, name: NAMES[seat], isMe: seat === mySeat }));
}

/** A whole bot game (or `maxMoves` of it): every state in order. */
export function selfPlayed(seats: number, seed: string, config: Partial<VoidfallConfig> = {}, maxMoves = 6000): Step[] {
  return selfPlayedGame(voidfall, seats, seed, config, maxMoves);
}
