/** The shape of a rules-lock file: seeded logs and the state hashes their replay must give under one rules version. */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameStart, LoggedMove } from '../../shared/engine';

export const LOCK_DIR = dirname(fileURLToPath(import.meta.url));

export interface LockedGame {
  start: GameStart;
  moves: LoggedMove[];
  /** The state hash after k moves, for every 20th k and the last. */
  checkpoints: Record<string, string>;
}

export interface RulesLock {
  game: string;
  engineVersion: number;
  games: LockedGame[];
}
