/** A trade counter-offer in words: the answering player reads what it gives and gets, and the log says who countered. */
import { describe, expect, it } from 'vitest';
import { nemesisRetaliation as game } from '../../../shared/games/nemesis-retaliation';
import { legalMoves } from '../../../shared/games/nemesis-retaliation/legal-moves';
import type { RetaliationState } from '../../../shared/games/nemesis-retaliation/state';
import { cardsOf, given, when } from '../../../shared/games/nemesis-retaliation/testing/given';
import { hold } from '../../../shared/games/nemesis-retaliation/tests/items-hold';
import { eventLabel } from './event-labels';
import { moveLabel } from './move-labels';
import { namesFor } from './names';
import { promptKindWords } from './prompt-words';
import { seatsFor } from './testing/self-played';

const labelsOf = (s: RetaliationState, seat: number) => {
  const view = game.view(s, seat);
  return legalMoves(s, seat).map((m) => moveLabel(m, view, namesFor(view, seatsFor(s.seats, seat))));
};

describe('a trade counter-offer in words', () => {
  it('given Bob counters Ann’s offer with his Flashbang for her belt grenade, then Ann reads "Counter-offer: you give ..., you get ..."', () => {
    const s = hold(hold(given({ seats: 2, players: { 0: { belt: [{ token: 'grenade', half: false }, null, null, null] } } }), 0, 'tools-1'), 1, 'flashbang-1');
    const asked = when(s, 0, { type: 'trade', with: 1, pay: cardsOf(s, 0, 1) }, { type: 'trade-add', thing: 'tools-1', side: 'give' }, { type: 'trade-send' }).state;
    expect(labelsOf(asked, 1)).toEqual(['Accept the trade: you give nothing, you get the Tools', 'Refuse the trade', 'Make a counter-offer instead']);
    const countered = when(asked, 1, { type: 'trade-counter' });
    expect(promptKindWords(game.prompts(countered.state)[0].kind)).toBe('putting a counter-offer together');
    expect(game.summary!(countered.state)).toContain('to put a counter-offer together');
    expect(labelsOf(countered.state, 1)).toEqual(expect.arrayContaining(['Offer the Flashbang', 'Ask for the Grenade from their belt', 'Ask for the Tools', 'Refuse the trade instead of countering']));
    const sent = when(countered.state, 1, { type: 'trade-add', thing: 'flashbang-1', side: 'give' }, { type: 'trade-add', thing: 'belt-0', side: 'take' }, { type: 'trade-send' });
    expect(labelsOf(sent.state, 0)).toEqual(['Accept the counter-offer: you give the Grenade from your belt, you get the Flashbang', 'Refuse the counter-offer', 'Make a counter-offer instead']);
    const seats = seatsFor(s.seats, 2);
    const lines = [...countered.events, ...sent.events, ...when(sent.state, 0, { type: 'answer-trade', accept: false }).events].map((e) => eventLabel(e, seats));
    expect(lines.join(' ')).toMatch(/answered the offer of .* with a counter-offer\. .* sent a counter-offer to .*\. .* refused the trade with .*\./);
  });
});
