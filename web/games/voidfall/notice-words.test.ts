import { describe, expect, it } from 'vitest';
import { voidfall as game } from '../../../shared/games/voidfall';
import type { VoidfallConfig } from '../../../shared/games/voidfall/state';
import { endNotice, noticeTexts, promptNotice } from '../testing/notice-texts';
import { promptKindWords } from './prompt-words';
import { rawWords } from './testing/raw-words';
import { selfPlayed } from './testing/self-played';

const table = { gameType: 'voidfall', gameTitle: 'Voidfall', tableName: 'Fallen empire' };

/** Bot games whose seeds reach the House choice, the Focus turns, invasions and the variant's face-down picks. */
const GAMES: [number, string, Partial<VoidfallConfig>][] = [
  [2, 'nw-2', {}],
  [3, 'nw-3', { advancedFocus: true }],
  [4, 'nw-4', { scenario: 'x07' }],
];

describe('the notices of whole self-played Voidfall games, as their players read them', () => {
  it('given every prompt of the games, the lobby summaries and the ends, then emails, webhook bodies and summaries read as words', () => {
    const texts: string[] = [];
    const seen = new Set<string>();
    const kinds = new Set<string>();
    for (const [players, seed, config] of GAMES) {
      const played = selfPlayed(players, seed, config);
      for (const { state } of played) {
        const summary = game.summary!(state);
        // Every awaited kind has its own words in the lobby line, not the prompt's message.
        expect(summary, summary).toMatch(/(waiting for seat \d( |, seat \d)*.*(to [a-z]|go(es)? on)|is over)/);
        expect(summary, summary).not.toMatch(/waiting for [^.]*\. /);
        texts.push(summary.replace(/\bseat \d\b/g, 'Ann'));
        for (const p of game.prompts(state)) {
          kinds.add(p.kind);
          if (seen.has(`${p.kind}:${p.message}`)) continue;
          seen.add(`${p.kind}:${p.message}`);
          expect(promptKindWords(p.kind), p.kind).not.toBeNull();
          texts.push(...noticeTexts(promptNotice(table, p.seat, p)));
        }
      }
      const outcome = game.outcome(played[played.length - 1].state);
      expect(outcome, seed).not.toBeNull();
      texts.push(...noticeTexts(endNotice(table, outcome!)));
    }
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['choose-house', 'focus-actions', 'preselect-focus', 'resolve-action', 'select-focus']));
    expect([...new Set(rawWords(texts))]).toEqual([]);
  });
});
