import type { AnyGameModule } from '../engine/types';

/** The registry: every game the product offers, by id. */
export const games: Record<string, AnyGameModule> = {};

export function getGame(id: string): AnyGameModule | undefined {
  return Object.prototype.hasOwnProperty.call(games, id) ? games[id] : undefined;
}

export function gameIds(): string[] {
  return Object.keys(games);
}
