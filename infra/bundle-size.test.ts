import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { esbuildOptionsFor } from './bundling';
import { type HandlerEntries, handlerEntries, repoRoot } from './entries';

/**
 * Cold starts grow with the bundle: each handler, bundled exactly as the service stack bundles it (bundling.ts),
 * must stay under its budget. The API serves players, so its budget is the tightest.
 */
const budgets: Record<keyof HandlerEntries, number> = {
  api: 1_000_000,
  notifier: 1_500_000,
  clock: 1_500_000,
};

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lambda-bundles-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('Lambda bundle sizes', () => {
  for (const [name, entry] of Object.entries(handlerEntries) as Array<[keyof HandlerEntries, string]>) {
    const relative = path.relative(repoRoot, entry);
    const missing = !fs.existsSync(entry);
    // Skipped only while the handler has not been written yet; it runs as soon as the file exists.
    it.skipIf(missing)(
      `given ${relative}${missing ? ' (SKIPPED: the file does not exist yet)' : ''}, when bundled minified for Node 22, then it is under ${budgets[name] / 1e6} MB and exports handler`,
      async () => {
        const outfile = path.join(outDir, `${name}.mjs`);
        const result = await build({ ...esbuildOptionsFor(entry, outfile), metafile: true });
        expect(result.errors).toEqual([]);
        const size = fs.statSync(outfile).size;
        expect(size).toBeGreaterThan(0);
        expect(size, `${relative} bundles to ${size} bytes`).toBeLessThan(budgets[name]);
        expect(fs.existsSync(`${outfile}.map`)).toBe(true);
        // The AWS SDK comes from the runtime, never from the bundle.
        expect(Object.keys(result.metafile.inputs).some((input) => input.includes('node_modules/@aws-sdk/'))).toBe(false);
        const output = result.metafile.outputs[path.relative(process.cwd(), outfile)];
        expect(output?.exports).toContain('handler');
      },
      60_000,
    );
  }
});
