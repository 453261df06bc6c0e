/**
 * The board as a standalone HTML page, for looking at it in a browser: the static render with its stylesheet inlined.
 * The test runner names CSS-module classes `_<name>_<hash>`, so the stylesheet's `.name` selectors are matched by suffix.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NemesisState } from '../../../../shared/games/nemesis/state';
import { renderBoard } from './render';

function stylesFor(html: string): string {
  const css = readFileSync(join(__dirname, '..', 'nemesis.module.css'), 'utf8');
  const rendered = new Map([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(' ')).map((c) => [c.replace(/^_(.+)_[0-9a-z]+$/, '$1'), c]));
  return css.replace(/\.([A-Za-z][A-Za-z0-9]*)/g, (all, name: string) => (rendered.has(name) ? `.${rendered.get(name)}` : all));
}

export function staticPage(state: NemesisState, seat: number): string {
  const body = renderBoard(state, seat);
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>body{font-family:system-ui,sans-serif;margin:12px;color:#1d1f24}button{font:inherit;padding:6px 10px}</style><style>${stylesFor(body)}</style></head><body>${body}</body></html>`;
}
