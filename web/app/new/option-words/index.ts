/** Each game's options in its own words, by game id (read on the server: the data stays out of the browser bundle). */
import type { GameOptionWords } from '../../../lib/config-fields';
import { adrenalineWords } from './adrenaline';
import { nemesisWords } from './nemesis';
import { nemesisRetaliationWords } from './nemesis-retaliation';
import { spaceAlertWords } from './space-alert';
import { voidfallWords } from './voidfall';

const byGame: Record<string, () => GameOptionWords> = {
  adrenaline: adrenalineWords,
  'space-alert': spaceAlertWords,
  nemesis: nemesisWords,
  'nemesis-retaliation': nemesisRetaliationWords,
  voidfall: voidfallWords,
};

export function optionWords(gameIds: string[]): Record<string, GameOptionWords> {
  return Object.fromEntries(gameIds.filter((id) => Object.prototype.hasOwnProperty.call(byGame, id)).map((id) => [id, byGame[id]()]));
}
