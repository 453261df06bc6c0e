import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The part of OpenNext's `open-next.output.json` (written by `open-next build`, @opennextjs/aws 4.1) that the web stack
 * deploys. Bundle paths are relative to the app directory (web/), e.g. `.open-next/server-functions/default`.
 */
const FunctionBundle = z.object({ handler: z.string(), bundle: z.string() });

const FunctionOrigin = FunctionBundle.extend({
  type: z.literal('function'),
  streaming: z.boolean().optional(),
  wrapper: z.string(),
  converter: z.string(),
});

const ServerOrigin = FunctionOrigin.extend({ queue: z.string(), incrementalCache: z.string(), tagCache: z.string() });

const S3Origin = z.object({
  type: z.literal('s3'),
  originPath: z.string(),
  copy: z.array(z.object({ from: z.string(), to: z.string(), cached: z.boolean(), versionedSubDir: z.string().optional() })),
});

export const OpenNextOutput = z.object({
  edgeFunctions: z.record(z.string(), FunctionBundle),
  origins: z.object({ s3: S3Origin, default: ServerOrigin, imageOptimizer: FunctionOrigin }).catchall(z.unknown()),
  behaviors: z.array(z.object({ pattern: z.string(), origin: z.string().optional(), edgeFunction: z.string().optional() })),
  additionalProps: z
    .object({
      disableIncrementalCache: z.boolean().optional(),
      disableTagCache: z.boolean().optional(),
      initializationFunction: FunctionBundle.optional(),
      warmer: FunctionBundle.optional(),
      revalidationFunction: FunctionBundle.optional(),
    })
    .optional(),
});
export type OpenNextOutput = z.infer<typeof OpenNextOutput>;
export type S3Copy = OpenNextOutput['origins']['s3']['copy'][number];

export const outputFileName = 'open-next.output.json';

/** Where OpenNext writes the site's build: web/.open-next, relative to the app directory web/. */
export interface OpenNextBuild {
  /** The Next app's directory; the output's bundle paths are relative to it. */
  appDir: string;
  output: OpenNextOutput;
}

/** Reads and checks the build output; a shape this stack does not know stops synthesis with the reason. */
export function readOpenNextBuild(appDir: string): OpenNextBuild {
  const file = path.join(appDir, '.open-next', outputFileName);
  const parsed = OpenNextOutput.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not an OpenNext 4 output: ${z.prettifyError(parsed.error)}`);
  const output = parsed.data;
  if (Object.keys(output.edgeFunctions).length > 0) {
    throw new Error(`${file} asks for edge functions (${Object.keys(output.edgeFunctions).join(', ')}); the web stack deploys regional functions only.`);
  }
  const extraOrigins = Object.keys(output.origins).filter((name) => !['s3', 'default', 'imageOptimizer'].includes(name));
  if (extraOrigins.length > 0) {
    throw new Error(`${file} splits the server into several functions (${extraOrigins.join(', ')}); the web stack deploys one.`);
  }
  return { appDir, output };
}

export const hasOpenNextBuild = (appDir: string) => fs.existsSync(path.join(appDir, '.open-next', outputFileName));

/** The absolute directory of a bundle named in the output. */
export const bundleDir = (build: OpenNextBuild, bundle: string) => path.join(build.appDir, bundle);

/**
 * The CPU architectures sharp's native binary was fetched for in a bundle (`@img/sharp-linux-<arch>`). OpenNext fetches
 * it with npm at build time; a build machine's npm that ignores the target CPU silently ships its own.
 */
export function sharpArchitectures(bundlePath: string): string[] {
  const scope = path.join(bundlePath, 'node_modules', '@img');
  if (!fs.existsSync(scope)) return [];
  return fs
    .readdirSync(scope)
    .map((name) => /^sharp-linux-(x64|arm64)$/.exec(name)?.[1])
    .filter((arch): arch is string => arch !== undefined);
}
