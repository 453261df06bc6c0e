import 'server-only';
import { z } from 'zod';
import { GameType } from '../../shared/api';
import { api } from './api';

/** GET /games/types answers a list; accept it bare or wrapped in `{types}`. */
const GameTypes = z.union([z.array(GameType), z.object({ types: z.array(GameType) }).transform((o) => o.types)]);

export async function listGameTypes(): Promise<z.infer<typeof GameType>[]> {
  return api('/games/types', GameTypes);
}
