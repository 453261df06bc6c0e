import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../types';
import { runConformance, type ConformanceOptions } from './conformance';

/**
 * The conformance suite every registered game runs: complete bot games for each player count and config,
 * with the contract checked at every step (purity, JSON state, determinism, refusals, secrets, and that apply accepts
 * only moves legalMoves lists).
 */
export function describeGame(game: AnyGameModule, opts: ConformanceOptions = {}): void {
  const counts = opts.playerCounts ?? Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => game.players.min + i);
  const configs = opts.configs ?? [{}];
  describe(`${game.id}: kernel conformance`, () => {
    for (const config of configs) {
      for (const players of counts) {
        it(`plays complete games with ${players} players, config ${JSON.stringify(config)}`, () => {
          const report = runConformance(game, { ...opts, configs: [config], playerCounts: [players] });
          expect(report.problems).toEqual([]);
          expect(report.runs.every((r) => r.finished)).toBe(true);
        }, 600_000);
      }
    }
    if (opts.offMenu && 'skip' in opts.offMenu) {
      it.skip(`accepts only the moves legalMoves lists (skipped: ${opts.offMenu.skip})`, () => {});
    }
    it('declares a config schema whose defaults make a standard game', () => {
      expect(() => game.configSchema.parse({})).not.toThrow();
    });
  });
}
