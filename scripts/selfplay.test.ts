import { describe, expect, it } from 'vitest';
import { highCard, nondeterministicHighCard } from '../test/fixtures/high-card';
import { selfPlay } from './selfplay-run';

const format = /^[\w-]+: \d+ games, \d+ finished, \d+ errors, \d+ moves, \d+\.\d{3} ms\/move p50, \d+\.\d{3} ms\/move p99, replay (ok|FAILED)$/;

describe('self-play', () => {
  it('given a sound game, when played 12 times, then the summary line has the agreed format and says ok', () => {
    const r = selfPlay(highCard, { games: 12, seed: '1' });
    expect(r.line).toMatch(format);
    expect(r.line).toMatch(/^high-card: 12 games, 12 finished, 0 errors, \d+ moves, .* replay ok$/);
    expect(r.ok).toBe(true);
  });

  it('given a non-deterministic game, then it says replay FAILED and is not ok', () => {
    const r = selfPlay(nondeterministicHighCard, { games: 2, seed: '1' });
    expect(r.line).toMatch(/replay FAILED$/);
    expect(r.ok).toBe(false);
  });
});
