import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Plugin } from 'esbuild';
import { repoRoot } from './entries';
import { trustValidatedData } from './trusted-data';

/**
 * How every Lambda of the service is bundled: by the esbuild installed in node_modules (never Docker), as minified
 * ES modules for Node 22 on arm64, split into chunks: the handler's entry (index.mjs) holds the service, and each game
 * is a chunk of its own that the registry imports on the game's first use, so a cold start loads no game's rules.
 * (The CDK's NodejsFunction bundles to a single file, hence the asset bundled here.) The stacks and the bundle-size
 * test and the benchmarks read these same settings, so they measure exactly what would be deployed.
 */
export const lambdaRuntime = lambda.Runtime.NODEJS_22_X;
export const lambdaArchitecture = lambda.Architecture.ARM_64;

/** The Node 22 runtime ships AWS SDK v3: leaving it out keeps the bundles small. */
const externalModules = ['@aws-sdk/*'];
/** ES module output still meets CommonJS dependencies that call `require`; this gives them one. */
const requireShim = "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);";

/**
 * A game's data file (shared/games/<id>/data/*.json), but Space Alert's: its data module hands out the JSON as
 * written, `source` fields included (5 KB of them), where the other games' zod schemas drop what they do not name.
 */
const GAME_DATA_JSON = /[\\/]shared[\\/]games[\\/][^\\/]+[\\/]data[\\/][^\\/]+\.json$/;
const SPACE_ALERT_DATA = /[\\/]games[\\/]space-alert[\\/]/;

/**
 * What the data files keep for people and no engine reads (each game's zod schemas drop them): where a fact was read
 * (`source`, `sources`, `evidence`), a remark on a name (`name_note`) and the French texts of Voidfall's cards
 * (`text_fr`, `name_fr`). `notes` and `confidence` stay: some schemas read them.
 */
const PROVENANCE_KEYS = new Set(['source', 'sources', 'evidence', 'name_note', 'text_fr', 'name_fr']);

/**
 * Bundles a game's data file that a module imports as it is, rather than through its validated data (Nemesis:
 * Retaliation's card effects read action-cards.json: 14 KB less), without its provenance fields: where each fact was
 * read (book, page, FAQ), kept in the repository for people and dropped by each game's zod schemas. data-provenance.test.ts
 * checks that every game's parsed data is the same with and without them.
 */
export const stripDataProvenance: Plugin = {
  name: 'strip-data-provenance',
  setup(build) {
    build.onLoad({ filter: GAME_DATA_JSON }, async (args) => {
      if (SPACE_ALERT_DATA.test(args.path)) return undefined;
      const data: unknown = JSON.parse(await readFile(args.path, 'utf8'));
      return { contents: JSON.stringify(data, (key, value: unknown) => (PROVENANCE_KEYS.has(key) ? undefined : value)), loader: 'json' };
    });
  },
};

/**
 * The plugins of every Lambda bundle: each game's data validated at bundle time and carried as JSON (trusted-data.ts),
 * and the data files a module imports as they are (Nemesis: Retaliation's card effects read action-cards.json) without
 * their provenance.
 */
export const bundlePlugins: Plugin[] = [trustValidatedData, stripDataProvenance];

/** The file of the bundle the Lambda runtime loads; its `handler` export is the function's handler. */
export const entryFile = 'index.mjs';

/** The esbuild options that bundle a handler into `outdir` (index.mjs, chunks/*.mjs, their source maps). */
export function esbuildOptionsFor(entry: string, outdir: string) {
  return {
    entryPoints: { index: entry },
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node' as const,
    format: 'esm' as const,
    target: 'node22',
    minify: true,
    // Stack traces map back to file and line without shipping the sources themselves.
    sourcemap: 'external' as const,
    sourcesContent: false,
    external: externalModules,
    mainFields: ['module', 'main'],
    banner: { js: requireShim },
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'silent' as const,
    plugins: bundlePlugins,
  };
}

/** The Lambda code of a handler, bundled locally by `esbuildOptionsFor` when the stack is synthesized. */
export function handlerCode(entry: string): lambda.Code {
  return lambda.Code.fromAsset(repoRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never used: local bundling always succeeds or throws.
      image: DockerImage.fromRegistry('dummy'),
      // The CDK caches a bundle by its source and these options: the entry must be among them, or every handler gets the
      // first one's bundle.
      command: ['esbuild', path.relative(repoRoot, entry)],
      local: {
        // The CDK asks for a synchronous bundle, and esbuild runs plugins only in its asynchronous API: a child process
        // runs that and is waited for.
        tryBundle(outputDir) {
          execFileSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'infra', 'bundle-handler.ts'), entry, outputDir], { stdio: 'inherit' });
          return true;
        },
      },
    },
  });
}
