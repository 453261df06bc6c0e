/**
 * What may not appear in shared/: engines and API schemas run in Lambda and in the browser, and a replay must rebuild
 * every state exactly, so nothing there may read the clock, the environment, randomness or do I/O.
 */
const forbidden: Array<[RegExp, string]> = [
  [/\bMath\.random\b/, 'Math.random (use the seeded Rng in the state)'],
  [/\bDate\b/, 'Date (time comes in with the command as `now`)'],
  [/\bprocess\b/, 'process (no environment or process access in engines)'],
  [/\bperformance\.now\b/, 'performance.now (no clocks in engines)'],
  [/\bfetch\s*\(/, 'fetch (no I/O in engines)'],
  [/from\s+['"](node:)?(fs|fs\/promises|path|os|net|http|https|http2|child_process|dgram|dns|tls|worker_threads|cluster|readline|crypto)['"]/, 'an I/O or platform module'],
  [/\brequire\s*\(/, 'require (ES imports only)'],
];

/** The impure uses in one file's text, as `file:line: what`; comments are skipped. */
export function findImpurities(file: string, text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    const code = line.replace(/\/\/.*$/, '').replace(/^\s*(\/\*|\*).*$/, '');
    for (const [re, what] of forbidden) {
      if (re.test(code)) problems.push(`${file}:${i + 1}: ${what}`);
    }
  });
  return problems;
}
