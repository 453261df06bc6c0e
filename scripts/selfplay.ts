/**
 * Plays n complete bot games of one game and checks that each replays to the same hashes.
 * Usage: npm run selfplay -- --game <id> --games <n> --seed <s> [--players <p>] [--config '<json>']
 */
import { parseArgs } from 'node:util';
import { gameIds, getGame } from '../shared/games';
import { selfPlay } from './selfplay-run';

const { values } = parseArgs({
  options: {
    game: { type: 'string' },
    games: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    players: { type: 'string' },
    config: { type: 'string', default: '{}' },
  },
});

const game = values.game ? getGame(values.game) : undefined;
if (!game) {
  console.error(`Unknown game "${values.game ?? ''}". Registered: ${gameIds().join(', ') || 'none'}`);
  process.exit(2);
}
const result = selfPlay(game, {
  games: Number(values.games),
  seed: values.seed,
  players: values.players ? Number(values.players) : undefined,
  config: JSON.parse(values.config),
  log: (line) => console.error(line),
});
console.log(result.line);
process.exit(result.ok ? 0 : 1);
