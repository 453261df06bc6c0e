import { describe, expect, it } from 'vitest';
import { nemesisRetaliation as game } from '../../../shared/games/nemesis-retaliation';
import type { RetaliationConfig } from '../../../shared/games/nemesis-retaliation/state';
import { endNotice, noticeTexts, promptNotice } from '../testing/notice-texts';
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
const MORE_GAMES = 120;

function* games(kinds: Set<string>): Generator<[number, string, Partial<RetaliationConfig>]> {
  yield* GAMES;
  for (let k = 0; k < MORE_GAMES && REQUIRED.some((kind) => !kinds.has(kind)); k++) yield [2 + (k % 4), `nw-seek-${k}`, {}];
}

describe('the notices of whole self-played Nemesis: Retaliation games, as their players read them', () => {
  it('given every prompt of the games, the lobby summaries and the ends, then emails, webhook bodies and summaries read as words', () => {
    const texts: string[] = [];
    const seen = new Set<string>();
    const kinds = new Set<string>();
    for (const [players, seed, config] of games(kinds)) {
      const played = selfPlayed(players, seed, config);
      for (const { state } of played) {
        const summary = game.summary!(state);
        // Every awaited kind has its own words in the lobby line, not the catch-all.
        expect(summary, summary).not.toMatch(/ to play\.$/);
        // The lobby writes each "seat N" of a summary as that player's name.
        texts.push(summary.replace(/\bseat \d\b/g, 'Ann'));
        for (const p of game.prompts(state)) {
          kinds.add(p.kind);
          if (seen.has(`${p.kind}:${p.message}`)) continue;
          seen.add(`${p.kind}:${p.message}`);
          // The table's seat list says what each seat is awaited for: every kind has words of the game.
          expect(promptKindWords(p.kind), p.kind).not.toBeNull();
          texts.push(...noticeTexts(promptNotice(table, p.seat, p)));
        }
      }
      const outcome = game.outcome(played[played.length - 1].state);
      expect(outcome, seed).not.toBeNull();
      texts.push(...noticeTexts(endNotice(table, outcome!)));
    }
    expect([...kinds].sort()).toEqual(expect.arrayContaining(REQUIRED));
    expect([...new Set(rawWords(texts))]).toEqual([]);
  });
});
