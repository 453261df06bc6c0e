import { describe, expect, it } from 'vitest';
import { seatedGame } from '../testing';
import { view, secrets } from '../view';
import { finishPeek, peekProblem, startPeek } from './peek';

describe('Voidfall peeking at Galactic Events (addendum A12)', () => {
  it('given Cycle 1, when a player peeks and keeps the second card on top, then the first goes to the bottom and only the peeker knows both', () => {
    const s = seatedGame([['kradmor', 'A'], ['zenor', 'A']]);
    const [a, b] = s.eventDecks[2].slice(0, 2);
    expect(peekProblem(s)).toBeNull();
    startPeek(s, 1);
    expect(view(s, 1).me!.eventPeekDraw).toEqual([a, b]);
    expect(view(s, 0).me!.eventPeekDraw).toBeNull();
    expect(view(s, 0).eventPeekBy).toBe(1);
    expect(secrets(s, 0)).toEqual(expect.arrayContaining([a, b]));
    finishPeek(s, b);
    expect([s.eventDecks[2][0], s.eventDecks[2].at(-1), s.eventDecks[2].length]).toEqual([b, a, 10]);
    expect(view(s, 1).me!.eventPeeks).toEqual([{ cycle: 2, top: b, bottom: a }]);
    expect(secrets(s, 1)).not.toContain(a);
    expect(secrets(s, 0)).toEqual(expect.arrayContaining([a, b]));
    expect(JSON.stringify(view(s, 0))).not.toContain(JSON.stringify(b));
  });

  it('given Cycle 3, then there is no deck to peek at', () => {
    const s = seatedGame([['kradmor', 'A'], ['zenor', 'A']]);
    s.cycle = 3;
    expect(peekProblem(s)).toMatch(/no next Cycle/);
    s.cycle = 2;
    s.eventDecks[3] = [];
    expect(peekProblem(s)).toMatch(/empty/);
  });
});
