import { defineConfig } from 'vitest/config';

const include = ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'infra/**/*.test.ts', 'web/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'];
const exclude = ['**/node_modules/**', 'web/.next/**', 'cdk.out/**'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: [
      { extends: true, test: { name: 'unit', include, exclude: [...exclude, '**/*.int.test.ts'] } },
      // Integration tests share one DynamoDB Local, started only when such a test is queued (each file uses its own table).
      {
        extends: true,
        test: {
          name: 'integration',
          include: include.map((p) => p.replace(/\.test\.ts$/, '.int.test.ts')),
          exclude,
          globalSetup: ['test/support/dynamo-global-setup.ts'],
        },
      },
    ],
  },
});
