import { describe, expect, it, vi } from 'vitest';
import { nemesisRetaliation as game } from '../../../shared/games/nemesis-retaliation';
import { moveSchema } from '../../../shared/games/nemesis-retaliation/moves/schema';
import { EVENT_WORDS, eventLabel } from './event-labels';
import { MOVE_WORDS, moveLabel } from './move-labels';
import { namesFor } from './names';
import { promptKindWords } from './prompt-words';
import { rawWords, readableText } from './testing/raw-words';
import { renderBoard } from './testing/render';
import { seatsFor, selfPlayed } from './testing/self-played';
import { itHasWordsForEveryKind } from '../testing/engine-kinds';
import { playedWords } from '../testing/played-words';

vi.mock('../../app/games/[id]/actions', () => ({ submitMove: vi.fn() }));

describe('Nemesis: Retaliation words for every kind of move and event', () => {
  itHasWordsForEveryKind({ game: 'nemesis-retaliation', eventUnion: 'RetaliationEvent', moveSchema, moveWords: MOVE_WORDS, eventWords: EVENT_WORDS, atLeast: { moves: 15, events: 50 } });

  it('the checker catches what it must: ids, code words, null and flags', () => {
    expect(rawWords(['Move to a-r03', 'by cp-a-r03--landing-zone', 'the recon--search', 'intruder i-3', 'choice: null', 'Signal: yes', 'the technical-corridor', 'corridor-301'])).toHaveLength(8);
    expect(rawWords(['Move cautiously to the Surgery Room (A3) by corridor 301, paying with Search'])).toEqual([]);
  });
});

describe('Nemesis: Retaliation words over whole self-played games', () => {
  it.each([
    [2, 'words-two', {}],
    [3, 'words-deadly', { deadly: true }],
    [1, 'words-solo', {}],
  ] as const)('given %i players (seed %s), then every board, move label, prompt and log line reads in game words', (players, seed, config) => {
    const played = selfPlayed(players, seed, config);
    expect(played[played.length - 1].state.phase).toBe('over');
    const { raw, labels } = playedWords({
      game,
      players,
      played,
      renderEvery: 3,
      board: renderBoard,
      label: (move, view, seat) => moveLabel(move as never, view as never, namesFor(view as never, seatsFor(players, seat))),
      line: (event, seat) => eventLabel(event as never, seatsFor(players, seat)),
      promptWords: promptKindWords,
      summary: true,
      rawWords,
      readableText,
    });
    expect(labels).toBeGreaterThan(0);
    expect(raw).toEqual([]);
  }, 240_000);
});
