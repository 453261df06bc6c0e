/** The purity check of shared/ (see purity.ts): exits 1 and lists every impure use. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findImpurities } from './purity';

const root = join(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const all = files(join(root, 'shared'));
const problems = all.flatMap((file) => findImpurities(relative(root, file), readFileSync(file, 'utf8')));
if (problems.length) {
  console.error(`The shared code must stay pure:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`lint: shared/ is pure (${all.length} files checked)`);
