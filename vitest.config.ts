import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'infra/**/*.test.ts', 'web/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'web/.next/**', 'cdk.out/**'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
