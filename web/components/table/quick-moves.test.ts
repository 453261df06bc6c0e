import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { moveGroups } from '../../games/move-groups';
import { QuickMoves } from './quick-moves';

const moves = [
  { type: 'pass' },
  { type: 'set-reaction', trigger: 'attack', setting: 'always' },
  { type: 'choose-objective', keep: 'x' },
  { type: 'discard-item', item: 'y' },
  { type: 'set-reaction', trigger: 'command', setting: 'never' },
];
const words = ['Pass', 'Always react', 'Keep the objective X', 'Discard the Y', 'Never react'];

describe('the decision bar’s one-click moves under headings', () => {
  const render = (groups: ReturnType<typeof moveGroups>) =>
    renderToStaticMarkup(createElement(QuickMoves, { indexes: [0, 1, 2, 3, 4], label: (i: number) => words[i], groups, pending: false, onSend: () => {} }));

  it('given Retaliation moves, when shown, then the plain move leads and the standing settings and discards are folded under headings', () => {
    const html = render(moveGroups('nemesis-retaliation', moves));
    expect(html.indexOf('Pass')).toBeLessThan(html.indexOf('Your objective'));
    expect(html.indexOf('Your objective')).toBeLessThan(html.indexOf('Standing choices'));
    expect(html).toMatch(/<h3 class="small">Your objective<\/h3>/);
    expect(html).toMatch(/<details class="quick-group"><summary>Standing choices for reactions and items \(2\)<\/summary>[^]*Always react[^]*Never react/);
    expect(html).toMatch(/<details class="quick-group"><summary>Throw away equipment \(1\)<\/summary>[^]*Discard the Y/);
    // The first plain move is the main button; every other is secondary.
    expect(html.match(/<button type="button">/g)).toHaveLength(1);
  });

  it('given a game that groups nothing, when shown, then every move is one row with the first as main button', () => {
    expect(moveGroups('voidfall', moves)).toBeNull();
    const html = render(null);
    expect(html).not.toContain('<details');
    expect(html.match(/<button/g)).toHaveLength(5);
  });
});
