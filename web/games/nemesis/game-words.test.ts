import { describe, expect, it, vi } from 'vitest';
import { nemesis } from '../../../shared/games/nemesis';
import { eventLabel } from './event-labels';
import { moveLabel } from './move-labels';
import { namesFor } from './names';
import { rawWords, readableText } from './testing/raw-words';
import { renderBoard } from './testing/render';
import { seatsFor, selfPlayed } from './testing/self-played';
import { playedWords } from '../testing/played-words';

vi.mock('../../app/games/[id]/actions', () => ({ submitMove: vi.fn() }));

describe('Nemesis words over whole self-played games', () => {
  it('the checker catches what it must: ids, code words, null and flags', () => {
    expect(rawWords(['Move to a-slot-07', 'the scout-search-1', 'Drop intruder-carcass', 'contamination-07', 'choice: null', 'Signal: yes'])).toHaveLength(6);
    expect(rawWords(['Move carefully to the Armory (room 7), noise in the technical corridors'])).toEqual([]);
  });

  it.each([
    [3, 'words-a', 'A'],
    [4, 'words-b', 'B'],
    [1, 'words-solo', 'A'],
  ] as const)('given %i players (seed %s, side %s), then every board, move label and log line reads in game words', (players, seed, side) => {
    const game = selfPlayed(players, seed, side);
    expect(game[game.length - 1].state.phase).toBe('over');
    const { raw, labels } = playedWords({
      game: nemesis,
      players,
      played: game,
      renderEvery: 3,
      board: renderBoard,
      label: (move, view, seat) => moveLabel(move as never, view as never, namesFor(view as never, seatsFor(players, seat))),
      line: (event, seat) => eventLabel(event as never, seatsFor(players, seat)),
      rawWords,
      readableText,
    });
    expect(labels).toBeGreaterThan(0);
    expect(raw).toEqual([]);
  }, 180_000);
});
