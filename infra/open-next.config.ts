import type { OpenNextConfig } from '@opennextjs/aws/types/open-next';

/**
 * How OpenNext builds the site in web/ for Lambda (`npm run web:open-next`, run from the repository root).
 * The repository is one npm package whose Next app lives in web/: the build runs the root's `web:build` script and
 * writes web/.open-next, which the web stack (infra/web-stack.ts) deploys. The defaults are kept otherwise: S3 incremental
 * cache, SQS revalidation queue, DynamoDB tag cache, a streaming server function.
 */

/** The image optimizer runs on arm64 (see bundling.ts); sharp's native binary must be fetched for it, not for this machine. */
const sharpForLambda = {
  packages: ['sharp@0.35.5'],
  os: 'linux',
  arch: 'arm64' as const,
  libc: 'glibc' as const,
  nodeVersion: '22',
  // npm 10+ reads the CPU from --cpu and ignores OpenNext's --arch: without this, sharp comes for the build machine's CPU.
  additionalArgs: '--cpu=arm64',
};

const config: OpenNextConfig = {
  appPath: 'web',
  buildOutputPath: 'web',
  packageJsonPath: '.',
  buildCommand: 'npm run web:build',
  imageOptimization: { install: sharpForLambda },
  default: {
    override: {
      wrapper: 'aws-lambda-streaming',
    },
  },
};

export default config;
