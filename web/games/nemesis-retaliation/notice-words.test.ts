import { describe, expect, it } from 'vitest';
import { nemesisRetaliation as game } from '../../../shared/games/nemesis-retaliation';
import type { RetaliationConfig, RetaliationState } from '../../../shared/games/nemesis-retaliation/state';
import { cardsOf, given, when } from '../../../shared/games/nemesis-retaliation/testing/given';
import { noticeWordsOf } from '../testing/notice-texts';
import { promptKindWords } from './prompt-words';
import { rawWords } from './testing/raw-words';
import { selfPlayed } from './testing/self-played';

const table = { gameType: 'nemesis-retaliation', gameTitle: 'Nemesis: Retaliation', tableName: 'Night shift' };

/** Bot games of every mode and count; more are played (seeds `nw-seek-<k>`) until every prompt kind below is reached. */
const GAMES: [number, string, Partial<RetaliationConfig>][] = [
  [5, 'nw-32', {}],
  [3, 'nw-7', { deadly: true }],
  [4, 'nw-13', { deadly: true }],
  [1, 'notice-words-solo', {}],
  [3, 'nw-coop', { mode: 'coop', missionTaskChange: 1 }],
  [3, 'nw-revive', { mode: 'coop-revive' }],
];
/** The prompt kinds the notices must be seen for besides the turns: items, trades, combat, Panic, sprints, room draws. */
const REQUIRED = ['allocate-hits', 'answer-consent', 'answer-trade', 'compose-trade', 'gear-action', 'keep-drawn', 'keep-item', 'panic', 'sprint-again', 'turn'];
/**
 * Which seeds reach a rare prompt changes whenever a rule adds a legal move (the bots pick among more), so the test
 * looks for them instead of naming them: deterministic for a given engine, and never re-seeded by hand.
 */
const MORE_GAMES = 400;

/**
 * A Supply Room draw played from a set table: random bots reach a room draw so rarely that the seed search above misses
 * it whenever a rule changes their games (after the door rule fix the first seed to reach one was past 1,000).
 */
function roomDraw(): { state: RetaliationState }[] {
  const s = given({ rooms: { 'a-r04': 'supply-room' }, players: { 0: { space: 'a-r04' } } });
  return [{ state: s }, { state: when(s, 0, { type: 'use-room', option: 'draw-items', pay: cardsOf(s, 0, 2) }).state }];
}

function* games(kinds: ReadonlySet<string>): Generator<[number, string, Partial<RetaliationConfig>]> {
  yield* GAMES;
  for (let k = 0; k < MORE_GAMES && REQUIRED.some((kind) => !kinds.has(kind)); k++) yield [2 + (k % 4), `nw-seek-${k}`, {}];
}

describe('the notices of whole self-played Nemesis: Retaliation games, as their players read them', () => {
  it('given every prompt of the games, the lobby summaries and the ends, then emails, webhook bodies and summaries read as words', () => {
    const plays = function* (kinds: ReadonlySet<string>) {
      let first = true;
      for (const [players, seed, config] of games(kinds)) {
        // The room draw's states lead the first game, whose end closes them (every played game must end).
        yield [...(first ? roomDraw() : []), ...selfPlayed(players, seed, config)];
        first = false;
      }
    };
    const { texts, kinds } = noticeWordsOf(game, table, plays, {
      promptKind: promptKindWords,
      // Every awaited kind has its own words in the lobby line, not the catch-all.
      checkSummary: (summary) => expect(summary, summary).not.toMatch(/ to play\.$/),
    });
    expect([...kinds].sort()).toEqual(expect.arrayContaining(REQUIRED));
    expect([...new Set(rawWords(texts))]).toEqual([]);
  });
});
