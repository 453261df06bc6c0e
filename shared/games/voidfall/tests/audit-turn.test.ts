/**
 * Rules audit, turn and phase structure (rules addendum A1, A6, E1): given/when/then cases for the sentences no other
 * test proved. A game is played by the first legal move of whoever is prompted, each turn ended without actions.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { galacticEventOf } from '../data';
import type { VoidfallEvent } from '../events';
import { winners } from '../flow/cycle';
import { voidfall } from '../index';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import type { VoidfallState } from '../state';
import { seatedGame } from '../testing';

const ctx = { rng: Rng.fromSeed('audit'), now: 0 };

function newGame(seats: number, config: Record<string, unknown> = {}): VoidfallState {
  return { ...voidfall.setup(voidfall.configSchema.parse({ houses: 'dealt', ...config }), seats, { rng: Rng.fromSeed(`audit-${seats}`), now: 0 }), rng: [1, 2, 3, 4] } as VoidfallState;
}

/** Plays until `until` holds; returns the state and every event on the way. */
function playUntil(s: VoidfallState, until: (s: VoidfallState) => boolean): { s: VoidfallState; events: VoidfallEvent[] } {
  const events: VoidfallEvent[] = [];
  for (let i = 0; i < 800 && !until(s); i++) {
    const seat = prompts(s)[0].seat;
    const moves = legalMoves(s, seat);
    const r = voidfall.apply(s, seat, moves.find((m) => m.type === 'end-turn') ?? moves[0], ctx);
    if (!r.ok) throw new Error(r.error.message);
    events.push(...r.events);
    s = { ...r.state, rng: s.rng } as VoidfallState;
  }
  return { s, events };
}

describe('Voidfall audit: cycles, rounds and the Evaluation (A1, A6, E1)', () => {
  it('A1 "In Cycle 1, skip Preparation steps 0-3 and start at step 4": given set-up, when Cycle 1 starts, then no Trade token is boxed and the event sets the rounds', () => {
    const s0 = newGame(2);
    const { s, events } = playUntil(s0, (x) => x.phase === 'focus');
    expect(s.tradeSpaces).toEqual(s0.tradeSpaces);
    expect(events.map((e) => e.type)).not.toContain('trade-token-boxed');
    // "Focus phase: rounds = number on the current event."
    expect(s.focusRounds).toBe(galacticEventOf(s.events[0]).focus_rounds);
  });

  it('A1/E1 Evaluation "1 Skirmish → 2 Upkeep → 3 Galactic objectives → 4 Agenda objectives → 5 return discarded Focus cards": given the last turn of Cycle 1, then the steps come in that order', () => {
    const { events } = playUntil(newGame(2), (x) => x.cycle === 2);
    const types = events.map((e) => e.type);
    const first = (type: VoidfallEvent['type']) => types.indexOf(type);
    const last = (type: VoidfallEvent['type']) => types.lastIndexOf(type);
    expect(first('skirmish-resolved')).toBeGreaterThan(last('turn-ended'));
    expect(last('skirmish-resolved')).toBeLessThan(first('upkeep-paid'));
    expect(last('upkeep-paid')).toBeLessThan(first('agenda-scored'));
    if (types.includes('galactic-objective-scored')) {
      expect(first('galactic-objective-scored')).toBeGreaterThan(last('upkeep-paid'));
      expect(last('galactic-objective-scored')).toBeLessThan(first('agenda-scored'));
    }
    expect(last('agenda-scored')).toBeLessThan(first('focus-cards-returned'));
    expect(last('focus-cards-returned')).toBeLessThan(types.lastIndexOf('cycle-started'));
  });

  it('A1 "3 Cycles": given Cycle 3\'s Evaluation, when it ends, then the game is over with no fourth Cycle', () => {
    const { s, events } = playUntil(newGame(2), (x) => x.phase === 'over');
    // (Cycle 1 started with the dealt set-up.)
    expect(events.filter((e) => e.type === 'cycle-started').map((e) => e.type === 'cycle-started' && e.cycle)).toEqual([2, 3]);
    expect([s.cycle, s.phase]).toEqual([3, 'over']);
    expect(events.at(-1)).toMatchObject({ type: 'game-ended', scores: s.players.map((p) => p.influence) });
  });

  it('A6 tie-break "fewer Corruption markers on your House mat and sectors": given equal Influence, then fewer markers win; equal markers share', () => {
    const s = seatedGame([['valnis', 'A'], ['zenor', 'A'], ['dunlork', 'A']]);
    s.players.forEach((p) => { p.influence = 40; p.agendaSlots.forEach((a) => { a.corrupted = false; }); });
    Object.values(s.sectors).forEach((x) => { x.corrupted = false; });
    s.players[2].influence = 39;
    s.players[0].trackCorruption.society = true;
    expect(winners(s)).toEqual([1]);
    s.sectors[s.map.starts[1].outpost].corrupted = true;
    expect(winners(s)).toEqual([0, 1]);
    s.players[2].influence = 41;
    expect(winners(s)).toEqual([2]);
  });

  it('Advanced Focus variant (digest 5.22) "At the start of each Focus round ... every player simultaneously chooses": given round 1 played, when round 2 starts, then every seat picks face down again', () => {
    let { s } = playUntil(newGame(2, { advancedFocus: true }), (x) => x.phase === 'focus');
    expect(prompts(s).map((p) => p.mode)).toEqual(['simultaneous', 'simultaneous']);
    ({ s } = playUntil(s, (x) => x.round === 2));
    expect([s.phase, s.preselected]).toEqual(['focus', [null, null]]);
    expect(prompts(s).map((p) => [p.mode, legalMoves(s, p.seat)[0].type])).toEqual([['simultaneous', 'preselect-focus'], ['simultaneous', 'preselect-focus']]);
  });

  it('A1 Preparation step 1 "return to the box the lowest Trade token" (one, contradicting the digest\'s 2 in 4-player games): given 4 players, when Cycle 2 starts, then one token is boxed from the first stack', () => {
    const { s } = playUntil(newGame(4), (x) => x.phase === 'focus');
    const first = s.tradeSpaces.findIndex((n) => n > 0);
    const { events } = playUntil(s, (x) => x.cycle === 2);
    expect(events.filter((e) => e.type === 'trade-token-boxed')).toEqual([{ type: 'trade-token-boxed', space: first + 1 }]);
  });
});
