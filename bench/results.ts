import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

const file = join(import.meta.dirname, 'RESULTS.md');

/** The machine line every section starts with, so figures from different machines are never compared blindly. */
export function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

/** Replaces one named section of bench/RESULTS.md (or appends it), leaving the others alone. */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n\nWritten by `npm run bench`. Each section names the machine and the date it was measured on.\n';
  const re = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(file, re.test(current) ? current.replace(re, block) : `${current.trim()}\n\n${block}\n`);
}

export function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;
}
