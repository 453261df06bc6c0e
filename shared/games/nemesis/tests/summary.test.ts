import { describe, expect, it } from 'vitest';
import { applyMove, setupGame } from '../../../engine';
import { randomStep } from '../../../engine/bot';
import { Rng } from '../../../engine/rng';
import { nemesis } from '../index';
import type { NemesisState } from '../state';

describe('summary: the lobby sentence', () => {
  it('given every state of a bot game, then the sentence names the round and what is awaited in words, never a prompt kind or message', () => {
    const setup = setupGame<NemesisState>(nemesis, { config: {}, seats: 3, seed: 'summary-1', startedAt: 0 });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.state;
    const rng = new Rng(Rng.fromSeed('summary-bots').state());
    const seen = new Set<string>();
    for (let k = 0; k < 1500; k++) {
      const sentence = nemesis.summary!(state);
      seen.add(sentence.replace(/seat \d/g, 'seat N').replace(/Round \d+/, 'Round R'));
      expect(sentence).not.toMatch(/: [a-z-]+\.$|Your turn|seat \d+:/);
      expect(sentence, 'every prompt kind has its words').not.toMatch(/to play\.$/);
      const step = randomStep(nemesis, state, rng);
      if (!step) break;
      const result = applyMove<NemesisState>(nemesis, state, step.seat, step.move, k);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    expect([...seen]).toEqual(
      expect.arrayContaining(['Character draft: waiting for seat N to choose a character.', 'Round R: waiting for seat N to take a turn.']),
    );
  });
});
