import { describe, expect, it } from 'vitest';
import { applyMove, playOut, setupGame, stableStringify } from '../../../engine';
import { nemesis } from '../index';
import type { NemesisState } from '../state';
import { copyNemesisState } from '../state-copy';

/** Every object and array reachable from `value`. */
function objectsIn(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value === 'object' && value !== null && !into.has(value)) {
    into.add(value);
    for (const v of Object.values(value)) objectsIn(v, into);
  }
  return into;
}

/** The states of one self-played game, from its setup to its end. */
function statesOf(config: object, seats: number, seed: string): NemesisState[] {
  const start = { config, seats, seed, startedAt: 0 };
  const played = playOut(nemesis, start, seed);
  const setup = setupGame<NemesisState>(nemesis, start);
  if (!setup.ok) throw new Error(setup.error.message);
  const states = [setup.state];
  for (const m of played.log) {
    const r = applyMove<NemesisState>(nemesis, states[states.length - 1], m.seat, m.move, m.at);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.state);
  }
  return states;
}

describe('the copy of a state that every move works on', () => {
  const games = [
    statesOf({}, 1, 'copy-1'),
    statesOf({ board: 'B' }, 4, 'copy-2'),
    statesOf({ mode: 'cooperative' }, 3, 'copy-3'),
    statesOf({ mode: 'intruder-player' }, 3, 'copy-4'),
  ];

  it('given every state of four self-played games, then the copy equals the state and shares no object with it', () => {
    let checked = 0;
    for (const states of games) {
      for (const s of states) {
        const copy = copyNemesisState(s);
        expect(stableStringify(copy)).toBe(stableStringify(s));
        expect(Object.keys(copy).sort()).toEqual(Object.keys(s).sort());
        const original = objectsIn(s);
        for (const o of objectsIn(copy)) if (original.has(o)) throw new Error(`shared object in the copy: ${JSON.stringify(o).slice(0, 80)}`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('given a state with a field the copy does not know, then that field is copied too, not shared', () => {
    const s = { ...games[0][0], added: { list: [1, 2] } } as NemesisState & { added: { list: number[] } };
    const copy = copyNemesisState(s) as typeof s;
    expect(copy.added).toEqual({ list: [1, 2] });
    expect(copy.added).not.toBe(s.added);
    expect(copy.added.list).not.toBe(s.added.list);
  });
});
