import type { AnyGameModule } from '../engine/types';
import { adrenaline } from './adrenaline';
import { spaceAlert } from './space-alert';

/** The registry: every game the product offers, by id. */
export const games: Record<string, AnyGameModule> = { adrenaline, 'space-alert': spaceAlert };

export function getGame(id: string): AnyGameModule | undefined {
  return Object.prototype.hasOwnProperty.call(games, id) ? games[id] : undefined;
}

export function gameIds(): string[] {
  return Object.keys(games);
}
