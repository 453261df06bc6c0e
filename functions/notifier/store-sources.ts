import type { BaseState } from '../../shared/engine';
import { replayMoves } from '../core/game-state';
import type { GameStore, GamesRegistry, UserStore } from '../core/ports';
import type { RecipientDirectory } from './ports';
import { tableFacts, type TableFacts } from './table-facts';

/** Enough of the latest moves to see which seats the clock played for in the change being notified. */
const RECENT_MOVES = 12;

/** The table as it is now, read from the store: META, the state rebuilt from the latest snapshot, the latest moves. */
export function storeTables(games: Pick<GameStore, 'getMeta' | 'loadLatest' | 'recentMoves'>, registry: GamesRegistry) {
  return {
    async load(gameId: string): Promise<TableFacts | null> {
      const meta = await games.getMeta(gameId);
      const game = meta ? await registry.get(meta.type) : undefined;
      if (!meta || !game) return null;
      if (meta.status === 'open') return tableFacts(meta, game, null, []);
      // One Query: the latest snapshot, the moves after it and the latest moves.
      const { snapshot, moves, recent } = await games.loadLatest(meta, RECENT_MOVES);
      const state = replayMoves(game, meta.id, snapshot.state as BaseState, moves, meta.engineVersion);
      return tableFacts(meta, game, state, recent);
    },
  };
}

/** Recipients are the store's user profiles (they carry every notification setting). */
export function storeRecipients(users: Pick<UserStore, 'getUser'>): RecipientDirectory {
  return { get: (userId) => users.getUser(userId) };
}
