import { describe, expect, it, vi } from 'vitest';
import { voidfall as game } from '../../../shared/games/voidfall';
import { effectOpSchema } from '../../../shared/games/voidfall/data/schema';
import { moveSchema } from '../../../shared/games/voidfall/moves/schema';
import { OP_WORDS } from './effect-words';
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

describe('Voidfall words for every kind of move, event and effect', () => {
  itHasWordsForEveryKind({ game: 'voidfall', eventUnion: 'VoidfallEvent', moveSchema, moveWords: MOVE_WORDS, eventWords: EVENT_WORDS, atLeast: { moves: 15, events: 25 } });

  it('given every effect primitive of the data, then an effect has words for it', () => {
    expect(effectOpSchema.options.filter((op) => !(op in OP_WORDS))).toEqual([]);
  });

  it('the checker catches what it must: ids, code words, null and flags', () => {
    const caught = ['Play standard-conquest@0', 'in sector-3-2', 'gain torpedoes-plus4', 'the cortozaar-origin-a', 'op gain_trade_token', 'choice: null', 'Corrupted: yes', 'the agenda-d1-high-society', 'take-action'];
    expect(rawWords(caught)).toHaveLength(caught.length);
    expect(rawWords(['Play Conquest with High Society (Dominance Agenda)', 'Invade C4', 'Move a Corruption: from Agenda slot 3 to sector B2'])).toEqual([]);
  });
});

describe('Voidfall words over whole self-played games', () => {
  it.each([
    [2, 'words-two', {}],
    [3, 'words-advanced', { advancedFocus: true }],
    [4, 'words-dealt', { houses: 'dealt' as const, scenario: 'x05' as const }],
  ] as const)('given %i players (seed %s), then every board, move label, prompt and log line reads in game words', (players, seed, config) => {
    const played = selfPlayed(players, seed, config);
    expect(played[played.length - 1].state.phase).toBe('over');
    const { raw, labels } = playedWords({
      game,
      players,
      played,
      renderEvery: 10,
      board: renderBoard,
      spectatorBoard: (state) => renderBoard(state, null),
      label: (move, view, seat) => moveLabel(move as never, view as never, namesFor(seat, seatsFor(players, seat))),
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
