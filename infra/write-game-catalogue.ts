/**
 * Writes shared/games/catalogue.json from the game modules: what the new-game form lists (title, player counts, the
 * options' JSON Schema), so that the service lists the games without loading any of them. Run after a game's options
 * change: `npx tsx infra/write-game-catalogue.ts` (shared/games/catalogue.test.ts fails until it is run).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueEntryOf } from '../shared/games/catalogue-entry';
import { games } from '../shared/games';
import { repoRoot } from './entries';

const entries = Object.values(games).map(catalogueEntryOf);
writeFileSync(path.join(repoRoot, 'shared/games/catalogue.json'), `${JSON.stringify(entries, null, 2)}\n`);
console.log(`catalogue: ${entries.map((e) => e.id).join(', ')}`);
