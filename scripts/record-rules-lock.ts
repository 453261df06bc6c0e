/**
 * Records the logs the rules-lock test replays (test/rules-lock/<game>.json): a few seeded bot games per game, their
 * moves, and the state hash every few moves, under the game's newest rules version.
 *
 * Usage: npx tsx scripts/record-rules-lock.ts <game> [--force]
 *
 * A game's file is written once. A rules change that alters one of its replays must be gated on a new rules version
 * (README "Shipping a rules fix"); the old file then still replays under the old version, and `--force` records the
 * file for the new one only with the old file kept beside it (renamed `<game>.v<version>.json`).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { playOut, replay, type GameStart } from '../shared/engine';
import { games } from '../shared/games';
import { LOCK_DIR, type LockedGame, type RulesLock } from '../test/rules-lock/lock-file';

/** Enough moves to cross a whole round or cycle of every game, few enough to replay in a test in well under a second. */
const MAX_MOVES = 400;
const EVERY = 20;

const [id, flag] = process.argv.slice(2);
const game = id ? games[id] : undefined;
if (!game) throw new Error(`usage: record-rules-lock <game> [--force]; games: ${Object.keys(games).join(', ')}`);
const file = join(LOCK_DIR, `${id}.json`);
if (existsSync(file) && flag !== '--force') throw new Error(`${file} exists: a rules change that alters its replays is gated first (README)`);

/** Games over every seat count in turn, until they hold this many moves (short games, as a solo death, add more). */
const WANTED_MOVES = 800;
const locked: LockedGame[] = [];
for (let i = 0, total = 0; total < WANTED_MOVES && i < 12; i++) {
  const seats = game.players.min + (i % (game.players.max - game.players.min + 1));
  const start: GameStart = { config: {}, seats, seed: `rules-lock:${id}:${i}`, startedAt: 1_767_225_600_000 };
  const played = playOut(game, start, `rules-lock:${i}`, { maxMoves: MAX_MOVES });
  if (played.error && !played.error.startsWith('no end after')) throw new Error(`${id} (${seats} seats): ${played.error}`);
  const { hashes } = replay(game, start, played.log);
  const checkpoints = Object.fromEntries(hashes.map((h, k) => [k, h] as const).filter(([k]) => k % EVERY === 0 || k === hashes.length - 1));
  locked.push({ start, moves: played.log, checkpoints });
  total += played.log.length;
}
if (existsSync(file)) renameSync(file, join(LOCK_DIR, `${id}.v${(JSON.parse(readFileSync(file, 'utf8')) as RulesLock).engineVersion}.json`));
const lock: RulesLock = { game: id, engineVersion: game.engineVersion, games: locked };
writeFileSync(file, `${JSON.stringify(lock)}\n`);
console.log(`${file}: ${locked.map((g) => `${g.start.seats} seats, ${g.moves.length} moves`).join('; ')}`);
