import { gameIds, getGame } from '../../shared/games';
import type { AnyGameModule } from '../../shared/engine';
import type { GamesRegistry } from './ports';

/** The product's games: exactly those registered in shared/games/index.ts. */
export const productRegistry: GamesRegistry = {
  get: (id) => getGame(id),
  list: () => gameIds().map((id) => getGame(id)!),
};

/** A registry of the given modules (tests inject fixture games through it; the product never does). */
export function registryOf(modules: AnyGameModule[]): GamesRegistry {
  const byId = new Map(modules.map((m) => [m.id, m]));
  return { get: (id) => byId.get(id), list: () => [...byId.values()] };
}
