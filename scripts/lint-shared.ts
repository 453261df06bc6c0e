/**
 * Keeps the shared code pure: engines and API schemas run in Lambda and in the browser, and a replay must rebuild
 * every state exactly, so nothing under shared/ may read the clock, the environment, randomness or any I/O.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', 'shared');
const forbidden: Array<[RegExp, string]> = [
  [/\bMath\.random\b/, 'Math.random (use the seeded Rng in the state)'],
  [/\bDate\b/, 'Date (time comes in with the command as `now`)'],
  [/\bprocess\b/, 'process (no environment or process access in engines)'],
  [/\bperformance\.now\b/, 'performance.now (no clocks in engines)'],
  [/\bfetch\s*\(/, 'fetch (no I/O in engines)'],
  [/from\s+['"](node:)?(fs|fs\/promises|path|os|net|http|https|http2|child_process|dgram|dns|tls|worker_threads|cluster|readline|crypto)['"]/, 'an I/O or platform module'],
  [/require\s*\(/, 'require (ES imports only)'],
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const problems: string[] = [];
for (const file of files(root)) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
    for (const [re, what] of forbidden) {
      if (re.test(code)) problems.push(`shared/${relative(root, file)}:${i + 1}: ${what}`);
    }
  });
}
if (problems.length) {
  console.error(`The shared code must stay pure:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`lint: shared/ is pure (${files(root).length} files checked)`);
