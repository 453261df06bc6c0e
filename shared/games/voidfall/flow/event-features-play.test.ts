import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { stateHash } from '../../../engine/hash';
import type { VoidfallEvent } from '../events';
import { legalMoves } from '../legal-moves';
import { applyVoidfall } from '../moves';
import type { VoidfallMove } from '../moves/schema';
import { prompts } from '../prompts';
import type { VoidfallState } from '../state';
import { seatedGame } from '../testing';
import { startGame } from './cycle';

/**
 * Nervo (Bombard) and Novaris (improved Combat Replicators from the start) with events C1-H and C3-G on top of their
 * Cycles' decks: a whole game of random legal moves (seeded), its log of moves and its events.
 */
function botGame(seed: string) {
  const s = seatedGame([['nervo', 'A'], ['novaris', 'A']], 'x04', seed);
  s.players.forEach((p) => { p.setupTasks = []; });
  s.eventDecks[1].unshift('event-c1-h');
  s.eventDecks[3].unshift('event-c3-g');
  const novaris = s.players.findIndex((p) => p.house === 'novaris');
  s.players[novaris].technologies = s.players[novaris].technologies.map((t) => (t.startsWith('combat-replicators') ? 'combat-replicators-improved' : t));
  startGame(s);
  const start = structuredClone(s) as VoidfallState;
  const rng = Rng.fromSeed(seed);
  const log: [number, VoidfallMove][] = [];
  const events: VoidfallEvent[] = [];
  let state = s;
  while (state.phase !== 'over' && log.length < 3000) {
    const waiting = prompts(state);
    expect(waiting.length).toBeGreaterThan(0);
    const seat = rng.pick(waiting).seat;
    const moves = legalMoves(state, seat);
    // A peek at Cycle 3's deck keeps C3-G on top, so that its Cycle has it.
    const move = moves.find((m) => m.type === 'order-peek' && m.top === 'event-c3-g') ?? rng.pick(moves);
    const r = applyVoidfall(state, seat, move);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    log.push([seat, move]);
    events.push(...r.events);
    state = r.state;
  }
  return { start, state, log, events };
}

function replayed(start: VoidfallState, log: [number, VoidfallMove][]): VoidfallState {
  let state = start;
  for (const [seat, move] of log) {
    const r = applyVoidfall(state, seat, move);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

describe('Voidfall whole games with events C1-H and C3-G, Bombard and improved Combat Replicators', () => {
  it('given four bot games, then each ends, each player faced C3-G\'s Skirmish once, Bombard and the Replicators\' toll were played, and every log replays to the same state', () => {
    const seen = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd']) {
      const { start, state, log, events } = botGame(seed);
      expect(state.phase).toBe('over');
      const delayed = events.filter((e) => e.type === 'event-frame-resolved' && e.frame === 2 && e.seat !== null && e.done.includes('additional Voidborn'));
      expect(delayed.map((e) => (e as { seat: number }).seat).sort()).toEqual([0, 1]);
      events.forEach((e) => seen.add(e.type));
      expect(stateHash(replayed(start, log))).toBe(stateHash(state));
    }
    expect([seen.has('bombard-absorption-bought'), seen.has('replicator-toll-answered')]).toEqual([true, true]);
  }, 120_000);
});
