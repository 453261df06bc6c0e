import { describe, expect, it, vi } from 'vitest';
import { nemesis } from '../../../shared/games/nemesis';
import { eventLabel } from './event-labels';
import { moveLabel } from './move-labels';
import { namesFor } from './names';
import { rawWords, readableText } from './testing/raw-words';
import { renderBoard } from './testing/render';
import { seatsFor, selfPlayed } from './testing/self-played';

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
    const raw: string[] = [];
    let labels = 0;
    game.forEach(({ state, events }, step) => {
      // Rendering the board is the slow part: every third position and the last one (labels and log lines: all).
      const render = step % 3 === 0 || step === game.length - 1;
      for (let seat = 0; seat < players; seat++) {
        const view = nemesis.view(state, seat);
        const seats = seatsFor(players, seat);
        if (render) raw.push(...rawWords(readableText(renderBoard(state, seat))));
        const names = namesFor(view, seats);
        for (const move of nemesis.legalMoves(state, seat)) {
          const label = moveLabel(move, view, names);
          expect(label, JSON.stringify(move)).not.toBeNull();
          raw.push(...rawWords([label!]));
          labels += 1;
        }
        for (const e of events) {
          const seen = nemesis.redact(e as never, seat);
          if (seen === null) continue;
          const line = eventLabel(seen, seats);
          expect(line, JSON.stringify(e)).not.toBeNull();
          raw.push(...rawWords([line!]));
        }
      }
    });
    expect(labels).toBeGreaterThan(0);
    expect([...new Set(raw)].slice(0, 20)).toEqual([]);
  }, 180_000);
});
