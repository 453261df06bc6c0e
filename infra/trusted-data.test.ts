import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueIds } from '../shared/games/catalogue';
import { bundlePlugins } from './bundling';
import { repoRoot } from './entries';
import { jsonProblem } from './trusted-data';

/**
 * The Lambda bundles carry each game's data as validated when they were built (trusted-data.ts): a game's data module
 * must then export exactly what the validating module exports in tests and local dev, read no data file and parse
 * nothing at import; and data that does not validate must stop the bundle.
 */
// Inside the repository, so that the bundled modules find zod in node_modules.
const outRoot = fs.mkdtempSync(path.join(repoRoot, 'node_modules', '.trusted-data-'));
afterAll(() => fs.rmSync(outRoot, { recursive: true, force: true }));

/** A game's data module (`<dataDir>/index.ts`) bundled with the Lambdas' plugins into `outfile`. */
const bundleData = (dataDir: string, outfile: string) =>
  build({
    entryPoints: [path.join(dataDir, 'index.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    external: ['zod'],
    plugins: bundlePlugins,
    metafile: true,
    logLevel: 'silent',
  });

const gameDataDir = (id: string) => path.join(repoRoot, 'shared', 'games', id, 'data');
const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;

/** A copy of a game's data directory at the same relative path under `root`, with `edit` applied to one of its JSON files. */
function copyWithEdit(id: string, root: string, file: string, edit: (json: any) => void): string {
  const dir = path.join(root, 'shared', 'games', id, 'data');
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(gameDataDir(id))) {
    if (/\.(ts|json)$/.test(name) && !name.endsWith('.test.ts')) fs.copyFileSync(path.join(gameDataDir(id), name), path.join(dir, name));
  }
  const json: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  edit(json);
  fs.writeFileSync(path.join(dir, file), JSON.stringify(json));
  return dir;
}

describe('game data validated when bundled, trusted when run', () => {
  for (const id of catalogueIds()) {
    it(`given ${id}'s data bundled for the Lambdas, when imported, then it reads no data file, parses nothing and exports what the validating module exports`, async () => {
      const outfile = path.join(outRoot, `${id}.mjs`);
      const result = await bundleData(gameDataDir(id), outfile);
      const inputs = Object.keys(result.metafile.inputs);
      expect(inputs.filter((input) => input.endsWith('.json'))).toEqual([]);
      expect(inputs).toContain(`shared/games/${id}/data/validated.ts`);
      expect(fs.readFileSync(outfile, 'utf8')).not.toMatch(/(?<!JSON)\.(safeParse|parse)\(/);

      const trusted = (await import(pathToFileURL(outfile).href)) as Record<string, unknown>;
      const validating = (await import(`../shared/games/${id}/data/index.ts`)) as Record<string, unknown>;
      expect(Object.keys(trusted).sort()).toEqual(Object.keys(validating).sort());
      const data = Object.keys(validating).filter((key) => typeof validating[key] !== 'function' && !isSchema(validating[key]));
      expect(data.length).toBeGreaterThan(2);
      for (const key of data) expect(trusted[key], `${id} ${key}`).toStrictEqual(validating[key]);
    }, 60_000);
  }

  it('given a data file that breaks its schema, when bundled, then the bundle fails and names the module', async () => {
    const dir = copyWithEdit('adrenaline', path.join(outRoot, 'bad-schema'), 'weapons.json', (json) => {
      json.weapons[0].id = 42;
    });
    await expect(bundleData(dir, path.join(outRoot, 'bad-schema.mjs'))).rejects.toThrow(/adrenaline[\\/]data[\\/]validated\.ts does not validate/);
  }, 60_000);

  it('given a data file that names an unknown id in another file, when bundled, then the reference check fails the bundle', async () => {
    const dir = copyWithEdit('voidfall', path.join(outRoot, 'bad-reference'), 'houses.json', (json) => {
      json[0].technologies[0] = 'no-such-technology';
    });
    await expect(bundleData(dir, path.join(outRoot, 'bad-reference.mjs'))).rejects.toThrow(/names unknown no-such-technology/);
  }, 60_000);

  it('given a validated data module that exports an index, when bundled, then the bundle fails: it would not survive JSON', async () => {
    const dir = copyWithEdit('adrenaline', path.join(outRoot, 'exports-map'), 'weapons.json', () => {});
    fs.appendFileSync(path.join(dir, 'validated.ts'), '\nexport const weaponIndex = new Map(weapons.map((w) => [w.id, w]));\n');
    await expect(bundleData(dir, path.join(outRoot, 'exports-map.mjs'))).rejects.toThrow(/exports weaponIndex is a Map/);
  }, 60_000);
});

describe('what a validated data module may export', () => {
  it('given plain JSON, then there is no problem', () => {
    expect(jsonProblem({ a: [1, 'two', null, true, { b: 0.5 }] }, 'x')).toBeUndefined();
  });

  it.each([
    ['a Map', { m: new Map() }, 'x.m is a Map'],
    ['a function', { f: () => 1 }, 'x.f is a function'],
    ['an undefined field', { u: undefined }, 'x.u is undefined'],
    ['a number JSON cannot hold', { n: Number.NaN }, 'x.n is NaN'],
    ['one object in two places', (() => { const o = {}; return { a: o, b: [o] }; })(), 'x.b[0] is an object already exported elsewhere'],
  ])('given %s, then the problem names where it is', (_what, value, problem) => {
    expect(jsonProblem(value, 'x')).toContain(problem);
  });
});
