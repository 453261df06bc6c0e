/** Two ways of playing one action card never read the same: the option, the target, the character and the choice are named. */
import { describe, expect, it } from 'vitest';
import { nemesisRetaliation as game } from '../../../shared/games/nemesis-retaliation';
import type { RetaliationMove } from '../../../shared/games/nemesis-retaliation/moves/schema';
import { moveLabel } from './move-labels';
import { namesFor } from './names';
import { rawWords } from './testing/raw-words';
import { seatsFor, selfPlayed } from './testing/self-played';

describe('playing an action card, in words', () => {
  it('given whole self-played games, then each label names one way of playing a card (the cards paid aside), in game words', () => {
    const clashes: string[] = [];
    const labels = new Set<string>();
    for (const [players, seed] of [[2, 'card-words-a'], [3, 'card-words-b'], [4, 'card-words-c']] as const) {
      for (const { state } of selfPlayed(players, seed)) {
        for (let seat = 0; seat < players; seat++) {
          const view = game.view(state, seat);
          const names = namesFor(view, seatsFor(players, seat));
          const ways = new Map<string, string>();
          for (const m of game.legalMoves(state, seat) as RetaliationMove[]) {
            if (m.type !== 'play-card') continue;
            const label = moveLabel(m, view, names)!;
            const way = JSON.stringify({ ...m, pay: undefined });
            if (ways.has(label) && ways.get(label) !== way) clashes.push(`${label}: ${ways.get(label)} / ${way}`);
            ways.set(label, way);
            labels.add(label);
          }
        }
      }
    }
    expect(labels.size).toBeGreaterThan(20);
    expect(clashes).toEqual([]);
    expect(rawWords([...labels])).toEqual([]);
    expect([...labels].filter((l) => /\ba card\b/.test(l))).toEqual([]);
  });
});
