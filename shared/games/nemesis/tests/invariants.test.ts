import { describe, expect, it } from 'vitest';
import { applyMove, Rng, setupGame } from '../../../engine';
import { contaminationInstances } from '../data';
import { nemesis } from '../index';
import type { NemesisState } from '../state';

/** Where every contamination card and intruder token is: each must be in exactly one place at every step. */
function conservation(s: NemesisState): string[] {
  const problems: string[] = [];
  const contamination = [...s.decks.contamination, ...s.decks.contaminationRemoved, ...s.players.flatMap((p) => [...p.deck, ...p.hand, ...p.discard].filter((c) => c.startsWith('contamination-')))];
  if (contamination.length !== contaminationInstances.length || new Set(contamination).size !== contamination.length) problems.push('contamination cards lost or doubled');
  const tokens = [...s.bag, ...s.supply];
  if (tokens.length !== 27 || new Set(tokens).size !== 27) problems.push('intruder tokens lost or doubled');
  for (const p of s.players) {
    const own = [...p.deck, ...p.hand, ...p.discard].filter((c) => !c.startsWith('contamination-'));
    if (p.status !== 'drafting' && (own.length !== 10 || new Set(own).size !== 10)) problems.push(`seat ${s.players.indexOf(p)} lost action cards`);
    if (p.status === 'aboard' && (p.lightWounds > 2 || p.seriousWounds.length > 3)) problems.push('wound track overflow');
  }
  return problems;
}

/**
 * Bots that act whenever they can (a pass only when nothing else is legal, or by a 1-in-6 chance) play round 1 deep
 * into encounters, attacks and deaths; the state must stay consistent at every step. Round 1 is all that exists today.
 */
describe('invariants under eager bots', () => {
  it('given 40 seeded games of 1-5 players on both sides, then cards and tokens are conserved and nothing throws', () => {
    let encounters = 0;
    for (let g = 0; g < 40; g++) {
      const seats = 1 + (g % 5);
      const setup = setupGame<NemesisState>(nemesis, { config: { board: g % 2 ? 'B' : 'A' }, seats, seed: `eager-${g}`, startedAt: 0 });
      if (!setup.ok) throw new Error(setup.error.message);
      let s = setup.state;
      const bot = Rng.fromSeed(`bot-${g}`);
      for (let step = 0; step < 200 && nemesis.prompts(s).length > 0 && !nemesis.outcome(s); step++) {
        const seat = nemesis.prompts(s)[0].seat;
        const moves = nemesis.legalMoves(s, seat);
        const acting = moves.filter((m) => m.type !== 'pass');
        const move = acting.length > 0 && bot.int(6) > 0 ? bot.pick(acting) : bot.pick(moves);
        const r = applyMove<NemesisState>(nemesis, s, seat, move, step);
        expect(r.ok, JSON.stringify(r.ok ? null : r.error)).toBe(true);
        if (!r.ok) break;
        encounters += (r.events as Array<{ type: string }>).filter((e) => e.type === 'encounter').length;
        s = r.state;
        expect(conservation(s)).toEqual([]);
      }
    }
    expect(encounters).toBeGreaterThan(10);
  }, 120_000);
});
