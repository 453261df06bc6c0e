import { describe, expect, it } from 'vitest';
import { findImpurities } from './purity';

describe('the purity lint of shared/', () => {
  it.each([
    ['const x = Math.random();', /Math\.random/],
    ['const now = Date.now();', /Date/],
    ['const k = process.env.KEY;', /process/],
    ["import { readFileSync } from 'node:fs';", /I\/O/],
    ["import http from 'http';", /I\/O/],
    ['const r = await fetch(url);', /fetch/],
  ])('given %s, then it is reported', (line, what) => {
    const found = findImpurities('shared/x.ts', `ok();\n${line}\n`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^shared\/x\.ts:2: /);
    expect(found[0]).toMatch(what);
  });

  it('given pure code and comments that mention Date, then nothing is reported', () => {
    const text = "// no Date here\n/** Math.random is forbidden */\nconst rng = new Rng(state.rng);\nconst update = 'updated';\n";
    expect(findImpurities('shared/y.ts', text)).toEqual([]);
  });
});
