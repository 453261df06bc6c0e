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

  it('given a correct game, when checked, then it reports nothing and every run finishes', () => {
    const report = runConformance(highCard, opts);
    expect(report.problems).toEqual([]);
    expect(report.runs).toHaveLength(1);
    expect(report.runs[0].finished).toBe(true);
    expect(report.runs[0].moves).toBeGreaterThan(3);
  });
});
