/** Prints vitest's JSON results as the one plain line CI reads: `N passed, N failed` (and skipped, if any). */
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.test-results/vitest.json';
if (!existsSync(file)) {
  console.log('0 passed, 1 failed');
  console.error(`no test results at ${file}: the test run did not get as far as the tests`);
  process.exit(1);
}
const r = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; testResults: Array<{ status: string }> };
const failedFiles = r.testResults.filter((t) => t.status === 'failed').length;
const failed = r.numFailedTests + (r.numFailedTests === 0 ? failedFiles : 0);
const skipped = r.numPendingTests + r.numTodoTests;
console.log(`${r.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
