import { describe, expect, it } from 'vitest';
import { nemesis } from '../../../shared/games/nemesis';
import { noticeWordsOf } from '../testing/notice-texts';
import { promptKindWords } from './prompt-words';
import { rawWords } from './testing/raw-words';
import { selfPlayed } from './testing/self-played';

const table = { gameType: 'nemesis', gameTitle: 'Nemesis', tableName: 'Night shift' };

describe('the notices of a whole self-played Nemesis game, as their players read them', () => {
  it('given every prompt of the game, the lobby summaries and the end, then emails, webhook bodies and summaries read as words', () => {
    const { texts, kinds } = noticeWordsOf(nemesis, table, () => [selfPlayed(3, 'notice-words')], { promptKind: promptKindWords });
    expect(kinds.size).toBeGreaterThan(2);
    expect([...new Set(rawWords(texts))]).toEqual([]);
  });
});
