/**
 * Taking back a Focus turn's actions: a take-back restores exactly the state before the action (hash for hash), and a
 * snapshot, shared with the move's input state, is never changed by the moves after it.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, deepFreeze, playOut, setupGame, stateHash } from '../../../engine';
import { voidfall } from '../index';
import { legalMoves } from '../legal-moves';
import { focusGame, play } from '../testing';
import type { VoidfallState } from '../state';

describe('Voidfall take-back', () => {
  it('given a flipped Trade token and three actions, when each is taken back, then every earlier state returns hash for hash', () => {
    let { s, seat } = focusGame('standard-production');
    s.players[seat].tradeTokens = 1;
    s.players[seat].resources = { food: 5, energy: 5, materials: 5, credits: 5, science: 5 };
    const trail = [s];
    s = play(s, seat, { type: 'flip-trade-token', from: 'held' });
    trail.push(s);
    for (const action of ['focus-2', 'focus-1', 'focus-3'] as const) {
      s = play(s, seat, { type: 'take-action', action });
      const resolve = legalMoves(s, seat).find((m) => m.type === 'resolve-effect');
      if (resolve) s = play(s, seat, resolve);
      if (s.focusTurn!.pending) s = play(s, seat, { type: 'end-action' });
      trail.push(s);
    }
    expect(s.turnUndo).toHaveLength(5);
    for (let k = trail.length - 2; k >= 0; k--) {
      s = play(s, seat, { type: 'undo-action' });
      expect(stateHash(s)).toBe(stateHash(trail[k]));
      expect(s).toEqual(trail[k]);
    }
    // And the Selection itself: the card is back in the hand.
    s = play(s, seat, { type: 'undo-action' });
    expect([s.focusTurn, s.turnUndo]).toEqual([null, []]);
    expect(s.players[seat].focusHand).toContain(`standard-production@${seat}`);
  });

  it('given a taken-back action, when the state after it is changed, then the snapshot and the earlier state are not', () => {
    const { s: selected, seat } = focusGame('standard-production');
    const hash = stateHash(selected);
    let s = play(selected, seat, { type: 'take-action', action: 'focus-2' });
    s = play(s, seat, { type: 'undo-action' });
    s.players[seat].resources.food += 7;
    s.sectors[s.map.starts[seat].outpost].corrupted = true;
    expect(stateHash(selected)).toBe(hash);
  });

  it('given every state of self-played games frozen, then the games replay the same, and each take-back returns the state before its snapshot', () => {
    for (const [seats, seed] of [[2, 'undo-2'], [4, 'undo-4']] as const) {
      const start = { config: {}, seats, seed, startedAt: 0 };
      const { log } = playOut(voidfall, start, seed, { maxMoves: 300 });
      const setup = setupGame<VoidfallState>(voidfall, start);
      if (!setup.ok) throw new Error(setup.error.message);
      // A frozen state throws on any write: no move may change its input, nor so any snapshot shared with it.
      let state = deepFreeze(setup.state);
      const trail = [state];
      let takenBack = 0;
      for (const m of log) {
        const r = applyMove<VoidfallState>(voidfall, state, m.seat, m.move, m.at);
        if (!r.ok) throw new Error(r.error.message);
        const undo = applyMove<VoidfallState>(voidfall, r.state, m.seat, { type: 'undo-action' }, m.at);
        if (undo.ok) {
          const saved = r.state.turnUndo!;
          // The state the newest snapshot was taken of: the input of the first move after which the list held it.
          const taken = [...trail, r.state].findIndex((x) => (x.turnUndo ?? [])[saved.length - 1] === saved[saved.length - 1]) - 1;
          // A game's first turn starts with no list at all, which a take-back leaves empty: the same to every rule.
          expect(stateHash(undo.state)).toBe(stateHash({ ...trail[taken], turnUndo: trail[taken].turnUndo ?? [] }));
          takenBack++;
        }
        state = deepFreeze(r.state);
        trail.push(state);
      }
      expect(takenBack).toBeGreaterThan(10);
      expect(state.phase).not.toBe('set-up');
    }
  });
});
