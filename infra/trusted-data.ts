import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * Game data validated when the Lambdas are bundled and trusted when they run. Each game's `data/validated.ts` parses
 * its data files with their zod schemas and checks the references between them; tests, `tsx` and local dev import it
 * as it is. In a Lambda bundle this plugin runs the module once, at bundle time, and puts in its place a module that
 * exports the same names as JSON literals: a game's first use then pays no zod parse, and a file that does not parse
 * (or check) fails the bundle instead of a player's first request. The game's `data/index.ts` builds its indexes
 * (Maps, lookups) from these exports at import, in both cases.
 */
export const VALIDATED_DATA_MODULE = /[\\/]shared[\\/]games[\\/][^\\/]+[\\/]data[\\/]validated\.ts$/;

/** What a data module exported, by name. */
type Exports = Record<string, unknown>;

/**
 * Whether `value` comes back unchanged from JSON: a tree of plain objects, arrays, strings, finite numbers, booleans
 * and nulls. Anything else (a Map, a function, an `undefined` field, one object reachable twice, so that it would
 * come back as two copies) is named in the returned problem.
 */
export function jsonProblem(value: unknown, where: string, seen = new Set<object>()): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) ? undefined : `${where} is ${value}`;
  if (typeof value !== 'object') return `${where} is ${value === undefined ? 'undefined' : `a ${typeof value}`}`;
  if (seen.has(value)) return `${where} is an object already exported elsewhere (JSON would copy it)`;
  seen.add(value);
  if (Array.isArray(value)) {
    if (Object.keys(value).length !== value.length) return `${where} is an array with holes or extra keys`;
    for (let i = 0; i < value.length; i++) {
      const problem = jsonProblem(value[i], `${where}[${i}]`, seen);
      if (problem) return problem;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return `${where} is a ${(value as object).constructor?.name ?? 'class instance'}`;
  for (const [key, field] of Object.entries(value)) {
    const problem = jsonProblem(field, `${where}.${key}`, seen);
    if (problem) return problem;
  }
  return undefined;
}

/** The replacement module: each export as the JSON it is (`JSON.parse` of a string loads faster than a literal). */
export function trustedModuleSource(exports: Exports): string {
  return Object.entries(exports)
    .map(([name, value]) => `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(value))});`)
    .join('\n');
}

/** Packages (zod) imported by absolute file URL, from node_modules, so a module run from memory can import them. */
const packagesFromNodeModules: Plugin = {
  name: 'packages-from-node-modules',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'resolving' });
      if (resolved.errors.length) return { errors: resolved.errors };
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
  },
};

/**
 * Runs a data module as the tests do, on the files in the repository: bundled into one ES module (its packages left
 * to node_modules) and imported from memory, so that it needs no loader for TypeScript or JSON, and a changed file is
 * never served from Node's module cache. Returns its exports and the files it read.
 */
async function runModule(file: string): Promise<{ exports: Exports; inputs: string[] }> {
  const result = await build({
    entryPoints: [file], bundle: true, write: false, format: 'esm', platform: 'node', target: 'node20', metafile: true, logLevel: 'silent',
    plugins: [packagesFromNodeModules],
  });
  const code = result.outputFiles[0].text;
  const exports = { ...((await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Exports) };
  return { exports, inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(input)) };
}

const mtimes = (files: string[]) => Promise.all(files.map(async (f) => (await stat(f)).mtimeMs));

/** Each module's replacement, reused while none of the files it read has changed (three handlers bundle the same data). */
const cache = new Map<string, { inputs: string[]; mtimes: number[]; contents: string }>();

async function trustedContents(file: string): Promise<{ contents: string; inputs: string[] }> {
  const cached = cache.get(file);
  if (cached && (await mtimes(cached.inputs)).every((m, i) => m === cached.mtimes[i])) return cached;
  const { exports, inputs } = await runModule(file);
  const seen = new Set<object>();
  for (const [name, value] of Object.entries(exports)) {
    const problem = name === 'default' ? 'a default export' : jsonProblem(value, name, seen);
    if (problem) throw new Error(`exports ${problem}: a validated data module exports plain JSON only (indexes belong in data/index.ts)`);
  }
  const entry = { inputs, mtimes: await mtimes(inputs), contents: trustedModuleSource(exports) };
  cache.set(file, entry);
  return entry;
}

/** The esbuild plugin: every game's `data/validated.ts` replaced by its exports, validated at bundle time. */
export const trustValidatedData: Plugin = {
  name: 'trust-validated-data',
  setup(build) {
    build.onLoad({ filter: VALIDATED_DATA_MODULE }, async (args) => {
      try {
        const { contents, inputs } = await trustedContents(args.path);
        return { contents, loader: 'js', watchFiles: inputs };
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        return { errors: [{ text: `the game data in ${args.path} does not validate: ${message}` }] };
      }
    });
  },
};
