import { describe, expect, it } from 'vitest';
import { applyMove, setupGame } from '../../../engine';
import { randomStep } from '../../../engine/bot';
import { Rng } from '../../../engine/rng';
import { adrenaline } from '../index';
import type { AdrenalineState } from '../state';

describe('summary: the lobby sentence', () => {
  it('given every state of a bot game, then the sentence names what is awaited in words, never a prompt kind', () => {
    const setup = setupGame<AdrenalineState>(adrenaline, { config: {}, seats: 3, seed: 'summary-1', startedAt: 0 });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.state;
    const rng = new Rng(Rng.fromSeed('summary-bots').state());
    const seen = new Set<string>();
    for (let k = 0; k < 400; k++) {
      const sentence = adrenaline.summary!(state);
      seen.add(sentence.replace(/seat \d/g, 'seat N'));
      expect(sentence).not.toMatch(/: [a-z-]+\.$|shot-/);
      const step = randomStep(adrenaline, state, rng);
      if (!step) break;
      const result = applyMove<AdrenalineState>(adrenaline, state, step.seat, step.move, k);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    expect([...seen]).toEqual(expect.arrayContaining(['Waiting for seat N to spawn.', 'Waiting for seat N to take a turn.', 'Waiting for seat N to finish a shot.']));
  });
});
