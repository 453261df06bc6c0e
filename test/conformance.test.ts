import { describe, expect, it } from 'vitest';
import { describeGame } from '../shared/engine/testing/describe-game';
import { runConformance } from '../shared/engine/testing/conformance';
import { highCard, leakyHighCard, mutatingHighCard, nondeterministicHighCard } from './fixtures/high-card';

describeGame(highCard, { configs: [{}, { reactions: false, rounds: 2 }] });

describe('the conformance suite catches broken games', () => {
  const opts = { seeds: [1], playerCounts: [3] };

  it('given a view that shows every hand, when checked, then it reports the leaked secrets', () => {
    const report = runConformance(leakyHighCard, opts);
    expect(report.problems.some((p) => /secret "card-\d+" leaks to viewer \d in view/.test(p))).toBe(true);
  });

  it('given an apply that mutates its input, when checked, then it reports the mutation', () => {
    const report = runConformance(mutatingHighCard, opts);
    expect(report.problems.some((p) => /mutated its input|apply threw/.test(p))).toBe(true);
  });

  it('given an apply that depends on hidden module state, when checked, then it reports non-determinism', () => {
    const report = runConformance(nondeterministicHighCard, opts);
    expect(report.problems.some((p) => /not deterministic|does not rebuild/.test(p))).toBe(true);
  });

  it('given an apply that accepts a card not in hand (legalMoves never lists it), when checked, then it reports the off-menu move', () => {
    const lenient: typeof highCard = {
      ...highCard,
      id: 'lenient-high-card',
      apply: (s, seat, move, ctx) =>
        move.type === 'play' && s.phase === 'play' && !s.hands[seat].includes(move.card) && s.hands[seat].length > 0
          ? highCard.apply(s, seat, { type: 'play', card: s.hands[seat][0] }, ctx)
          : highCard.apply(s, seat, move, ctx),
    };
    const report = runConformance(lenient, opts);
    expect(report.problems.some((p) => /apply accepted \{"type":"play","card":"card-\d+"\} by seat \d, which legalMoves does not list/.test(p))).toBe(true);
    expect(runConformance(lenient, { ...opts, offMenu: { skip: 'this test proves the option turns the check off' } }).problems).toEqual([]);
  });

  it('given a correct game, when checked, then it reports nothing and every run finishes', () => {
    const report = runConformance(highCard, opts);
    expect(report.problems).toEqual([]);
    expect(report.runs).toHaveLength(1);
    expect(report.runs[0].finished).toBe(true);
    expect(report.runs[0].moves).toBeGreaterThan(3);
  });
});
