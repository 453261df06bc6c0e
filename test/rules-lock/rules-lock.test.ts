/**
 * A rules change must never stop a running table (README "Shipping a rules fix"): each game's recorded logs must replay
 * to the very hashes they were recorded with, under the rules version they were recorded under. A change that breaks
 * one alters games already played: gate it on a new rules version, then the old logs still replay under the old one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay, servedVersions } from '../../shared/engine';
import { games } from '../../shared/games';
import { LOCK_DIR, type RulesLock } from './lock-file';

const locks = readdirSync(LOCK_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: f, lock: JSON.parse(readFileSync(join(LOCK_DIR, f), 'utf8')) as RulesLock }));

describe('recorded games replay hash for hash under the rules they were recorded with', () => {
  it('every game has a recorded file', () => {
    expect(Object.keys(games).filter((id) => !locks.some((l) => l.file === `${id}.json`))).toEqual([]);
  });

  it.each(locks)('$file', ({ lock }) => {
    const game = games[lock.game];
    expect(servedVersions(game), `rules version ${lock.engineVersion} of ${lock.game} is no longer served`).toContain(lock.engineVersion);
    for (const [i, g] of lock.games.entries()) {
      const again = replay(game, g.start, g.moves, g.moves.length, lock.engineVersion);
      const where = `${lock.game} recorded game ${i} (${g.start.seats} seats)`;
      expect(again.error, `${where}: a recorded move is refused now; gate the change on a new rules version`).toBeUndefined();
      const changed = Object.entries(g.checkpoints).find(([k, hash]) => again.hashes[Number(k)] !== hash);
      expect(changed && `${where}: the state after move ${changed[0]} differs from the recorded one; gate the change on a new rules version (README "Shipping a rules fix")`).toBeUndefined();
    }
  });
});
