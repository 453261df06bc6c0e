import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonView } from './json-view';

const render = (view: unknown) => renderToStaticMarkup(createElement(JsonView, { view, mySeat: 0, seats: [] }));

describe('the generic board: a readable view of any game JSON', () => {
  it('given a small view, when drawn, then each field is a labelled term with its value', () => {
    const html = render({ handCounts: [2, 3], myChoice: null, lastReveal: ['card-1', 'card-9'], over: false });
    expect(html).toContain('<dt>Hand counts</dt><dd><span>2, 3</span></dd>');
    expect(html).toContain('<dt>My choice</dt><dd><span class="muted">none</span></dd>');
    expect(html).toContain('<dt>Last reveal</dt><dd><span>card-1, card-9</span></dd>');
    expect(html).toContain('<dt>Over</dt><dd><span>no</span></dd>');
  });

  it('given a long list of objects, when drawn, then it starts folded under its size', () => {
    const squares = Array.from({ length: 12 }, (_, i) => ({ id: `sq-${i}`, room: 'red' }));
    const html = render({ squares });
    expect(html).toContain('<details class="json-fold"><summary>12 items</summary>');
    expect(html).toContain('sq-11');
  });

  it('given a short list of objects near the top, when drawn, then it is open', () => {
    const html = render({ players: [{ name: 'Ann' }, { name: 'Bob' }] });
    expect(html).not.toContain('<details');
    expect(html).toContain('Ann');
  });
});
