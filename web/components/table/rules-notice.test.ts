import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Table } from '../../../shared/api';
import { RulesNotice } from './rules-notice';

const SENTENCE = 'This table plays under the rules it started with (version 1): a later rules fix would have changed moves already made.';
const render = (over: Partial<Table>) => renderToStaticMarkup(createElement(RulesNotice, { table: { recentLog: [], ...over } as Table }));

describe('the rules notice of a table', () => {
  it('given a table pinned to earlier rules, when drawn, then it shows the sentence as a note', () => {
    expect(render({ rulesNotice: SENTENCE })).toBe(`<p class="small muted rules-notice" role="note">${SENTENCE}</p>`);
  });

  it('given a table at the newest rules, when drawn, then nothing is shown', () => {
    expect(render({})).toBe('');
  });
});
