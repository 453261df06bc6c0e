import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueIds } from '../shared/games/catalogue';
import { stripDataProvenance } from './bundling';
import { repoRoot } from './entries';

/**
 * The Lambda bundles carry a data file that a module imports as it is without its `source` fields (bundling.ts): the
 * data a game parses from such files must be exactly the data it parses from the files in the repository, which the
 * games' own tests validate. (Each game's validated data is checked by trusted-data.test.ts.)
 */
// Inside the repository, so that the bundled modules find zod in node_modules.
const outRoot = fs.mkdtempSync(path.join(repoRoot, 'node_modules', '.data-provenance-'));
afterAll(() => fs.rmSync(outRoot, { recursive: true, force: true }));

/**
 * A module's exported data as JSON: Maps and Sets as their entries; functions and zod schemas left out (helpers are
 * compared through the data they read; the two copies of a schema are different objects of the same shape).
 */
const dataOf = (module: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.keys(module).sort().map((key) => [key, module[key]])), (_key, value: unknown) => {
    if (value instanceof Map) return { map: [...value] };
    if (value instanceof Set) return { set: [...value] };
    if (typeof value === 'function' || (typeof value === 'object' && value !== null && '_zod' in value)) return undefined;
    return value;
  });

describe('game data in the bundles', () => {
  for (const id of catalogueIds()) {
    it(`given ${id}'s data bundled without provenance, when imported, then it holds no source field (but Space Alert's) and parses to the repository's data`, async () => {
      const outfile = path.join(outRoot, `${id}.mjs`);
      await build({
        entryPoints: [path.join(repoRoot, 'shared', 'games', id, 'data', 'index.ts')],
        outfile,
        bundle: true,
        format: 'esm',
        platform: 'node',
        external: ['zod'],
        plugins: [stripDataProvenance],
        logLevel: 'silent',
      });
      if (id !== 'space-alert') expect(fs.readFileSync(outfile, 'utf8')).not.toMatch(/\bsource: "/);
      const stripped = (await import(pathToFileURL(outfile).href)) as Record<string, unknown>;
      const full = (await import(`../shared/games/${id}/data/index.ts`)) as Record<string, unknown>;
      expect(Object.keys(stripped).sort()).toEqual(Object.keys(full).sort());
      expect(dataOf(stripped)).toBe(dataOf(full));
    }, 60_000);
  }
});
