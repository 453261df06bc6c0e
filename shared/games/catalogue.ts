import type { AnyGameModule } from '../engine/types';
import type { GameCatalogueEntry } from './catalogue-entry';
import catalogueJson from './catalogue.json';

export type { GameCatalogueEntry } from './catalogue-entry';

/**
 * The service's registry: a small static entry per game, and a loader that brings the game's rules and data in on
 * its first use. The Lambdas bundle each game as its own chunk, so a cold start pays for no game it does not serve.
 * catalogue.json is written from the modules (infra/write-game-catalogue.ts) and checked against them by a test.
 */
const loaders: Record<string, () => Promise<AnyGameModule>> = {
  adrenaline: () => import('./adrenaline').then((m) => m.adrenaline),
  'space-alert': () => import('./space-alert').then((m) => m.spaceAlert),
  nemesis: () => import('./nemesis').then((m) => m.nemesis),
  'nemesis-retaliation': () => import('./nemesis-retaliation').then((m) => m.nemesisRetaliation),
  voidfall: () => import('./voidfall').then((m) => m.voidfall),
};

export const catalogue: readonly GameCatalogueEntry[] = catalogueJson;

const loaded = new Map<string, Promise<AnyGameModule>>();

/** The game's module, loaded once per process; undefined when no game has that id. */
export function loadGameModule(id: string): Promise<AnyGameModule | undefined> {
  if (!Object.prototype.hasOwnProperty.call(loaders, id)) return Promise.resolve(undefined);
  let module = loaded.get(id);
  if (!module) {
    module = loaders[id]().catch((err: unknown) => {
      loaded.delete(id);
      throw err;
    });
    loaded.set(id, module);
  }
  return module;
}

export function catalogueIds(): string[] {
  return Object.keys(loaders);
}
