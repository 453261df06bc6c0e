import { describe, expect, it } from 'vitest';
import { copyProblem, selfPlayedStates } from '../../../engine/testing/state-copies';
import { nemesis } from '../index';
import type { NemesisState } from '../state';
import { copyNemesisState } from '../state-copy';

describe('the copy of a state that every move works on', () => {
  const starts = [
    { config: {}, seats: 1, seed: 'copy-1' },
    { config: { board: 'B' }, seats: 4, seed: 'copy-2' },
    { config: { mode: 'cooperative' }, seats: 3, seed: 'copy-3' },
    { config: { mode: 'intruder-player' }, seats: 3, seed: 'copy-4' },
  ];
  const games = starts.map((start) => selfPlayedStates<NemesisState>(nemesis, { ...start, startedAt: 0 }));

  it('given every state of four self-played games, then the copy equals the state and shares no object with it', () => {
    const states = games.flat();
    expect(states.length).toBeGreaterThan(40);
    for (const s of states) expect(copyProblem(s, copyNemesisState(s))).toBeNull();
  });

  it('given a state with a field the copy does not know, then that field is copied too, not shared', () => {
    const s = { ...games[0][0], added: { list: [1, 2] } } as NemesisState & { added: { list: number[] } };
    expect(copyProblem(s, copyNemesisState(s))).toBeNull();
  });
});
