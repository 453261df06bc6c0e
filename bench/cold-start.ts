/**
 * Cold-start benchmark: each Lambda bundled exactly as deployed (infra/bundling.ts), then the time to import its
 * entry in fresh Node processes (what a cold start pays before the first request), and the time each game's chunk
 * adds on that game's first use. Writes the "cold-start" section of bench/RESULTS.md and fails over budget.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { entryFile, esbuildOptionsFor } from '../infra/bundling';
import { handlerEntries, repoRoot } from '../infra/entries';
import { catalogueIds } from '../shared/games/catalogue';
import { machine, percentile, writeSection } from './results';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const IMPORT_BUDGET_MS = 150;
const ENTRY_BUDGET_BYTES = 400_000;
// Inside the repository, so that the bundles find the AWS SDK in node_modules as the Lambda runtime provides it.
const outRoot = path.join(repoRoot, 'node_modules/.cache/bench-bundles');

/** The AWS SDK modules the handlers import: the Lambda runtime provides them, outside the bundles. */
const SDK = ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', '@aws-sdk/client-sesv2'];

/**
 * Milliseconds, in one fresh process: the AWS SDK (imported first, so that what follows is the bundle's own code), then
 * each file in turn.
 */
function importTimes(files: string[]): number[] {
  const script = `const out=[];let t=performance.now();for(const m of ${JSON.stringify(SDK)})await import(m);out.push(performance.now()-t);for(const u of ${JSON.stringify(files.map((f) => pathToFileURL(f).href))}){t=performance.now();await import(u);out.push(performance.now()-t)}console.log(JSON.stringify(out))`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 0.5);
const kb = (bytes: number) => `${Math.round(bytes / 1000)} KB`;

function staticClosure(metafile: Metafile, file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  for (const i of metafile.outputs[file].imports) if (i.kind === 'import-statement' && !i.external && !seen.has(i.path)) staticClosure(metafile, i.path, seen);
  return seen;
}

const failures: string[] = [];
const rows: string[] = [];
const gameRows: string[] = [];
rmSync(outRoot, { recursive: true, force: true });
for (const [name, entry] of Object.entries(handlerEntries)) {
  const outdir = path.join(outRoot, name);
  const { metafile } = await build({ ...esbuildOptionsFor(entry, outdir), metafile: true });
  const outputs = Object.keys(metafile.outputs).filter((f) => f.endsWith('.mjs'));
  const main = outputs.find((f) => path.basename(f) === entryFile)!;
  const closure = [...staticClosure(metafile, main)].reduce((sum, f) => sum + metafile.outputs[f].bytes, 0);
  const gameChunks = catalogueIds().map((id) => outputs.find((f) => path.basename(f).startsWith(`${id}-`))!);
  const runs = Array.from({ length: RUNS }, () => importTimes([main, ...gameChunks].map((f) => path.resolve(f))));
  const sdkMs = median(runs.map((r) => r[0]));
  const entryMs = median(runs.map((r) => r[1]));
  const entryBytes = metafile.outputs[main].bytes;
  const total = outputs.reduce((sum, f) => sum + metafile.outputs[f].bytes, 0);
  if (entryMs > IMPORT_BUDGET_MS) failures.push(`${name}: import ${entryMs.toFixed(0)} ms > ${IMPORT_BUDGET_MS} ms`);
  if (entryBytes > ENTRY_BUDGET_BYTES) failures.push(`${name}: entry ${entryBytes} bytes > ${ENTRY_BUDGET_BYTES}`);
  rows.push(`| ${name} | ${entryMs.toFixed(0)} | ${Math.max(...runs.map((r) => r[1])).toFixed(0)} | ${sdkMs.toFixed(0)} | ${kb(entryBytes)} | ${kb(closure)} | ${kb(total)} |`);
  if (name === 'api') {
    catalogueIds().forEach((id, i) => gameRows.push(`| ${id} | ${kb(metafile.outputs[gameChunks[i]].bytes)} | ${median(runs.map((r) => r[i + 2])).toFixed(0)} |`));
  }
}
for (const line of [...rows, ...gameRows]) console.log(line);

writeSection(
  'cold-start',
  `## Cold start (handler import, ${RUNS} fresh processes each)

Machine: ${machine()}; load average at the end of the run: ${loadavg().map((l) => l.toFixed(1)).join(', ')}
(the machine is shared: on a loaded machine every time here is a multiple of an idle one's).
Budgets: the bundle's own import median ≤ ${IMPORT_BUDGET_MS} ms, entry file ≤ ${ENTRY_BUDGET_BYTES / 1000} KB, with every
registered game. The AWS SDK is the Lambda runtime's, outside the bundle: its import is measured apart, first.
The entry statically imports a shared chunk (mostly zod: about 450 KB, the whole of zod's classic API, which does not
tree-shake); each game is a chunk of its own, imported on the game's first use in a process.

| handler | own import median ms | max ms | AWS SDK import median ms | entry file | entry + static chunks | all files |
|---|---|---|---|---|---|---|
${rows.join('\n')}

First use of a game in an API process (after the entry):

| game | chunk | import median ms |
|---|---|---|
${gameRows.join('\n')}

${failures.length ? `Over budget: ${failures.join('; ')}.` : 'Within budget.'}`,
);
rmSync(outRoot, { recursive: true, force: true });
if (failures.length) {
  console.error(`over budget: ${failures.join('; ')}`);
  process.exitCode = 1;
}
