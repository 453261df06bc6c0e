import { describe, expect, it } from 'vitest';
import { adrenaline } from '../../../shared/games/adrenaline';
import { endNotice, noticeTexts, promptNotice } from '../testing/notice-texts';
import { rawWords } from './testing/raw-words';
import { selfPlayed } from './testing/self-played';

const table = { gameType: 'adrenaline', gameTitle: 'Adrenaline', tableName: 'Arena night' };

describe('the notices of a whole self-played Adrenaline game, as their players read them', () => {
  const game = selfPlayed();

  it('given the turn notices and the end, then emails and webhook bodies read as words', () => {
    const texts: string[] = [];
    for (const { state, seat } of game.asked) {
      const p = adrenaline.prompts(state).find((x) => x.seat === seat)!;
      texts.push(...noticeTexts(promptNotice(table, seat, p)));
    }
    const outcome = adrenaline.outcome(game.final)!;
    texts.push(...noticeTexts(endNotice(table, outcome)));
    expect([...new Set(rawWords(texts))]).toEqual([]);
  });
});
