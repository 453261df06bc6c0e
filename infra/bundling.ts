import * as lambda from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * How every Lambda of the service is bundled: by the esbuild installed in node_modules (never Docker), as one minified
 * ES module for Node 22 on arm64. The stacks and the bundle-size test read these same settings, so the test measures
 * exactly what would be deployed.
 */
export const lambdaRuntime = lambda.Runtime.NODEJS_22_X;
export const lambdaArchitecture = lambda.Architecture.ARM_64;

const target = 'node22';
/** The Node 22 runtime ships AWS SDK v3: leaving it out keeps the bundles small. */
const externalModules = ['@aws-sdk/*'];
/** ES module output still meets CommonJS dependencies that call `require`; this gives them one. */
const requireShim = "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);";
const mainFields = ['module', 'main'];

export const lambdaBundling: BundlingOptions = {
  forceDockerBundling: false,
  format: OutputFormat.ESM,
  target,
  minify: true,
  sourceMap: true,
  sourceMapMode: SourceMapMode.EXTERNAL,
  // Stack traces map back to file and line without shipping the sources themselves.
  sourcesContent: false,
  externalModules,
  mainFields,
  banner: requireShim,
};

/** The esbuild build options equivalent to `lambdaBundling`, for measuring a handler's bundle. */
export function esbuildOptionsFor(entry: string, outfile: string) {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node' as const,
    format: 'esm' as const,
    target,
    minify: true,
    sourcemap: 'external' as const,
    sourcesContent: false,
    external: externalModules,
    mainFields,
    banner: { js: requireShim },
    logLevel: 'silent' as const,
  };
}
