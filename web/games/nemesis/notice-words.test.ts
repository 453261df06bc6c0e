import { describe, expect, it } from 'vitest';
import { nemesis } from '../../../shared/games/nemesis';
import { promptKindWords } from './prompt-words';
import { endNotice, noticeTexts, promptNotice } from '../testing/notice-texts';
import { rawWords } from './testing/raw-words';
import { selfPlayed } from './testing/self-played';

const table = { gameType: 'nemesis', gameTitle: 'Nemesis', tableName: 'Night shift' };

describe('the notices of a whole self-played Nemesis game, as their players read them', () => {
  it('given every prompt of the game, the lobby summaries and the end, then emails, webhook bodies and summaries read as words', () => {
    const game = selfPlayed(3, 'notice-words');
    const texts: string[] = [];
    const kinds = new Set<string>();
    for (const { state } of game) {
      // The lobby writes each "seat N" of a summary as that player's name.
      texts.push(nemesis.summary!(state).replace(/\bseat \d\b/g, 'Ann'));
      for (const p of nemesis.prompts(state)) {
        if (kinds.has(`${p.kind}:${p.message}`)) continue;
        kinds.add(`${p.kind}:${p.message}`);
        // The table's seat list says what each seat is awaited for: every kind has words of the game.
        expect(promptKindWords(p.kind), p.kind).not.toBeNull();
        texts.push(...noticeTexts(promptNotice(table, p.seat, p)));
      }
    }
    const final = game[game.length - 1].state;
    const outcome = nemesis.outcome(final)!;
    expect(outcome).not.toBeNull();
    texts.push(...noticeTexts(endNotice(table, outcome)));
    expect(kinds.size).toBeGreaterThan(2);
    expect([...new Set(rawWords(texts))]).toEqual([]);
  });
});
