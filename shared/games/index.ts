import type { AnyGameModule } from '../engine/types';
import { adrenaline } from './adrenaline';
import { nemesis } from './nemesis';
import { nemesisRetaliation } from './nemesis-retaliation';
import { spaceAlert } from './space-alert';
import { voidfall } from './voidfall';

/**
 * Every game the product offers, by id, loaded at once: for tests, scripts and benchmarks. The service never imports
 * this file: it lists and loads games through catalogue.ts, one game at a time.
 */
export const games: Record<string, AnyGameModule> = { adrenaline, 'space-alert': spaceAlert, nemesis, 'nemesis-retaliation': nemesisRetaliation, voidfall };

export function getGame(id: string): AnyGameModule | undefined {
  return Object.prototype.hasOwnProperty.call(games, id) ? games[id] : undefined;
}

export function gameIds(): string[] {
  return Object.keys(games);
}
