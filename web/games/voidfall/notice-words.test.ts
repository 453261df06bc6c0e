import { describe, expect, it } from 'vitest';
import { voidfall as game } from '../../../shared/games/voidfall';
import type { VoidfallConfig } from '../../../shared/games/voidfall/state';
import { noticeWordsOf } from '../testing/notice-texts';
import { promptKindWords } from './prompt-words';
import { rawWords } from './testing/raw-words';
import { selfPlayed } from './testing/self-played';

const table = { gameType: 'voidfall', gameTitle: 'Voidfall', tableName: 'Fallen empire' };

/** A few bot games of every seat count and the variants; more are played (seeds `nw-seek-<k>`) until every kind below is seen. */
const GAMES: [number, string, Partial<VoidfallConfig>][] = [
  [2, 'nw-2', {}],
  [3, 'nw-3', { advancedFocus: true }],
  [4, 'nw-4', { scenario: 'x07' }],
];
/** The prompt kinds the notices must be seen for: the House choice, the Focus turn and its steps. */
const REQUIRED = ['choose-house', 'focus-actions', 'preselect-focus', 'resolve-action', 'select-focus'];
/**
 * Which seeds reach a rare prompt changes whenever a rule adds a legal move (the bots pick among more), so the test
 * looks for them instead of naming them: deterministic for a given engine, and never re-seeded by hand.
 */
const MORE_GAMES = 30;

function* games(kinds: ReadonlySet<string>): Generator<[number, string, Partial<VoidfallConfig>]> {
  yield* GAMES;
  for (let k = 0; k < MORE_GAMES && REQUIRED.some((kind) => !kinds.has(kind)); k++) yield [2 + (k % 3), `nw-seek-${k}`, { advancedFocus: k % 2 === 1 }];
}

describe('the notices of whole self-played Voidfall games, as their players read them', () => {
  it('given every prompt of the games, the lobby summaries and the ends, then emails, webhook bodies and summaries read as words', () => {
    const plays = function* (kinds: ReadonlySet<string>) {
      for (const [players, seed, config] of games(kinds)) yield selfPlayed(players, seed, config);
    };
    const { texts, kinds } = noticeWordsOf(game, table, plays, {
      promptKind: promptKindWords,
      // Every awaited kind has its own words in the lobby line, not the prompt's message.
      checkSummary: (summary) => {
        expect(summary, summary).toMatch(/(waiting for seat \d( |, seat \d)*.*(to [a-z]|go(es)? on)|is over)/);
        expect(summary, summary).not.toMatch(/waiting for [^.]*\. /);
      },
    });
    expect([...kinds].sort()).toEqual(expect.arrayContaining(REQUIRED));
    expect([...new Set(rawWords(texts))]).toEqual([]);
  });
});
