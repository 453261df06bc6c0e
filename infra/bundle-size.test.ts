import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueIds } from '../shared/games/catalogue';
import { entryFile, esbuildOptionsFor } from './bundling';
import { type HandlerEntries, handlerEntries, repoRoot } from './entries';

/**
 * Cold starts grow with the code loaded at start: each handler, bundled exactly as the service stack bundles it
 * (bundling.ts), must stay under its budget for what serving one game loads (every file but the other games' chunks),
 * its entry file (what a cold start loads) under ENTRY_BUDGET, holding no game, and each game's chunk (loaded on the
 * game's first use) under GAME_BUDGET: adding a game adds a chunk, never to what another game's table loads.
 */
const budgets: Record<keyof HandlerEntries, number> = {
  // The shared files (about 560 KB, mostly zod) and the largest game chunk, Voidfall's; the games' data is bundled as
  // validated at bundle time (trusted-data.ts), without the provenance fields its schemas drop.
  api: 1_150_000,
  notifier: 1_500_000,
  clock: 1_500_000,
};
const ENTRY_BUDGET = 400_000;
/** Per game chunk: Nemesis: Retaliation's is 325 KB. */
const GAME_BUDGET = 400_000;
/**
 * Voidfall's chunk is 421 KB, 267 KB of it data the engine reads (the civilization tracks, Galactic Events, Focus
 * cards, Agendas, scenario maps) as its schemas parse it: its own, larger bound.
 */
const GAME_BUDGETS: Record<string, number> = { voidfall: 560_000 };

const outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lambda-bundles-'));
afterAll(() => fs.rmSync(outRoot, { recursive: true, force: true }));

const isGameFile = (input: string) => /shared\/games\/[^/]+\//.test(input);
const gameOf = (input: string) => /shared\/games\/([^/]+)\//.exec(input)?.[1];

function outputsOf(metafile: Metafile, outdir: string) {
  const relative = (file: string) => path.relative(outdir, path.resolve(file));
  return Object.entries(metafile.outputs)
    .filter(([file]) => file.endsWith('.mjs'))
    .map(([file, output]) => ({ name: relative(file), bytes: output.bytes, inputs: Object.keys(output.inputs), exports: output.exports }));
}

describe('Lambda bundle sizes', () => {
  for (const [name, entry] of Object.entries(handlerEntries) as Array<[keyof HandlerEntries, string]>) {
    const relative = path.relative(repoRoot, entry);
    it(`given ${relative}, when bundled minified for Node 22, then one game's load is under ${budgets[name] / 1e6} MB, each game chunk under ${GAME_BUDGET / 1e3} KB (Voidfall ${GAME_BUDGETS.voidfall / 1e3}), its entry under ${ENTRY_BUDGET / 1e3} KB holds no game and exports handler`, async () => {
      const outdir = path.join(outRoot, name);
      const result = await build({ ...esbuildOptionsFor(entry, outdir), metafile: true });
      expect(result.errors).toEqual([]);
      const outputs = outputsOf(result.metafile, outdir);
      const gameChunks = outputs.filter((o) => o.inputs.some(isGameFile));
      const shared = outputs.filter((o) => !gameChunks.includes(o)).reduce((sum, o) => sum + o.bytes, 0);
      const largestGame = Math.max(...gameChunks.map((o) => o.bytes));
      expect(shared + largestGame, `${relative} bundles to ${shared} bytes and ${largestGame} for its largest game`).toBeLessThan(budgets[name]);
      const main = outputs.find((o) => o.name === entryFile)!;
      expect(main.exports).toContain('handler');
      expect(main.bytes, `${relative}'s entry is ${main.bytes} bytes`).toBeLessThan(ENTRY_BUDGET);
      expect(main.inputs.filter(isGameFile)).toEqual([]);
      expect(fs.existsSync(path.join(outdir, `${entryFile}.map`))).toBe(true);
      // The AWS SDK comes from the runtime, never from the bundle.
      expect(Object.keys(result.metafile.inputs).some((input) => input.includes('node_modules/@aws-sdk/'))).toBe(false);
      // Each handler may serve every game: each game is one chunk apart (its code in no other game's chunk).
      for (const id of catalogueIds()) {
        const chunks = outputs.filter((o) => o.inputs.some((input) => gameOf(input) === id));
        expect(chunks.map((o) => o.name)).toHaveLength(1);
        expect(chunks[0].inputs.filter(isGameFile).every((input) => gameOf(input) === id)).toBe(true);
        expect(chunks[0].bytes, `${id}'s chunk is ${chunks[0].bytes} bytes`).toBeLessThan(GAME_BUDGETS[id] ?? GAME_BUDGET);
      }
    }, 60_000);
  }
});
