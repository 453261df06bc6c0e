import { z } from 'zod';
import type { AnyGameModule } from '../engine/types';

/** What the new-game form needs of a game, known without loading its rules and data. */
export interface GameCatalogueEntry {
  id: string;
  title: string;
  players: { min: number; max: number };
  /** The JSON Schema of the game's options, as a client sends them (defaults may be left out). */
  configJsonSchema: Record<string, unknown>;
}

export function catalogueEntryOf(game: AnyGameModule): GameCatalogueEntry {
  return {
    id: game.id,
    title: game.title,
    players: { min: game.players.min, max: game.players.max },
    configJsonSchema: z.toJSONSchema(game.configSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
  };
}
