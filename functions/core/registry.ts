import type { AnyGameModule } from '../../shared/engine';
import { catalogue, loadGameModule, type GameCatalogueEntry } from '../../shared/games/catalogue';
import { catalogueEntryOf } from '../../shared/games/catalogue-entry';
import type { GamesRegistry } from './ports';

/** The product's games: those of shared/games/catalogue.ts, each loaded on its first use. */
export const productRegistry: GamesRegistry = {
  get: (id) => loadGameModule(id),
  list: () => [...catalogue],
};

/** A registry of the given modules (tests inject fixture games through it; the product never does). */
export function registryOf(modules: AnyGameModule[]): GamesRegistry {
  const byId = new Map(modules.map((m) => [m.id, m]));
  return { get: (id) => byId.get(id), list: () => [...byId.values()] };
}

/** The games a registry offers, as the new-game form reads them. */
export function listedGames(registry: GamesRegistry): GameCatalogueEntry[] {
  return registry.list().map((g) => ('configJsonSchema' in g ? g : catalogueEntryOf(g)));
}
